import { sql, type Expression, type RawBuilder } from "kysely";
import type { Database } from "../db/open";
import type { ContactRequestsTable } from "../db/schema";
import type { Edition, HeardChannel } from "./derived";

/**
 * The dashboard's counts of contact_requests: GROUP BY over columns the repository derived
 * when it stored each request (source, edition, how they heard, stage, and the times), never
 * a payload: nothing a visitor wrote is read. The periods are given as their boundaries
 * (instants, oldest first, one more than periods), worked out on the office's calendar by
 * the caller; a row falls in the period whose boundaries enclose it.
 */

/** Durations to first contact are counted in bins of six minutes: a tenth of an hour. */
export const CONTACT_BIN_MS = 360_000;

export type Outcome = "retained" | "declined" | "referred" | "spam";
export const OUTCOMES = ["retained", "declined", "referred", "spam"] as const satisfies readonly Outcome[];

/** Which period each row falls in: the index of the last boundary at or before it. */
function periodOf(column: Expression<number>, boundaries: readonly number[]): RawBuilder<number> {
  const whens = boundaries
    .slice(1, -1)
    .map((boundary, index) => sql`when ${column} < ${sql.lit(boundary)} then ${sql.lit(index)}`);
  if (whens.length === 0) return sql<number>`0`;
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(boundaries.length - 2)} end`;
}

const counted = (rows: unknown[]) => rows as Record<string, unknown>[];

export function createFigures(database: Database) {
  const { db } = database;
  const read = async (query: { compile(): Parameters<Database["read"]>[0] }) =>
    counted((await database.read(query.compile())).rows);
  const receivedIn = (boundaries: readonly number[]) =>
    db
      .selectFrom("contact_requests")
      .where("created_at", ">=", boundaries[0]!)
      .where("created_at", "<", boundaries.at(-1)!)
      .where("stage", "<>", "spam");
  const created = sql.ref<number>("created_at");

  return {
    /** Requests received (spam aside) per period, by channel and edition. */
    async received(boundaries: readonly number[]) {
      const rows = await read(
        receivedIn(boundaries)
          .select((eb) => [periodOf(created, boundaries).as("period"), "source", "edition", eb.fn.countAll().as("n")])
          .groupBy(["period", "source", "edition"]),
      );
      return rows.map((row) => ({
        period: Number(row.period),
        source: row.source as ContactRequestsTable["source"],
        edition: row.edition as Edition,
        count: Number(row.n),
      }));
    },

    /** Case-form requests (spam aside) per period, by how the visitor heard of the firm. */
    async heard(boundaries: readonly number[]) {
      const rows = await read(
        receivedIn(boundaries)
          .where("source", "=", "case-evaluation")
          .where("heard", "is not", null)
          .select((eb) => [periodOf(created, boundaries).as("period"), "heard", eb.fn.countAll().as("n")])
          .groupBy(["period", "heard"]),
      );
      return rows.map((row) => ({
        period: Number(row.period),
        heard: row.heard as HeardChannel,
        count: Number(row.n),
      }));
    },

    /** Requests closed per period (by when they were closed), by outcome. */
    async outcomes(boundaries: readonly number[]) {
      const closed = sql.ref<number>("closed_at");
      const rows = await read(
        db
          .selectFrom("contact_requests")
          .where("stage", "in", [...OUTCOMES])
          .where("closed_at", ">=", boundaries[0]!)
          .where("closed_at", "<", boundaries.at(-1)!)
          .select((eb) => [periodOf(closed, boundaries).as("period"), "stage", eb.fn.countAll().as("n")])
          .groupBy(["period", "stage"]),
      );
      return rows.map((row) => ({
        period: Number(row.period),
        outcome: row.stage as Outcome,
        count: Number(row.n),
      }));
    },

    /**
     * Per period received: how long first contacts took, as counts per six-minute bin (the
     * caller takes the median from them); and, of the requests whose promise of a reply
     * within one business day has run out by `now` or that were contacted, how many were
     * contacted in time.
     */
    async firstContacts(boundaries: readonly number[], now: number) {
      const bin = sql<number>`(first_contact_at - created_at) / ${sql.lit(CONTACT_BIN_MS)}`;
      const [bins, promises] = await Promise.all([
        read(
          receivedIn(boundaries)
            .where("first_contact_at", "is not", null)
            .select((eb) => [periodOf(created, boundaries).as("period"), bin.as("bin"), eb.fn.countAll().as("n")])
            .groupBy(["period", "bin"]),
        ),
        read(
          receivedIn(boundaries)
            .where((eb) => eb.or([eb("reply_due_at", "<=", now), eb("first_contact_at", "is not", null)]))
            .select((eb) => [
              periodOf(created, boundaries).as("period"),
              eb.fn.countAll().as("due"),
              eb.fn.sum<number>(sql`case when first_contact_at <= reply_due_at then 1 else 0 end`).as("in_time"),
            ])
            .groupBy("period"),
        ),
      ]);
      return {
        bins: bins.map((row) => ({ period: Number(row.period), bin: Number(row.bin), count: Number(row.n) })),
        promises: promises.map((row) => ({
          period: Number(row.period),
          due: Number(row.due),
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
