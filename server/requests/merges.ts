import type { CompiledQuery, Kysely } from "kysely";
import { MERGE_UNDO_DAYS } from "~/office/lead-fields";
import type { ContactRequestsTable, RequestStage, SiteDatabase } from "../db/schema";
import { derivedColumns, type DerivedColumns, type RequestSource } from "../payload/derived";
import { effectiveFields, factsOf } from "../payload/facts";

/**
 * What a merge of two requests from one person comes to, worked out before the repository
 * writes it: which one keeps its reference (the older), and the older's derived columns with
 * the other's deadlines joined (the earliest incident date: the soonest limits).
 */

/** The columns a merge reads of each request. */
export type MergeSide = Pick<
  ContactRequestsTable,
  "id" | "payload" | "facts" | "source" | "created_at" | "first_contact_at" | "stage" | "stage_changed_at" | "closed_at"
> & { merged_into: string | null };

/** Until when a merge made at `at` can be undone. */
export function undoableUntil(at: number): number {
  return at + MERGE_UNDO_DAYS * 86_400_000;
}

/** Which of two requests keeps its reference: the one that arrived first (the id settles a tie). */
export function olderOf<T extends { id: string; created_at: number }>(a: T, b: T): [older: T, newer: T] {
  return a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id) ? [a, b] : [b, a];
}

/** Why two requests cannot be merged, or null when they can. */
export function mergeRefusal(
  a: { id: string; stage: RequestStage; merged_into: string | null } | null,
  b: { id: string; stage: RequestStage; merged_into: string | null } | null,
): "not_found" | "same" | "spam" | "merged" | null {
  if (!a || !b) return "not_found";
  if (a.id === b.id) return "same";
  if (a.stage === "spam" || b.stage === "spam") return "spam";
  if (a.stage === "merged" || b.stage === "merged") return "merged";
  return null;
}

/**
 * A request's derived columns from its own fields and those of the requests merged into it:
 * its own keys (who it is), and the earliest incident date among them all, with its limits.
 */
export function derivedWithMerged(
  own: { payload: string; facts: string | null; source: RequestSource },
  merged: readonly { payload: string; facts: string | null; source: RequestSource }[],
): DerivedColumns {
  const of = (row: typeof own) => derivedColumns(effectiveFields(parsed(row.payload), factsOf(row.facts)), row.source);
  const derived = of(own);
  for (const other of merged.map(of)) {
    if (other.incident_on != null && (derived.incident_on == null || other.incident_on < derived.incident_on)) {
      derived.incident_on = other.incident_on;
      derived.claim_deadline = other.claim_deadline;
      derived.suit_deadline = other.suit_deadline;
      derived.deadline_order = other.deadline_order;
    }
    if (other.court_on != null && derived.court_on == null) derived.court_on = other.court_on;
  }
  return derived;
}

/** The earlier of two first contacts (either may be none). */
export function earlierContact(a: number | null, b: number | null): number | null {
  if (a == null) return b;
  if (b == null) return a;
  return Math.min(a, b);
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What another table's owner adds to a merge or its undo, in the same transaction: statements
 * that move what it keeps of the newer request to the older one, and back. The thread's owner
 * moves the entries this way; the files and the dashboard's kept counts hook in alike.
 */
export type MergeHook = {
  merged?(fromId: string, intoId: string): CompiledQuery[];
  unmerged?(fromId: string, intoId: string): CompiledQuery[];
  /**
   * Statements first and last in the transaction of a merge or its undo, around everything
   * else: what must see the two requests as they were, and again as they are (the kept counts).
   */
  around?(fromId: string, intoId: string): { before: CompiledQuery[]; after: CompiledQuery[] };
};

/** The tables whose rows note, in `origin_id`, the request a merge moved them from. */
type MovedByMerge = "request_thread" | "request_tasks" | "consultations";

/** An undo's statement for such a table: exactly the rows the merge moved go back, their note cleared. */
export function unmergingByOrigin(
  db: Kysely<SiteDatabase>,
  table: MovedByMerge,
  fromId: string,
  intoId: string,
): CompiledQuery {
  return db
    .updateTable(table)
    .set({ request_id: fromId, origin_id: null })
    .where("request_id", "=", intoId)
    .where("origin_id", "=", fromId)
    .compile();
}
