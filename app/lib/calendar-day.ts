/**
 * A day on the calendar, with no time of day and no time zone: what an incident date and a
 * deadline are. Arithmetic goes through UTC midnights, where no day is 23 or 25 hours long.
 */
export type CalendarDay = { readonly year: number; readonly month: number; readonly day: number };

const DAY_MS = 86_400_000;

/** Days in `month` (1 to 12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `year`-`month`-`day`, or null for one that does not exist (31 April, 29 February 2023). */
export function calendarDay(year: number, month: number, day: number): CalendarDay | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The same day `months` calendar months later; when that month is shorter, its last day
 * (six months after 31 August is the last day of February, the 29th in a leap year).
 */
export function addMonths(from: CalendarDay, months: number): CalendarDay {
  const index = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

function epochDay({ year, month, day }: CalendarDay): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromEpochDay(days: number): CalendarDay {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(from: CalendarDay, days: number): CalendarDay {
  return fromEpochDay(epochDay(from) + days);
}

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** How many days from `from` to `to`: negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return epochDay(to) - epochDay(from);
}

/** 20240314 for 14 March 2024: a number that sorts and compares as the days do, in any database. */
export function dayKey({ year, month, day }: CalendarDay): number {
  return year * 10_000 + month * 100 + day;
}

export function fromDayKey(key: number): CalendarDay | null {
  return calendarDay(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100);
}

/** "2024-03-14". */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Reads "2024-03-14" back; null for anything else. */
export function fromIsoDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** The last answer for each time zone: a page asks "what day is it now" once per row it shows. */
const lastDays = new Map<string, { at: number; day: CalendarDay }>();

/** The day it is at `at` on the clocks of `timeZone`. */
export function dayIn(timeZone: string, at: number): CalendarDay {
  const last = lastDays.get(timeZone);
  if (last?.at === at) return last.day;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  const day = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  lastDays.set(timeZone, { at, day });
  return day;
}
