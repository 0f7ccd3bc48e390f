import type { CompiledQuery, QueryResult } from "kysely";
import { arrivalPeriods, closedPeriod, keptCounts, recount, type CountedRows } from "../db/kept-counts";
import type { Database } from "../db/open";

const TABLE = "contact_requests";

/**
 * How server/requests/repository.ts keeps the counts of contact_requests (server/db/
 * kept-counts.ts) with each change it makes: it stays their one writer, these are its tools.
 */
export function countedWrites(database: Database) {
  const { db } = database;
  const rows = (): CountedRows => db.selectFrom(TABLE);
  const byIds = (ids: readonly string[]) => rows().where("id", "in", [...ids]);

  /**
   * Writes `change` (statements on contact_requests) with the counts kept: the rows `which`
   * selects held against other transactions' changes, taken out of the counts, changed, and
   * counted as they are afterwards (a row the change deleted no longer is). `which` must select
   * the same rows after the change, but those it deletes: by id, or by a condition the change
   * deletes. Resolves with the change's own results.
   */
  async function writeCounted(which: CountedRows, change: CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    const before = holding(which);
    const results = await database.write([...before, ...change, ...keptCounts(db, which, 1)]);
    return results.slice(before.length, before.length + change.length);
  }
  /** The rows held against other transactions' changes, then taken out of the counts. */
  const holding = (which: CountedRows) => [...database.lockRows(which), ...keptCounts(db, which, -1)];
  /**
   * `change` with the counts kept around it, as statements for a larger write of the caller's
   * (an office action with its audit record and one-time id): the same rule as writeCounted.
   */
  const countedAround = (which: CountedRows, change: CompiledQuery[]): CompiledQuery[] => [
    ...holding(which),
    ...change,
    ...keptCounts(db, which, 1),
  ];

  return {
    rows,
    byIds,
    writeCounted,
    countedAround,
    /** Statements that count rows just inserted (`ids`), after their insert in the same write. */
    countInserted: (ids: readonly string[]) => keptCounts(db, byIds(ids), 1),

    /**
     * The kept counts made afresh from the rows, other writers of them held off meanwhile;
     * first gives their periods to rows an older release stored or closed. Resolves with how
     * many rows needed them.
     */
    async recount(): Promise<number> {
      const { rows: missing } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["id", "created_at", "closed_at"])
          .where((eb) =>
            eb.or([
              eb("created_month", "is", null),
              eb("created_week", "is", null),
              eb.and([eb("closed_at", "is not", null), eb("closed_month", "is", null)]),
              eb.and([eb("closed_at", "is", null), eb("closed_month", "is not", null)]),
            ]),
          )
          .compile(),
      );
      const periods = (missing as { id: string; created_at: unknown; closed_at: unknown }[]).map((row) =>
        db
          .updateTable(TABLE)
          .set({
            ...arrivalPeriods(Number(row.created_at)),
            closed_month: closedPeriod(row.closed_at == null ? null : Number(row.closed_at)),
          })
          .where("id", "=", row.id)
          .compile(),
      );
      await database.write([
        ...database.exclusively(["request_counts", "request_contact_bins"]),
        ...periods,
        ...recount(db),
      ]);
      return periods.length;
    },
  };
}
