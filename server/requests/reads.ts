import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../db/open";
import {
  OPEN_STAGES,
  REQUEST_STAGES,
  type ContactRequestsTable,
  type RequestStage,
  type SiteDatabase,
} from "../db/schema";

/** Which requests the inbox lists: the open ones, one stage, or all but spam. */
export type InboxFilter = "open" | "all" | RequestStage;
export const INBOX_FILTERS: readonly InboxFilter[] = ["open", ...REQUEST_STAGES, "all"];

export type InboxSort = "newest" | "claim-deadline";

export type InboxQuery = {
  filter: InboxFilter;
  search?: string;
  /** Only the requests assigned to this address ("Mine"). */
  assignee?: string;
  /** Only those whose claim deadline falls between these day keys (20240314), both included. */
  claimBetween?: readonly [number, number];
  sort?: InboxSort;
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
> & { attempts: number; leased: boolean };

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
  };
}

/** LIKE's wildcard and the escape character (PostgreSQL's default) leave the term; "_" may stay, matching itself too. */
function searchPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[%\\]/g, "")}%`;
}

/** A request's reference as the visitor reads it out ("1A2B3C4D"), or the start of its id. */
const REFERENCE = /^[0-9a-f][0-9a-f-]{3,35}$/i;

type Compilable = { compile(): Parameters<Database["read"]>[0] };

/** What the office and the health check read of contact_requests (./repository.ts writes it). */
export function createRequestReads(database: Database) {
  const { db } = database;
  const rows = async (query: Compilable) => (await database.read(query.compile())).rows as Record<string, unknown>[];
  const count = async (query: Compilable) => Number((await rows(query))[0]?.n ?? 0);
  const requestRows = async (query: Compilable, now: number) => (await rows(query)).map((row) => requestRow(row, now));

  function filtered<O>(
    query: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>,
    { filter, search, assignee, claimBetween }: InboxQuery,
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
    const term = search?.trim();
    if (term) {
      // The stored payload is the request as JSON: names, addresses and phone numbers are in it.
      next = next.where((eb) => {
        const inPayload = eb(eb.fn("lower", ["payload"]), "like", searchPattern(term));
        return REFERENCE.test(term) ? eb.or([inPayload, eb("id", "like", `${term.toLowerCase()}%`)]) : inPayload;
      });
    }
    return next;
  }

  function ordered<O>(query: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>, sort: InboxSort = "newest") {
    const byDeadline =
      sort === "claim-deadline"
        ? query
            .orderBy((eb) => eb.case().when("claim_deadline", "is", null).then(1).else(0).end())
            .orderBy("claim_deadline")
        : query;
    return byDeadline.orderBy("created_at", "desc").orderBy("id", "desc");
  }

  const selectRequests = () => db.selectFrom(TABLE).select(REQUEST_COLUMNS);

  return {
    async list(query: InboxQuery & { limit: number; offset: number }, now = Date.now()) {
      const [page, total] = await Promise.all([
        requestRows(
          ordered(filtered(selectRequests(), query), query.sort).limit(query.limit).offset(query.offset),
          now,
        ),
        count(
          filtered(
            db.selectFrom(TABLE).select((eb) => eb.fn.countAll().as("n")),
            query,
          ),
        ),
      ]);
      return { rows: page, total };
    },

    all(query: InboxQuery, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(ordered(filtered(selectRequests(), query), query.sort), now);
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
