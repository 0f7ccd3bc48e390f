import type { Kysely, Migration } from "kysely";

/**
 * What is due, and when (server/agenda/): tasks on a request, consultations and the slots they
 * hold, the office's calendar feeds, the morning lists sent, and the scheduling settings.
 * Portable DDL: both histories take these entries as they are.
 */
export const agendaMigrations: Record<string, Migration> = {
  "2026-12-01-401-agenda": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("request_tasks")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("request_id", "varchar(36)", (column) => column.notNull())
        .addColumn("title", "varchar(200)", (column) => column.notNull())
        .addColumn("due_at", "bigint", (column) => column.notNull())
        .addColumn("owner", "varchar(320)")
        .addColumn("state", "varchar(16)", (column) => column.notNull())
        .addColumn("suggestion", "varchar(64)")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("created_by", "varchar(320)", (column) => column.notNull())
        .addColumn("done_at", "bigint")
        .addColumn("done_by", "varchar(320)")
        // The request it was made on, while a merge has it on another (as request_thread.origin_id).
        .addColumn("origin_id", "varchar(36)")
        .execute();
      // Today and the morning list walk the open tasks by when they are due.
      await db.schema.createIndex("request_tasks_due").on("request_tasks").columns(["state", "due_at"]).execute();
      await db.schema
        .createIndex("request_tasks_request")
        .on("request_tasks")
        .columns(["request_id", "state"])
        .execute();
      // A suggestion becomes one task however many clicks confirm it (NULLs are distinct on both engines).
      await db.schema
        .createIndex("request_tasks_suggestion")
        .on("request_tasks")
        .columns(["request_id", "suggestion"])
        .unique()
        .execute();

      await db.schema
        .createTable("consultations")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("request_id", "varchar(36)", (column) => column.notNull())
        .addColumn("starts_at", "bigint", (column) => column.notNull())
        .addColumn("minutes", "integer", (column) => column.notNull())
        .addColumn("format", "varchar(16)", (column) => column.notNull())
        .addColumn("attorney", "varchar(320)")
        .addColumn("details", "varchar(500)", (column) => column.notNull().defaultTo(""))
        .addColumn("state", "varchar(16)", (column) => column.notNull())
        .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("sent_sequence", "integer")
        .addColumn("language", "varchar(8)", (column) => column.notNull())
        .addColumn("reminder", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("reminded_for", "bigint")
        .addColumn("self_booked", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("created_by", "varchar(320)", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("consultations_start").on("consultations").columns(["state", "starts_at"]).execute();
      await db.schema.createIndex("consultations_request").on("consultations").columns(["request_id"]).execute();

      // One consultation a slot: the primary key decides between two visitors picking it at once.
      await db.schema
        .createTable("booking_slots")
        .addColumn("starts_at", "bigint", (column) => column.primaryKey())
        .addColumn("consultation_id", "varchar(36)", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("booking_slots_consultation")
        .on("booking_slots")
        .columns(["consultation_id"])
        .execute();

      await db.schema
        .createTable("calendar_feeds")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("last_read_at", "bigint")
        .execute();
      await db.schema.createIndex("calendar_feeds_email").on("calendar_feeds").columns(["email"]).execute();

      // The morning list an address got on a day: the key that keeps it to one, whichever instance.
      await db.schema
        .createTable("office_digests")
        .addColumn("email", "varchar(320)", (column) => column.notNull())
        .addColumn("day", "integer", (column) => column.notNull())
        .addColumn("outbox_id", "varchar(36)", (column) => column.notNull())
        .addColumn("queued_at", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint("office_digests_key", ["email", "day"])
        .execute();

      await db.schema
        .createTable("scheduling_settings")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .addColumn("settings", "text", (column) => column.notNull())
        .addColumn("booking_key", "varchar(64)", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .addColumn("updated_by", "varchar(320)", (column) => column.notNull())
        .execute();
    },
  },
};
