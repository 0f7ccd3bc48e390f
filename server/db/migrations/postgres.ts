import { sql, type Kysely, type Migration } from "kysely";
import { indexStoredRequestsOnPostgres } from "./search-backfill";
import { keptCountsMigrations } from "./kept-counts";
import { leadsMigrations, postgresSearchStems } from "./leads";
import { evidenceMigrations } from "./evidence";
import { contentMigrations } from "./content";
import { agendaMigrations } from "./agenda";
import { agendaMergeMigrations } from "./agenda-merge";
import { officeHardeningMigrations } from "./office-hardening";
import { contactRequestsTable, dropContactRequests, settledIndex, sharedMigrations } from "./shared";

/**
 * PostgreSQL's migration history (rules in ../migrate.ts). It starts from the schema
 * SQLite's history had reached, in one step, plus what only several instances need.
 */
export const postgresMigrations: Record<string, Migration> = {
  // The same table SQLite's history built in its first steps, on purpose: released migrations are
  // never edited, so this history starts from where that one had arrived.
  "2026-11-23-001-contact-requests": {
    async up(db: Kysely<unknown>) {
      // The unique idempotency key is the constraint that decides between two instances racing with one key.
      await contactRequestsTable(db).addColumn("failed_at", "bigint").execute();
      // The outbox looks only at pending rows; a partial index stays small however many are settled.
      await db.schema
        .createIndex("contact_requests_due")
        .on("contact_requests")
        .column("next_attempt_at")
        .where(sql.ref("status"), "=", "pending")
        .execute();
      await settledIndex(db);
    },
    down: dropContactRequests,
  },
  "2026-11-23-002-rate-limit-buckets": {
    // Unlogged: no write-ahead log, so taking a token costs no disk flush. After a crash of
    // the database the table comes back empty, which lets every client start afresh: a limit
    // is a brake, not a record.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limit_buckets")
        .modifyFront(sql`unlogged`)
        .addColumn("key", "varchar(128)", (column) => column.primaryKey())
        .addColumn("tokens", "double precision", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limit_buckets").execute();
    },
  },
  // From here on, the same migrations as SQLite's history.
  ...sharedMigrations,
  "2026-11-26-061-request-search": {
    async up(db: Kysely<unknown>) {
      // The words of a request (server/db/full-text.ts): who they are, who and where, everything.
      // The row carries them, so they go wherever it goes.
      for (const column of ["search_who", "search_near", "search_all"]) {
        await sql`alter table contact_requests add column ${sql.ref(column)} tsvector`.execute(db);
        await sql`create index ${sql.ref(`contact_requests_${column}`)} on contact_requests using gin (${sql.ref(column)})`.execute(
          db,
        );
      }
      await indexStoredRequestsOnPostgres(db);
    },
  },
  ...leadsMigrations,
  ...postgresSearchStems,
  ...evidenceMigrations,
  ...contentMigrations("bytea"),
  ...officeHardeningMigrations,
  ...agendaMigrations,
  ...agendaMergeMigrations,
  ...keptCountsMigrations,
};
