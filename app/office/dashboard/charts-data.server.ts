import type { DashboardFacts } from "../../../server/office/dashboard";
import { CONTACT_SOURCES } from "~/contract/contact-request";
import { LANGUAGES } from "~/lib/language";
import { HEARD_KEYS } from "../../../server/payload/derived";
export { toCsv } from "../../../server/office/csv";
import { OUTCOMES } from "../../../server/requests/figures";
import { periodChange, type AxisItem, type BarSeries, type LineSeries } from "../charts";
import { dashboardCopy as copy } from "./copy";

/**
 * The dashboard's facts as the charts draw them, each with its headline: a sentence made from
 * the figures (periodChange computes, these functions word). The CSV is made from the same.
 */

type Bars = { title: string; headline: string; periods: AxisItem[]; series: BarSeries[] };
type Lines = { title: string; headline: string; periods: AxisItem[]; median: LineSeries[]; share: LineSeries[] };
type Grouped = { title: string; headline: string; categories: AxisItem[]; series: BarSeries[] };

export type DashboardCharts = { bySource: Bars; byEdition: Bars; heard: Grouped; outcomes: Bars; contact: Lines };

const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
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
export const hours = (ms: number) => Math.round(ms / 360_000) / 10;

/** The latest period to speak of: the last, or the one before it while the last is still running. */
const latest = (count: number, lastIsPartial: boolean) => (lastIsPartial && count > 1 ? count - 2 : count - 1);

/** "Requests rose 30% in the week of Nov 10, 2026 (to 52), mostly through the message widget." */
function weekHeadline(series: BarSeries[], facts: DashboardFacts, mostly: (label: string) => string): string {
  const count = facts.weeks.starts.length;
  const last = latest(count, facts.weeks.lastIsPartial);
  const week = weekItem(facts.weeks.starts[last]!).label.replace("Week of", "the week of");
  const running = last < count - 1 ? series.reduce((sum, { values }) => sum + (values[count - 1] ?? 0), 0) : null;
  const soFar = running === null ? "" : ` This week ${copy.partial}: ${whole.format(running)}.`;
  if (last < 1)
    return `${whole.format(series.reduce((sum, { values }) => sum + (values[last] ?? 0), 0))} requests in ${week}.${soFar}`;
  const change = periodChange(series, last - 1, last);
  if (change.to === 0 && change.from === 0) return `No requests in ${week} or the week before.${soFar}`;
  if (change.delta === 0) return `${whole.format(change.to)} requests in ${week}, as many as the week before.${soFar}`;
  if (change.ratio === null)
    return `${whole.format(change.to)} requests in ${week}, after none the week before.${soFar}`;
  const verb = change.delta > 0 ? "rose" : "fell";
  const by =
    change.contributor && change.contributor.share > 0.5 && series.length > 1
      ? `, mostly ${mostly(change.contributor.label)}`
      : "";
  return `Requests ${verb} ${percent(change.ratio)} in ${week} (to ${whole.format(change.to)})${by}.${soFar}`;
}

function heardHeadline(quarters: BarSeries[], lastIsPartial: boolean): string {
  if (quarters.length === 0) return copy.nothing;
  const at = latest(quarters.length, lastIsPartial);
  const quarter = quarters[at]!;
  const total = quarter.values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `No case-form requests in ${quarter.label}.`;
  const top = quarter.values.indexOf(Math.max(...quarter.values));
  const lead = `In ${quarter.label}, ${percent(quarter.values[top]! / total)} of case-form requests came ${copy.heard.came[HEARD_KEYS[top]!]}`;
  const previous = quarters[at - 1];
  if (!previous) return `${lead}.`;
  // Each way of hearing as a series over the two quarters, for periodChange.
  const change = periodChange(
    HEARD_KEYS.map((key, index) => ({ label: key, values: [previous.values[index]!, quarter.values[index]!] })),
    0,
    1,
  );
  if (change.delta === 0 || change.ratio === null || !change.contributor) return `${lead}.`;
  const mover = copy.heard.came[change.contributor.label as (typeof HEARD_KEYS)[number]];
  return `${lead}. ${percent(change.ratio)} ${change.delta > 0 ? "more" : "fewer"} came than in ${previous.label}, most of the ${change.delta > 0 ? "rise" : "fall"} ${mover}.`;
}

function outcomesHeadline(periods: AxisItem[], series: BarSeries[], lastIsPartial: boolean): string {
  if (periods.length === 0) return copy.nothing;
  const last = latest(periods.length, lastIsPartial);
  const of = (name: string) => series.find(({ label }) => label === name)?.values ?? [];
  const names = copy.outcomes.names;
  const month = periods[last]!.label;
  const counts = `${whole.format(of(names.retained)[last] ?? 0)} retained, ${whole.format(of(names.declined)[last] ?? 0)} declined, ${whole.format(of(names.referred)[last] ?? 0)} referred out and ${whole.format(of(names.spam)[last] ?? 0)} spam`;
  if (last < 1) return `In ${month}: ${counts}.`;
  const retained = periodChange([{ label: names.retained, values: of(names.retained) }], last - 1, last);
  const compared =
    retained.delta === 0
      ? `as many retained as in ${periods[last - 1]!.label}`
      : `${retained.delta > 0 ? "up" : "down"} from ${whole.format(retained.from)} retained in ${periods[last - 1]!.label}`;
  return `In ${month}: ${counts}; ${compared}.`;
}

function contactHeadline(
  periods: AxisItem[],
  median: (number | null)[],
  share: (number | null)[],
  lastIsPartial: boolean,
) {
  if (periods.length === 0) return copy.nothing;
  const last = latest(periods.length, lastIsPartial);
  const month = periods[last]!.label;
  const hoursThen = median[last];
  if (hoursThen == null) return `Nobody received in ${month} was contacted yet.`;
  const within = share[last] == null ? "" : `, and ${share[last]}% were contacted within one business day`;
  const before = last > 0 ? median[last - 1] : null;
  const trend =
    before == null || before === hoursThen
      ? ""
      : ` (${before > hoursThen ? "faster than" : "slower than"} ${before} hours in ${periods[last - 1]!.label})`;
  return `In ${month} the office first contacted a request a median of ${hoursThen} hours after it arrived${trend}${within}.`;
}

export function dashboardCharts(facts: DashboardFacts): DashboardCharts {
  const weeks = facts.weeks.starts.map(weekItem);
  const bySource: BarSeries[] = CONTACT_SOURCES.map((source) => ({
    label: copy.sources[source],
    values: facts.weeks.bySource[source],
  }));
  const byEdition: BarSeries[] = LANGUAGES.map((edition) => ({
    label: copy.editions[edition],
    values: facts.weeks.byEdition[edition],
  }));
  const categories: AxisItem[] = HEARD_KEYS.map((key) => ({ label: copy.heard.channels[key] }));
  // The running quarter is named as such: its shorter bars are not a fall.
  const running = facts.quarters.lastIsPartial ? facts.quarters.periods.length - 1 : -1;
  const quarters: BarSeries[] = facts.quarters.periods.map((quarter, index) => ({
    label: index === running ? `${copy.heard.quarter(quarter)} (${copy.partial})` : copy.heard.quarter(quarter),
    values: HEARD_KEYS.map((key) => facts.quarters.heard[key][index] ?? 0),
  }));
  const months = facts.perMonth.periods.map(monthItem);
  const outcomes: BarSeries[] = OUTCOMES.map((outcome) => ({
    label: copy.outcomes.names[outcome],
    values: facts.perMonth.outcomes[outcome],
  }));
  const median = facts.perMonth.medianContactMs.map((ms) => (ms === null ? null : hours(ms)));
  const share = facts.perMonth.promised.map((promised, index) =>
    promised === 0 ? null : Math.round((facts.perMonth.inTime[index]! / promised) * 100),
  );
  return {
    bySource: {
      title: copy.weeks.bySource,
      headline: weekHeadline(bySource, facts, (label) => `through the ${label.toLowerCase()}`),
      periods: weeks,
      series: bySource,
    },
    byEdition: {
      title: copy.weeks.byEdition,
      headline: weekHeadline(byEdition, facts, (label) => `from the ${label} pages`),
      periods: weeks,
      series: byEdition,
    },
    heard: {
      title: copy.heard.title,
      headline: heardHeadline(quarters, facts.quarters.lastIsPartial),
      categories,
      series: quarters,
    },
    outcomes: {
      title: copy.outcomes.title,
      headline: outcomesHeadline(months, outcomes, facts.perMonth.lastIsPartial),
      periods: months,
      series: outcomes,
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
  const grouped = charts.heard.series.flatMap(({ label, values }) =>
    charts.heard.categories.map((category, index) => [
      charts.heard.title,
      label,
      category.label,
      String(values[index] ?? 0),
    ]),
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
    ...grouped,
    ...bars(charts.outcomes),
    ...lines,
  ];
}
