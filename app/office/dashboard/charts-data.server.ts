import { SOURCES, WAYS_IN, type DashboardFacts } from "../../../server/office/dashboard";
import { LANGUAGES } from "~/lib/language";
import { HEARD_KEYS } from "../../../server/payload/derived";
export { toCsv } from "../../../server/office/csv";
import { OUTCOMES } from "../../../server/requests/figures";
import { OPEN_STAGES } from "../../../server/db/schema";
import { periodChange, type AxisItem, type BarSeries, type LineSeries } from "../charts";
import { officeCopy } from "../copy";
import { dayFormat } from "../format";
import { dashboardCopy as copy } from "./copy";

/**
 * The dashboard's facts as the charts draw them, each with its headline: a sentence made from
 * the figures (periodChange computes, these functions choose which of ./copy.ts's sentences
 * says it, and fill it in). The CSV is made from the same.
 */

type Bars = { title: string; headline: string; periods: AxisItem[]; series: BarSeries[] };
type Lines = { title: string; headline: string; periods: AxisItem[]; median: LineSeries[]; share: LineSeries[] };
type Grouped = { title: string; headline: string; categories: AxisItem[]; series: BarSeries[] };
/** A value per category and quarter, or null where there was nothing to measure: a share retained, a median time. */
type Measured = { title: string; headline: string; categories: AxisItem[]; series: LineSeries[] };

export type DashboardCharts = {
  bySource: Bars;
  byEdition: Bars;
  heard: Grouped;
  retainedByWay: Measured;
  retainedByHeard: Measured;
  stageTimes: Measured;
  outcomes: Bars;
  contact: Lines;
  calls: Bars;
};

const day = dayFormat;
const weekItem = (start: string): AxisItem => ({
  label: copy.weeks.label(day(start, { month: "short", day: "numeric", year: "numeric" })),
  short: day(start, { month: "short", day: "numeric" }),
});
const monthItem = (month: string): AxisItem => ({
  label: day(`${month}-01`, { month: "long", year: "numeric" }),
  short: day(`${month}-01`, { month: "short" }),
});

const whole = new Intl.NumberFormat("en-US");
const percent = (ratio: number) => `${Math.round(Math.abs(ratio) * 100)}%`;
const { headlines } = copy;
export const hours = (ms: number) => Math.round(ms / 360_000) / 10;
/** Milliseconds as days, to a tenth, or to a hundredth under a day (a stay in New of hours is not "0 days"). */
export const days = (ms: number) => {
  const value = ms / 86_400_000;
  return value < 1 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10;
};

/** The latest period to speak of: the last, or the one before it while the last is still running. */
const latest = (count: number, lastIsPartial: boolean) => (lastIsPartial && count > 1 ? count - 2 : count - 1);

/** "Requests rose 30% in the week of Nov 10, 2026 (to 52), mostly through the message widget." */
function weekHeadline(series: BarSeries[], facts: DashboardFacts, mostly: (label: string) => string): string {
  const words = headlines.weeks;
  const count = facts.weeks.starts.length;
  const last = latest(count, facts.weeks.lastIsPartial);
  const week = day(facts.weeks.starts[last]!, { month: "short", day: "numeric", year: "numeric" });
  const running = last < count - 1 ? series.reduce((sum, { values }) => sum + (values[count - 1] ?? 0), 0) : null;
  const soFar = running === null ? "" : words.soFar(whole.format(running));
  if (last < 1)
    return words.only(whole.format(series.reduce((sum, { values }) => sum + (values[last] ?? 0), 0)), week) + soFar;
  const change = periodChange(series, last - 1, last);
  if (change.to === 0 && change.from === 0) return words.none(week) + soFar;
  if (change.delta === 0) return words.same(whole.format(change.to), week) + soFar;
  if (change.ratio === null) return words.afterNone(whole.format(change.to), week) + soFar;
  const by =
    change.contributor && change.contributor.share > 0.5 && series.length > 1 ? mostly(change.contributor.label) : null;
  return words.changed(change.delta > 0, percent(change.ratio), week, whole.format(change.to), by) + soFar;
}

function heardHeadline(quarters: BarSeries[], lastIsPartial: boolean): string {
  const words = headlines.heard;
  if (quarters.length === 0) return copy.nothing;
  const at = latest(quarters.length, lastIsPartial);
  const quarter = quarters[at]!;
  const total = quarter.values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return words.none(quarter.label);
  const top = quarter.values.indexOf(Math.max(...quarter.values));
  const lead = words.lead(quarter.label, percent(quarter.values[top]! / total), copy.heard.came[HEARD_KEYS[top]!]);
  const previous = quarters[at - 1];
  if (!previous) return words.alone(lead);
  // Each way of hearing as a series over the two quarters, for periodChange.
  const change = periodChange(
    HEARD_KEYS.map((key, index) => ({ label: key, values: [previous.values[index]!, quarter.values[index]!] })),
    0,
    1,
  );
  if (change.delta === 0 || change.ratio === null || !change.contributor) return words.alone(lead);
  const mover = copy.heard.came[change.contributor.label as (typeof HEARD_KEYS)[number]];
  return words.changed(lead, change.delta > 0, percent(change.ratio), previous.label, mover);
}

/** Retained ÷ received in percent, to a tenth; null where none was received (no share to speak of). */
export function retainedShare(retained: number, received: number): number | null {
  if (!(received > 0)) return null;
  return Math.round((Math.min(Math.max(retained, 0), received) / received) * 1000) / 10;
}

/**
 * Per quarter (a series each, as the heard chart's), the share retained of each category:
 * `keys`' counts received and retained, per quarter.
 */
function sharesOf<K extends string>(
  keys: readonly K[],
  received: Record<K, number[]>,
  retained: Record<K, number[]>,
  quarterLabels: readonly string[],
): LineSeries[] {
  return quarterLabels.map((label, index) => ({
    label,
    values: keys.map((key) => retainedShare(retained[key][index] ?? 0, received[key][index] ?? 0)),
  }));
}

/** "Of the requests received in Q3 2026, 12% were retained (18 of 150); the highest share, 40%, of those that came by referral." */
function retainedHeadline<K extends string>(
  keys: readonly K[],
  received: Record<K, number[]>,
  retained: Record<K, number[]>,
  quarterLabels: readonly string[],
  came: Record<K, string>,
  lastIsPartial: boolean,
): string {
  const words = headlines.retained;
  if (quarterLabels.length === 0) return copy.nothing;
  const at = latest(quarterLabels.length, lastIsPartial);
  const quarter = quarterLabels[at]!;
  const sum = (counts: Record<K, number[]>) => keys.reduce((total, key) => total + (counts[key][at] ?? 0), 0);
  const all = sum(received);
  if (all === 0) return words.none(quarter);
  const taken = sum(retained);
  let best: { key: K; share: number } | null = null;
  for (const key of keys) {
    const share = retainedShare(retained[key][at] ?? 0, received[key][at] ?? 0);
    if (share !== null && share > 0 && (best === null || share > best.share)) best = { key, share };
  }
  return words.share(
    quarter,
    percent(taken / all),
    whole.format(taken),
    whole.format(all),
    best && keys.filter((key) => (received[key][at] ?? 0) > 0).length > 1
      ? { share: `${best.share}%`, came: came[best.key] }
      : null,
  );
}

/** "Requests received in Q3 2026 spent a median of 0.4 days in New, 9.5 days in Contacted…": the stages some left. */
function stagesHeadline(series: LineSeries[], lastIsPartial: boolean): string {
  if (series.length === 0) return copy.nothing;
  const quarter = series[latest(series.length, lastIsPartial)]!;
  const parts = OPEN_STAGES.flatMap((stage, index) => {
    const value = quarter.values[index];
    return value == null ? [] : [{ stage: officeCopy.stages[stage], days: value }];
  });
  return parts.length === 0 ? headlines.stages.none(quarter.label) : headlines.stages.medians(quarter.label, parts);
}

function outcomesHeadline(periods: AxisItem[], series: BarSeries[], lastIsPartial: boolean): string {
  const words = headlines.outcomes;
  if (periods.length === 0) return copy.nothing;
  const last = latest(periods.length, lastIsPartial);
  const of = (name: string) => series.find(({ label }) => label === name)?.values ?? [];
  const names = copy.outcomes.names;
  const month = periods[last]!.label;
  const counts = words.counts(
    Object.fromEntries(OUTCOMES.map((outcome) => [outcome, whole.format(of(names[outcome])[last] ?? 0)])) as Record<
      (typeof OUTCOMES)[number],
      string
    >,
  );
  if (last < 1) return words.only(month, counts);
  const retained = periodChange([{ label: names.retained, values: of(names.retained) }], last - 1, last);
  const before = periods[last - 1]!.label;
  return words.compared(
    month,
    counts,
    retained.delta === 0 ? words.asMany(before) : words.moved(retained.delta > 0, whole.format(retained.from), before),
  );
}

function contactHeadline(
  periods: AxisItem[],
  median: (number | null)[],
  share: (number | null)[],
  lastIsPartial: boolean,
) {
  const words = headlines.contact;
  if (periods.length === 0) return copy.nothing;
  const last = latest(periods.length, lastIsPartial);
  const month = periods[last]!.label;
  const hoursThen = median[last];
  if (hoursThen == null) return words.nobody(month);
  const before = last > 0 ? median[last - 1] : null;
  return words.median(
    month,
    hoursThen,
    before == null || before === hoursThen
      ? null
      : { faster: before > hoursThen, hours: before, month: periods[last - 1]!.label },
    share[last] ?? null,
  );
}

/** "In November 2026 the office logged 42 calls: 30 reached the person, 12 were attempts (a voicemail, no answer…)." */
function callsHeadline(periods: AxisItem[], series: BarSeries[], lastIsPartial: boolean): string {
  if (periods.length === 0) return copy.nothing;
  const last = latest(periods.length, lastIsPartial);
  const reached = series[0]!.values[last] ?? 0;
  const attempts = series[1]!.values[last] ?? 0;
  const month = periods[last]!.label;
  if (reached + attempts === 0) return `No calls logged in ${month}.`;
  return `In ${month} the office logged ${whole.format(reached + attempts)} call${reached + attempts === 1 ? "" : "s"}: ${whole.format(reached)} reached the person, ${whole.format(attempts)} ${attempts === 1 ? "was an attempt" : "were attempts"} (a voicemail, no answer, a wrong number, call back later).`;
}

export function dashboardCharts(facts: DashboardFacts): DashboardCharts {
  const weeks = facts.weeks.starts.map(weekItem);
  const bySource: BarSeries[] = SOURCES.map((source) => ({
    label: officeCopy.sources[source],
    values: facts.weeks.bySource[source],
  }));
  const byEdition: BarSeries[] = LANGUAGES.map((edition) => ({
    label: officeCopy.languages[edition],
    values: facts.weeks.byEdition[edition],
  }));
  const categories: AxisItem[] = HEARD_KEYS.map((key) => ({ label: copy.heard.channels[key] }));
  // The running quarter is named as such: its shorter bars are not a fall.
  const running = facts.quarters.lastIsPartial ? facts.quarters.periods.length - 1 : -1;
  const quarters: BarSeries[] = facts.quarters.periods.map((quarter, index) => ({
    label: index === running ? `${copy.heard.quarter(quarter)} (${copy.partial})` : copy.heard.quarter(quarter),
    values: HEARD_KEYS.map((key) => facts.quarters.heard[key][index] ?? 0),
  }));
  // The share charts name their quarters as the heard chart does, running one included.
  const quarterLabels = quarters.map(({ label }) => label);
  const wayCategories: AxisItem[] = WAYS_IN.map((way) => ({ label: officeCopy.channels[way].name }));
  const { received, retained, heard, retainedHeard } = facts.quarters;
  const stageSeries: LineSeries[] = quarterLabels.map((label, index) => ({
    label,
    values: OPEN_STAGES.map((stage) => {
      const ms = facts.quarters.medianStageMs[stage][index] ?? null;
      return ms === null ? null : days(ms);
    }),
  }));
  const months = facts.perMonth.periods.map(monthItem);
  const outcomes: BarSeries[] = OUTCOMES.map((outcome) => ({
    label: copy.outcomes.names[outcome],
    values: facts.perMonth.outcomes[outcome],
  }));
  const calls: BarSeries[] = [
    { label: copy.calls.reached, values: facts.perMonth.callsReached },
    { label: copy.calls.attempts, values: facts.perMonth.callAttempts },
  ];
  const median = facts.perMonth.medianContactMs.map((ms) => (ms === null ? null : hours(ms)));
  const share = facts.perMonth.promised.map((promised, index) =>
    promised === 0 ? null : Math.round((facts.perMonth.inTime[index]! / promised) * 100),
  );
  return {
    bySource: {
      title: copy.weeks.bySource,
      headline: weekHeadline(bySource, facts, headlines.weeks.throughChannel),
      periods: weeks,
      series: bySource,
    },
    byEdition: {
      title: copy.weeks.byEdition,
      headline: weekHeadline(byEdition, facts, headlines.weeks.fromEdition),
      periods: weeks,
      series: byEdition,
    },
    heard: {
      title: copy.heard.title,
      headline: heardHeadline(quarters, facts.quarters.lastIsPartial),
      categories,
      series: quarters,
    },
    retainedByWay: {
      title: copy.retained.byWay,
      headline: retainedHeadline(
        WAYS_IN,
        received,
        retained,
        quarterLabels,
        copy.retained.came,
        facts.quarters.lastIsPartial,
      ),
      categories: wayCategories,
      series: sharesOf(WAYS_IN, received, retained, quarterLabels),
    },
    retainedByHeard: {
      title: copy.retained.byHeard,
      headline: retainedHeadline(
        HEARD_KEYS,
        heard,
        retainedHeard,
        quarterLabels,
        copy.heard.came,
        facts.quarters.lastIsPartial,
      ),
      categories,
      series: sharesOf(HEARD_KEYS, heard, retainedHeard, quarterLabels),
    },
    stageTimes: {
      title: copy.stages.title,
      headline: stagesHeadline(stageSeries, facts.quarters.lastIsPartial),
      categories: OPEN_STAGES.map((stage) => ({ label: officeCopy.stages[stage] })),
      series: stageSeries,
    },
    outcomes: {
      title: copy.outcomes.title,
      headline: outcomesHeadline(months, outcomes, facts.perMonth.lastIsPartial),
      periods: months,
      series: outcomes,
    },
    calls: {
      title: copy.calls.title,
      headline: callsHeadline(months, calls, facts.perMonth.lastIsPartial),
      periods: months,
      series: calls,
    },
    contact: {
      title: copy.contact.title,
      headline: contactHeadline(months, median, share, facts.perMonth.lastIsPartial),
      periods: months,
      median: [{ label: copy.contact.median, values: median }],
      share: [{ label: copy.contact.share, values: share }],
    },
  };
}

/** Every figure the charts draw, one per line: chart, period (or category), series, value. */
export function figuresRows(charts: DashboardCharts): string[][] {
  const bars = ({ title, periods, series }: Bars) =>
    periods.flatMap((period, index) =>
      series.map(({ label, values }) => [title, period.label, label, String(values[index] ?? 0)]),
    );
  const grouped = ({ title, categories, series }: Grouped | Measured) =>
    series.flatMap(({ label, values }) =>
      categories.map((category, index) => {
        const value = values[index] ?? null;
        return [title, label, category.label, value === null ? "" : String(value)];
      }),
    );
  const lines = charts.contact.periods.flatMap((period, index) =>
    [...charts.contact.median, ...charts.contact.share].map(({ label, values }) => [
      charts.contact.title,
      period.label,
      label,
      values[index] == null ? "" : String(values[index]),
    ]),
  );
  return [
    [...copy.csvHeader],
    ...bars(charts.bySource),
    ...bars(charts.byEdition),
    ...grouped(charts.heard),
    ...grouped(charts.retainedByWay),
    ...grouped(charts.retainedByHeard),
    ...grouped(charts.stageTimes),
    ...bars(charts.outcomes),
    ...lines,
    ...bars(charts.calls),
  ];
}
