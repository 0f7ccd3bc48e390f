import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import type { SiteDatabase } from "../db/schema";

/** The tables whose rows belong to one request through their `request_id`. */
type OfARequest = "answer_links" | "consultations" | "evidence_files" | "request_tasks" | "request_thread";

/** A where-condition for a table's rows whose request is no longer stored (purged or erased). */
export function requestGone(table: OfARequest): Expression<SqlBool> {
  const { not, exists, selectFrom } = expressionBuilder<SiteDatabase>();
  return not(
    exists(
      selectFrom("contact_requests")
        .select("id")
        .whereRef("contact_requests.id", "=", sql.ref(`${table}.request_id`)),
    ),
  );
}
