import { sql, type RawBuilder } from "kysely";
import { CONTACT_BIN_MS, HOUR_SCALE, OUTCOME_STAGES, stageBinSpan, type OpenStage } from "../db/kept-counts";
import { OPEN_STAGES } from "../db/schema";
import type { Database } from "../db/open";

/**
 * The dashboard's figures, read from the counts kept of contact_requests (server/db/
 * kept-counts.ts says what each holds): a few thousand small rows for three years, whatever the
 * number of requests, and never a payload, so nothing a visitor wrote is read. Periods are given as kept-counts' periods (a month 202611, a week by its
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
/** How many rows meet `condition` (a FILTER clause: SQLite 3.30 and PostgreSQL alike). */
const countIf = (condition: RawBuilder<unknown>) => sql<number>`count(*) filter (where ${condition})`;

/** Which of `bins` (in order) holds the 0-based `position`, and the position's place within it. */
function place(bins: readonly { bin: number; n: number }[], position: number): { bin: number; offset: number } {
  let before = 0;
  for (const { bin, n } of bins) {
    if (position < before + n) return { bin, offset: position - before };
    before += n;
  }
  return { bin: bins.at(-1)?.bin ?? 0, offset: 0 };
}

/**
 * The median of the times counted in `bins` (the kept counts' stage bins, in order), as the
 * middle of the bin that holds it (the mean of the two middles' for an even count), in
 * milliseconds; null when nothing is counted.
 */
export function binnedMedian(bins: readonly { bin: number; n: number }[]): number | null {
  const counted = bins.filter(({ n }) => n > 0);
  const total = counted.reduce((sum, { n }) => sum + n, 0);
  if (total === 0) return null;
  const [low, high] = [Math.floor((total - 1) / 2), Math.floor(total / 2)].map((position) => {
    const [from, to] = stageBinSpan(place(counted, position).bin);
    return (from + to) / 2;
  });
  return (low! + high!) / 2;
}

/** The six-minute bins of an hour, first and last: whole numbers divide toward zero, so hour 0 holds bins -9 to 9. */
function binsOfHour(inHour: number): [number, number] {
  if (inHour > 0) return [inHour * HOUR_SCALE, inHour * HOUR_SCALE + HOUR_SCALE - 1];
  if (inHour < 0) return [inHour * HOUR_SCALE - HOUR_SCALE + 1, inHour * HOUR_SCALE];
  return [1 - HOUR_SCALE, HOUR_SCALE - 1];
}

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
     * Per quarter of arrival from `first` to `last` (quarterPeriod: 20264), the median time
     * spent in each open stage by the requests that left it, in milliseconds (null when none did).
     */
    async stageMedians(first: number, last: number): Promise<Map<number, Record<OpenStage, number | null>>> {
      const medians = new Map<number, Record<OpenStage, number | null>>();
      for (const [quarter, counts] of await periods(first, last)) {
        const bins = new Map<string, { bin: number; n: number }[]>();
        for (const [measure, n] of counts) {
          const [kind, stage, bin] = measure.split(":");
          if (kind !== "in" || stage === undefined) continue;
          const list = bins.get(stage) ?? [];
          bins.set(stage, list);
          list.push({ bin: Number(bin), n });
        }
        medians.set(
          quarter,
          Object.fromEntries(
            OPEN_STAGES.map((stage) => [
              stage,
              binnedMedian((bins.get(stage) ?? []).sort((one, other) => one.bin - other.bin)),
            ]),
          ) as Record<OpenStage, number | null>,
        );
      }
      return medians;
    },

    /**
     * Calls logged per period (by when), by what they came to: those that reached the person,
     * and the attempts that did not (a voicemail, no answer, a wrong number, call back later).
     * Read from the thread's index of kind, time and outcome alone: no call's words.
     */
    async calls(boundaries: readonly number[]) {
      const parts = boundaries.slice(0, -1).map((from, index) =>
        db
          .selectFrom("request_thread")
          .where("kind", "=", "call")
          .where("at", ">=", from)
          .where("at", "<", boundaries[index + 1]!)
          .select([
            sql.lit(index).as("period"),
            countIf(sql`detail is null or detail = 'spoke'`).as("reached"),
            countIf(sql`detail is not null and detail <> 'spoke'`).as("attempts"),
          ]),
      );
      if (parts.length === 0) return [];
      const [first, ...rest] = parts;
      const rows = await read(rest.reduce((union, next) => union.unionAll(next), first!));
      return rows.map((row) => ({
        period: Number(row.period),
        reached: Number(row.reached ?? 0),
        attempts: Number(row.attempts ?? 0),
      }));
    },

    /**
     * Per month received from `first` to `last`, the median time to first contact of those
     * contacted, as the middle of its six-minute bin (the mean of the two middles' for an even
     * count), in milliseconds. Found among each month's hours (a few dozen rows a month), then
     * among the six-minute bins of the hour or two that hold the middle.
     */
    async medianContact(first: number, last: number): Promise<Map<number, number>> {
      const bins = (scale: number) =>
        db
          .selectFrom("request_contact_bins")
          .select(["month", "bin", "n"])
          .where("scale", "=", scale)
          .where("n", ">", 0)
          .orderBy("month")
          .orderBy("bin");
      const byMonth = (rows: Record<string, unknown>[]) => {
        const months = new Map<number, { bin: number; n: number }[]>();
        for (const row of rows) {
          const month = Number(row.month);
          const list = months.get(month) ?? [];
          months.set(month, list);
          list.push({ bin: Number(row.bin), n: Number(row.n) });
        }
        return months;
      };
      const hours = byMonth(await read(bins(HOUR_SCALE).where("month", ">=", first).where("month", "<=", last)));
      // Each month's middle positions (0-based), the hour each falls in and its place there.
      const middles = [...hours].map(([month, list]) => {
        const total = list.reduce((sum, { n }) => sum + n, 0);
        return {
          month,
          at: [Math.floor((total - 1) / 2), Math.floor(total / 2)].map((position) => place(list, position)),
        };
      });
      const wanted = middles.flatMap(({ month, at }) =>
        [...new Set(at.map(({ bin }) => bin))].map((inHour) => ({ month, inHour })),
      );
      if (wanted.length === 0) return new Map();
      const fine = byMonth(
        await read(
          bins(1).where((eb) =>
            eb.or(
              wanted.map(({ month, inHour }) => {
                const [from, to] = binsOfHour(inHour);
                return eb.and([eb("month", "=", month), eb("bin", ">=", from), eb("bin", "<=", to)]);
              }),
            ),
          ),
        ),
      );
      const medians = new Map<number, number>();
      for (const { month, at } of middles) {
        const [low, high] = at.map(({ bin: inHour, offset }) => {
          const [from, to] = binsOfHour(inHour);
          const inside = (fine.get(month) ?? []).filter(({ bin }) => bin >= from && bin <= to);
          return place(inside, offset).bin;
        });
        medians.set(month, ((low! + high!) / 2 + 0.5) * CONTACT_BIN_MS);
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
          .where("stage", "not in", ["spam", "merged"])
          .where("source", "<>", "office")
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
