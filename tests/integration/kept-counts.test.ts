/**
 * The counts kept of contact_requests (server/db/kept-counts.ts) on a database the release
 * before them filled, on both engines: the migration gives each stored request its periods and
 * counts them. On PostgreSQL, with several instances: a random sequence of changes, then
 * changes from two instances at once, each time equal to a fresh count of the rows. (SQLite's
 * random sequence runs with the unit tests, server/requests/kept-counts.test.ts.)
 */
import { join } from "node:path";
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { arrivalPeriods, closedPeriod } from "../../server/db/kept-counts";
import { migrationHistories, type Engine } from "../../server/db/migrate";
import { openDatabase, type Database } from "../../server/db/open";
import { kyselyOn, startSqliteWorker } from "../../server/db/sqlite";
import { silentLogger } from "../../server/logger";
import { createRequestReads } from "../../server/requests/reads";
import { createRequestsRepository } from "../../server/requests/repository";
import { keptCountsOf, randomChanges } from "../../server/requests/test-changes";
import { caseEvaluation, newPostgresDatabase, removeTestPostgres, scratchDir } from "./contact-helpers";

afterAll(removeTestPostgres);

/** The last step of each history before the kept counts. */
const BEFORE: Record<Engine, string> = {
  sqlite: "2026-12-01-701-search-rowid-on-insert",
  postgres: "2026-11-26-061-request-search",
};
const NOW = Date.parse("2026-11-26T12:00:00-08:00");
const open = (url: string) => openDatabase({ url, poolSize: 4, statementTimeoutMs: 10_000 }, { logger: silentLogger });

/** The kept counts equal a fresh count of the rows, none is below zero, and every row has its periods. */
async function expectCountsOfRows(database: Database) {
  const requests = createRequestsRepository(database);
  const kept = await keptCountsOf(database);
  expect(kept.negative).toEqual([]);
  expect(await requests.recount()).toBe(0);
  expect((await keptCountsOf(database)).rows).toEqual(kept.rows);
  const { rows } = await database.read(
    CompiledQuery.raw(
      "select stage, count(*) as n from contact_requests where stage <> 'merged' group by stage order by stage",
    ),
  );
  const stages = await createRequestReads(database).stageCounts();
  // A merged request is counted nowhere, not even as merged.
  expect(stages.merged).toBe(0);
  for (const row of rows as { stage: keyof typeof stages; n: unknown }[]) expect(stages[row.stage]).toBe(Number(row.n));
  return kept.rows;
}

describe.each(["sqlite", "postgres"] as const)("the kept counts' migration on %s", { timeout: 60_000 }, (engine) => {
  it("gives every stored request its periods and counts them", async () => {
    const url = engine === "postgres" ? await newPostgresDatabase() : `file:${join(scratchDir("kept"), "site.db")}`;
    const older =
      engine === "postgres"
        ? (() => {
            const pool = new pg.Pool({ connectionString: url, max: 1 });
            return { db: new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), close: () => pool.end() };
          })()
        : (() => {
            const executor = startSqliteWorker(url.slice("file:".length));
            return { db: kyselyOn<unknown>(executor), close: () => executor.close() };
          })();
    const { error } = await new Migrator({
      db: older.db,
      provider: { getMigrations: async () => migrationHistories[engine] },
    }).migrateTo(BEFORE[engine]);
    if (error) throw error;
    const created = Date.parse("2026-03-13T16:00:00-07:00");
    const closed = Date.parse("2026-04-01T09:00:00-07:00");
    const row = (id: string, stage: string, closedAt: number | null, contactedAt: number | null) =>
      sql`insert into contact_requests (id, payload_hash, source, status, payload, attempts, next_attempt_at,
        created_at, stage, stage_changed_at, closed_at, first_contact_at, reply_due_at, heard)
        values (${id}, ${id}, 'case-evaluation', 'delivered', ${JSON.stringify(caseEvaluation)}, 1, 0, ${created},
        ${stage}, ${created}, ${closedAt}, ${contactedAt}, ${created + 86_400_000}, 'friend')`.execute(older.db);
    await row("aaaaaaaa-0000-4000-8000-000000000001", "new", null, null);
    await row("bbbbbbbb-0000-4000-8000-000000000002", "contacted", null, created + 3_600_000);
    await row("cccccccc-0000-4000-8000-000000000003", "declined", closed, created + 7_200_000);
    await older.close();

    const database = await open(url);
    try {
      const counts = await expectCountsOfRows(database);
      const month = arrivalPeriods(created).created_month;
      expect(counts).toEqual(
        expect.arrayContaining([
          "0 stage:new 1",
          "0 stage:contacted 1",
          "0 stage:declined 1",
          `${month} heard:friend 3`,
          `${month} contacted 2`,
          `${month} awaiting 1`,
          `${month} in_time 2`,
          `${closedPeriod(closed)} closed:declined 1`,
          `${arrivalPeriods(created).created_week} source:case-evaluation 3`,
          `${month} bin 1:10 1`,
          `${month} bin 1:20 1`,
          `${month} bin 10:1 1`,
          `${month} bin 10:2 1`,
        ]),
      );
    } finally {
      await database.close();
    }
  });
});

describe("the kept counts on PostgreSQL", { timeout: 120_000 }, () => {
  it("equal a fresh count after a random sequence of changes", async () => {
    const database = await open(await newPostgresDatabase());
    try {
      await randomChanges(database, createRequestsRepository(database), { seed: 7, steps: 250, now: NOW });
      expect((await expectCountsOfRows(database)).length).toBeGreaterThan(50);
    } finally {
      await database.close();
    }
  });

  it("equal a fresh count after two instances changed the same requests at once", async () => {
    const url = await newPostgresDatabase();
    const [one, two] = await Promise.all([open(url), open(url)]);
    try {
      const [first, second] = [createRequestsRepository(one), createRequestsRepository(two)];
      await randomChanges(one, first, { seed: 11, steps: 60, now: NOW });
      const { rows } = await one.read(CompiledQuery.raw("select id from contact_requests order by id limit 6"));
      const ids = (rows as { id: string }[]).map((found) => found.id);
      const stages = ["contacted", "consultation", "retained", "declined", "new"] as const;
      // Each instance, one change after another, moves, contacts and marks the same three
      // requests while new ones arrive, and merges two others and undoes it: the two
      // instances' transactions overlap all along.
      const changes = (repository: typeof first, offset: number) => async () => {
        for (let index = offset; index < offset + 40; index++) {
          const id = ids[index % 3]!;
          const at = NOW - 1_000_000 + index;
          if (index % 6 === 0) {
            const merged = await repository
              .merge(ids[3 + (index % 2)]!, ids[5]!, { author: "intake@example.com", now: at })
              .catch((error: Error) => (error.message.includes("meanwhile") ? null : Promise.reject(error)));
            if (merged && index % 12 === 0) {
              await repository
                .unmerge(merged.mergeId, {
                  concerning: merged.intoId,
                  author: "intake@example.com",
                  now: at,
                  firstContactSince: async () => null,
                })
                .catch((error: Error) => (error.message.includes("meanwhile") ? null : Promise.reject(error)));
            }
          } else if (index % 7 === 0) await repository.markSpam(id, at);
          else if (index % 5 === 0) await repository.recordContact(id, at);
          else if (index % 4 === 0) {
            await repository.save(
              { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
              at,
            );
          } else await repository.setStage(id, stages[index % stages.length]!, { reason: "Referred.", now: at });
        }
      };
      await Promise.all([changes(first, 0)(), changes(second, 1)()]);
      await expectCountsOfRows(one);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
