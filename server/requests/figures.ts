import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Database } from "../db/open";
import type { SiteDatabase } from "../db/schema";
import { HEARD_KEYS, type HeardChannel } from "../payload/derived";

type Compilable = { compile(): Parameters<Database["read"]>[0] };

/**
 * The dashboard's counts of contact_requests, made by the database: counts and sums per
 * period over columns the repository derived when it stored each request (source, edition,
 * how they heard, stage, and the times), never a payload: nothing a visitor wrote is read.
 * The periods are given as their boundaries (instants, oldest first, one more than periods),
 * worked out on the office's calendar by the caller. Each period is one part of a UNION ALL,
 * counted on its range of an index with filtered counts: grouping every row by a computed
 * period would have the database sort them all first (SQLite: 10 ms for 30,000 rows, against
 * 2 ms to count them).
 */

/** Durations to first contact are counted in bins of six minutes: a tenth of an hour. */
export const CONTACT_BIN_MS = 360_000;

export type Outcome = "retained" | "declined" | "referred" | "spam";
export const OUTCOMES = ["retained", "declined", "referred", "spam"] as const satisfies readonly Outcome[];

const rowsOf = (rows: unknown[]) => rows as Record<string, unknown>[];
/** How many rows of the period meet `condition` (a FILTER clause: SQLite 3.30 and PostgreSQL alike). */
const countIf = (condition: RawBuilder<unknown>) => sql<number>`count(*) filter (where ${condition})`;

export function createFigures(database: Database) {
  const { db } = database;
  const read = async (query: Compilable) => rowsOf((await database.read(query.compile())).rows);

  /** Requests received in [from, to), spam aside. */
  const received = (from: number, to: number) =>
    db
      .selectFrom("contact_requests")
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .where("stage", "<>", "spam");

  /** One select per period, each with its index as `period`, all in one statement. */
  async function perPeriod<O>(
    boundaries: readonly number[],
    part: (
      from: number,
      to: number,
      period: RawBuilder<number>,
    ) => SelectQueryBuilder<SiteDatabase, "contact_requests", O>,
  ) {
    const parts = boundaries.slice(0, -1).map((from, index) => part(from, boundaries[index + 1]!, sql.lit(index)));
    if (parts.length === 0) return [];
    const [first, ...rest] = parts;
    return read(rest.reduce((union, next) => union.unionAll(next), first!));
  }

  return {
    /** Requests received (spam aside) per period: all of them, those through the widget, those from the Spanish pages. */
    async received(boundaries: readonly number[]) {
      const rows = await perPeriod(boundaries, (from, to, period) =>
        received(from, to).select((eb) => [
          period.as("period"),
          eb.fn.countAll().as("n"),
          countIf(sql`source = 'widget'`).as("widget"),
          countIf(sql`edition = 'es'`).as("spanish"),
        ]),
      );
      return rows.map((row) => ({
        period: Number(row.period),
        count: Number(row.n),
        widget: Number(row.widget ?? 0),
        spanish: Number(row.spanish ?? 0),
      }));
    },

    /** Case-form requests (spam aside) per period, by how the visitor heard of the firm. */
    async heard(boundaries: readonly number[]) {
      const rows = await perPeriod(boundaries, (from, to, period) =>
        received(from, to)
          .where("source", "=", "case-evaluation")
          .select([
            period.as("period"),
            ...HEARD_KEYS.map((key, index) => countIf(sql`heard = ${sql.lit(key)}`).as(`h${index}`)),
          ]),
      );
      return rows.flatMap((row) =>
        HEARD_KEYS.map((heard, index) => ({
          period: Number(row.period),
          heard: heard as HeardChannel,
          count: Number(row[`h${index}`] ?? 0),
        })),
      );
    },

    /** Requests closed per period (by when they were closed), by outcome. */
    async outcomes(boundaries: readonly number[]) {
      const rows = await perPeriod(boundaries, (from, to, period) =>
        db
          .selectFrom("contact_requests")
          .where("stage", "in", [...OUTCOMES])
          .where("closed_at", ">=", from)
          .where("closed_at", "<", to)
          .select([
            period.as("period"),
            ...OUTCOMES.map((outcome) => countIf(sql`stage = ${sql.lit(outcome)}`).as(outcome)),
          ]),
      );
      return rows.flatMap((row) =>
        OUTCOMES.map((outcome) => ({ period: Number(row.period), outcome, count: Number(row[outcome] ?? 0) })),
      );
    },

    /**
     * Per period received, the requests contacted by six-minute bin of their time to first
     * contact (the caller takes the median from them); and how many had their promise of a
     * reply within one business day run out by `now` or were contacted, and how many were
     * contacted in time.
     */
    async firstContacts(boundaries: readonly number[], now: number) {
      const bin = sql<number>`(first_contact_at - created_at) / ${sql.lit(CONTACT_BIN_MS)}`;
      const [bins, promises] = await Promise.all([
        perPeriod(boundaries, (from, to, period) =>
          received(from, to)
            .where("first_contact_at", "is not", null)
            .select((eb) => [period.as("period"), bin.as("bin"), eb.fn.countAll().as("n")])
            .groupBy(sql`bin`),
        ),
        perPeriod(boundaries, (from, to, period) =>
          received(from, to).select([
            period.as("period"),
            countIf(sql`reply_due_at <= ${sql.lit(now)} or first_contact_at is not null`).as("due"),
            countIf(sql`first_contact_at <= reply_due_at`).as("in_time"),
          ]),
        ),
      ]);
      return {
        bins: bins.map((row) => ({ period: Number(row.period), bin: Number(row.bin), count: Number(row.n) })),
        promises: promises.map((row) => ({
          period: Number(row.period),
          due: Number(row.due ?? 0),
          inTime: Number(row.in_time ?? 0),
        })),
      };
    },

    /** When the first request arrived, for the range picker; null when there is none. */
    async firstArrival(): Promise<number | null> {
      const [row] = await read(db.selectFrom("contact_requests").select((eb) => eb.fn.min("created_at").as("first")));
      return row?.first == null ? null : Number(row.first);
    },
  };
}

export type Figures = ReturnType<typeof createFigures>;

/**
 * The median of counts per bin, as the middle of its bin (the mean of the two middles for an
 * even count), in milliseconds; null when nothing was counted.
 */
export function medianOfBins(bins: readonly { bin: number; count: number }[], binMs = CONTACT_BIN_MS): number | null {
  const sorted = [...bins].sort((a, b) => a.bin - b.bin);
  const total = sorted.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const { bin, count } of sorted) {
      seen += count;
      if (position < seen) return (bin + 0.5) * binMs;
    }
    return (sorted.at(-1)!.bin + 0.5) * binMs;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
