/**
 * The migrations of the office at scale on a database the release before them filled: each
 * stored request gets its edition, how its visitor heard of the firm and when its reply was
 * due, and its words in the full-text index, so a search finds the requests of before the
 * upgrade as it finds new ones. On embedded SQLite and on PostgreSQL.
 */
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { replyDueAt } from "~/lib/business-day";
import { migrationHistories, type Engine } from "../../server/db/migrate";
import { openDatabase } from "../../server/db/open";
import { kyselyOn, startSqliteWorker } from "../../server/db/sqlite";
import { silentLogger } from "../../server/logger";
import { createRequestReads } from "../../server/requests/reads";
import { searchTerms } from "../../server/payload/search-text";
import {
  caseEvaluation,
  newPostgresDatabase,
  removeTestPostgres,
  scratchDir,
  widgetSubmission,
} from "./contact-helpers";

const BEFORE = "2026-11-26-040-storage-probe";

afterAll(removeTestPostgres);

async function olderDatabase(engine: Engine) {
  if (engine === "postgres") {
    const url = await newPostgresDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return { url, db: new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), close: () => pool.end() };
  }
  const path = join(scratchDir("scale-migration"), "site.db");
  const executor = startSqliteWorker(path);
  return { url: `file:${path}`, db: kyselyOn<unknown>(executor), close: () => executor.close() };
}

describe.each(["sqlite", "postgres"] as const)(
  "the migrations of the office at scale on %s",
  { timeout: 60_000 },
  (engine) => {
    it("give every stored request its figures' columns and its words in the index", async () => {
      const older = await olderDatabase(engine);
      const migrator = new Migrator({
        db: older.db,
        provider: { getMigrations: async () => migrationHistories[engine] },
      });
      const { error } = await migrator.migrateTo(BEFORE);
      if (error) throw error;
      const at = Date.parse("2026-03-13T16:00:00-07:00");
      const row = (id: string, source: string, stage: string, payload: unknown) =>
        sql`insert into contact_requests (id, payload_hash, source, status, payload, attempts, next_attempt_at,
        created_at, stage, stage_changed_at) values (${id}, ${id}, ${source}, 'delivered', ${JSON.stringify(payload)},
        1, 0, ${at}, ${stage}, ${at})`.execute(older.db);
      await row("aaaaaaaa-0000-4000-8000-000000000001", "case-evaluation", "new", {
        ...caseEvaluation,
        firstName: "Ángela",
        lastName: "ÁLVAREZ",
        siteLanguage: "es",
        howHeardAboutUs: "Court referral",
      });
      await row("bbbbbbbb-0000-4000-8000-000000000002", "widget", "contacted", widgetSubmission);
      await row("cccccccc-0000-4000-8000-000000000003", "case-evaluation", "spam", "<not a request>");
      await older.close();

      const database = await openDatabase(
        { url: older.url, poolSize: 2, statementTimeoutMs: 5_000 },
        { logger: silentLogger },
      );
      try {
        const { rows } = await database.read(
          database.db
            .selectFrom("contact_requests")
            .select(["id", "edition", "heard", "reply_due_at"])
            .orderBy("id")
            .compile(),
        );
        expect(
          (rows as Record<string, unknown>[]).map((found) => ({ ...found, reply_due_at: Number(found.reply_due_at) })),
        ).toEqual([
          { id: "aaaaaaaa-0000-4000-8000-000000000001", edition: "es", heard: "court", reply_due_at: replyDueAt(at) },
          { id: "bbbbbbbb-0000-4000-8000-000000000002", edition: "en", heard: null, reply_due_at: replyDueAt(at) },
          { id: "cccccccc-0000-4000-8000-000000000003", edition: "en", heard: null, reply_due_at: replyDueAt(at) },
        ]);
        const reads = createRequestReads(database);
        const found = async (search: string, filter: "all" | "spam" = "all") =>
          (await reads.list({ filter, search: searchTerms(search) }, { end: "first" }, 50)).rows.map(
            (request) => request.id,
          );
        expect(await found("angela alvarez")).toEqual(["aaaaaaaa-0000-4000-8000-000000000001"]);
        expect(await found("AAAAAAAA")).toEqual(["aaaaaaaa-0000-4000-8000-000000000001"]);
        expect(await found("dog bit")).toEqual(["bbbbbbbb-0000-4000-8000-000000000002"]);
        expect(await found("not a request", "spam")).toEqual(["cccccccc-0000-4000-8000-000000000003"]);
      } finally {
        await database.close();
      }
    });
  },
);
