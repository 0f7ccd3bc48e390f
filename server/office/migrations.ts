import type { Kysely, Migration } from "kysely";

/**
 * The office's schema, as separate named migrations run after the contact tables' own
 * (server/contact/migrations.ts merges them in). Portable DDL only: varchar, bigint, integer.
 */
export const officeMigrations: Record<string, Migration> = {
  "2026-11-23-010-office-inbox-columns": {
    async up(db: Kysely<unknown>) {
      // When the office marked the request handled (null: still open).
      await db.schema.alterTable("contact_requests").addColumn("handled_at", "bigint").execute();
      // When delivery_stuck was logged for it, so it is logged once.
      await db.schema.alterTable("contact_requests").addColumn("stuck_reported_at", "bigint").execute();
      // The inbox lists newest first, by status (spam or not) and by handled state.
      await db.schema.createIndex("contact_requests_inbox").on("contact_requests").columns(["created_at"]).execute();
      await db.schema
        .createIndex("contact_requests_open")
        .on("contact_requests")
        .columns(["handled_at", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_requests_open").execute();
      await db.schema.dropIndex("contact_requests_inbox").execute();
      await db.schema.alterTable("contact_requests").dropColumn("stuck_reported_at").execute();
      await db.schema.alterTable("contact_requests").dropColumn("handled_at").execute();
    },
  },
  "2026-11-23-011-office-sign-in-links": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_sign_in_links")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .addColumn("used_at", "bigint")
        .addColumn("mail_url", "varchar(2000)")
        .addColumn("mail_attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("mail_next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("mail_last_error", "varchar(200)")
        .addColumn("mail_delivered_at", "bigint")
        .execute();
      await db.schema
        .createIndex("office_sign_in_links_due")
        .on("office_sign_in_links")
        .columns(["mail_next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("office_sign_in_links_expiry")
        .on("office_sign_in_links")
        .columns(["expires_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_sign_in_links").execute();
    },
  },
  "2026-11-23-012-office-sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_sessions")
        .addColumn("id_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("last_seen_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("office_sessions_expiry").on("office_sessions").columns(["expires_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_sessions").execute();
    },
  },
  "2026-11-23-013-office-audit": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_audit")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("actor", "varchar(320)", (column) => column.notNull())
        .addColumn("action", "varchar(32)", (column) => column.notNull())
        .addColumn("request_id", "varchar(36)")
        .addColumn("detail", "varchar(200)")
        .execute();
      await db.schema.createIndex("office_audit_at").on("office_audit").columns(["at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_audit").execute();
    },
  },
};
