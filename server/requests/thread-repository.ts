import { randomUUID } from "node:crypto";
import type { Database } from "../db/open";
import type { RequestThreadTable, ThreadEntryKind } from "../db/schema";

const TABLE = "request_thread";

/** An entry as the office's pages read it: the table's row, its two references named as in code. */
export type ThreadEntry = Omit<RequestThreadTable, "request_id" | "outbox_id"> & {
  requestId: string;
  outboxId: string | null;
};

export type NewThreadEntry = Pick<ThreadEntry, "requestId" | "kind" | "at" | "author"> &
  Partial<Pick<ThreadEntry, "id" | "body" | "subject" | "template" | "language" | "outboxId" | "detail">>;

function entryOf(row: Record<string, unknown>): ThreadEntry {
  const str = (value: unknown) => (value == null ? null : String(value));
  return {
    id: String(row.id),
    requestId: String(row.request_id),
    kind: row.kind as ThreadEntryKind,
    at: Number(row.at),
    author: String(row.author),
    body: String(row.body),
    subject: str(row.subject),
    template: str(row.template),
    language: str(row.language),
    outboxId: str(row.outbox_id),
    detail: str(row.detail),
  };
}

/**
 * The one module that writes request_thread: a request's notes, replies, calls, stage changes
 * and assignments, in order, each with who and when. An entry goes when its request goes.
 */
/** A new entry as its row; an entry without an id gets a new one. */
function rowOf(entry: NewThreadEntry): RequestThreadTable {
  return {
    id: entry.id ?? randomUUID(),
    request_id: entry.requestId,
    kind: entry.kind,
    at: entry.at,
    author: entry.author,
    body: entry.body ?? "",
    subject: entry.subject ?? null,
    template: entry.template ?? null,
    language: entry.language ?? null,
    outbox_id: entry.outboxId ?? null,
    detail: entry.detail ?? null,
  };
}

export function createThreadRepository(database: Database) {
  const { db } = database;
  const changed = (result: { numAffectedRows?: bigint } | undefined) => Number(result?.numAffectedRows ?? 0);

  return {
    async add(entry: NewThreadEntry): Promise<string> {
      const row = rowOf(entry);
      await database.write([db.insertInto(TABLE).values(row).compile()]);
      return row.id;
    },

    /** Many entries at once, a few hundred to a statement: the seed's calls and decisions. */
    async addMany(entries: readonly NewThreadEntry[]): Promise<void> {
      const rows = entries.map(rowOf);
      for (let start = 0; start < rows.length; start += 500) {
        await database.write([
          db
            .insertInto(TABLE)
            .values(rows.slice(start, start + 500))
            .compile(),
        ]);
      }
    },

    async list(requestId: string): Promise<ThreadEntry[]> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).selectAll().where("request_id", "=", requestId).orderBy("at").orderBy("id").compile(),
      );
      return (rows as Record<string, unknown>[]).map(entryOf);
    },

    async get(requestId: string, id: string): Promise<ThreadEntry | null> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).selectAll().where("request_id", "=", requestId).where("id", "=", id).compile(),
      );
      const [row] = rows as Record<string, unknown>[];
      return row ? entryOf(row) : null;
    },

    /** Every entry's notes, for the CSV when the office asks for them: by request id, in order. */
    async notesOf(requestIds: string[]): Promise<Map<string, ThreadEntry[]>> {
      const notes = new Map<string, ThreadEntry[]>();
      for (let start = 0; start < requestIds.length; start += 500) {
        const { rows } = await database.read(
          db
            .selectFrom(TABLE)
            .selectAll()
            .where("kind", "=", "note")
            .where("request_id", "in", requestIds.slice(start, start + 500))
            .orderBy("at")
            .compile(),
        );
        for (const entry of (rows as Record<string, unknown>[]).map(entryOf)) {
          notes.set(entry.requestId, [...(notes.get(entry.requestId) ?? []), entry]);
        }
      }
      return notes;
    },

    /** Forgets a request's thread (its erasure). */
    async forget(requestId: string): Promise<number> {
      const [result] = await database.write([db.deleteFrom(TABLE).where("request_id", "=", requestId).compile()]);
      return changed(result);
    },

    /** Forgets the threads of requests no longer stored (purged, or erased while an entry was being added). */
    async forgetOfErasedRequests(): Promise<number> {
      const [result] = await database.write([
        db
          .deleteFrom(TABLE)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("contact_requests")
                  .select("id")
                  .whereRef("contact_requests.id", "=", "request_thread.request_id"),
              ),
            ),
          )
          .compile(),
      ]);
      return changed(result);
    },
  };
}

export type ThreadRepository = ReturnType<typeof createThreadRepository>;
