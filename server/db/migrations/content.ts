import { sql, type Kysely, type Migration } from "kysely";

/**
 * The site's content as the office edits and publishes it (server/content/): drafts with a
 * revision each, review requests, every published version, and the firm's images with the
 * bytes of each file cut from them, so that every instance on one database serves the same.
 * Both histories take these after their own entries; only the type of the bytes differs.
 */
export function contentMigrations(bytes: "blob" | "bytea"): Record<string, Migration> {
  return {
    "2026-12-01-101-content": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("content_drafts")
          .addColumn("document_id", "varchar(120)", (column) => column.primaryKey())
          .addColumn("document", "text", (column) => column.notNull())
          .addColumn("revision", "integer", (column) => column.notNull())
          .addColumn("updated_by", "varchar(320)", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("content_reviews")
          .addColumn("id", "varchar(36)", (column) => column.primaryKey())
          .addColumn("requested_by", "varchar(320)", (column) => column.notNull())
          .addColumn("requested_at", "bigint", (column) => column.notNull())
          .addColumn("note", "text", (column) => column.notNull())
          .addColumn("closed_at", "bigint")
          .addColumn("closed_by", "varchar(320)")
          .execute();
        await db.schema
          .createTable("content_versions")
          .addColumn("number", "integer", (column) => column.primaryKey())
          .addColumn("snapshot", "text", (column) => column.notNull())
          .addColumn("published_by", "varchar(320)", (column) => column.notNull())
          .addColumn("published_at", "bigint", (column) => column.notNull())
          .addColumn("changes", "text", (column) => column.notNull())
          .addColumn("rollback_of", "integer")
          .execute();
        await db.schema.createIndex("content_versions_at").on("content_versions").columns(["published_at"]).execute();
        await db.schema
          .createTable("content_images")
          .addColumn("id", "varchar(36)", (column) => column.primaryKey())
          .addColumn("slot", "varchar(20)", (column) => column.notNull())
          .addColumn("width", "integer", (column) => column.notNull())
          .addColumn("height", "integer", (column) => column.notNull())
          .addColumn("original_type", "varchar(20)", (column) => column.notNull())
          .addColumn("original_bytes", "integer", (column) => column.notNull())
          .addColumn("files", "text", (column) => column.notNull())
          .addColumn("uploaded_by", "varchar(320)", (column) => column.notNull())
          .addColumn("uploaded_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("content_image_files")
          .addColumn("name", "varchar(120)", (column) => column.primaryKey())
          .addColumn("image_id", "varchar(36)", (column) => column.notNull())
          .addColumn("bytes", sql.raw(bytes), (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("content_image_files_image")
          .on("content_image_files")
          .columns(["image_id"])
          .execute();
      },
    },
  };
}
