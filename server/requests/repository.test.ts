import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { RequestsRepository, SaveResult } from "./repository";
import { caseEvaluation, openTestDatabase, widgetSubmission } from "./test-support";

const request = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;

let opened: (() => Promise<void>)[] = [];
async function fresh() {
  const test = await openTestDatabase();
  opened.push(test.close);
  return { ...test, store: test.requests };
}
afterEach(async () => {
  await Promise.all(opened.map((close) => close()));
  opened = [];
});

const idOf = (result: SaveResult) => ("id" in result ? result.id : "");

/** The old store's words for the repository's notification queue, kept short for these tests. */
const claim = (store: RequestsRepository, { now, limit, leaseMs }: { now: number; limit: number; leaseMs: number }) =>
  store.claimNotifications({ now, dueBy: now, limit, leaseUntil: now + leaseMs });

function countRows(path: string, where = "1 = 1"): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from contact_requests where ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("the requests repository", () => {
  it("stores a request durably: another connection sees it as soon as save resolves", async () => {
    const { store, path } = await fresh();
    const saved = await store.save(request, 1000);
    expect(saved).toMatchObject({ outcome: "created", status: "pending" });
    expect(countRows(path, "status = 'pending'")).toBe(1);
  });

  it("answers the same idempotency key and payload with the first id, and stores one row", async () => {
    const { store, path } = await fresh();
    const first = await store.save({ ...request, idempotencyKey: "k-1" });
    const again = await store.save({ ...request, idempotencyKey: "k-1" });
    expect(first.outcome).toBe("created");
    expect(again).toEqual({ outcome: "duplicate", id: first.outcome === "created" ? first.id : "" });
    expect(countRows(path)).toBe(1);
  });

  it("settles concurrent duplicates (one batch) on one row", async () => {
    const { store, path } = await fresh();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.save({ ...request, idempotencyKey: "k-concurrent" })),
    );
    const ids = new Set(results.map((result) => ("id" in result ? result.id : "")));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.outcome === "created")).toHaveLength(1);
    expect(countRows(path)).toBe(1);
  });

  it("refuses a reused key with a different payload", async () => {
    const { store } = await fresh();
    await store.save({ ...request, idempotencyKey: "k-2" });
    const other = { kind: "request", request: { source: "widget", payload: widgetSubmission } } as const;
    expect(await store.save({ ...other, idempotencyKey: "k-2" })).toEqual({ outcome: "key-reused" });
  });

  it("keeps spam apart: never claimed for delivery", async () => {
    const { store } = await fresh();
    const saved = await store.save({ kind: "spam", source: "case-evaluation", rawBody: '{"contactReference":"x"}' }, 0);
    expect(saved).toMatchObject({ outcome: "created", status: "spam" });
    expect(await claim(store, { now: 10, limit: 10, leaseMs: 1000 })).toEqual([]);
  });

  it("claims due requests once, counting the attempt, until the lease ends", async () => {
    const { store } = await fresh();
    const saved = await store.save(request, 100);
    const claimed = await claim(store, { now: 200, limit: 10, leaseMs: 1000 });
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({
      source: "case-evaluation",
      attempts: 1,
      createdAt: 100,
      payload: caseEvaluation,
    });
    expect(claimed[0]!.id).toBe("id" in saved ? saved.id : "");
    expect(await claim(store, { now: 300, limit: 10, leaseMs: 1000 })).toEqual([]);
    // Held by the lease until it ends.
    expect(await store.nextNotificationDueAt()).toBe(1200);
    const reclaimed = await claim(store, { now: 1200, limit: 10, leaseMs: 1000 });
    expect(reclaimed.map((row) => row.attempts)).toEqual([2]);
  });

  it("claims at most the limit, oldest first", async () => {
    const { store } = await fresh();
    for (let i = 0; i < 5; i++) await store.save(request, 100 + i);
    const claimed = await claim(store, { now: 1000, limit: 3, leaseMs: 1000 });
    expect(claimed.map((row) => row.createdAt)).toEqual([100, 101, 102]);
  });

  it("reschedules a failed delivery and forgets a delivered one", async () => {
    const { store, path } = await fresh();
    await store.save(request, 0);
    const [row] = await claim(store, { now: 0, limit: 1, leaseMs: 1000 });
    await store.settleNotification(row!.id, { state: "retry", nextAttemptAt: 5000, error: "ECONNECTION" }, 10);
    expect(await store.nextNotificationDueAt()).toBe(5000);
    expect(countRows(path, "last_error = 'ECONNECTION'")).toBe(1);
    const [again] = await claim(store, { now: 5000, limit: 1, leaseMs: 1000 });
    await store.settleNotification(again!.id, { state: "delivered" }, 6000);
    expect(await store.nextNotificationDueAt()).toBeNull();
    expect(await claim(store, { now: 99_999, limit: 1, leaseMs: 1000 })).toEqual([]);
  });

  it("releases the claims of a process that died", async () => {
    const { store } = await fresh();
    await store.save(request, 0);
    await claim(store, { now: 0, limit: 1, leaseMs: 60_000 });
    expect(await store.releaseAllClaims(10)).toBe(1);
    expect(await claim(store, { now: 10, limit: 1, leaseMs: 60_000 })).toHaveLength(1);
  });

  it("stores a request as New with what the inbox filters on, and spam as closed on arrival", async () => {
    const { store, path } = await fresh();
    await store.save(request, 1000);
    await store.save({ kind: "spam", source: "widget", rawBody: "{}" }, 2000);
    const db = new Database(path, { readonly: true });
    try {
      const rows = db
        .prepare(
          "select stage, closed_at, incident_on, claim_deadline, email_key, phone_key, agency_key from contact_requests order by created_at",
        )
        .all();
      expect(rows).toEqual([
        {
          stage: "new",
          closed_at: null,
          incident_on: 20240314,
          claim_deadline: 20240914,
          email_key: "jane.doe@example.org",
          phone_key: "7075550100",
          agency_key: "santa rosa police department",
        },
        {
          stage: "spam",
          closed_at: 2000,
          incident_on: null,
          claim_deadline: null,
          email_key: null,
          phone_key: null,
          agency_key: null,
        },
      ]);
    } finally {
      db.close();
    }
  });

  it("moves a request through the stages: closing sets when, reopening clears it, a decision keeps its reason", async () => {
    const { store, reads } = await fresh();
    const id = idOf(await store.save(request, 0));
    expect(await store.setStage(id, "consultation", { now: 10 })).toBe(true);
    expect(await store.setStage(id, "consultation", { now: 11 })).toBe(false);
    expect(await reads.get(id)).toMatchObject({ stage: "consultation", stage_changed_at: 10, closed_at: null });
    expect(await store.setStage(id, "declined", { now: 20, reason: "No injury" })).toBe(true);
    expect(await reads.get(id)).toMatchObject({ stage: "declined", closed_at: 20, decision_reason: "No injury" });
    expect(await store.setStage(id, "contacted", { now: 30 })).toBe(true);
    expect(await reads.get(id)).toMatchObject({ stage: "contacted", closed_at: null, decision_reason: null });
    await expect(store.setStage(id, "spam", { now: 40 })).rejects.toThrow();
    expect(await store.markSpam(id, 50)).toBe(true);
    // Spam moves only through "not spam".
    expect(await store.setStage(id, "retained", { now: 60 })).toBe(false);
    expect(await reads.get(id)).toMatchObject({ stage: "spam", status: "spam", closed_at: 50 });
  });

  it("records the first contact once, and moves only a New request to Contacted", async () => {
    const { store, reads } = await fresh();
    const id = idOf(await store.save(request, 0));
    expect(await store.recordContact(id, 100)).toEqual({ first: true, contacted: true });
    expect(await store.recordContact(id, 200)).toEqual({ first: false, contacted: false });
    expect(await reads.get(id)).toMatchObject({ first_contact_at: 100, stage: "contacted" });
    const later = idOf(await store.save(request, 0));
    await store.setStage(later, "consultation", { now: 5 });
    expect(await store.recordContact(later, 300)).toEqual({ first: true, contacted: false });
    expect(await reads.get(later)).toMatchObject({ first_contact_at: 300, stage: "consultation" });
  });

  it("assigns to an address or to nobody, and says when nothing changed", async () => {
    const { store, reads } = await fresh();
    const id = idOf(await store.save(request, 0));
    expect(await store.assign(id, "a@law.example")).toBe(true);
    expect(await store.assign(id, "a@law.example")).toBe(false);
    expect(await store.assign(id, "b@law.example")).toBe(true);
    expect(await store.assign(id, null)).toBe(true);
    expect(await store.assign(id, null)).toBe(false);
    expect((await reads.get(id))?.assignee).toBeNull();
  });

  it("purges by the pipeline: open requests never; spam and retained ones gone; declined ones reduced to a record", async () => {
    const { store, path, database } = await fresh();
    const open = idOf(await store.save(request, 0));
    await store.settleNotification(open, { state: "delivered" }, 1); // delivered long ago, never closed: stays
    const spam = idOf(await store.save({ kind: "spam", source: "widget", rawBody: "{}" }, 0));
    const retained = idOf(await store.save(request, 0));
    await store.setStage(retained, "retained", { now: 50 });
    const declined = idOf(await store.save(request, 0));
    await store.setStage(declined, "declined", { now: 60, reason: "Outside our area" });
    const recent = idOf(await store.save(request, 0));
    await store.setStage(recent, "referred", { now: 500, reason: "Referred to a colleague" });

    expect(await store.purgeClosed({ closedBefore: 100, recordsBefore: 0, keepRecords: true })).toEqual({
      deleted: 2,
      reduced: 1,
      recordsExpired: 0,
    });
    expect(countRows(path, `id in ('${spam}', '${retained}', '${declined}')`)).toBe(0);
    expect(countRows(path, `id in ('${open}', '${recent}')`)).toBe(2);
    const { rows } = await database.read(database.db.selectFrom("conflict_records").selectAll().compile());
    expect(rows).toEqual([
      {
        id: declined,
        name: "Jane Doe",
        email: caseEvaluation.email,
        phone: caseEvaluation.phone,
        agency: caseEvaluation.policeAgency,
        incident_date: caseEvaluation.incidentDate,
        incident_on: 20240314,
        decision: "declined",
        reason: "Outside our area",
        received_at: 0,
        first_contact_at: null,
        decided_at: 60,
        email_key: "jane.doe@example.org",
        phone_key: "7075550100",
        agency_key: "santa rosa police department",
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain("bruises");
    // The record goes when its years are over; without records, a decision leaves nothing.
    expect(await store.purgeClosed({ closedBefore: 100, recordsBefore: 61, keepRecords: true })).toMatchObject({
      recordsExpired: 1,
    });
    expect(await store.purgeClosed({ closedBefore: 1000, recordsBefore: 0, keepRecords: false })).toEqual({
      deleted: 0,
      reduced: 1,
      recordsExpired: 0,
    });
    expect((await database.read(database.db.selectFrom("conflict_records").selectAll().compile())).rows).toEqual([]);
    expect(countRows(path)).toBe(1);
  });

  it("makes every notification waiting for a retry due now, but leaves those in flight alone", async () => {
    const { store } = await fresh();
    await store.save(request, 0);
    await store.save(request, 1);
    const [waiting, inFlight] = await claim(store, { now: 10, limit: 2, leaseMs: 60_000 });
    await store.settleNotification(waiting!.id, { state: "retry", nextAttemptAt: 600_000, error: "ECONNECTION" }, 20);
    await store.notificationsDueNow(30);
    const again = await claim(store, { now: 30, limit: 10, leaseMs: 60_000 });
    expect(again.map((row) => row.id)).toEqual([waiting!.id]);
    expect(inFlight).toBeDefined();
  });

  it("gives a claimed notification back untried: not counted, due as before", async () => {
    const { store } = await fresh();
    await store.save(request, 0);
    const [row] = await claim(store, { now: 10, limit: 1, leaseMs: 60_000 });
    await store.releaseNotification(row!.id);
    const [again] = await claim(store, { now: 11, limit: 1, leaseMs: 60_000 });
    expect(again).toMatchObject({ id: row!.id, attempts: 1 });
  });
});
