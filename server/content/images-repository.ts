import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

export type ImageFile = { width: number; format: "avif" | "webp"; name: string };
export type StoredImage = {
  id: string;
  slot: string;
  width: number;
  height: number;
  originalType: string;
  originalBytes: number;
  files: ImageFile[];
  uploadedBy: string;
  uploadedAt: number;
};

function imageOf(row: Record<string, unknown>): StoredImage {
  return {
    id: String(row.id),
    slot: String(row.slot),
    width: Number(row.width),
    height: Number(row.height),
    originalType: String(row.original_type),
    originalBytes: Number(row.original_bytes),
    files: JSON.parse(String(row.files)) as ImageFile[],
    uploadedBy: String(row.uploaded_by),
    uploadedAt: Number(row.uploaded_at),
  };
}

/**
 * The one module that writes content_images and content_image_files: an uploaded image and the
 * bytes of each file cut from it. Images are kept with the versions that used them: nothing
 * here deletes one.
 */
export function createImagesRepository(database: Database) {
  const { db } = database;
  return {
    /** The statements that store an image and its files, for the caller's transaction. */
    adding: (image: StoredImage, bytes: Map<string, Uint8Array>): CompiledQuery[] => [
      db
        .insertInto("content_images")
        .values({
          id: image.id,
          slot: image.slot,
          width: image.width,
          height: image.height,
          original_type: image.originalType,
          original_bytes: image.originalBytes,
          files: JSON.stringify(image.files),
          uploaded_by: image.uploadedBy,
          uploaded_at: image.uploadedAt,
        })
        .compile(),
      ...[...bytes].map(([name, data]) =>
        db.insertInto("content_image_files").values({ name, image_id: image.id, bytes: data }).compile(),
      ),
    ],
    async add(image: StoredImage, bytes: Map<string, Uint8Array>): Promise<void> {
      await database.write(this.adding(image, bytes));
    },
    async find(ids: readonly string[]): Promise<StoredImage[]> {
      if (ids.length === 0) return [];
      const { rows } = await database.read(
        db.selectFrom("content_images").selectAll().where("id", "in", ids).compile(),
      );
      return (rows as Record<string, unknown>[]).map(imageOf);
    },
    async recent(limit: number): Promise<StoredImage[]> {
      const { rows } = await database.read(
        db.selectFrom("content_images").selectAll().orderBy("uploaded_at", "desc").limit(limit).compile(),
      );
      return (rows as Record<string, unknown>[]).map(imageOf);
    },
    /** The bytes of the files of these images, by file name. */
    async files(ids: readonly string[]): Promise<Map<string, Buffer>> {
      if (ids.length === 0) return new Map();
      const { rows } = await database.read(
        db.selectFrom("content_image_files").select(["name", "bytes"]).where("image_id", "in", ids).compile(),
      );
      return new Map(
        (rows as { name: unknown; bytes: Uint8Array }[]).map((row) => [String(row.name), Buffer.from(row.bytes)]),
      );
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
