/**
 * The optional date of the incident. The calendar allows 1 January 1900 to today, and the
 * payload carries the date as an en-US string such as "3/14/2024" (spec sections 3 and 5):
 * one fixed locale, so the office never has to guess whether 3/4 means March or April.
 */
export const EARLIEST_INCIDENT_DATE = new Date(1900, 0, 1);

const payloadFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" });
const displayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

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

/** "March 14, 2024": what the visitor sees on the field. */
export function displayIncidentDate(date: Date): string {
  return displayFormat.format(date);
}

function calendarDate(year: number, month: number, day: number): Date | undefined {
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
 * Converts what a native date input holds ("2024-03-14") to the payload string, or "" when it
 * is empty or outside the allowed range. Used for a date chosen before the page was interactive.
 */
export function incidentDateFromIso(value: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return "";
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return date && isSelectableIncidentDate(date, now) ? formatIncidentDate(date) : "";
}
