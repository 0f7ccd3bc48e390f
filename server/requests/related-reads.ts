import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "../db/open";
import type { ConflictRecordsTable, SiteDatabase } from "../db/schema";
import { REQUEST_COLUMNS, requestRow, type RequestRow } from "./reads";

/** What makes two requests look like the same person or the same incident. */
export type MatchReason = "email" | "phone" | "incident";

type Keys = Pick<RequestRow, "email_key" | "phone_key" | "agency_key" | "incident_on">;

export type ConflictRecord = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  agency: string | null;
  incidentDate: string | null;
  decision: ConflictRecordsTable["decision"];
  reason: string | null;
  receivedAt: number;
  firstContactAt: number | null;
  decidedAt: number;
};

/** The reasons `other` matches `keys`: the same email, the same phone, the same agency on the same day. */
export function matchReasons(keys: Keys, other: Keys): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (keys.email_key && keys.email_key === other.email_key) reasons.push("email");
  if (keys.phone_key && keys.phone_key === other.phone_key) reasons.push("phone");
  if (keys.agency_key && keys.incident_on != null && keys.agency_key === other.agency_key) {
    if (keys.incident_on === other.incident_on) reasons.push("incident");
  }
  return reasons;
}

type Table = "contact_requests" | "conflict_records";

/** Rows sharing any of the keys of `keys` (an agency only together with its incident date). */
function sharingKeys<T extends Table>(eb: ExpressionBuilder<SiteDatabase, T>, keys: Keys[]): Expression<SqlBool> {
  const ref = eb as unknown as ExpressionBuilder<SiteDatabase, "contact_requests">;
  const emails = [...new Set(keys.flatMap((key) => (key.email_key ? [key.email_key] : [])))];
  const phones = [...new Set(keys.flatMap((key) => (key.phone_key ? [key.phone_key] : [])))];
  const incidents = keys.filter((key) => key.agency_key && key.incident_on != null);
  const conditions: Expression<SqlBool>[] = [];
  if (emails.length > 0) conditions.push(ref("email_key", "in", emails));
  if (phones.length > 0) conditions.push(ref("phone_key", "in", phones));
  for (const { agency_key, incident_on } of incidents) {
    conditions.push(ref.and([ref("agency_key", "=", agency_key!), ref("incident_on", "=", incident_on!)]));
  }
  return conditions.length > 0 ? ref.or(conditions) : sql<SqlBool>`1 = 0`;
}

/**
 * Requests and conflict records that look like another request's person or incident: the
 * inbox's "possible duplicates", found by the keys the repository stored (./derived.ts).
 * Spam is never a match; a request merged into another is found as that one.
 */
export function createRelatedReads(database: Database) {
  const { db } = database;
  const hasKeys = (keys: Keys) => !!(keys.email_key || keys.phone_key || (keys.agency_key && keys.incident_on != null));

  return {
    /** Other requests that match `row`, newest first, each with why; one merged into another stands for it. */
    async duplicatesOf(row: RequestRow, now = Date.now()): Promise<{ row: RequestRow; reasons: MatchReason[] }[]> {
      if (!hasKeys(row)) return [];
      const read = async (query: { compile(): Parameters<Database["read"]>[0] }) =>
        ((await database.read(query.compile())).rows as Record<string, unknown>[]).map((found) =>
          requestRow(found, now),
        );
      const found = await read(
        db
          .selectFrom("contact_requests")
          .select(REQUEST_COLUMNS)
          .where("id", "<>", row.id)
          .where("stage", "<>", "spam")
          .where((eb) => sharingKeys(eb, [row]))
          .orderBy("created_at", "desc")
          .limit(20),
      );
      const parents = [...new Set(found.flatMap((other) => (other.merged_into ? [other.merged_into] : [])))].filter(
        (id) => id !== row.id,
      );
      const standIns = new Map(
        parents.length === 0
          ? []
          : (
              await read(
                db
                  .selectFrom("contact_requests")
                  .select(REQUEST_COLUMNS)
                  .where("id", "in", parents)
                  .where("stage", "<>", "spam"),
              )
            ).map((parent) => [parent.id, parent] as const),
      );
      const matches = new Map<string, { row: RequestRow; reasons: MatchReason[] }>();
      for (const other of found) {
        const shown = other.merged_into ? standIns.get(other.merged_into) : other;
        const reasons = matchReasons(row, other);
        if (!shown || shown.id === row.id || reasons.length === 0) continue;
        const known = matches.get(shown.id);
        if (known) known.reasons = [...new Set([...known.reasons, ...reasons])];
        else matches.set(shown.id, { row: shown, reasons });
      }
      return [...matches.values()].sort((a, b) => b.row.created_at - a.row.created_at);
    },

    /**
     * For a page of the inbox: the rows that have at least one possible duplicate. Counted by
     * key in the database (a handful of grouped statements on indexes, however many requests
     * share a key); the request's own page lists them.
     */
    async withDuplicates(page: RequestRow[]): Promise<Set<string>> {
      const keyed = page.filter((row) => row.stage !== "spam" && row.stage !== "merged" && hasKeys(row));
      const found = new Set<string>();
      if (keyed.length === 0) return found;
      const shared = async (column: "email_key" | "phone_key") => {
        const values = [...new Set(keyed.flatMap((row) => (row[column] ? [row[column]] : [])))];
        if (values.length === 0) return new Set<string>();
        const { rows } = await database.read(
          db
            .selectFrom("contact_requests")
            .select(column)
            .where("stage", "not in", ["spam", "merged"])
            .where(column, "in", values)
            .groupBy(column)
            .having((eb) => eb.fn.countAll(), ">", 1)
            .compile(),
        );
        return new Set((rows as Record<string, unknown>[]).map((row) => String(row[column])));
      };
      const incidents = [
        ...new Map(
          keyed
            .filter((row) => row.agency_key && row.incident_on != null)
            .map((row) => [`${row.agency_key}|${row.incident_on}`, row] as const),
        ).values(),
      ];
      const [emails, phones, sameIncident] = await Promise.all([
        shared("email_key"),
        shared("phone_key"),
        incidents.length === 0
          ? Promise.resolve(new Set<string>())
          : database
              .read(
                db
                  .selectFrom("contact_requests")
                  .select(["agency_key", "incident_on"])
                  .where("stage", "not in", ["spam", "merged"])
                  .where((eb) =>
                    eb.or(
                      incidents.map((row) =>
                        eb.and([eb("agency_key", "=", row.agency_key!), eb("incident_on", "=", row.incident_on!)]),
                      ),
                    ),
                  )
                  .groupBy(["agency_key", "incident_on"])
                  .having((eb) => eb.fn.countAll(), ">", 1)
                  .compile(),
              )
              .then(
                ({ rows }) =>
                  new Set(
                    (rows as Record<string, unknown>[]).map(
                      (row) => `${String(row.agency_key)}|${Number(row.incident_on)}`,
                    ),
                  ),
              ),
      ]);
      for (const row of keyed) {
        if (
          (row.email_key && emails.has(row.email_key)) ||
          (row.phone_key && phones.has(row.phone_key)) ||
          (row.agency_key && row.incident_on != null && sameIncident.has(`${row.agency_key}|${row.incident_on}`))
        ) {
          found.add(row.id);
        }
      }
      return found;
    },

    /** Conflict records (what is left of earlier declined or referred requests) that match `row`. */
    async conflictRecordsFor(row: RequestRow): Promise<{ record: ConflictRecord; reasons: MatchReason[] }[]> {
      if (!hasKeys(row)) return [];
      const { rows } = await database.read(
        db
          .selectFrom("conflict_records")
          .selectAll()
          .where((eb) => sharingKeys(eb, [row]))
          .orderBy("decided_at", "desc")
          .limit(20)
          .compile(),
      );
      return (rows as Record<string, unknown>[]).map((found) => ({
        record: {
          id: String(found.id),
          name: String(found.name),
          email: (found.email as string | null) ?? null,
          phone: (found.phone as string | null) ?? null,
          agency: (found.agency as string | null) ?? null,
          incidentDate: (found.incident_date as string | null) ?? null,
          decision: found.decision as ConflictRecord["decision"],
          reason: (found.reason as string | null) ?? null,
          receivedAt: Number(found.received_at),
          firstContactAt: found.first_contact_at == null ? null : Number(found.first_contact_at),
          decidedAt: Number(found.decided_at),
        },
        reasons: matchReasons(row, {
          email_key: (found.email_key as string | null) ?? null,
          phone_key: (found.phone_key as string | null) ?? null,
          agency_key: (found.agency_key as string | null) ?? null,
          incident_on: found.incident_on == null ? null : Number(found.incident_on),
        }),
      }));
    },
  };
}

export type RelatedReads = ReturnType<typeof createRelatedReads>;
