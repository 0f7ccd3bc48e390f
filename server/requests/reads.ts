import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database } from "../db/open";
import {
  OPEN_STAGES,
  REQUEST_STAGES,
  type ContactRequestsTable,
  type RequestStage,
  type SiteDatabase,
} from "../db/schema";
import type { Edition } from "./derived";
import type { SearchTerms } from "./search-text";

/** Which requests the inbox lists: the open ones, one stage, or all but spam. */
export type InboxFilter = "open" | "all" | RequestStage;
export const INBOX_FILTERS: readonly InboxFilter[] = ["open", ...REQUEST_STAGES, "all"];

export type InboxSort = "newest" | "claim-deadline";

export type InboxQuery = {
  filter: InboxFilter;
  /** Words that must all be in the request (server/requests/search-text.ts); results come best first. */
  search?: SearchTerms | null;
  /** Only the requests assigned to this address ("Mine"). */
  assignee?: string;
  /** Only those whose claim deadline falls between these day keys (20240314), both included. */
  claimBetween?: readonly [number, number];
  /** Only those whose claim deadline is before this day key (passed). */
  claimBefore?: number;
  source?: ContactRequestsTable["source"];
  edition?: Edition;
  /** Only those received from the first instant up to, not including, the second. */
  receivedBetween?: readonly [number, number];
  sort?: InboxSort;
};

/** A row's place in a listing's order: the values of its sort keys (sortKeys below). */
export type Cursor = readonly (number | string)[];

/** Where a page starts: the first or the last page, or right after or before a row's place. */
export type PageAt = { end: "first" | "last" } | { after: Cursor } | { before: Cursor };

export type ListedPage = {
  rows: RequestRow[];
  /** The places of its first and last rows, for the links to the pages before and after it. */
  first: Cursor | null;
  last: Cursor | null;
  hasBefore: boolean;
  hasAfter: boolean;
  /** Rows the listing holds, and how many come before this page's first. */
  total: number;
  offset: number;
};

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
  | "stage"
  | "stage_changed_at"
  | "closed_at"
  | "decision_reason"
  | "assignee"
  | "first_contact_at"
  | "incident_on"
  | "claim_deadline"
  | "email_key"
  | "phone_key"
  | "agency_key"
> & {
  edition: Edition;
  attempts: number;
  leased: boolean;
  /** How well it matched the search (0 best), when there was one. */
  search_tier?: number;
};

export type DeliveryHealth = { pending: number; oldestPendingCreatedAt: number | null; failed: number };

const TABLE = "contact_requests";

export const REQUEST_COLUMNS = [
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
  "stage",
  "stage_changed_at",
  "closed_at",
  "decision_reason",
  "assignee",
  "first_contact_at",
  "incident_on",
  "claim_deadline",
  "email_key",
  "phone_key",
  "agency_key",
  "edition",
] as const;

/** SQLite hands back integers as numbers, PostgreSQL some as strings: one shape for callers. */
export function requestRow(row: Record<string, unknown>, now: number): RequestRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  const str = (value: unknown) => (value == null ? null : String(value));
  return {
    id: String(row.id),
    source: row.source as RequestRow["source"],
    status: row.status as RequestRow["status"],
    payload: String(row.payload),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    leased: row.lease_until != null && Number(row.lease_until) > now,
    last_error: str(row.last_error),
    created_at: Number(row.created_at),
    delivered_at: num(row.delivered_at),
    failed_at: num(row.failed_at),
    stage: row.stage as RequestStage,
    stage_changed_at: Number(row.stage_changed_at),
    closed_at: num(row.closed_at),
    decision_reason: str(row.decision_reason),
    assignee: str(row.assignee),
    first_contact_at: num(row.first_contact_at),
    incident_on: num(row.incident_on),
    claim_deadline: num(row.claim_deadline),
    email_key: str(row.email_key),
    phone_key: str(row.phone_key),
    agency_key: str(row.agency_key),
    edition: row.edition === "es" ? "es" : "en",
    ...(row.search_tier == null ? {} : { search_tier: Number(row.search_tier) }),
  };
}

/** A claim deadline's sort value when there is none: after every day key. */
const NO_DEADLINE = 99_999_999;

type SortKey = {
  expression: Expression<unknown>;
  direction: "asc" | "desc";
  /** The key's value in a listed row. */
  of(row: RequestRow): number | string;
};

type Compilable = { compile(): Parameters<Database["read"]>[0] };

/** What the office and the health check read of contact_requests (./repository.ts writes it). */
export function createRequestReads(database: Database) {
  const { db } = database;
  const rows = async (query: Compilable) => (await database.read(query.compile())).rows as Record<string, unknown>[];
  const count = async (query: Compilable) => Number((await rows(query))[0]?.n ?? 0);
  const requestRows = async (query: Compilable, now: number) => (await rows(query)).map((row) => requestRow(row, now));

  const { fullText } = database;

  function filtered<O>(
    query: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>,
    { filter, search, assignee, claimBetween, claimBefore, source, edition, receivedBetween }: InboxQuery,
  ) {
    let next = query;
    // Open is exactly "not closed" (spam is closed when caught): one value, so the index keeps the order.
    if (filter === "open") next = next.where("closed_at", "is", null);
    else if (filter === "all") next = next.where("stage", "<>", "spam");
    else next = next.where("stage", "=", filter);
    if (assignee) next = next.where("assignee", "=", assignee);
    if (claimBetween) {
      next = next.where("claim_deadline", ">=", claimBetween[0]).where("claim_deadline", "<=", claimBetween[1]);
    }
    if (claimBefore !== undefined) next = next.where("claim_deadline", "<", claimBefore);
    if (source) next = next.where("source", "=", source);
    if (edition) next = next.where("edition", "=", edition);
    if (receivedBetween) {
      next = next.where("created_at", ">=", receivedBetween[0]).where("created_at", "<", receivedBetween[1]);
    }
    if (search) next = next.where(fullText.matches(search.words));
    return next;
  }

  /** The listing's order, best match first when searching, then newest (or soonest claim deadline) first; the id settles ties. */
  function sortKeys({ search, sort = "newest" }: InboxQuery): SortKey[] {
    const keys: SortKey[] = [];
    if (search) {
      keys.push({ expression: fullText.tier(search.words), direction: "asc", of: (row) => row.search_tier ?? 2 });
    }
    if (sort === "claim-deadline") {
      keys.push({
        expression: sql`coalesce(claim_deadline, ${sql.lit(NO_DEADLINE)})`,
        direction: "asc",
        of: (row) => row.claim_deadline ?? NO_DEADLINE,
      });
    }
    keys.push(
      { expression: sql.ref("created_at"), direction: "desc", of: (row) => row.created_at },
      { expression: sql.ref("id"), direction: "desc", of: (row) => row.id },
    );
    return keys;
  }

  const selectRequests = () => db.selectFrom(TABLE).select(REQUEST_COLUMNS);

  /** The rows of `query` from `at` in the listing's order (or backwards), at most `limit`. */
  function pageQuery(query: InboxQuery, keys: SortKey[], at: PageAt, limit: number) {
    const backwards = "before" in at || ("end" in at && at.end === "last");
    const cursor = "after" in at ? at.after : "before" in at ? at.before : null;
    let select = filtered(selectRequests(), query);
    if (query.search) select = select.select(fullText.tier(query.search.words).as("search_tier"));
    if (cursor) select = select.where(beyond(keys, cursor, backwards ? "before" : "after"));
    for (const { expression, direction } of keys) {
      const flipped = backwards ? (direction === "asc" ? "desc" : "asc") : direction;
      select = select.orderBy(expression, flipped);
    }
    return { select: select.limit(limit), backwards };
  }

  const cursorOf = (keys: SortKey[], row: RequestRow): Cursor => keys.map((key) => key.of(row));

  const countOf = (query: InboxQuery, also?: Expression<SqlBool>) => {
    const select = filtered(
      db.selectFrom(TABLE).select((eb) => eb.fn.countAll().as("n")),
      query,
    );
    return count(also ? select.where(also) : select);
  };

  /**
   * One page of a listing, by keyset (never OFFSET): a page starts right after or before a
   * row's place in the order, so the last page costs what the first does, and requests that
   * arrive meanwhile neither push rows onto the next page nor repeat them.
   */
  async function list(query: InboxQuery, at: PageAt, limit: number, now = Date.now()): Promise<ListedPage> {
    const keys = sortKeys(query);
    const { select, backwards } = pageQuery(query, keys, at, limit + 1);
    const [found, total] = await Promise.all([requestRows(select, now), countOf(query)]);
    const more = found.length > limit;
    // Fewer than a page before this one: the first page, whole; nothing after a row: the last page.
    if ("before" in at && !more) return list(query, { end: "first" }, limit, now);
    if ("after" in at && found.length === 0) return list(query, { end: "last" }, limit, now);
    const rows = found.slice(0, limit);
    if (backwards) rows.reverse();
    const first = rows[0] ? cursorOf(keys, rows[0]) : null;
    const last = rows.at(-1) ? cursorOf(keys, rows.at(-1)!) : null;
    const offset =
      "end" in at
        ? at.end === "first"
          ? 0
          : total - rows.length
        : await countOf(query, beyond(keys, first!, "before"));
    return {
      rows,
      first,
      last,
      hasBefore: backwards ? more : !("end" in at),
      hasAfter: backwards ? "before" in at : more,
      total,
      offset: Math.max(0, offset),
    };
  }

  return {
    list,

    /** The rows after `after` (from the first when null), in the listing's order: one page of an export. */
    async exportPage(query: InboxQuery, after: Cursor | null, limit: number, now = Date.now()) {
      const keys = sortKeys(query);
      const { select } = pageQuery(query, keys, after ? { after } : { end: "first" }, limit);
      const rows = await requestRows(select, now);
      return { rows, last: rows.length > 0 ? cursorOf(keys, rows.at(-1)!) : null };
    },

    /** How many requests the listing holds. */
    count: (query: InboxQuery) => countOf(query),

    /** Whether a cursor from a URL fits the listing's order: as many keys, each of its kind. */
    validCursor(query: InboxQuery, cursor: Cursor): boolean {
      const keys = sortKeys(query);
      return (
        cursor.length === keys.length &&
        cursor.every((value, index) => (index === keys.length - 1 ? typeof value === "string" : Number.isFinite(value)))
      );
    },

    async get(id: string, now = Date.now()): Promise<RequestRow | null> {
      const [row] = await requestRows(selectRequests().where("id", "=", id), now);
      return row ?? null;
    },

    /** How many requests each stage holds. */
    async stageCounts(): Promise<Record<RequestStage, number>> {
      const found = await rows(
        db
          .selectFrom(TABLE)
          .select((eb) => ["stage", eb.fn.countAll().as("n")])
          .groupBy("stage"),
      );
      const counts = Object.fromEntries(REQUEST_STAGES.map((stage) => [stage, 0])) as Record<RequestStage, number>;
      for (const row of found) counts[row.stage as RequestStage] = Number(row.n);
      return counts;
    },

    /** Pending notifications of requests received before `before`, oldest first: the ones the stuck banner names. */
    stuck(before: number, limit: number, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(
        selectRequests()
          .where("status", "=", "pending")
          .where("created_at", "<", before)
          .orderBy("created_at")
          .limit(limit),
        now,
      );
    },

    /** Requests whose notification was given up, newest first. */
    failed(limit: number, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(
        selectRequests().where("status", "=", "failed").orderBy("created_at", "desc").limit(limit),
        now,
      );
    },

    /** Open requests nobody has contacted whose claim deadline falls between two day keys, soonest first. */
    uncontactedWithClaimDeadline([from, to]: readonly [number, number], limit: number, now = Date.now()) {
      return requestRows(
        selectRequests()
          .where("stage", "in", [...OPEN_STAGES])
          .where("first_contact_at", "is", null)
          .where("claim_deadline", ">=", from)
          .where("claim_deadline", "<=", to)
          .orderBy("claim_deadline")
          .limit(limit),
        now,
      );
    },

    /** When each request first contacted since `since` arrived, and when the contact was. */
    async contactTimes(since: number): Promise<{ receivedAt: number; contactedAt: number }[]> {
      const found = await rows(
        db.selectFrom(TABLE).select(["created_at", "first_contact_at"]).where("first_contact_at", ">=", since),
      );
      return found.map((row) => ({ receivedAt: Number(row.created_at), contactedAt: Number(row.first_contact_at) }));
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

/**
 * Rows whose place in the order (`keys`) comes after (or before) `cursor`: one row-value
 * comparison when every key runs the same way (an index answers it as a range), else each
 * key in turn once the ones before it are equal.
 */
export function beyond(
  keys: readonly Pick<SortKey, "expression" | "direction">[],
  cursor: Cursor,
  side: "after" | "before",
) {
  const greater = (direction: "asc" | "desc") => (direction === "asc") === (side === "after");
  const value = (index: number) => sql.val(cursor[index]);
  if (keys.every((key) => key.direction === keys[0]!.direction)) {
    const op = sql.raw(greater(keys[0]!.direction) ? ">" : "<");
    return sql<SqlBool>`(${sql.join(keys.map((key) => key.expression))}) ${op} (${sql.join(keys.map((_, index) => value(index)))})`;
  }
  const alternatives = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((before, at) => sql`${before.expression} = ${value(at)}`);
    const op = sql.raw(greater(key.direction) ? ">" : "<");
    return sql`(${sql.join([...equal, sql`${key.expression} ${op} ${value(index)}`], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}
