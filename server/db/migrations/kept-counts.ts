import { CompiledQuery, sql, type Kysely, type Migration } from "kysely";
import { arrivalPeriods, closedPeriod, recount, STAGE_TIME_COLUMNS, stageTimes, type StageMove } from "../kept-counts";
import type { SiteDatabase } from "../schema";

/** Rows whose periods one statement of the backfill sets. */
const CHUNK = 500;

/**
 * The counts the inbox's tabs and the dashboard read, kept by the repository as requests
 * change (server/db/kept-counts.ts), both histories alike: each request's periods, the two
 * tables, filled from the rows already stored.
 */
export const keptCountsMigrations: Record<string, Migration> = {
  "2026-12-01-702-kept-counts": {
    async up(db: Kysely<unknown>) {
      for (const column of ["created_month", "created_week", "closed_month"]) {
        await db.schema.alterTable("contact_requests").addColumn(column, "integer").execute();
      }
      const { rows } = await db.executeQuery<{ id: string; created_at: unknown; closed_at: unknown }>(
        CompiledQuery.raw("select id, created_at, closed_at from contact_requests"),
      );
      for (let start = 0; start < rows.length; start += CHUNK) {
        const tuples = rows.slice(start, start + CHUNK).map((row) => {
          const { created_month, created_week } = arrivalPeriods(Number(row.created_at));
          const closed = closedPeriod(row.closed_at == null ? null : Number(row.closed_at));
          return sql`(${row.id}, ${created_month}, ${created_week}, ${closed})`;
        });
        await sql`update contact_requests set created_month = cast(v.column2 as integer),
          created_week = cast(v.column3 as integer), closed_month = cast(v.column4 as integer)
          from (values ${sql.join(tuples)}) as v where contact_requests.id = v.column1`.execute(db);
      }
      await db.schema
        .createTable("request_counts")
        .addColumn("period", "integer", (column) => column.notNull())
        .addColumn("measure", "varchar(40)", (column) => column.notNull())
        .addColumn("n", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint("request_counts_key", ["period", "measure"])
        .execute();
      await db.schema
        .createTable("request_contact_bins")
        .addColumn("month", "integer", (column) => column.notNull())
        .addColumn("scale", "integer", (column) => column.notNull())
        .addColumn("bin", "integer", (column) => column.notNull())
        .addColumn("n", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint("request_contact_bins_key", ["scale", "month", "bin"])
        .execute();
      // The counts are made from the rows by the last of these migrations (704), once every
      // column they are made of is there.
      // The requests not contacted yet whose promised reply is still ahead: the one figure of the
      // dashboard that moves with the clock, counted live on this small index.
      await db.schema
        .createIndex("contact_requests_awaiting_reply")
        .on("contact_requests")
        .columns(["reply_due_at", "stage", "source", "created_month"])
        .where(sql.ref("first_contact_at"), "is", null)
        .execute();
    },
  },
  "2026-12-01-703-calls-covering-index": {
    // The dashboard's calls chart counts every call of its periods by what it came to: with the
    // outcome in the index, the count reads the index alone, not each call's row.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("request_thread_calls")
        .on("request_thread")
        .columns(["kind", "at", "detail"])
        .execute();
      await db.schema.dropIndex("request_thread_kind").execute();
    },
  },
  "2026-12-03-704-stage-times": {
    // The dashboard's share retained by way in and by how they heard, and the time spent in
    // each open stage: new measures, so the counts are made afresh. The time in each stage of
    // a request stored before is read back from its thread: its stage moves, and its first
    // contact (which moved a new one on).
    async up(db: Kysely<unknown>) {
      for (const column of Object.values(STAGE_TIME_COLUMNS)) {
        await db.schema.alterTable("contact_requests").addColumn(column, "bigint").execute();
      }
      const { rows: requests } = await db.executeQuery<{ id: string; created_at: unknown; first_contact_at: unknown }>(
        CompiledQuery.raw("select id, created_at, first_contact_at from contact_requests"),
      );
      const { rows: entries } = await db.executeQuery<{ request_id: string; at: unknown; detail: string | null }>(
        CompiledQuery.raw(
          "select request_id, at, detail from request_thread where kind = 'stage' and origin_id is null and detail is not null",
        ),
      );
      const moves = new Map<string, StageMove[]>();
      for (const entry of entries) {
        const list = moves.get(entry.request_id) ?? [];
        moves.set(entry.request_id, list);
        list.push({ at: Number(entry.at), stage: entry.detail! });
      }
      const columns = Object.values(STAGE_TIME_COLUMNS);
      for (let start = 0; start < requests.length; start += CHUNK) {
        const tuples = requests.slice(start, start + CHUNK).map((row) => {
          const contact: StageMove[] =
            row.first_contact_at == null
              ? []
              : [{ at: Number(row.first_contact_at), stage: "contacted", onlyFrom: "new" }];
          const times = stageTimes(
            Number(row.created_at),
            [...contact, ...(moves.get(row.id) ?? [])].sort((one, other) => one.at - other.at),
          );
          return sql`(${row.id}, ${sql.join(columns.map((column) => times[column]))})`;
        });
        const set = columns.map(
          (column, index) => sql`${sql.ref(column)} = cast(v.column${sql.raw(String(index + 2))} as bigint)`,
        );
        await sql`update contact_requests set ${sql.join(set)}
          from (values ${sql.join(tuples)}) as v where contact_requests.id = v.column1`.execute(db);
      }
      for (const statement of recount(db as Kysely<SiteDatabase>)) await db.executeQuery(statement);
    },
  },
};
