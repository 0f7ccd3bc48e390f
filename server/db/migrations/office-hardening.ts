import type { Kysely, Migration } from "kysely";

/**
 * The office made safe to repeat and private in its logs (both histories take these, after
 * their own entries): the one-time ids of the office's actions, the inbox's listings kept on the
 * server (so no search is ever in a URL), the ids a list view showed in the audit trail, and a
 * key to pace the mail about one request to one recipient.
 */
export const officeHardeningMigrations: Record<string, Migration> = {
  "2026-12-01-201-office-action-ids": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_actions")
        .addColumn("id", "varchar(64)", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("actor", "varchar(320)", (column) => column.notNull())
        .addColumn("request_id", "varchar(36)")
        .addColumn("result", "varchar(200)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("office_actions_at").on("office_actions").columns(["at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_actions").execute();
    },
  },
  "2026-12-01-202-office-views": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("office_views")
        .addColumn("id", "varchar(32)", (column) => column.primaryKey())
        .addColumn("session_hash", "varchar(64)", (column) => column.notNull())
        .addColumn("listing", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("office_views_session").on("office_views").columns(["session_hash"]).execute();
      await db.schema.createIndex("office_views_created").on("office_views").columns(["created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("office_views").execute();
    },
  },
  "2026-12-01-203-audit-shown": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("office_audit").addColumn("shown", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("office_audit").dropColumn("shown").execute();
    },
  },
  "2026-12-01-204-mail-pacing": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").addColumn("pace_key", "varchar(64)").execute();
      await db.schema.createIndex("mail_outbox_pace").on("mail_outbox").columns(["pace_key", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("mail_outbox_pace").execute();
      await db.schema.alterTable("mail_outbox").dropColumn("pace_key").execute();
    },
  },
};
