/**
 * The optional date of the incident, the same rules in the form and on the server. The
 * payload carries an en-US string such as "3/14/2024" (spec sections 3 and 5): one fixed
 * locale, so the office never has to guess whether 3/4 means March or April. The calendar
 * allows 1 January 1900 to today.
 */
export const EARLIEST_INCIDENT_DATE = new Date(1900, 0, 1);

const payloadFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" });

/** The furthest-ahead time zone (Kiribati, UTC+14): no visitor's today is later than its today. */
const LATEST_UTC_OFFSET_MS = 14 * 3_600_000;

/** Midnight at the start of the visitor's today. */
export function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function isSelectableIncidentDate(date: Date, now: Date = new Date()): boolean {
  return !Number.isNaN(date.getTime()) && date >= EARLIEST_INCIDENT_DATE && date <= startOfToday(now);
}

/** "3/14/2024": what the payload carries. */
export function formatIncidentDate(date: Date): string {
  return payloadFormat.format(date);
}

/** The day `year`-`month`-`day` (month 1 to 12) at local midnight; undefined for a day that does not exist. */
export function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  // new Date(2024, 1, 31) rolls over to March: reject what does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date;
}

/** Reads back a payload string ("3/14/2024"); undefined for anything else. */
export function parseIncidentDate(value: string): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/**
 * Whether a payload's incidentDate is one the calendar could have offered: the payload
 * format, and a day from 1 January 1900 to today. The checker may sit in another time
 * zone than the visitor (the server does), so "today" is today anywhere on earth.
 */
export function isValidIncidentDate(value: string, now: Date = new Date()): boolean {
  const date = parseIncidentDate(value);
  if (!date) return false;
  const ahead = new Date(now.getTime() + LATEST_UTC_OFFSET_MS);
  const latest = new Date(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate());
  return date >= EARLIEST_INCIDENT_DATE && date <= latest;
}
