/**
 * Office actions done once, and one at a time per request, through the office's service on
 * SQLite with its mail in memory: the same form posted again, two people at once, the pace of
 * the mail an action sends. Across processes and behind a proxy: tests/integration/office-once.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { caseEvaluation } from "../requests/test-support";
import { newOnce, OFFICE, setUpBackend, signedIn, stopBackends } from "./test-backend";

/** The pace of mail about one request to one address (Config.office.mailPaceMs). */
const MAIL_PACE_MS = 60_000;

const PARTNER = "partner@example.com";
const ENV = { OFFICE_EMAILS: `${OFFICE},${PARTNER}`, MAIL_TO: "office@example.com", MAIL_PER_HOUR: "0" };

afterEach(stopBackends);

async function setUp() {
  const set = await setUpBackend(ENV);
  const saved = await set.backend.requests.save({
    kind: "request",
    request: { source: "case-evaluation", payload: caseEvaluation },
  } as never);
  if (saved.outcome !== "created") throw new Error("not stored");
  set.backend.delivery.wake();
  await vi.waitFor(() => expect(set.sent).toHaveLength(1)); // the office's notification
  return { ...set, id: saved.id, ...(await signedIn(set.backend)) };
}

const reply = (body = "We received your request.") =>
  ({ intent: "reply", language: "en", subject: "Your request", body, seen: "" }) as const;
const lettersTo = (sent: { to: string[] }[], address: string) =>
  sent.filter((mail) => mail.to.includes(address)).length;
const rows = async (
  db: Awaited<ReturnType<typeof setUp>>["db"],
  table: "office_actions" | "request_thread" | "office_audit",
) => (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];

describe("an office action, done once", () => {
  it("a form posted again does nothing again and gets its first result, in its transaction with the audit record", async () => {
    const { context, session, id, sent, db } = await setUp();
    const once = newOnce();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await context.act(session, id, reply(), once));
    expect(answers).toEqual([
      { outcome: "done", repeat: false },
      { outcome: "done", repeat: true },
      { outcome: "done", repeat: true },
    ]);
    await vi.waitFor(() => expect(lettersTo(sent, caseEvaluation.email)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(sent, caseEvaluation.email)).toBe(1);
    expect((await rows(db, "request_thread")).filter((row) => row.kind === "reply")).toHaveLength(1);
    expect((await rows(db, "office_audit")).filter((row) => row.action === "reply")).toHaveLength(1);
    expect(await rows(db, "office_actions")).toEqual([
      expect.objectContaining({ id: once, actor: OFFICE, request_id: id, result: "done" }),
    ]);
  });

  it("the same id posted three times at once is done once", async () => {
    const { context, session, id, db } = await setUp();
    const once = newOnce();
    const answers = await Promise.all(
      [1, 2, 3].map(() => context.act(session, id, { intent: "note", body: "Called back." }, once)),
    );
    expect(answers.filter((answer) => !answer.repeat)).toHaveLength(1);
    expect((await rows(db, "request_thread")).filter((row) => row.kind === "note")).toHaveLength(1);
  });

  it("a refusal is not recorded: the same form, corrected, goes through", async () => {
    const { context, session, id, db } = await setUp();
    const once = newOnce();
    expect(await context.act(session, id, { intent: "stage", stage: "declined" }, once)).toEqual({
      outcome: "needs_reason",
      repeat: false,
    });
    expect(await rows(db, "office_actions")).toEqual([]);
    expect(
      (await context.act(session, id, { intent: "stage", stage: "declined", reason: "No injury" }, once)).outcome,
    ).toBe("done");
  });
});

describe("two people on one request", () => {
  it("the second's reply, written while the first's went, is not sent; asked again, it is", async () => {
    const { backend, context, session, id, sent } = await setUp();
    const partner = await signedIn(backend, PARTNER);
    const [mine, theirs] = await Promise.all([
      context.act(session, id, reply("From the intake desk."), newOnce()),
      partner.context.act(partner.session, id, reply("From the partner."), newOnce()),
    ]);
    const outcomes = [mine, theirs].map((answer) => answer.outcome).sort();
    expect(outcomes).toEqual(["done", "replied_meanwhile"]);
    const held = mine.outcome === "replied_meanwhile" ? mine : theirs;
    expect(held.meanwhile?.author).toBe(held === mine ? PARTNER : OFFICE);
    await vi.waitFor(() => expect(lettersTo(sent, caseEvaluation.email)).toBe(1));
    // The page again, which has seen the first reply: sent this time, a minute after the first.
    const seen = (await context.detail(session, id))!.latestReplyId!;
    const again = await partner.context.act(partner.session, id, { ...reply("From the partner."), seen }, newOnce());
    expect(again.outcome).toBe("done_later");
  });
});

describe("the mail an action sends, paced", () => {
  it("assigning and unassigning twenty times sends the assignee one notice", async () => {
    const { context, session, id, sent } = await setUp();
    for (let i = 0; i < 20; i++) {
      expect(
        (await context.act(session, id, { intent: "assign", assignee: i % 2 === 0 ? PARTNER : "" }, newOnce())).outcome,
      ).toBe("done");
    }
    await vi.waitFor(() => expect(lettersTo(sent, PARTNER)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(sent, PARTNER)).toBe(1);
    // Every change is in the thread all the same.
    expect((await context.detail(session, id))!.thread.filter((entry) => entry.kind === "assign")).toHaveLength(20);
  });

  it("replies to one visitor go a minute apart, none dropped", async () => {
    const { context, session, id, db } = await setUp();
    for (let i = 0; i < 3; i++) {
      const seen = (await context.detail(session, id))!.latestReplyId ?? "";
      const { outcome } = await context.act(session, id, { ...reply(`Letter ${i}`), seen }, newOnce());
      expect(outcome).toBe(i === 0 ? "done" : "done_later");
    }
    const due = (
      await db
        .selectFrom("mail_outbox")
        .select(["next_attempt_at", "created_at"])
        .where("kind", "=", "reply")
        .orderBy("created_at")
        .execute()
    ).map((row) => Number(row.next_attempt_at));
    expect(due).toHaveLength(3);
    expect(due[1]! - due[0]!).toBeGreaterThanOrEqual(MAIL_PACE_MS);
    expect(due[2]! - due[1]!).toBe(MAIL_PACE_MS);
  });
});
