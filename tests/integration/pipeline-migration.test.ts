/**
 * The pipeline's migration on a database a release before it filled: a handled request
 * becomes Contacted, an open one New, spam stays Spam (closed when it arrived, as its
 * retention counted), and what the inbox filters on is taken from each stored payload. On
 * embedded SQLite and on PostgreSQL, through each engine's own migration history.
 */
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationHistories, type Engine } from "../../server/db/migrate";
import { openDatabase } from "../../server/db/open";
import { kyselyOn, startSqliteWorker } from "../../server/db/sqlite";
import { silentLogger } from "../../server/logger";
import { caseEvaluation, newPostgresDatabase, removeTestPostgres, scratchDir } from "./contact-helpers";

const BEFORE_PIPELINE = "2026-11-26-020-one-delivery-loop";

afterAll(removeTestPostgres);

/** A database migrated up to the release before the pipeline, and a way to close it. */
async function olderDatabase(engine: Engine): Promise<{ url: string; db: Kysely<unknown>; close(): Promise<void> }> {
  if (engine === "postgres") {
    const url = await newPostgresDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return { url, db: new Kysely({ dialect: new PostgresDialect({ pool }) }), close: () => pool.end() };
  }
  const path = join(scratchDir("pipeline-migration"), "site.db");
  const executor = startSqliteWorker(path);
  return { url: `file:${path}`, db: kyselyOn(executor), close: () => executor.close() };
}

describe.each(["sqlite", "postgres"] as const)("the pipeline's migration on %s", { timeout: 60_000 }, (engine) => {
  it("turns handled into Contacted, open into New, spam into Spam, and reads each payload's incident date and contacts", async () => {
    const older = await olderDatabase(engine);
    const history = migrationHistories[engine];
    const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => history } });
    const { error } = await migrator.migrateTo(BEFORE_PIPELINE);
    if (error) throw error;
    const row = (id: string, status: string, handledAt: number | null, payload: string) =>
      sql`insert into contact_requests (id, payload_hash, source, status, payload, attempts, next_attempt_at,
        created_at, delivered_at, handled_at) values (${id}, ${id}, 'case-evaluation', ${status}, ${payload}, 1, 0,
        ${1_000}, ${2_000}, ${handledAt})`.execute(older.db);
    const payload = JSON.stringify(caseEvaluation);
    await row("00000000-0000-4000-8000-000000000001", "delivered", 5_000, payload);
    await row("00000000-0000-4000-8000-000000000002", "delivered", null, payload);
    await row("00000000-0000-4000-8000-000000000003", "spam", null, '{"not":"a request"');
    await row(
      "00000000-0000-4000-8000-000000000004",
      "failed",
      null,
      JSON.stringify({ ...caseEvaluation, incidentDate: "" }),
    );
    await older.close();

    const database = await openDatabase(
      { url: older.url, poolSize: 2, statementTimeoutMs: 5_000 },
      { logger: silentLogger },
    );
    try {
      const { rows } = await database.read(
        database.db
          .selectFrom("contact_requests")
          .select([
            "id",
            "stage",
            "stage_changed_at",
            "closed_at",
            "incident_on",
            "claim_deadline",
            "email_key",
            "phone_key",
          ])
          .orderBy("id")
          .compile(),
      );
      const numbers = (value: unknown) => (value == null ? null : Number(value));
      expect(
        (rows as Record<string, unknown>[]).map((found) => ({
          ...found,
          stage_changed_at: numbers(found.stage_changed_at),
          closed_at: numbers(found.closed_at),
          incident_on: numbers(found.incident_on),
          claim_deadline: numbers(found.claim_deadline),
        })),
      ).toEqual([
        {
          id: "00000000-0000-4000-8000-000000000001",
          stage: "contacted",
          stage_changed_at: 5_000,
          closed_at: null,
          incident_on: 20240314,
          claim_deadline: 20240914,
          email_key: "maria.gonzalez@example.org",
          phone_key: "7075550123",
        },
        {
          id: "00000000-0000-4000-8000-000000000002",
          stage: "new",
          stage_changed_at: 1_000,
          closed_at: null,
          incident_on: 20240314,
          claim_deadline: 20240914,
          email_key: "maria.gonzalez@example.org",
          phone_key: "7075550123",
        },
        {
          id: "00000000-0000-4000-8000-000000000003",
          stage: "spam",
          stage_changed_at: 1_000,
          closed_at: 1_000,
          incident_on: null,
          claim_deadline: null,
          email_key: null,
          phone_key: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000004",
          stage: "new",
          stage_changed_at: 1_000,
          closed_at: null,
          incident_on: null,
          claim_deadline: null,
          email_key: "maria.gonzalez@example.org",
          phone_key: "7075550123",
        },
      ]);
      // The new tables are there, empty.
      for (const table of ["request_thread", "conflict_records"] as const) {
        expect((await database.read(database.db.selectFrom(table).selectAll().compile())).rows).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});
