import type { Kysely, Migration } from "kysely";

/**
 * The files visitors send with a request (server/evidence/): one row a file, holding its key
 * (wrapped by EVIDENCE_KEY), its custody record and its encrypted thumbnail; the bytes are in
 * the evidence store. Portable DDL: both histories take these entries as they are.
 */
export const evidenceMigrations: Record<string, Migration> = {
  "2026-12-01-601-evidence-files": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("evidence_files")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("request_id", "varchar(36)", (column) => column.notNull())
        .addColumn("name", "varchar(255)", (column) => column.notNull())
        .addColumn("size", "bigint", (column) => column.notNull())
        .addColumn("wrapped_key", "varchar(200)", (column) => column.notNull())
        .addColumn("state", "varchar(16)", (column) => column.notNull())
        .addColumn("media_type", "varchar(100)")
        .addColumn("sha256", "varchar(64)")
        .addColumn("language", "varchar(8)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("received_at", "bigint")
        .addColumn("duration_ms", "bigint")
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addColumn("thumbnail", "text")
        .execute();
      await db.schema
        .createIndex("evidence_files_request")
        .on("evidence_files")
        .columns(["request_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("evidence_files").execute();
    },
  },
};
