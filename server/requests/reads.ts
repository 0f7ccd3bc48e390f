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

    /** How many requests each stage holds; with `assignee`, of those assigned to that address ("Mine"). */
    async stageCounts(assignee?: string): Promise<Record<RequestStage, number>> {
      let query = db.selectFrom(TABLE).select((eb) => ["stage", eb.fn.countAll().as("n")]);
      if (assignee) query = query.where("assignee", "=", assignee);
      const found = await rows(query.groupBy("stage"));
      const counts = Object.fromEntries([...REQUEST_STAGES, "merged"].map((stage) => [stage, 0])) as Record<
        RequestStage,
        number
      >;
      for (const row of found) counts[row.stage as RequestStage] = Number(row.n);
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

    /** When each request first contacted since `since` arrived, and when the contact was. */
    async contactTimes(since: number): Promise<{ receivedAt: number; contactedAt: number }[]> {
      // The site's promise of a reply: leads the office entered itself, and requests merged into another, aside.
      const found = await rows(
        db
          .selectFrom(TABLE)
          .select(["created_at", "first_contact_at"])
          .where("first_contact_at", ">=", since)
          .where("source", "<>", "office")
          .where("stage", "<>", "merged"),
      );
      return found.map((row) => ({ receivedAt: Number(row.created_at), contactedAt: Number(row.first_contact_at) }));
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
