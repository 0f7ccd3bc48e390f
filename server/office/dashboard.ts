import { OFFICE_TIME_ZONE, startOfDay } from "~/lib/business-day";
import { addDays, addMonths, dayIn, dayKey, isoDay, mondayOf, type CalendarDay } from "~/lib/calendar-day";
import { CONTACT_SOURCES } from "~/contract/contact-request";
import { OFFICE_CHANNELS } from "~/office/lead-fields";
import { monthPeriod, quarterPeriod, type OpenStage } from "../db/kept-counts";
import { OPEN_STAGES } from "../db/schema";
import { EDITIONS, HEARD_KEYS, type Edition, type HeardChannel } from "../payload/derived";
import { OUTCOMES, type Figures, type Outcome } from "../requests/figures";
import type { WayIn } from "../requests/listing";
import type { AuditRepository } from "../audit/audit-repository";
import type { OfficeSession } from "./sign-in";

/**
 * The dashboard's figures as typed facts (app/office/dashboard/ words and draws them): where
 * requests come from and how the office answers, over a range of months on the office's
 * calendar. Every figure comes from the counts kept as requests change (../requests/figures.ts);
 * no visitor's words.
 */

/** A range of whole months, "2026-01" to "2026-11", both included. */
export type DashboardRange = { from: string; to: string };

export const WEEKS = 26;
/** The range shown first: the half year the weekly charts cover. */
const DEFAULT_MONTHS = 6;
/** The longest range: three years of months. */
export const MAX_MONTHS = 36;
/** The grouped chart of quarters draws six at most. */
const MAX_QUARTERS = 6;

/** The ways requests arrive, as the weekly chart counts them: the form, the widget, and leads the office entered. */
export const SOURCES = ["case-evaluation", "widget", "office"] as const;

/** The ways a request comes in, as the share retained counts them: the site's two, and the four the office enters a lead by. */
export const WAYS_IN = [...CONTACT_SOURCES, ...OFFICE_CHANNELS] as const satisfies readonly WayIn[];

export type DashboardFacts = {
  range: DashboardRange;
  /** Every month the picker offers, oldest first. */
  months: string[];
  /** The last 26 weeks of the range, by the Monday each starts ("2026-11-23"), oldest first. */
  weeks: {
    starts: string[];
    bySource: Record<(typeof SOURCES)[number], number[]>;
    byEdition: Record<Edition, number[]>;
    /** Whether the last week is still running. */
    lastIsPartial: boolean;
  };
  /** The quarters the range touches (six at most, the latest), and case-form requests per way of hearing. */
  quarters: {
    periods: { year: number; quarter: number }[];
    heard: Record<HeardChannel, number[]>;
    /** Of those case-form requests, the ones retained now. */
    retainedHeard: Record<HeardChannel, number[]>;
    /** Requests received (spam aside) by the way they came in, and the ones of them retained now. */
    received: Record<WayIn, number[]>;
    retained: Record<WayIn, number[]>;
    /** The median time the requests received spent in each open stage, of those that left it; null when none did. */
    medianStageMs: Record<OpenStage, (number | null)[]>;
    lastIsPartial: boolean;
  };
  /** Each month of the range. */
  perMonth: {
    periods: string[];
    outcomes: Record<Outcome, number[]>;
    /** Median time to first contact of the requests received that month; null when none was contacted. */
    medianContactMs: (number | null)[];
    contacted: number[];
    /** Requests whose promise of a reply within one business day had run out (or that were contacted), and those contacted in time. */
    promised: number[];
    inTime: number[];
    /** Calls logged that reached the person, and the attempts that did not (a voicemail, no answer…). */
    callsReached: number[];
    callAttempts: number[];
    lastIsPartial: boolean;
  };
  now: number;
};

const MONTH = /^(\d{4})-(\d{2})$/;

export function monthKey({ year, month }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

function monthDay(key: string): CalendarDay | null {
  const match = MONTH.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month, day: 1 } : null;
}

/** The range a URL asks for, made sensible: whole months, in order, at most three years; by default the last six (the weekly charts' 26 weeks). */
export function dashboardRange(asked: Partial<DashboardRange>, now: number): DashboardRange {
  const today = dayIn(OFFICE_TIME_ZONE, now);
  const current = { ...today, day: 1 };
  let to = monthDay(asked.to ?? "") ?? current;
  let from = monthDay(asked.from ?? "") ?? addMonths(to, -(DEFAULT_MONTHS - 1));
  if (monthKey(from) > monthKey(to)) [from, to] = [to, from];
  if (monthKey(to) > monthKey(current)) to = current;
  if (monthKey(from) > monthKey(to)) from = to;
  const earliest = addMonths(to, -(MAX_MONTHS - 1));
  if (monthKey(from) < monthKey(earliest)) from = earliest;
  return { from: monthKey(from), to: monthKey(to) };
}

const monthsBetween = (from: CalendarDay, to: CalendarDay) => (to.year - from.year) * 12 + (to.month - from.month);

/**
 * Each series of `keys` over `periods` (each one or more kept periods, summed), from the kept
 * counts: the measure `${prefix}:${key}` of each.
 */
function seriesOf<K extends string>(
  keys: readonly K[],
  prefix: string,
  periods: readonly (readonly number[])[],
  counts: Map<number, Map<string, number>>,
) {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      periods.map((parts) => parts.reduce((sum, part) => sum + (counts.get(part)?.get(`${prefix}:${key}`) ?? 0), 0)),
    ]),
  ) as Record<K, number[]>;
}

export function createDashboard({ figures, audit }: { figures: Figures; audit: AuditRepository }) {
  return {
    async figures(
      session: OfficeSession,
      asked: Partial<DashboardRange>,
      { exported = false } = {},
    ): Promise<DashboardFacts> {
      const now = Date.now();
      const range = dashboardRange(asked, now);
      const from = monthDay(range.from)!;
      const to = monthDay(range.to)!;
      const today = dayIn(OFFICE_TIME_ZONE, now);

      // Months of the range: their first days' midnights, and the one after the last.
      const monthCount = monthsBetween(from, to) + 1;
      const monthStarts = Array.from({ length: monthCount + 1 }, (_, index) => addMonths(from, index));
      const monthBounds = monthStarts.map((day) => startOfDay(day));

      // The 26 weeks up to the end of the range (or today), Monday to Sunday.
      const rangeEnd = monthBounds.at(-1)!;
      const lastDay = rangeEnd > now ? today : addDays(monthStarts.at(-1)!, -1);
      const lastMonday = mondayOf(lastDay);
      const mondays = Array.from({ length: WEEKS + 1 }, (_, index) => addDays(lastMonday, (index - WEEKS + 1) * 7));
      const weekBounds = mondays.map((day) => startOfDay(day));

      // The quarters the range touches, the latest six at most.
      const quarterOf = (day: CalendarDay) => ({ year: day.year, month: day.month - ((day.month - 1) % 3), day: 1 });
      const firstQuarter = quarterOf(from);
      const quarterCount = Math.min(MAX_QUARTERS, Math.floor(monthsBetween(firstQuarter, quarterOf(to)) / 3) + 1);
      const quarterStarts = Array.from({ length: quarterCount + 1 }, (_, index) =>
        addMonths(quarterOf(to), (index - quarterCount + 1) * 3),
      );
      const quarterBounds = quarterStarts.map((day) => startOfDay(day));

      // The periods of the kept counts: each month, each week, the months of each quarter.
      const monthPeriods = monthStarts.slice(0, monthCount).map(monthPeriod);
      const weekPeriods = mondays.slice(0, WEEKS).map(dayKey);
      const quarterMonths = quarterStarts
        .slice(0, quarterCount)
        .map((start) => [0, 1, 2].map((offset) => monthPeriod(addMonths(start, offset))));
      const counted = [...monthPeriods, ...quarterMonths.flat()];
      const quarterPeriods = quarterStarts.slice(0, quarterCount).map(quarterPeriod);
      const [weekCounts, monthCounts, medians, notYetDue, firstArrival, calls, stageMedians] = await Promise.all([
        figures.weeks(weekPeriods[0]!, weekPeriods.at(-1)!),
        figures.months(Math.min(...counted), Math.max(...counted)),
        figures.medianContact(monthPeriods[0]!, monthPeriods.at(-1)!),
        figures.notYetDue(now),
        figures.firstArrival(),
        figures.calls(monthBounds),
        figures.stageMedians(quarterPeriods[0]!, quarterPeriods.at(-1)!),
      ]);
      const perMonth = (measure: string) => monthPeriods.map((period) => monthCounts.get(period)?.get(measure) ?? 0);
      const contacted = perMonth("contacted");
      const awaiting = perMonth("awaiting");
      const callsByMonth = Array.from({ length: monthCount }, () => ({ reached: 0, attempts: 0 }));
      for (const { period, reached, attempts } of calls) {
        if (callsByMonth[period]) callsByMonth[period] = { reached, attempts };
      }

      // The picker offers every month since the first request (three years at most before this one).
      const earliest = addMonths({ ...today, day: 1 }, -(MAX_MONTHS * 2 - 1));
      const first = firstArrival === null ? from : dayIn(OFFICE_TIME_ZONE, firstArrival);
      const pickFrom = monthKey(first) < monthKey(earliest) ? earliest : { ...first, day: 1 };
      const pickCount = monthsBetween(pickFrom, { ...today, day: 1 }) + 1;
      const months = Array.from({ length: Math.max(1, pickCount) }, (_, index) => monthKey(addMonths(pickFrom, index)));

      const facts: DashboardFacts = {
        range,
        months: [...new Set([...months, range.from, range.to])].sort(),
        weeks: {
          starts: mondays.slice(0, WEEKS).map(isoDay),
          bySource: seriesOf(
            SOURCES,
            "source",
            weekPeriods.map((week) => [week]),
            weekCounts,
          ),
          byEdition: seriesOf(
            EDITIONS,
            "edition",
            weekPeriods.map((week) => [week]),
            weekCounts,
          ),
          lastIsPartial: weekBounds.at(-1)! > now,
        },
        quarters: {
          periods: quarterStarts
            .slice(0, quarterCount)
            .map((day) => ({ year: day.year, quarter: (day.month + 2) / 3 })),
          heard: seriesOf(HEARD_KEYS, "heard", quarterMonths, monthCounts),
          retainedHeard: seriesOf(HEARD_KEYS, "retained-heard", quarterMonths, monthCounts),
          received: seriesOf(WAYS_IN, "way", quarterMonths, monthCounts),
          retained: seriesOf(WAYS_IN, "retained-way", quarterMonths, monthCounts),
          medianStageMs: Object.fromEntries(
            OPEN_STAGES.map((stage) => [
              stage,
              quarterPeriods.map((quarter) => stageMedians.get(quarter)?.[stage] ?? null),
            ]),
          ) as Record<OpenStage, (number | null)[]>,
          lastIsPartial: quarterBounds.at(-1)! > now,
        },
        perMonth: {
          periods: monthStarts.slice(0, monthCount).map(monthKey),
          outcomes: seriesOf(
            OUTCOMES,
            "closed",
            monthPeriods.map((month) => [month]),
            monthCounts,
          ),
          medianContactMs: monthPeriods.map((month) => medians.get(month) ?? null),
          contacted,
          // Contacted, or not and past the promised time: those whose promise can be judged.
          promised: monthPeriods.map(
            (month, index) => contacted[index]! + awaiting[index]! - (notYetDue.get(month) ?? 0),
          ),
          inTime: perMonth("in_time"),
          callsReached: callsByMonth.map(({ reached }) => reached),
          callAttempts: callsByMonth.map(({ attempts }) => attempts),
          lastIsPartial: rangeEnd > now,
        },
        now,
      };
      await audit.record({
        at: now,
        actor: session.email,
        action: exported ? "export" : "dashboard",
        detail: `${exported ? "dashboard figures, " : ""}${range.from} to ${range.to}`,
      });
      return facts;
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
