import { CompiledQuery, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, dayKey, mondayOf } from "~/lib/calendar-day";
import { OPEN_STAGES, type SiteDatabase } from "./schema";

/**
 * The counts kept of contact_requests: what the inbox's tabs and the dashboard read instead of
 * counting rows. request_counts holds, per period and measure, how many requests count there;
 * request_contact_bins, per month of arrival, the requests first contacted by six-minute bin
 * of their time to first contact (scale 1) and by hour (scale 10, ten bins each): a median is
 * found among the hours, then among the six-minute bins of the hour that holds it.
 *
 * This module only says the SQL, for both engines alike; server/requests/repository.ts, the
 * one writer of contact_requests, runs it in the transaction of every change: the rows a
 * change touches leave the counts before it (`keptCounts(..., -1)`) and come back as they are
 * after it (`+1`). Every figure is worked out from the row's own columns, so the kept counts
 * are always the counts of the rows, and `recount` can rebuild them from the rows at any time
 * (`npm run office:recount`).
 *
 * A period is a whole number: 0 for all time, a month of the office's calendar as 202611, a
 * week as the day key of its Monday, 20261123 (a month has six digits, a week eight, so a
 * range of one never takes in the other). The repository stores each request's periods with
 * it (created_month, created_week, closed_month, from arrivalPeriods and closedPeriod): the
 * office's time zone is applied once, in code, never by the database.
 *
 * Measures: `stage:<stage>` (all time: the inbox's tabs); spam and merged requests aside, by
 * week of arrival `source:<source>` (the office's leads too) and `edition:<language>` (the
 * site's requests only); by month of arrival `heard:<channel>` (case form only) and
 * `retained-heard:<channel>` (those of them retained now), `way:<way in>` (the form, the widget,
 * or how the office's lead came: phone, walk-in…) and `retained-way:<way in>`, and, of the
 * site's requests only (a lead the office entered was promised no reply), `contacted`,
 * `awaiting` (not contacted, with a reply promised) and `in_time` (contacted by the promised
 * time), and the bins; by quarter of arrival (20264), `in:<open stage>:<bin>`, the requests that
 * spent that long in the stage, all told, once they left it (stageBin); by month closed
 * `closed:<outcome>`, spam included. A merged request
 * counts nowhere ("merged" has no stage count either) until its merge is undone.
 */

/** Durations to first contact are counted in bins of six minutes: a tenth of an hour. */
export const CONTACT_BIN_MS = 360_000;
/** The bins are counted by hour too: ten six-minute bins. */
export const HOUR_SCALE = 10;

/** Closing as one of these counts as an outcome in the month it was closed. */
export const OUTCOME_STAGES = ["retained", "declined", "referred", "spam"] as const;

/** An open stage, whose time a request spends in it the dashboard counts. */
export type OpenStage = (typeof OPEN_STAGES)[number];

/** The column of contact_requests that holds the time a request spent in each open stage, once it left it. */
export const STAGE_TIME_COLUMNS = {
  new: "in_new_ms",
  contacted: "in_contacted_ms",
  consultation: "in_consultation_ms",
} as const satisfies Record<OpenStage, string>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The bins of the time spent in a stage, each [from, to) in milliseconds: an hour each for the
 * first two days, six hours each to two weeks, a day each to a year, then one bin for longer.
 * A median is the middle of its bin: within half an hour under two days, three hours under two weeks.
 */
const STAGE_BIN_STEPS = [
  { from: 0, width: HOUR_MS, first: 0 },
  { from: 2 * DAY_MS, width: 6 * HOUR_MS, first: 48 },
  { from: 14 * DAY_MS, width: DAY_MS, first: 96 },
] as const;
const STAGE_BIN_END = 365 * DAY_MS;
/** The last bin: a year or longer. */
export const STAGE_BIN_LAST = 96 + (STAGE_BIN_END - 14 * DAY_MS) / DAY_MS;

/** The bin a time spent in a stage falls in (as the SQL of the counts computes it). */
export function stageBin(ms: number): number {
  if (ms >= STAGE_BIN_END) return STAGE_BIN_LAST;
  const step = [...STAGE_BIN_STEPS].reverse().find(({ from }) => ms >= from) ?? STAGE_BIN_STEPS[0];
  return step.first + Math.floor((ms - step.from) / step.width);
}

/** A bin's span, [from, to) in milliseconds; the last bin's is a year and a day. */
export function stageBinSpan(bin: number): [number, number] {
  if (bin >= STAGE_BIN_LAST) return [STAGE_BIN_END, STAGE_BIN_END + DAY_MS];
  const step = [...STAGE_BIN_STEPS].reverse().find(({ first }) => bin >= first) ?? STAGE_BIN_STEPS[0];
  const from = step.from + (bin - step.first) * step.width;
  return [from, from + step.width];
}

/** The bin of `column` in SQL, both engines alike (whole numbers divide toward zero; times are never below zero). */
function stageBinSql(column: string) {
  const ms = sql.ref(column);
  const [hours, quarters, days] = STAGE_BIN_STEPS;
  const step = ({ from, width, first }: (typeof STAGE_BIN_STEPS)[number]) =>
    sql`${sql.lit(first)} + (${ms} - ${sql.lit(from)}) / ${sql.lit(width)}`;
  return sql`case when ${ms} < ${sql.lit(quarters.from)} then ${step(hours)}
    when ${ms} < ${sql.lit(days.from)} then ${step(quarters)}
    when ${ms} < ${sql.lit(STAGE_BIN_END)} then ${step(days)}
    else ${sql.lit(STAGE_BIN_LAST)} end`;
}

/** The quarter of a month as a period: 2026 Q4 is 20264 (five digits: never a month's or a week's). */
export const quarterPeriod = ({ year, month }: { year: number; month: number }) => year * 10 + Math.ceil(month / 3);
/** The quarter of created_month, in SQL. */
const CREATED_QUARTER = sql`created_month / 100 * 10 + (created_month % 100 + 2) / 3`;

/**
 * What a move at `at` out of a row's stage adds to its columns: the time since it entered that
 * stage, to the column of that stage when it is open (nothing for spam, a closed stage or merged;
 * never below zero, for a contact logged as earlier than the stage it ended).
 */
export function leavingStage(at: number) {
  return Object.fromEntries(
    OPEN_STAGES.map((stage) => {
      const column = sql.ref(STAGE_TIME_COLUMNS[stage]);
      const spent = sql`case when ${sql.lit(at)} > stage_changed_at then ${sql.lit(at)} - stage_changed_at else 0 end`;
      return [
        STAGE_TIME_COLUMNS[stage],
        sql<number>`case when stage = ${sql.lit(stage)} then coalesce(${column}, 0) + ${spent} else ${column} end`,
      ];
    }),
  ) as Record<(typeof STAGE_TIME_COLUMNS)[OpenStage], RawBuilder<number>>;
}

/** A move of a request's stage, at a time; `onlyFrom`, when only a request in that stage moves (a first contact moves only a new one). */
export type StageMove = { at: number; stage: string; onlyFrom?: string };

/**
 * The time spent in each open stage, all told, by a request that arrived at `createdAt` (as
 * new) and made `moves`, oldest first: what leavingStage adds up as the moves happen, for a
 * row written whole (the seed) or counted afresh from its thread (the migration).
 */
export function stageTimes(
  createdAt: number,
  moves: readonly StageMove[],
): Record<(typeof STAGE_TIME_COLUMNS)[OpenStage], number | null> {
  const times: Record<string, number | null> = Object.fromEntries(
    Object.values(STAGE_TIME_COLUMNS).map((column) => [column, null]),
  );
  let stage = "new";
  let since = createdAt;
  for (const move of moves) {
    if (move.stage === stage || (move.onlyFrom !== undefined && move.onlyFrom !== stage)) continue;
    const column = STAGE_TIME_COLUMNS[stage as OpenStage] as string | undefined;
    if (column) times[column] = (times[column] ?? 0) + Math.max(0, move.at - since);
    stage = move.stage;
    since = move.at;
  }
  return times as Record<(typeof STAGE_TIME_COLUMNS)[OpenStage], number | null>;
}

/** The month of `day` as a period: 202611. */
export const monthPeriod = ({ year, month }: { year: number; month: number }) => year * 100 + month;

/** The periods a request arriving at `createdAt` counts in: its month and its week, on the office's calendar. */
export function arrivalPeriods(createdAt: number): { created_month: number; created_week: number } {
  const day = dayIn(OFFICE_TIME_ZONE, createdAt);
  return { created_month: monthPeriod(day), created_week: dayKey(mondayOf(day)) };
}

/** The month a request closed at `closedAt` counts its outcome in; null while it is open. */
export function closedPeriod(closedAt: number | null): number | null {
  return closedAt === null ? null : monthPeriod(dayIn(OFFICE_TIME_ZONE, closedAt));
}

/** The columns of contact_requests the counts are made of. */
const COUNTED_COLUMNS = [
  "stage",
  "source",
  "edition",
  "heard",
  "created_at",
  "created_week",
  "created_month",
  "closed_month",
  "first_contact_at",
  "reply_due_at",
  "intake_channel",
  ...Object.values(STAGE_TIME_COLUMNS),
] as const;

/** Rows of contact_requests, chosen by the caller's conditions. */
export type CountedRows = SelectQueryBuilder<SiteDatabase, "contact_requests", object>;

const outcomes = sql.join(OUTCOME_STAGES.map((stage) => sql.lit(stage)));

/** Requests counted as arrivals: spam aside, and a request merged into another (it counts as part of that one). */
const ARRIVED = sql`stage not in ('spam', 'merged')`;
/** Arrivals the site promised a reply to: leads the office entered itself aside. */
const PROMISED = sql`${ARRIVED} and source <> 'office'`;

/** The way a request came in (server/requests/reads.ts WayIn): the site's form or widget, or how the office's lead came. */
const WAY_IN = sql`case when source = 'office' then coalesce(intake_channel, 'phone') else source end`;

/** Each request of `counted` once per measure it counts in: (period, measure). */
const COUNT_PARTS = sql`
  select 0 as period, 'stage:' || stage as measure from counted where stage <> 'merged'
  union all select created_week, 'source:' || source from counted where ${ARRIVED}
  union all select created_week, 'edition:' || edition from counted where ${PROMISED}
  union all select created_month, 'heard:' || heard from counted
    where ${ARRIVED} and source = 'case-evaluation' and heard is not null
  union all select created_month, 'retained-heard:' || heard from counted
    where stage = 'retained' and source = 'case-evaluation' and heard is not null
  union all select created_month, 'way:' || ${WAY_IN} from counted where ${ARRIVED}
  union all select created_month, 'retained-way:' || ${WAY_IN} from counted where stage = 'retained'
  ${sql.join(
    OPEN_STAGES.map(
      (
        stage,
      ) => sql`union all select ${CREATED_QUARTER}, ${sql.lit(`in:${stage}:`)} || (${stageBinSql(STAGE_TIME_COLUMNS[stage])})
    from counted where ${ARRIVED} and ${sql.ref(STAGE_TIME_COLUMNS[stage])} is not null`,
    ),
    sql` `,
  )}
  union all select closed_month, 'closed:' || stage from counted
    where stage in (${outcomes}) and closed_month is not null
  union all select created_month, 'contacted' from counted where ${PROMISED} and first_contact_at is not null
  union all select created_month, 'awaiting' from counted
    where ${PROMISED} and first_contact_at is null and reply_due_at is not null
  union all select created_month, 'in_time' from counted where ${PROMISED} and first_contact_at <= reply_due_at`;

const bin = sql`(first_contact_at - created_at) / ${sql.lit(CONTACT_BIN_MS)}`;
/** The hour a six-minute bin is in: the bin's number divided by ten, as both engines divide whole numbers. */
const hour = sql`(${bin}) / ${sql.lit(HOUR_SCALE)}`;

/**
 * The statements that add the rows `rows` selects to the counts (`sign` 1), or take them out
 * (-1). Each is one upsert, its keys in order, so that two transactions that count the same
 * periods lock them in the same order.
 */
export function keptCounts(db: Kysely<SiteDatabase>, rows: CountedRows, sign: 1 | -1): CompiledQuery[] {
  const counted = rows.select([...COUNTED_COLUMNS]);
  const n = sql.lit(sign);
  return [
    sql`with counted as ${counted}
      insert into request_counts (period, measure, n)
      select period, measure, count(*) * ${n} from (${COUNT_PARTS}) as parts where true
      group by period, measure order by period, measure
      on conflict (period, measure) do update set n = request_counts.n + excluded.n`,
    sql`with counted as ${counted}, contacted as (select * from counted where ${PROMISED} and first_contact_at is not null)
      insert into request_contact_bins (month, scale, bin, n)
      select month, scale, bin, n from (
        select created_month as month, 1 as scale, ${bin} as bin, count(*) * ${n} as n from contacted group by created_month, ${bin}
        union all
        select created_month, ${sql.lit(HOUR_SCALE)}, ${hour}, count(*) * ${n} from contacted group by created_month, ${hour}
      ) as bins where true order by scale, month, bin
      on conflict (scale, month, bin) do update set n = request_contact_bins.n + excluded.n`,
  ].map((statement) => statement.compile(db));
}

/** The counts made afresh from every row (after `exclusively`, so that no change counts meanwhile). */
export function recount(db: Kysely<SiteDatabase>): CompiledQuery[] {
  return [
    CompiledQuery.raw("delete from request_counts"),
    CompiledQuery.raw("delete from request_contact_bins"),
    ...keptCounts(db, db.selectFrom("contact_requests"), 1),
  ];
}
