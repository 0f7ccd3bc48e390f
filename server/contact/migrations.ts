import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { officeMigrations } from "../office/migrations";
import type { SiteDatabase } from "./database";

/**
 * Migrations live in code, in order; Kysely records the applied ones in its own table
 * (and takes a lock there, so several instances can start at once on PostgreSQL).
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

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<SiteDatabase>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}
