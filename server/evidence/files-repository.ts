import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { EvidenceFilesTable } from "../db/schema";
import type { MergeHook } from "../requests/merges";
import { requestGone } from "../requests/request-gone";

const TABLE = "evidence_files";

/** A file a visitor sent, as the server keeps its record (the key still wrapped). */
export type EvidenceFile = {
  id: string;
  requestId: string;
  name: string;
  size: number;
  wrappedKey: string;
  state: EvidenceFilesTable["state"];
  mediaType: string | null;
  sha256: string | null;
  language: string;
  createdAt: number;
  receivedAt: number | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  thumbnail: string | null;
};

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function fileOf(row: Record<string, unknown>): EvidenceFile {
  return {
    id: String(row.id),
    requestId: String(row.request_id),
    name: String(row.name),
    size: Number(row.size),
    wrappedKey: String(row.wrapped_key),
    state: row.state as EvidenceFile["state"],
    mediaType: row.media_type == null ? null : String(row.media_type),
    sha256: row.sha256 == null ? null : String(row.sha256),
    language: String(row.language),
    createdAt: Number(row.created_at),
    receivedAt: num(row.received_at),
    durationMs: num(row.duration_ms),
    width: num(row.width),
    height: num(row.height),
    thumbnail: row.thumbnail == null ? null : String(row.thumbnail),
  };
}

/**
 * A merge's part in the files (server/requests/merges.ts): the newer request's files go to the
 * older one, each noted in evidence_merges; the undo brings back exactly those. Statements for
 * the merge's own transaction.
 */
export function evidenceMergeHook(database: Database): MergeHook {
  const { db } = database;
  return {
    merged: (fromId, intoId): CompiledQuery[] => [
      db
        .insertInto("evidence_merges")
        .columns(["file_id", "from_id", "into_id"])
        .expression((eb) =>
          eb
            .selectFrom(TABLE)
            .select((inner) => ["id", inner.val(fromId).as("from_id"), inner.val(intoId).as("into_id")])
            .where("request_id", "=", fromId),
        )
        .compile(),
      db.updateTable(TABLE).set({ request_id: intoId }).where("request_id", "=", fromId).compile(),
    ],
    unmerged: (fromId, intoId): CompiledQuery[] => [
      db
        .updateTable(TABLE)
        .set({ request_id: fromId })
        .where("request_id", "=", intoId)
        .where((eb) => eb("id", "in", eb.selectFrom("evidence_merges").select("file_id").where("from_id", "=", fromId)))
        .compile(),
      db.deleteFrom("evidence_merges").where("from_id", "=", fromId).compile(),
    ],
  };
}

/**
 * The one module that writes evidence_files: a file's row from the moment its upload begins,
 * its type once its first bytes are in, its custody record once the last are. Deleting a row
 * destroys the file's key; the database layer overwrites what it deletes (ADR 060).
 */
export function createFilesRepository(database: Database) {
  const { db } = database;
  return {
    async add(
      file: Pick<EvidenceFile, "id" | "requestId" | "name" | "size" | "wrappedKey" | "language" | "createdAt">,
    ) {
      await database.write([
        db
          .insertInto(TABLE)
          .values({
            id: file.id,
            request_id: file.requestId,
            name: file.name,
            size: file.size,
            wrapped_key: file.wrappedKey,
            state: "receiving",
            language: file.language,
            created_at: file.createdAt,
          })
          .compile(),
      ]);
    },
    async get(id: string): Promise<EvidenceFile | null> {
      const { rows } = await database.read(db.selectFrom(TABLE).selectAll().where("id", "=", id).compile());
      return rows[0] ? fileOf(rows[0] as Record<string, unknown>) : null;
    },
    /** A request's files, oldest first. */
    async ofRequest(requestId: string): Promise<EvidenceFile[]> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .selectAll()
          .where("request_id", "=", requestId)
          .orderBy("created_at")
          .orderBy("id")
          .compile(),
      );
      return (rows as Record<string, unknown>[]).map(fileOf);
    },
    /** How many files a request has begun or finished, and their declared bytes. */
    async usage(requestId: string): Promise<{ files: number; bytes: number }> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select((eb) => [eb.fn.countAll().as("files"), eb.fn.sum("size").as("bytes")])
          .where("request_id", "=", requestId)
          .compile(),
      );
      const row = rows[0] as { files: unknown; bytes: unknown } | undefined;
      return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    async setMediaType(id: string, mediaType: string) {
      await database.write([db.updateTable(TABLE).set({ media_type: mediaType }).where("id", "=", id).compile()]);
    },
    /** The custody record, once every byte is in: nothing about the file changes after this. */
    async received(id: string, record: Pick<EvidenceFile, "sha256" | "receivedAt">): Promise<boolean> {
      const [result] = await database.write([
        db
          .updateTable(TABLE)
          .set({
            state: "received",
            sha256: record.sha256,
            received_at: record.receivedAt,
          })
          .where("id", "=", id)
          .where("state", "=", "receiving")
          .compile(),
      ]);
      return Number(result?.numAffectedRows ?? 0) > 0;
    },
    /** The thumbnail and the facts ffmpeg or sharp found, made after the custody record. */
    async setPreview(id: string, preview: Pick<EvidenceFile, "durationMs" | "width" | "height" | "thumbnail">) {
      await database.write([
        db
          .updateTable(TABLE)
          .set({
            duration_ms: preview.durationMs,
            width: preview.width,
            height: preview.height,
            thumbnail: preview.thumbnail,
          })
          .where("id", "=", id)
          .compile(),
      ]);
    },
    /** Forgets files, keys and all; returns the ids that went. */
    async forget(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [result] = await database.write([db.deleteFrom(TABLE).where("id", "in", ids).compile()]);
      return Number(result?.numAffectedRows ?? 0);
    },
    /** The files of requests that are no longer there (erased, purged, or reduced to a conflict record). */
    async orphans(): Promise<string[]> {
      const { rows } = await database.read(db.selectFrom(TABLE).select("id").where(requestGone(TABLE)).compile());
      return (rows as { id: unknown }[]).map((row) => String(row.id));
    },
    /** Uploads begun before `before` and never finished: their credential has long expired. */
    async abandoned(before: number): Promise<string[]> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).select("id").where("state", "=", "receiving").where("created_at", "<", before).compile(),
      );
      return (rows as { id: unknown }[]).map((row) => String(row.id));
    },
    /** Every file id there is, for the store's sweep of bytes that have no row. */
    async known(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = await database.read(db.selectFrom(TABLE).select("id").where("id", "in", ids).compile());
      return new Set((rows as { id: unknown }[]).map((row) => String(row.id)));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
