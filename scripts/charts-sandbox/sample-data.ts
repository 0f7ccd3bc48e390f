/**
 * Made-up figures shaped like a busy practice's, for looking at the office's charts: 26 weeks of
 * requests by source and by edition, a year of outcomes, a year of how people heard of the firm by
 * quarter, and a year of response times. Seeded, so every run draws the same charts.
 */
import type { AxisItem, BarSeries, LineSeries } from "../../app/office/charts";

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = seeded(28);
const around = (mean: number, spread: number) => Math.max(0, Math.round(mean + (random() - 0.5) * 2 * spread));

const DAY = 24 * 60 * 60 * 1000;
const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const firstWeek = Date.UTC(2025, 3, 7);
export const weeks: AxisItem[] = Array.from({ length: 26 }, (_, index) => {
  const start = new Date(firstWeek + index * 7 * DAY);
  return { label: `Week of ${long.format(start)}`, short: short.format(start) };
});

export const bySource: BarSeries[] = [
  { label: "Case form", values: weeks.map((_, index) => around(14 + index * 0.35, 4)) },
  { label: "Message widget", values: weeks.map((_, index) => around(6 + index * 0.2, 3)) },
];

export const byEdition: BarSeries[] = [
  { label: "English", values: weeks.map((_, index) => around(16 + index * 0.2, 4)) },
  { label: "Spanish", values: weeks.map((_, index) => around(3 + (index > 17 ? 6 : index * 0.1), 2)) },
];

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
export const months: AxisItem[] = Array.from({ length: 12 }, (_, index) => {
  const start = new Date(Date.UTC(2024, 10 + index, 1));
  return { label: monthName.format(start), short: monthShort.format(start) };
});

export const outcomes: BarSeries[] = [
  { label: "Retained", values: months.map(() => around(6, 3)) },
  { label: "Referred", values: months.map(() => around(12, 4)) },
  { label: "Declined", values: months.map(() => around(30, 8)) },
  { label: "Spam", values: months.map(() => around(18, 10)) },
];

export const channels: AxisItem[] = [
  { label: "Search engine" },
  { label: "A friend or family member" },
  { label: "Another lawyer" },
  { label: "News or press" },
  { label: "Social media" },
  { label: "Community organization" },
  { label: "Other" },
];

export const quarters: BarSeries[] = [
  { label: "Q1 2025", values: [112, 64, 28, 9, 21, 14, 11] },
  { label: "Q2 2025", values: [126, 71, 33, 24, 25, 12, 9] },
  { label: "Q3 2025", values: [141, 69, 31, 12, 37, 19, 13] },
];

export const medianHours: LineSeries[] = [
  { label: "Median", values: [20.5, 18, 22.5, 16, 14.5, 15, 11.5, 9.5, 12, 8.5, 7, 6.5] },
];

export const withinOneDay: LineSeries[] = [
  { label: "Within one business day", values: [58, 63, 55, 67, 71, 70, 78, 84, 80, 86, 90, 91] },
];

export const byEditionHours: LineSeries[] = [
  { label: "English", values: [19, 17, 21, 15, 14, 14, 11, 9, 11, 8, 7, 6] },
  { label: "Spanish", values: [31, null, 29, 24, 20, 22, 15, 13, 16, 11, 9, 8] },
];
