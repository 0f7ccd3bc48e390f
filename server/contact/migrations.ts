import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { officeMigrations } from "../office/migrations";
import type { SiteDatabase, SqlDialect } from "./database";
import { postgresMigrations } from "./migrations-postgres";

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
 * This record is SQLite's history, the one the site started with, so its first entries
 * keep their names; PostgreSQL's (migrations-postgres.ts) starts from today's schema.
 */
const migrations: Record<string, Migration> = {
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
  ...officeMigrations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };
const postgresProvider: MigrationProvider = { getMigrations: async () => postgresMigrations };

export const migrationHistories: Record<SqlDialect, Record<string, Migration>> = {
  sqlite: migrations,
  postgres: postgresMigrations,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<SiteDatabase>, dialect: SqlDialect = "sqlite"): Promise<void> {
  const history = dialect === "postgres" ? postgresProvider : provider;
  const { error, results } = await new Migrator({ db, provider: history }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}
