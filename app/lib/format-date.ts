import type { Language } from "./language";

/** "October 8, 2024" / "8 de octubre de 2024" for "2024-10-08": read as a calendar date, the same on server and client. */
const LONG_DATE: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

export function formatIsoDate(isoDate: string, language: Language = "en"): string {
  return LONG_DATE[language].format(new Date(`${isoDate}T00:00:00Z`));
}
