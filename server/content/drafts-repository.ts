import { randomUUID } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

export type DraftRow = { documentId: string; document: string; revision: number; updatedBy: string; updatedAt: number };
export type ReviewRequest = { id: string; requestedBy: string; requestedAt: number; note: string };

/**
 * The one module that writes content_drafts and content_reviews: a document's unpublished value
 * with the revision that tells two editors apart, and the open requests for review.
 */
export function createDraftsRepository(database: Database) {
  const { db } = database;
  return {
    async all(): Promise<DraftRow[]> {
      const { rows } = await database.read(db.selectFrom("content_drafts").selectAll().compile());
      return (rows as Record<string, unknown>[]).map((row) => ({
        documentId: String(row.document_id),
        document: String(row.document),
        revision: Number(row.revision),
        updatedBy: String(row.updated_by),
        updatedAt: Number(row.updated_at),
      }));
    },
    /**
     * Saves a document's draft over the revision its editor started from (0: no draft yet). False
     * when another save came first: nothing is written, and the editor is told.
     */
    async save(row: Omit<DraftRow, "revision">, expectedRevision: number): Promise<boolean> {
      const query =
        expectedRevision === 0
          ? db
              .insertInto("content_drafts")
              .values({
                document_id: row.documentId,
                document: row.document,
                revision: 1,
                updated_by: row.updatedBy,
                updated_at: row.updatedAt,
              })
              .onConflict((conflict) => conflict.column("document_id").doNothing())
              .compile()
          : db
              .updateTable("content_drafts")
              .set({
                document: row.document,
                revision: expectedRevision + 1,
                updated_by: row.updatedBy,
                updated_at: row.updatedAt,
              })
              .where("document_id", "=", row.documentId)
              .where("revision", "=", expectedRevision)
              .compile();
      const [result] = await database.write([query]);
      return Number(result?.numAffectedRows ?? 0) === 1;
    },
    /** Takes back a document's draft, as it was at `revision` (not a save made since). */
    discard: (documentId: string, revision: number): CompiledQuery =>
      db.deleteFrom("content_drafts").where("document_id", "=", documentId).where("revision", "=", revision).compile(),
    async discardNow(documentId: string, revision: number): Promise<void> {
      await database.write([this.discard(documentId, revision)]);
    },
    async openReview(): Promise<ReviewRequest | null> {
      const { rows } = await database.read(
        db
          .selectFrom("content_reviews")
          .selectAll()
          .where("closed_at", "is", null)
          .orderBy("requested_at", "desc")
          .limit(1)
          .compile(),
      );
      const row = rows[0] as Record<string, unknown> | undefined;
      return row
        ? {
            id: String(row.id),
            requestedBy: String(row.requested_by),
            requestedAt: Number(row.requested_at),
            note: String(row.note),
          }
        : null;
    },
    /** The statement that opens a request for review, for the caller's transaction. */
    requestingReview: (requestedBy: string, note: string, at: number): CompiledQuery =>
      db
        .insertInto("content_reviews")
        .values({
          id: randomUUID(),
          requested_by: requestedBy,
          requested_at: at,
          note,
          closed_at: null,
          closed_by: null,
        })
        .compile(),
    /** Closes every open request: the draft they asked about was published. */
    closeReviews: (closedBy: string, at: number): CompiledQuery =>
      db
        .updateTable("content_reviews")
        .set({ closed_at: at, closed_by: closedBy })
        .where("closed_at", "is", null)
        .compile(),
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
