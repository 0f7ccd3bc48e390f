import { sql } from "kysely";
import type { Database } from "../db/open";
import { OPEN_STAGES, REQUEST_STAGES, type RequestStage } from "../db/schema";
import { createListing } from "./listing";
import { REQUEST_COLUMNS, requestRow, type RequestRow } from "./request-row";

export {
  INBOX_FILTERS,
  type Cursor,
  type InboxFilter,
  type InboxQuery,
  type InboxSort,
  type ListedPage,
  type ListedStage,
  type PageAt,
  type WayIn,
} from "./listing";
export { REQUEST_COLUMNS, requestRow, type RequestRow } from "./request-row";

export type DeliveryHealth = { pending: number; oldestPendingCreatedAt: number | null; failed: number };

const TABLE = "contact_requests";

type Compilable = { compile(): Parameters<Database["read"]>[0] };

/** What the office and the health check read of contact_requests (./repository.ts writes it). */
export function createRequestReads(database: Database) {
  const { db } = database;
  const rows = async (query: Compilable) => (await database.read(query.compile())).rows as Record<string, unknown>[];
  const count = async (query: Compilable) => Number((await rows(query))[0]?.n ?? 0);
  const requestRows = async (query: Compilable, now: number) => (await rows(query)).map((row) => requestRow(row, now));

  const selectRequests = () => db.selectFrom(TABLE).select(REQUEST_COLUMNS);

  return {
    ...createListing(database),

    async get(id: string, now = Date.now()): Promise<RequestRow | null> {
      const [row] = await requestRows(selectRequests().where("id", "=", id), now);
      return row ?? null;
    },

    /**
     * How many requests each stage holds: the all-time counts kept as requests change
     * (server/db/kept-counts.ts; "merged" is counted nowhere). With `assignee`, of those assigned
     * to that address ("Mine"), counted from the requests themselves on the assignee's index.
     */
    async stageCounts(assignee?: string): Promise<Record<RequestStage, number>> {
      const counts = Object.fromEntries([...REQUEST_STAGES, "merged"].map((stage) => [stage, 0])) as Record<
        RequestStage,
        number
      >;
      if (assignee) {
        const found = await rows(
          db
            .selectFrom(TABLE)
            .select((eb) => ["stage", eb.fn.countAll().as("n")])
            .where("assignee", "=", assignee)
            .groupBy("stage"),
        );
        for (const row of found) counts[row.stage as RequestStage] = Number(row.n);
        return counts;
      }
      const found = await rows(db.selectFrom("request_counts").select(["measure", "n"]).where("period", "=", 0));
      for (const row of found) {
        const stage = String(row.measure).slice("stage:".length) as RequestStage;
        if (stage in counts) counts[stage] = Number(row.n);
      }
      return counts;
    },

    /** Pending notifications of requests received before `before`, oldest first: the ones the stuck banner names. */
    stuck(before: number, limit: number, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(
        selectRequests()
          .where("status", "=", "pending")
          .where("created_at", "<", before)
          .where("stage", "<>", "merged")
          .orderBy("created_at")
          .limit(limit),
        now,
      );
    },

    /** Requests whose notification was given up, newest first. */
    failed(limit: number, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(
        selectRequests()
          .where("status", "=", "failed")
          .where("stage", "<>", "merged")
          .orderBy("created_at", "desc")
          .limit(limit),
        now,
      );
    },

    /**
     * Open requests nobody has contacted whose claim deadline or limit to sue falls between two
     * day keys, soonest first: each limit walks its own index, and the two lists are merged.
     */
    async uncontactedWithDeadline([from, to]: readonly [number, number], limit: number, now = Date.now()) {
      const near = (column: "claim_deadline" | "suit_deadline") =>
        requestRows(
          selectRequests()
            .where("stage", "in", [...OPEN_STAGES])
            .where("first_contact_at", "is", null)
            .where(column, ">=", from)
            .where(column, "<=", to)
            .orderBy(column)
            .limit(limit),
          now,
        );
      const [claims, suits] = await Promise.all([near("claim_deadline"), near("suit_deadline")]);
      const soonest = (row: RequestRow) =>
        Math.min(
          ...[row.claim_deadline, row.suit_deadline].filter(
            (key): key is number => key != null && key >= from && key <= to,
          ),
        );
      const byId = new Map([...claims, ...suits].map((row) => [row.id, row]));
      return [...byId.values()].sort((a, b) => soonest(a) - soonest(b)).slice(0, limit);
    },

    /** How many open requests nobody has contacted have a limit between two day keys (the banner's count). */
    async countUncontactedWithDeadline([from, to]: readonly [number, number]): Promise<number> {
      return count(
        db
          .selectFrom(TABLE)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("stage", "in", [...OPEN_STAGES])
          .where("first_contact_at", "is", null)
          .where((eb) =>
            eb.or([
              eb.and([eb("claim_deadline", ">=", from), eb("claim_deadline", "<=", to)]),
              eb.and([eb("suit_deadline", ">=", from), eb("suit_deadline", "<=", to)]),
            ]),
          ),
      );
    },

    /** The requests merged into this one (each "merged"), oldest first. */
    async mergedInto(id: string, now = Date.now()): Promise<RequestRow[]> {
      return requestRows(selectRequests().where("merged_into", "=", id).orderBy("created_at"), now);
    },

    /** A request by its reference (the first eight characters of its id, as the visitor was shown it). */
    async byReference(reference: string, now = Date.now()): Promise<RequestRow | null> {
      const key = reference.replace(/[^0-9a-f]/gi, "").toLowerCase();
      if (key.length !== 8) return null;
      const [row] = await requestRows(
        selectRequests().where("id", ">=", key).where("id", "<", `${key}~`).limit(2),
        now,
      );
      return row ?? null;
    },

    /**
     * How many requests were first contacted since `since`, and the median time from their
     * arrival to that contact (the mean of the two middle ones for an even count, to the
     * millisecond); null when none was. The database orders the waits and gives back the middle.
     */
    async firstContactMedian(since: number): Promise<{ count: number; medianMs: number | null }> {
      const found = await rows(
        db
          .with("waits", (qb) =>
            qb
              .selectFrom(TABLE)
              .select([
                sql<number>`first_contact_at - created_at`.as("wait"),
                sql<number>`row_number() over (order by first_contact_at - created_at)`.as("position"),
                sql<number>`count(*) over ()`.as("total"),
              ])
              .where("first_contact_at", ">=", since)
              // The site's promise of a reply: leads the office entered itself, and requests merged into another, aside.
              .where("source", "<>", "office")
              .where("stage", "<>", "merged"),
          )
          .selectFrom("waits")
          .select(["wait", "total"])
          .where((eb) =>
            eb.or([
              eb("position", "=", sql<number>`(total + 1) / 2`),
              eb("position", "=", sql<number>`(total + 2) / 2`),
            ]),
          ),
      );
      if (found.length === 0) return { count: 0, medianMs: null };
      const waits = found.map((row) => Number(row.wait));
      return {
        count: Number(found[0]!.total),
        medianMs: Math.round(waits.reduce((sum, wait) => sum + wait, 0) / waits.length),
      };
    },

    /**
     * Whether the database holds anything the site received: a request that `npm run
     * office:seed` did not write, or a conflict-check record (only real requests leave one).
     */
    async holdsRealRequests(): Promise<boolean> {
      const [requests, records] = await Promise.all([
        rows(db.selectFrom(TABLE).select("id").where("seeded", "<>", 1).limit(1)),
        rows(db.selectFrom("conflict_records").select("id").limit(1)),
      ]);
      return requests.length + records.length > 0;
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
