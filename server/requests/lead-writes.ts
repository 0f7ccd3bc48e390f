import { randomUUID } from "node:crypto";
import type { CompiledQuery, QueryResult, Updateable } from "kysely";
import { closedPeriod, keptCounts, type CountedRows } from "../db/kept-counts";
import type { Database } from "../db/open";
import type { ContactRequestsTable, RequestStage } from "../db/schema";
import type { RequestSource } from "../payload/derived";
import { factsText, type Facts } from "../payload/facts";
import { deadlineOrderUpdate } from "../db/deadline-order";
import { derivedWithMerged, earlierContact, undoableUntil, type MergeHook, type MergeSide } from "./merges";
import { leadRow, type NewLead } from "./new-rows";
import { searchDocument, type IndexedRequest, type SearchDocument } from "../payload/search-text";

const TABLE = "contact_requests";

/**
 * The writes of contact_requests (and request_merges) that a lead's life brings beyond its
 * arrival: a lead the office entered, its facts, its calls that did not reach the person, the
 * visitor's answers, merges and their undo. In a module of their own, spread into the
 * requests repository (./repository.ts), which stays these tables' one writer.
 */
export function leadWrites(
  database: Database,
  {
    mergeHooks,
    counted,
  }: {
    mergeHooks: readonly MergeHook[];
    /** The repository's kept counts (./counted-writes.ts): every change here that moves them goes through them. */
    counted: {
      byIds(ids: readonly string[]): CountedRows;
      writeCounted(which: CountedRows, change: CompiledQuery[]): Promise<QueryResult<unknown>[]>;
      countInserted(ids: readonly string[]): CompiledQuery[];
    };
  },
) {
  const { db } = database;
  /**
   * The kept counts as a merge hook of their own, around the whole write: the two requests
   * leave the counts before it and come back as they are after it ("merged" counts nowhere, so
   * the newer one leaves them until an undo brings it back). What was merged into the newer
   * one stays "merged", counted nowhere.
   */
  const keptCountsHook: Required<Pick<MergeHook, "around">> = {
    around: (fromId, intoId) => {
      const which = counted.byIds([fromId, intoId]);
      return {
        before: [...database.lockRows(which), ...keptCounts(db, which, -1)],
        after: keptCounts(db, which, 1),
      };
    },
  };
  /** Writes `change` with the hooks' and the kept counts' statements around it; resolves with the change's own results. */
  async function writeAround(fromId: string, intoId: string, change: CompiledQuery[]) {
    const around = [...mergeHooks, keptCountsHook].map((hook) => hook.around?.(fromId, intoId));
    const before = around.flatMap((part) => part?.before ?? []);
    const after = around.flatMap((part) => part?.after ?? []);
    const results = await database.write([...before, ...change, ...after]);
    return results.slice(before.length, before.length + change.length);
  }
  /** The statements that give a row its words in the search: its own search columns (PostgreSQL), the index's table (SQLite). */
  const searchWrites = (id: string, document: SearchDocument): CompiledQuery[] => {
    const columns = database.fullText.columns(document);
    return [
      ...(Object.keys(columns).length > 0 ? [db.updateTable(TABLE).set(columns).where("id", "=", id).compile()] : []),
      ...database.fullText.index([{ id, document }]),
    ];
  };
  const changed = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

  type Indexable = IndexedRequest & { facts: string | null; source: RequestSource };
  /** The requests merged into `id` (stage "merged"), as the index and the derived columns read them. */
  async function mergedInto(id: string, except?: string): Promise<Indexable[]> {
    let query = db.selectFrom(TABLE).select(["id", "payload", "facts", "source"]).where("merged_into", "=", id);
    if (except) query = query.where("id", "<>", except);
    const { rows } = await database.read(query.orderBy("created_at").compile());
    return rows as Indexable[];
  }
  /**
   * The statements that bring a request's derived columns and index entry in line with its own
   * fields and those merged into it: after its facts changed, or a merge or its undo.
   */
  function refreshed(row: Indexable, merged: readonly Indexable[], also: Updateable<ContactRequestsTable> = {}) {
    return [
      db
        .updateTable(TABLE)
        .set({ ...derivedWithMerged(row, merged), ...also })
        .where("id", "=", row.id)
        .compile(),
      ...searchWrites(row.id, searchDocument(row, merged)),
    ];
  }
  async function mergeSide(id: string): Promise<MergeSide | null> {
    const { rows } = await database.read(
      db
        .selectFrom(TABLE)
        .select([
          "id",
          "payload",
          "facts",
          "source",
          "created_at",
          "first_contact_at",
          "stage",
          "stage_changed_at",
          "closed_at",
          "merged_into",
        ])
        .where("id", "=", id)
        .compile(),
    );
    const row = rows[0] as Record<string, unknown> | undefined;
    if (!row) return null;
    const num = (value: unknown) => (value == null ? null : Number(value));
    return {
      id: String(row.id),
      payload: String(row.payload),
      facts: (row.facts as string | null) ?? null,
      source: row.source as RequestSource,
      created_at: Number(row.created_at),
      first_contact_at: num(row.first_contact_at),
      stage: row.stage as RequestStage,
      stage_changed_at: Number(row.stage_changed_at),
      closed_at: num(row.closed_at),
      merged_into: (row.merged_into as string | null) ?? null,
    };
  }

  return {
    /** Counts again the order by deadline of the requests whose deadline it held has passed by `today` (a day key). */
    async refreshDeadlineOrder(today: number): Promise<number> {
      const [result] = await database.write([deadlineOrderUpdate(today, { onlyPassed: true }).compile(db)]);
      return changed(result!);
    },

    /** A call that did not reach them (a voicemail, no answer…): one more attempt, no contact. */
    async recordAttempt(id: string, andThen: CompiledQuery[] = []): Promise<void> {
      await database.write([
        db
          .updateTable(TABLE)
          .set((eb) => ({ contact_attempts: eb("contact_attempts", "+", 1) }))
          .where("id", "=", id)
          .compile(),
        ...andThen,
      ]);
    },
    /** The visitor answered through their link: when, for the inbox's list. */
    async recordAnswer(id: string, at: number, andThen: CompiledQuery[] = []): Promise<void> {
      await database.write([db.updateTable(TABLE).set({ answered_at: at }).where("id", "=", id).compile(), ...andThen]);
    },

    /**
     * A lead the office entered (./new-rows.ts): stored and indexed as any request, never
     * mailed; when the office spoke with the person, contacted at once. `entries` are its
     * thread's first entries, written in the same transaction.
     */
    async enterLead(
      lead: NewLead,
      {
        id = randomUUID(),
        now,
        spoke,
        facts = {},
        entries,
      }: {
        /** Its id, when the caller chose it (an office form's one-time result names it). */
        id?: string;
        now: number;
        spoke: boolean;
        facts?: Facts;
        entries: (id: string) => CompiledQuery[];
      },
    ): Promise<string> {
      const row = { ...leadRow(lead, id, now), facts: factsText(facts) };
      const document = searchDocument({ id, payload: row.payload, facts: row.facts });
      const columns = database.fullText.columns(document);
      await database.write([
        db
          .insertInto(TABLE)
          .values(spoke ? { ...row, ...columns, first_contact_at: now, stage: "contacted" } : { ...row, ...columns })
          .compile(),
        ...database.fullText.index([{ id, document }]),
        ...counted.countInserted([id]),
        ...entries(id),
      ]);
      return id;
    },

    /**
     * The office's facts of a request, replaced by `facts` (./facts.ts): its derived columns
     * (deadlines from a corrected incident date) and index entry follow in the same
     * transaction, with `andThen` (the thread's entries of each change).
     */
    async setFacts(id: string, facts: Facts, andThen: CompiledQuery[] = []): Promise<boolean> {
      const side = await mergeSide(id);
      if (!side || side.stage === "merged") return false;
      const text = factsText(facts);
      const row = { id, payload: side.payload, facts: text, source: side.source };
      // A corrected fact moves the columns the counts are made of (how they heard of the firm).
      await counted.writeCounted(counted.byIds([id]), [
        ...refreshed(row, await mergedInto(id), { facts: text }),
        ...andThen,
      ]);
      return true;
    },

    /**
     * Merges two requests from one person: the newer joins the older, which keeps its
     * reference. The newer is "merged" (listed and counted nowhere, its index entry empty) and
     * everything merged into it follows; the older's index holds both requests' words, its
     * deadlines the earlier incident's, its first contact the earlier one. Every hook's
     * statements (the thread's entries move; files and kept counts hook in alike) and `andThen`
     * run in the same transaction. Null when either is gone, spam or merged already.
     */
    async merge(
      a: string,
      b: string,
      {
        author,
        now,
        andThen = () => [],
      }: { author: string; now: number; andThen?: (intoId: string, fromId: string) => CompiledQuery[] },
    ): Promise<{ intoId: string; fromId: string; mergeId: string } | null> {
      const [first, second] = await Promise.all([mergeSide(a), mergeSide(b)]);
      if (!first || !second || first.id === second.id) return null;
      if ([first, second].some((side) => side.stage === "spam" || side.stage === "merged")) return null;
      const [into, from] =
        first.created_at < second.created_at || (first.created_at === second.created_at && first.id < second.id)
          ? [first, second]
          : [second, first];
      const mergeId = randomUUID();
      const merged = [...(await mergedInto(into.id)), ...(await mergedInto(from.id)), from];
      const results = await writeAround(from.id, into.id, [
        // The newer one, only while nothing else merged it meanwhile.
        db
          .updateTable(TABLE)
          .set({
            stage: "merged",
            stage_changed_at: now,
            closed_at: now,
            closed_month: closedPeriod(now),
            merged_into: into.id,
          })
          .where("id", "=", from.id)
          .where("stage", "not in", ["spam", "merged"])
          .compile(),
        db
          .insertInto("request_merges")
          .values({
            id: mergeId,
            into_id: into.id,
            from_id: from.id,
            at: now,
            author,
            from_stage: from.stage,
            from_stage_changed_at: from.stage_changed_at,
            from_closed_at: from.closed_at,
            into_first_contact_at: into.first_contact_at,
            undone_at: null,
            undone_by: null,
          })
          .compile(),
        // Whatever had been merged into the newer one now counts into the older.
        db.updateTable(TABLE).set({ merged_into: into.id }).where("merged_into", "=", from.id).compile(),
        db
          .updateTable("request_merges")
          .set({ into_id: into.id })
          .where("into_id", "=", from.id)
          .where("undone_at", "is", null)
          .compile(),
        ...mergeHooks.flatMap((hook) => hook.merged?.(from.id, into.id) ?? []),
        ...refreshed(into, merged, { first_contact_at: earlierContact(into.first_contact_at, from.first_contact_at) }),
        ...searchWrites(from.id, { who: "", place: "", story: "" }),
        ...andThen(into.id, from.id),
      ]);
      if (changed(results[0]!) !== 1) throw new Error("the request was merged or marked spam meanwhile");
      return { intoId: into.id, fromId: from.id, mergeId };
    },

    /** The merges into a request, newest first, undone or not. */
    async mergesInto(id: string) {
      const { rows } = await database.read(
        db.selectFrom("request_merges").selectAll().where("into_id", "=", id).orderBy("at", "desc").compile(),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        intoId: String(row.into_id),
        fromId: String(row.from_id),
        at: Number(row.at),
        author: String(row.author),
        undoneAt: row.undone_at == null ? null : Number(row.undone_at),
        undoneBy: (row.undone_by as string | null) ?? null,
        undoableUntil: undoableUntil(Number(row.at)),
      }));
    },

    /**
     * Undoes a merge within MERGE_UNDO_DAYS: the newer request is back as it was, with its
     * words, thread entries and index entry, and the older one as it would be without it (its
     * first contact its own, or one made on it since). Hooks and `andThen` in the same
     * transaction. False when it was undone already, too old, or one of them is gone.
     */
    async unmerge(
      mergeId: string,
      {
        concerning,
        author,
        now,
        firstContactSince,
        andThen = () => [],
      }: {
        /** The request whose page asked: the merge must be into or from it. */
        concerning: string;
        author: string;
        now: number;
        /** The earliest contact on the older request since the merge, not counting what came from the newer. */
        firstContactSince: (intoId: string, fromId: string, since: number) => Promise<number | null>;
        andThen?: (intoId: string, fromId: string) => CompiledQuery[];
      },
    ): Promise<{ intoId: string; fromId: string } | null> {
      const { rows } = await database.read(
        db.selectFrom("request_merges").selectAll().where("id", "=", mergeId).compile(),
      );
      const merge = rows[0] as Record<string, unknown> | undefined;
      if (!merge || merge.undone_at != null || now > undoableUntil(Number(merge.at))) return null;
      const intoId = String(merge.into_id);
      const fromId = String(merge.from_id);
      if (concerning !== intoId && concerning !== fromId) return null;
      const [into, from] = await Promise.all([mergeSide(intoId), mergeSide(fromId)]);
      if (!into || !from || from.merged_into !== intoId) return null;
      const since = await firstContactSince(intoId, fromId, Number(merge.at));
      const before = merge.into_first_contact_at == null ? null : Number(merge.into_first_contact_at);
      const fromClosedAt = merge.from_closed_at == null ? null : Number(merge.from_closed_at);
      const results = await writeAround(fromId, intoId, [
        db
          .updateTable("request_merges")
          .set({ undone_at: now, undone_by: author })
          .where("id", "=", mergeId)
          .where("undone_at", "is", null)
          .compile(),
        db
          .updateTable(TABLE)
          .set({
            stage: String(merge.from_stage) as RequestStage,
            stage_changed_at: Number(merge.from_stage_changed_at),
            closed_at: fromClosedAt,
            closed_month: closedPeriod(fromClosedAt),
            merged_into: null,
          })
          .where("id", "=", fromId)
          .where("merged_into", "=", intoId)
          .compile(),
        ...mergeHooks.flatMap((hook) => hook.unmerged?.(fromId, intoId) ?? []),
        ...refreshed(into, await mergedInto(intoId, fromId), { first_contact_at: earlierContact(before, since) }),
        ...refreshed(from, await mergedInto(fromId)),
        ...andThen(intoId, fromId),
      ]);
      if (changed(results[0]!) !== 1) throw new Error("the merge was undone meanwhile");
      return { intoId, fromId };
    },
  };
}
