import { calendarDay, type CalendarDay } from "./calendar-day";

/**
 * The incident date as the office's triage reads it, from whatever a stored request holds.
 * Both editions' forms send the contract's en-US numeric form ("3/14/2024", month first:
 * ~/contract/incident-date); older rows, a spam row let through, or a form that one day sends
 * its own locale's form may hold another. So, in order:
 * - "3/14/2024" (also with "-" or "."): month first, as the contract says; day first only when
 *   the first number cannot be a month ("14/3/2024", as es-US writes it);
 * - "2024-03-14", ISO, with or without a time;
 * - "March 14, 2024", "14 March 2024", "Mar. 14, 2024";
 * - "14 de marzo de 2024", "14 de setiembre del 2024".
 * Anything else, or a day that does not exist, or a year outside 1900 to 2100: null, and the
 * office sees the text as the visitor sent it.
 */
const ENGLISH_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** 1 to 12 for a month's English name or its abbreviation ("Sept", "Mar."), or a Spanish name. */
function monthNamed(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, "");
  const spanish = SPANISH_MONTHS.indexOf(word === "setiembre" ? "septiembre" : word);
  if (spanish >= 0) return spanish + 1;
  if (word.length < 3) return null;
  const english = ENGLISH_MONTHS.findIndex((month) => month.startsWith(word));
  return english >= 0 ? english + 1 : null;
}

function inRange(day: CalendarDay | null): CalendarDay | null {
  return day && day.year >= 1900 && day.year <= 2100 ? day : null;
}

export function readIncidentDate(text: string): CalendarDay | null {
  const value = text.normalize("NFC").trim().replace(/\s+/g, " ");
  if (!value) return null;

  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return inRange(first <= 12 ? calendarDay(year, first, second) : calendarDay(year, second, first));
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (iso) return inRange(calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])));

  const monthFirst = /^([a-z]+\.?) (\d{1,2}),? (\d{4})$/i.exec(value);
  if (monthFirst) {
    const month = monthNamed(monthFirst[1]!);
    return month ? inRange(calendarDay(Number(monthFirst[3]), month, Number(monthFirst[2]))) : null;
  }
  const dayFirst = /^(\d{1,2}) (?:de )?([a-z]+\.?),? (?:del? )?(\d{4})$/i.exec(value);
  if (dayFirst) {
    const month = monthNamed(dayFirst[2]!);
    return month ? inRange(calendarDay(Number(dayFirst[3]), month, Number(dayFirst[1]))) : null;
  }
  return null;
}
