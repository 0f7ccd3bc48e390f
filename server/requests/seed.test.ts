import { afterEach, describe, expect, it } from "vitest";
import { REQUEST_STAGES } from "../db/schema";
import { derivedColumns } from "../payload/derived";
import { seedRequests, SEED_YEARS } from "./seed-requests";
import { RealRequestsError, writeSeed } from "./seed-writer";
import { caseEvaluation, openTestDatabase } from "./test-support";

const NOW = Date.parse("2026-11-26T12:00:00-08:00");
const OFFICES = ["intake@example.com", "paralegal@example.com"];

let opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.map((close) => close()));
  opened = [];
});

describe("the seed's fake requests", () => {
  const seeded = [...seedRequests({ count: 4_000, now: NOW, seed: 7, offices: OFFICES })];
  const requests = seeded.map(({ request }) => request);

  it("are the same for the same options, and others for another seed", () => {
    const again = [...seedRequests({ count: 50, now: NOW, seed: 7, offices: OFFICES })];
    expect(again.map(({ request }) => request.id)).toEqual(
      [...seedRequests({ count: 50, now: NOW, seed: 7, offices: OFFICES })].map(({ request }) => request.id),
    );
    expect([...seedRequests({ count: 50, now: NOW, seed: 8, offices: OFFICES })][0]!.request.id).not.toBe(
      again[0]!.request.id,
    );
  });

  it("span three years up to now, in order, in every stage, both channels and both editions, with some spam", () => {
    const times = requests.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(NOW - (SEED_YEARS * 365 + 1) * 86_400_000);
    expect(times[0]).toBeLessThan(NOW - (SEED_YEARS * 365 - 30) * 86_400_000);
    expect(times.at(-1)).toBeLessThan(NOW);
    expect(new Set(requests.map((request) => request.stage))).toEqual(new Set(REQUEST_STAGES));
    expect(new Set(requests.map((request) => request.source))).toEqual(new Set(["case-evaluation", "widget"]));
    const editions = requests.map((request) => derivedColumns(request.payload, request.source).edition);
    expect(editions.filter((edition) => edition === "es").length / requests.length).toBeGreaterThan(0.2);
    const spam = requests.filter((request) => request.stage === "spam").length / requests.length;
    expect(spam).toBeGreaterThan(0.03);
    expect(spam).toBeLessThan(0.12);
  });

  it("are plainly fake: example addresses, 555-01xx numbers", () => {
    for (const { payload } of requests) {
      const email = String(payload.email);
      if (email) expect(email).toMatch(/@example\.(org|com|net)$/);
      const phone = String(payload.phone).replace(/\D/g, "");
      if (phone) expect(phone).toMatch(/^1?\d{3}55501\d\d$/);
    }
  });

  it("hold what the office did: first contacts after arrival, decisions after contact, assignees of the office", () => {
    for (const request of requests) {
      if (request.firstContactAt !== null) expect(request.firstContactAt).toBeGreaterThan(request.createdAt);
      if (request.closedAt !== null && request.stage !== "spam") {
        expect(request.closedAt).toBeGreaterThan(request.firstContactAt!);
        expect(request.closedAt).toBeLessThan(NOW);
      }
      if (request.assignee) expect(OFFICES).toContain(request.assignee);
      expect(Number.isInteger(request.createdAt)).toBe(true);
    }
    expect(seeded.flatMap(({ entries }) => entries).every((entry) => Number.isInteger(entry.at))).toBe(true);
  });
});

describe("writing the seed", () => {
  it("fills an empty database or one only it filled, and refuses one that holds a real request", async () => {
    const test = await openTestDatabase();
    opened.push(test.close);
    await writeSeed(test.database, { count: 120, now: NOW, offices: OFFICES });
    await writeSeed(test.database, { count: 30, now: NOW, seed: 2, offices: OFFICES });
    expect(await test.reads.count({ filter: "all" })).toBeGreaterThan(100);
    await test.requests.save({ kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } });
    await expect(writeSeed(test.database, { count: 10, now: NOW, offices: OFFICES })).rejects.toBeInstanceOf(
      RealRequestsError,
    );
  });

  it("refuses a database whose only trace of real requests is a conflict-check record", async () => {
    const test = await openTestDatabase();
    opened.push(test.close);
    const saved = await test.requests.save(
      { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
      1_000,
    );
    await test.requests.setStage((saved as { id: string }).id, "declined", { reason: "Outside our area", now: 2_000 });
    await test.requests.purgeClosed({ closedBefore: 10_000, recordsBefore: 0, keepRecords: true });
    expect(await test.reads.count({ filter: "all" })).toBe(0);
    await expect(writeSeed(test.database, { count: 10, now: NOW, offices: OFFICES })).rejects.toBeInstanceOf(
      RealRequestsError,
    );
  });
});
