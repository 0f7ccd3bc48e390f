import { OFFICE_TIME_ZONE } from "./business-day";
import type { Language } from "./language";

/**
 * A consultation's time written out for the visitor, on California's clock, in their language:
 * "Monday, December 7, 2026, 10:00 AM (California time)" and "lunes 7 de diciembre de 2026 a las
 * 10:00 a.m. (hora de California)". One writer for the pick page, the form's confirmation and
 * the invitation, update, cancellation and reminder mail, so they never read a time two ways.
 */
const LOCALE = { en: "en-US", es: "es-US" } as const;

const dayFormats = {
  en: new Intl.DateTimeFormat(LOCALE.en, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: OFFICE_TIME_ZONE,
  }),
  es: new Intl.DateTimeFormat(LOCALE.es, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: OFFICE_TIME_ZONE,
  }),
};
const yearFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: OFFICE_TIME_ZONE });
const timeFormats = {
  en: new Intl.DateTimeFormat(LOCALE.en, { hour: "numeric", minute: "2-digit", timeZone: OFFICE_TIME_ZONE }),
  es: new Intl.DateTimeFormat(LOCALE.es, { hour: "numeric", minute: "2-digit", timeZone: OFFICE_TIME_ZONE }),
};

/** "Monday, December 7" or "lunes 7 de diciembre" (Spanish puts no comma after the weekday). */
export function dayWords(at: number, language: Language): string {
  const parts = dayFormats[language].formatToParts(at);
  if (language === "en") return dayFormats.en.format(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} de ${part("month")}`;
}

/** "10:00 AM" or "10:00 a.m.". */
export function timeWords(at: number, language: Language): string {
  return timeFormats[language].format(at);
}

/** The whole time, with the year when `year` (mail, kept for later) and the clock it is on. */
export function whenWords(at: number, language: Language, zone: string, { year = false } = {}): string {
  const day = dayWords(at, language);
  const time = timeWords(at, language);
  const inYear = year ? yearFormat.format(at) : null;
  if (language === "en") return `${day}${inYear ? `, ${inYear}` : ""}, ${time} (${zone})`;
  // "a la 1:00 p.m.", "a las 10:00 a.m."
  const at1 = time.startsWith("1:");
  return `${day}${inYear ? ` de ${inYear}` : ""} ${at1 ? "a la" : "a las"} ${time} (${zone})`;
}
