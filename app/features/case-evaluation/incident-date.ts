import { calendarDate, formatIncidentDate, isSelectableIncidentDate } from "~/contract/incident-date";

/** The form's side of the incident date; its rules and payload format are in ~/contract/incident-date. */
const LOCALES = { en: "en-US", es: "es-US" };
/**
 * Made on first use, not when the form's code loads: a formatter's first use of a locale loads
 * that locale's data, tens of milliseconds on a slow phone, which a page should not spend for a
 * language it does not show or a date not yet chosen.
 */
const displayFormats: Partial<Record<keyof typeof LOCALES, Intl.DateTimeFormat>> = {};

/** "March 14, 2024" or "14 de marzo de 2024": what the visitor sees on the field. */
export function displayIncidentDate(date: Date, language: keyof typeof LOCALES = "en"): string {
  displayFormats[language] ??= new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long" });
  return displayFormats[language].format(date);
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
