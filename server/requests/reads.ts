import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../db/open";
import type { ContactRequestsTable, SiteDatabase } from "../db/schema";

export type InboxFilter = "open" | "all" | "spam";
export const INBOX_FILTERS: readonly InboxFilter[] = ["open", "all", "spam"];

export type InboxQuery = { filter: InboxFilter; search?: string };

export type RequestRow = Pick<
  ContactRequestsTable,
  | "id"
  | "source"
  | "status"
  | "payload"
  | "next_attempt_at"
  | "last_error"
  | "created_at"
  | "delivered_at"
  | "failed_at"
> & { attempts: number; handled_at: number | null; leased: boolean };

export type DeliveryHealth = { pending: number; oldestPendingCreatedAt: number | null; failed: number };

const TABLE = "contact_requests";

const COLUMNS = [
  "id",
  "source",
  "status",
  "payload",
  "attempts",
  "next_attempt_at",
  "lease_until",
  "last_error",
  "created_at",
  "delivered_at",
  "failed_at",
  "handled_at",
] as const;

/** SQLite hands back integers as numbers, PostgreSQL some as strings: one shape for callers. */
function requestRow(row: Record<string, unknown>, now: number): RequestRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: String(row.id),
    source: row.source as RequestRow["source"],
    status: row.status as RequestRow["status"],
    payload: String(row.payload),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    leased: row.lease_until != null && Number(row.lease_until) > now,
    last_error: (row.last_error as string | null) ?? null,
    created_at: Number(row.created_at),
    delivered_at: num(row.delivered_at),
    failed_at: num(row.failed_at),
    handled_at: num(row.handled_at),
  };
}

/** LIKE's wildcard and the escape character (PostgreSQL's default) leave the term; "_" may stay, matching itself too. */
function searchPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[%\\]/g, "")}%`;
}

/** What the office and the health check read of contact_requests (./repository.ts writes it). */
export function createRequestReads(database: Database) {
  const { db } = database;
  const rows = async (query: { compile(): Parameters<Database["read"]>[0] }) =>
    (await database.read(query.compile())).rows as Record<string, unknown>[];
  const count = async (query: { compile(): Parameters<Database["read"]>[0] }) => Number((await rows(query))[0]?.n ?? 0);

  function filtered<O>(query: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>, { filter, search }: InboxQuery) {
    let next = query;
    if (filter === "spam") next = next.where("status", "=", "spam");
    else next = next.where("status", "<>", "spam");
    if (filter === "open") next = next.where("handled_at", "is", null);
    const term = search?.trim();
    if (term) {
      // The stored payload is the request as JSON: names, addresses and phone numbers are in it.
      next = next.where((eb) => eb(eb.fn("lower", ["payload"]), "like", searchPattern(term)));
    }
    return next;
  }

  return {
    async list(query: InboxQuery & { limit: number; offset: number }, now = Date.now()) {
      const [page, total] = await Promise.all([
        rows(
          filtered(db.selectFrom(TABLE).select(COLUMNS), query)
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(query.limit)
            .offset(query.offset),
        ),
        count(
          filtered(
            db.selectFrom(TABLE).select((eb) => eb.fn.countAll().as("n")),
            query,
          ),
        ),
      ]);
      return { rows: page.map((row) => requestRow(row, now)), total };
    },

    async all(query: InboxQuery, now = Date.now()): Promise<RequestRow[]> {
      const found = await rows(
        filtered(db.selectFrom(TABLE).select(COLUMNS), query).orderBy("created_at", "desc").orderBy("id", "desc"),
      );
      return found.map((row) => requestRow(row, now));
    },

    async get(id: string, now = Date.now()): Promise<RequestRow | null> {
      const [row] = await rows(db.selectFrom(TABLE).select(COLUMNS).where("id", "=", id));
      return row ? requestRow(row, now) : null;
    },

    /** For the machines that watch: counts and ages only. */
    async health(): Promise<DeliveryHealth> {
      const found = await rows(
        db
          .selectFrom(TABLE)
          .select((eb) => ["status", eb.fn.countAll().as("n"), eb.fn.min("created_at").as("oldest")])
          .where("status", "in", ["pending", "failed"])
          .groupBy("status"),
      );
      const pending = found.find((row) => row.status === "pending");
      const failed = found.find((row) => row.status === "failed");
      return {
        pending: Number(pending?.n ?? 0),
        oldestPendingCreatedAt: pending?.oldest == null ? null : Number(pending.oldest),
        failed: Number(failed?.n ?? 0),
      };
    },

    /** Pending requests received before `before`: the office's notification is late. */
    countStuck(before: number): Promise<number> {
      return count(
        db
          .selectFrom(TABLE)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "pending")
          .where("created_at", "<", before),
      );
    },
  };
}

export type RequestReads = ReturnType<typeof createRequestReads>;
