import { CompiledQuery } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_BIN_MS } from "../db/kept-counts";
import { createFigures } from "./figures";
import { keptCountsOf, randomChanges } from "./test-changes";
import { caseEvaluation, openTestDatabase } from "./test-support";

let opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.map((close) => close()));
  opened = [];
});

const NOW = Date.parse("2026-11-26T12:00:00-08:00");

describe("the counts kept as requests change (SQLite; PostgreSQL in tests/integration/kept-counts.test.ts)", () => {
  it.each([1, 2, 3])("equal a fresh count of the rows after a random sequence of changes (seed %i)", async (seed) => {
    const { database, requests, reads, close } = await openTestDatabase();
    opened.push(close);
    await randomChanges(database, requests, { seed, steps: 250, now: NOW });
    // Calls logged with a time before their request arrived (a clock set wrong): waits below zero,
    // alone in a month of their own, so that they are its median.
    const alone = Date.parse("2030-01-15T12:00:00-08:00");
    for (const minutes of [30, 90]) {
      const early = await requests.save(
        { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
        alone,
      );
      if (early.outcome === "created") await requests.recordContact(early.id, alone - minutes * 60_000);
    }
    // And two from one person merged last, contacted first on the newer: one merged at the end whatever the seed.
    const pair = [];
    for (const hours of [0, 5]) {
      const saved = await requests.save(
        { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
        alone + 86_400_000 * 40 + hours * 3_600_000,
      );
      if (saved.outcome === "created") pair.push(saved.id);
    }
    await requests.recordContact(pair[1]!, alone + 86_400_000 * 40 + 6 * 3_600_000);
    expect(
      await requests.merge(pair[0]!, pair[1]!, { author: "intake@example.com", now: alone + 86_400_000 * 41 }),
    ).toMatchObject({ intoId: pair[0], fromId: pair[1] });
    const kept = await keptCountsOf(database);
    expect(kept.negative).toEqual([]);
    expect(kept.rows.length).toBeGreaterThan(50);
    // The sequence merged requests, undid merges and entered leads: each moved the counts.
    const { rows: happened } = await database.read(
      CompiledQuery.raw(`select (select count(*) from request_merges) as merges,
        (select count(*) from request_merges where undone_at is not null) as undone,
        (select count(*) from contact_requests where stage = 'merged') as merged,
        (select count(*) from contact_requests where source = 'office') as leads`),
    );
    const counted = happened[0] as Record<string, unknown>;
    for (const key of ["merges", "undone", "merged", "leads"]) expect(Number(counted[key]), key).toBeGreaterThan(0);

    // The tabs' counts, against the rows counted here.
    const { rows } = await database.read(
      CompiledQuery.raw("select stage, count(*) as n from contact_requests where stage <> 'merged' group by stage"),
    );
    const stages = await reads.stageCounts();
    // A merged request is counted nowhere, not even as merged.
    expect(stages.merged).toBe(0);
    for (const row of rows as { stage: keyof typeof stages; n: number }[])
      expect(stages[row.stage]).toBe(Number(row.n));

    expect(await requests.recount()).toBe(0);
    expect((await keptCountsOf(database)).rows).toEqual(kept.rows);

    // Each month's median time to first contact, against the waits themselves (some negative:
    // a call logged with an earlier time), each in its six-minute bin.
    const { rows: waits } = await database.read(
      CompiledQuery.raw(`select created_month as month, first_contact_at - created_at as wait from contact_requests
        where stage not in ('spam', 'merged') and source <> 'office' and first_contact_at is not null`),
    );
    const byMonth = new Map<number, number[]>();
    for (const { month, wait } of waits as { month: number; wait: number }[]) {
      byMonth.set(month, [...(byMonth.get(month) ?? []), Math.trunc(wait / CONTACT_BIN_MS)]);
    }
    const expected = new Map(
      [...byMonth].map(([month, bins]) => {
        const sorted = bins.sort((a, b) => a - b);
        const middle = (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2;
        return [month, (middle + 0.5) * CONTACT_BIN_MS];
      }),
    );
    expect((waits as { wait: number }[]).some(({ wait }) => wait < 0)).toBe(true);
    expect(expected.get(203001)).toBe((-10 + 0.5) * CONTACT_BIN_MS);
    expect(await createFigures(database).medianContact(0, 999_999)).toEqual(expected);
  });
});
