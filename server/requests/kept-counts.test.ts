import { CompiledQuery } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { keptCountsOf, randomChanges } from "./test-changes";
import { openTestDatabase } from "./test-support";

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
    const kept = await keptCountsOf(database);
    expect(kept.negative).toEqual([]);
    expect(kept.rows.length).toBeGreaterThan(50);

    // The tabs' counts, against the rows counted here.
    const { rows } = await database.read(
      CompiledQuery.raw("select stage, count(*) as n from contact_requests group by stage"),
    );
    const stages = await reads.stageCounts();
    for (const row of rows as { stage: keyof typeof stages; n: number }[])
      expect(stages[row.stage]).toBe(Number(row.n));

    expect(await requests.recount()).toBe(0);
    expect((await keptCountsOf(database)).rows).toEqual(kept.rows);
  });
});
