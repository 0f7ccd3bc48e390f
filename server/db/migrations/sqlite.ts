import type { Kysely, Migration } from "kysely";
import { sharedMigrations } from "./shared";

/**
 * SQLite's migration history, the one the site started with, so its first entries keep their
 * names; PostgreSQL's (postgres.ts) starts from the schema this one had reached. Rules in
 * ../migrate.ts.
 */
export const sqliteMigrations: Record<string, Migration> = {
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
  ...sharedMigrations,
};
