import { sql } from "kysely";
import { CONTACT_BIN_MS, OUTCOME_STAGES } from "../db/kept-counts";
import type { Database } from "../db/open";

/**
 * The dashboard's figures, read from the counts kept of
 * contact_requests (server/db/kept-counts.ts says what each holds): a few hundred small rows for
 * three years, whatever the number of requests, and never a payload, so nothing a visitor
 * wrote is read. Periods are given as kept-counts' periods (a month 202611, a week by its
 * Monday's day key 20261123), worked out on the office's calendar by the caller. Only one
 * figure moves with the clock: how many requests nobody has contacted have their promised
 * reply still ahead, counted live on a small index.
 */

export { CONTACT_BIN_MS };

export type Outcome = (typeof OUTCOME_STAGES)[number];
export const OUTCOMES = OUTCOME_STAGES;

/** One period's kept counts, by measure ("source:widget", "contacted"…). */
export type PeriodCounts = Map<string, number>;

const rowsOf = (rows: unknown[]) => rows as Record<string, unknown>[];

export function createFigures(database: Database) {
  const { db } = database;
  const read = async (query: { compile(): Parameters<Database["read"]>[0] }) =>
    rowsOf((await database.read(query.compile())).rows);

  /** Every kept count of the periods from `first` to `last`, both included, by period. */
  async function periods(first: number, last: number): Promise<Map<number, PeriodCounts>> {
    const found = await read(
      db
        .selectFrom("request_counts")
        .select(["period", "measure", "n"])
        .where("period", ">=", first)
        .where("period", "<=", last),
    );
    const byPeriod = new Map<number, PeriodCounts>();
    for (const row of found) {
      const period = Number(row.period);
      const counts = byPeriod.get(period) ?? new Map<string, number>();
      byPeriod.set(period, counts);
      counts.set(String(row.measure), Number(row.n));
    }
    return byPeriod;
  }

  return {
    /** The weeks' counts, from the Monday `first` to the Monday `last`. */
    weeks: (first: number, last: number) => periods(first, last),

    /** The months' counts, from `first` to `last`. */
    months: (first: number, last: number) => periods(first, last),

    /**
     * Per month received from `first` to `last`, the median time to first contact of those
     * contacted, as the middle of its six-minute bin (the mean of the two middles' for an even
     * count), in milliseconds. The database walks the month's bins in order and gives back the
     * one or two that hold the middle.
     */
    async medianContact(first: number, last: number): Promise<Map<number, number>> {
      // Both engines alike: sums cast back to whole numbers (PostgreSQL sums bigints as numeric).
      const upto = sql`cast(sum(n) over (partition by month order by bin rows between unbounded preceding and current row) as bigint)`;
      const total = sql`cast(sum(n) over (partition by month) as bigint)`;
      const found = await read(
        db
          .with("ranked", (qb) =>
            qb
              .selectFrom("request_contact_bins")
              .select(["month", "bin", "n", upto.as("upto"), total.as("total")])
              .where("month", ">=", first)
              .where("month", "<=", last),
          )
          .with("middles", (qb) =>
            qb
              .selectFrom("ranked")
              .select(["month", "bin"])
              // The bins that hold the middle position, or the two middle ones (0-based).
              .select(
                sql<number>`case when upto - n <= (total - 1) / 2 and (total - 1) / 2 < upto then 1 else 0 end`.as(
                  "low",
                ),
              )
              .select(sql<number>`case when upto - n <= total / 2 and total / 2 < upto then 1 else 0 end`.as("high"))
              .where("n", ">", 0),
          )
          .selectFrom("middles")
          .select(["month", "bin", "low", "high"])
          .where((eb) => eb.or([eb("low", "=", 1), eb("high", "=", 1)])),
      );
      const middles = new Map<number, { low?: number; high?: number }>();
      for (const row of found) {
        const month = Number(row.month);
        const middle = middles.get(month) ?? {};
        middles.set(month, middle);
        if (Number(row.low) === 1) middle.low = Number(row.bin);
        if (Number(row.high) === 1) middle.high = Number(row.bin);
      }
      const medians = new Map<number, number>();
      for (const [month, { low, high }] of middles) {
        if (low === undefined || high === undefined) continue;
        medians.set(month, ((low + high) / 2 + 0.5) * CONTACT_BIN_MS);
      }
      return medians;
    },

    /**
     * Per month of arrival, the requests (spam aside) nobody has contacted whose promised reply
     * is still ahead at `now`: the kept `awaiting` counts them too, but they are not due yet.
     */
    async notYetDue(now: number): Promise<Map<number, number>> {
      const found = await read(
        db
          .selectFrom("contact_requests")
          .select((eb) => ["created_month", eb.fn.countAll().as("n")])
          .where("first_contact_at", "is", null)
          .where("reply_due_at", ">", now)
          .where("stage", "<>", "spam")
          .groupBy("created_month"),
      );
      return new Map(found.map((row) => [Number(row.created_month), Number(row.n)]));
    },

    /** When the first request arrived, for the range picker; null when there is none. */
    async firstArrival(): Promise<number | null> {
      const [row] = await read(db.selectFrom("contact_requests").select((eb) => eb.fn.min("created_at").as("first")));
      return row?.first == null ? null : Number(row.first);
    },
  };
}

export type Figures = ReturnType<typeof createFigures>;
