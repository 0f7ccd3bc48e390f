import { randomUUID } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { RequestThreadTable, ThreadEntryKind } from "../db/schema";
import { unmergingByOrigin } from "./merges";
import { requestGone } from "./request-gone";

const TABLE = "request_thread";

/** An entry as the office's pages read it: the table's row, its references and times named as in code. */
export type ThreadEntry = Omit<RequestThreadTable, "request_id" | "outbox_id" | "due_at" | "origin_id"> & {
  requestId: string;
  outboxId: string | null;
  /** When a call asks to call back. */
  dueAt: number | null;
  /** The request it was written on, while a merge has it on this one. */
  originId: string | null;
};

export type NewThreadEntry = Pick<ThreadEntry, "requestId" | "kind" | "at" | "author"> &
  Partial<
    Pick<
      ThreadEntry,
      "id" | "body" | "subject" | "template" | "language" | "outboxId" | "detail" | "previous" | "dueAt"
    >
  >;

/** A request's calls and replies, for the CSV: calls that reached them, attempts that did not, replies sent. */
export type ContactCounts = { calls: number; attempts: number; replies: number };

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
    previous: str(row.previous),
    dueAt: row.due_at == null ? null : Number(row.due_at),
    originId: str(row.origin_id),
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
    previous: entry.previous ?? null,
    due_at: entry.dueAt ?? null,
    origin_id: null,
  };
}

export function createThreadRepository(database: Database) {
  const { db } = database;
  const changed = (result: { numAffectedRows?: bigint } | undefined) => Number(result?.numAffectedRows ?? 0);

  /** The statement that adds one entry, and its id, for an office action to commit with its own. */
  function addingEntry(entry: NewThreadEntry): { id: string; query: CompiledQuery } {
    const row = rowOf(entry);
    return { id: row.id, query: db.insertInto(TABLE).values(row).compile() };
  }
  /** The statement that adds entries, for a write that must also change the request (a call, a merge, a lead). */
  const adding = (entries: readonly NewThreadEntry[]): CompiledQuery[] =>
    entries.length === 0 ? [] : [db.insertInto(TABLE).values(entries.map(rowOf)).compile()];

  return {
    addingEntry,
    adding,
    /** Adds an entry; `alsoRun` are another owner's statements to commit with it (a reply's answer link). */
    async add(entry: NewThreadEntry, alsoRun: CompiledQuery[] = []): Promise<string> {
      const { id, query } = addingEntry(entry);
      await database.write([query, ...alsoRun]);
      return id;
    },

    /** The newest reply in a request's thread: what a second coordinator's composer must have seen. */
    async latestReply(requestId: string): Promise<{ id: string; author: string; at: number } | null> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["id", "author", "at"])
          .where("request_id", "=", requestId)
          .where("kind", "=", "reply")
          .orderBy("at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .compile(),
      );
      const [row] = rows as { id: string; author: string; at: unknown }[];
      return row ? { id: String(row.id), author: String(row.author), at: Number(row.at) } : null;
    },

    /** The statement that forgets a request's thread, for its erasure's last transaction. */
    forgetting: (requestId: string): CompiledQuery =>
      db.deleteFrom(TABLE).where("request_id", "=", requestId).compile(),

    /**
     * A merge's part in the thread (server/requests/merges.ts): the newer request's entries move
     * to the older one, each remembering where it was written (an entry that came with an
     * earlier merge keeps its origin); its undo moves back only those that came from there.
     */
    mergeHook: {
      merged: (fromId: string, intoId: string): CompiledQuery[] => [
        db
          .updateTable(TABLE)
          .set((eb) => ({ request_id: intoId, origin_id: eb.fn.coalesce("origin_id", eb.val(fromId)) }))
          .where("request_id", "=", fromId)
          .compile(),
      ],
      unmerged: (fromId: string, intoId: string): CompiledQuery[] => [unmergingByOrigin(db, TABLE, fromId, intoId)],
    },

    /**
     * When the earliest contact on a request after `since` was (a reply, or a call that reached
     * them), leaving out the entries a merge brought from `exceptFrom`.
     */
    async firstContactSince(requestId: string, since: number, exceptFrom?: string): Promise<number | null> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select((eb) => eb.fn.min("at").as("first"))
          .where("request_id", "=", requestId)
          .where("at", ">=", since)
          .where((eb) =>
            exceptFrom ? eb.or([eb("origin_id", "is", null), eb("origin_id", "<>", exceptFrom)]) : eb.lit(true),
          )
          .where((eb) =>
            eb.or([
              eb("kind", "=", "reply"),
              eb.and([eb("kind", "=", "call"), eb.or([eb("detail", "is", null), eb("detail", "=", "spoke")])]),
            ]),
          )
          .compile(),
      );
      const first = (rows[0] as { first: unknown } | undefined)?.first;
      return first == null ? null : Number(first);
    },

    /** Each request's calls and replies, by id, for the CSV: a few hundred at a time. */
    async contactCountsOf(requestIds: string[]): Promise<Map<string, ContactCounts>> {
      const counts = new Map<string, ContactCounts>();
      for (let start = 0; start < requestIds.length; start += 500) {
        const { rows } = await database.read(
          db
            .selectFrom(TABLE)
            .select((eb) => ["request_id", "kind", "detail", eb.fn.countAll().as("n")])
            .where("kind", "in", ["call", "reply"])
            .where("request_id", "in", requestIds.slice(start, start + 500))
            .groupBy(["request_id", "kind", "detail"])
            .compile(),
        );
        for (const row of rows as { request_id: string; kind: string; detail: string | null; n: unknown }[]) {
          const entry = counts.get(row.request_id) ?? { calls: 0, attempts: 0, replies: 0 };
          const n = Number(row.n);
          if (row.kind === "reply") entry.replies += n;
          else if (row.detail === null || row.detail === "spoke") entry.calls += n;
          else entry.attempts += n;
          counts.set(row.request_id, entry);
        }
      }
      return counts;
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

    /** Forgets the threads of requests no longer stored (purged, or erased while an entry was being added). */
    async forgetOfErasedRequests(): Promise<number> {
      const [result] = await database.write([db.deleteFrom(TABLE).where(requestGone(TABLE)).compile()]);
      return changed(result);
    },
  };
}

export type ThreadRepository = ReturnType<typeof createThreadRepository>;
