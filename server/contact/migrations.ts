import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { SiteDatabase, SqlDialect } from "./database";

/**
 * One migration history per database, in code, in the order of their names; Kysely records
 * the applied ones in its own table (and takes a lock there, so several instances can start
 * at once on PostgreSQL). At start-up a database whose record names a migration this code
 * does not have (a newer release ran on it) is refused.
 *
 * A new table or column goes into both histories, under the same name: one Migration
 * object in both when Kysely's schema builder says it for both (integer times are
 * "bigint", text is "text" or "varchar(n)", as below), or one per history when they differ.
 * Never edit or rename an entry once released: add another.
 *
 * SQLite's history is the one the site started with, so its first entries must keep
 * their names; PostgreSQL's starts from today's schema.
 */
const sqliteMigrations: Record<string, Migration> = {
  "2025-01-01-001-contact-requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_requests")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("idempotency_key", "varchar(255)", (column) => column.unique())
        .addColumn("payload_hash", "varchar(64)", (column) => column.notNull())
        .addColumn("source", "varchar(32)", (column) => column.notNull())
        .addColumn("status", "varchar(16)", (column) => column.notNull())
        .addColumn("payload", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("last_error", "varchar(200)")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("delivered_at", "bigint")
        .execute();
      await db.schema
        .createIndex("contact_requests_due")
        .on("contact_requests")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("contact_requests_settled")
        .on("contact_requests")
        .columns(["status", "delivered_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("contact_requests").execute();
    },
  },
  "2026-11-23-002-delivery-failed": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_requests").addColumn("failed_at", "bigint").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_requests").dropColumn("failed_at").execute();
    },
  },
};

const postgresMigrations: Record<string, Migration> = {
  "2026-11-23-001-contact-requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_requests")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        // The constraint that decides between two instances racing with one key.
        .addColumn("idempotency_key", "varchar(255)", (column) => column.unique())
        .addColumn("payload_hash", "varchar(64)", (column) => column.notNull())
        .addColumn("source", "varchar(32)", (column) => column.notNull())
        .addColumn("status", "varchar(16)", (column) => column.notNull())
        .addColumn("payload", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("last_error", "varchar(200)")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("delivered_at", "bigint")
        .addColumn("failed_at", "bigint")
        .execute();
      // The outbox looks only at pending rows; a partial index stays small however many are settled.
      await db.schema
        .createIndex("contact_requests_due")
        .on("contact_requests")
        .column("next_attempt_at")
        .where(sql.ref("status"), "=", "pending")
        .execute();
      await db.schema
        .createIndex("contact_requests_settled")
        .on("contact_requests")
        .columns(["status", "delivered_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("contact_requests").execute();
    },
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
};

export const migrationHistories: Record<SqlDialect, Record<string, Migration>> = {
  sqlite: sqliteMigrations,
  postgres: postgresMigrations,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<SiteDatabase>, dialect: SqlDialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationHistories[dialect] };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}
