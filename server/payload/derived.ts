import { NOT_SPECIFIED_VIA_CHAT, type HOW_HEARD_OPTIONS } from "~/contract/contact-request";
import { dayKey, fromIsoDay } from "~/lib/calendar-day";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn } from "~/lib/calendar-day";
import { claimDeadline, deadlineOrderKey, suitDeadline } from "~/lib/deadlines";
import { LANGUAGES, type Language } from "~/lib/language";
import { readIncidentDate } from "~/lib/incident-date-reading";
import { SITE_LANGUAGE_KEY } from "./site-language";

/**
 * What the inbox filters, sorts and matches on, taken from a request's payload when it is
 * stored (and again when its payload or the office's facts change: ./facts.ts), so that the
 * database can do it: the incident date, the claim deadline, the two-year limit to sue and the
 * next court date as day keys (20240314), and the keys that find the same person or the same
 * incident in other requests.
 */
export type DerivedColumns = {
  incident_on: number | null;
  claim_deadline: number | null;
  suit_deadline: number | null;
  court_on: number | null;
  /** The order by deadline as of today (./repository.ts refreshes it as the days pass). */
  deadline_order: number;
  email_key: string | null;
  phone_key: string | null;
  agency_key: string | null;
  edition: Edition;
  heard: HeardChannel | null;
};

/** The site's edition a request was sent from: the Spanish pages say so (Content-Language: es). */
/** The `edition` column's values: the site's languages, from the editions registry. */
export const EDITIONS = LANGUAGES;
export type Edition = Language;

/**
 * How a visitor heard of the firm, as the form's options (the same values in both editions),
 * each a key the dashboard counts by; anything else a client sent is "other". The message
 * widget does not ask: its requests have none.
 */
export const HEARD_CHANNELS = {
  "Google search": "search",
  "Referral from another attorney": "attorney",
  "Friend or family recommendation": "friend",
  "Social media": "social",
  "News article": "news",
  "Yellow Pages": "yellow-pages",
  "Previous client": "previous-client",
  "Court referral": "court",
  Other: "other",
} as const satisfies Record<(typeof HOW_HEARD_OPTIONS)[number], string>;
export type HeardChannel = (typeof HEARD_CHANNELS)[keyof typeof HEARD_CHANNELS];
export const HEARD_KEYS = Object.values(HEARD_CHANNELS);

export function heardChannel(payload: Record<string, unknown> | null, source: RequestSource) {
  if (!payload || source === "widget") return null;
  const answer = text(payload, "howHeardAboutUs").trim();
  return (HEARD_CHANNELS as Record<string, HeardChannel>)[answer] ?? "other";
}

const text = (payload: Record<string, unknown> | null, key: string) => {
  const value = payload?.[key];
  return typeof value === "string" ? value : "";
};

/** An address as people mistype it the second time: case and spaces do not count. */
export function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(key) ? key.slice(0, 320) : null;
}

/**
 * The digits of a phone number, without the US country code: "(707) 555-0123",
 * "707.555.0123" and "+1 707 555 0123" are one number. Fewer than seven digits: no number.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length >= 7 ? national.slice(0, 20) : null;
}

/** An agency's name without case, punctuation or extra spaces ("Sonoma County Sheriff's Office"). */
export function agencyKey(agency: string): string | null {
  if (agency.trim() === NOT_SPECIFIED_VIA_CHAT) return null;
  const key = agency
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return key ? key.slice(0, 200) : null;
}

/** Where a request came from: the case-evaluation form, the message widget, or the office, which entered it. */
export type RequestSource = "case-evaluation" | "widget" | "office";

/**
 * The derived columns of a request's fields: its payload, with the office's facts over it
 * when it has any (./facts.ts).
 */
export function derivedColumns(
  payload: Record<string, unknown> | null,
  source: RequestSource = "case-evaluation",
  today = dayKey(dayIn(OFFICE_TIME_ZONE, Date.now())),
): DerivedColumns {
  const incident = readIncidentDate(text(payload, "incidentDate"));
  const court = fromIsoDay(text(payload, "nextCourtDate").trim());
  const claim = incident ? dayKey(claimDeadline(incident)) : null;
  const suit = incident ? dayKey(suitDeadline(incident)) : null;
  return {
    edition: payload?.[SITE_LANGUAGE_KEY] === "es" ? "es" : "en",
    heard: heardChannel(payload, source),
    incident_on: incident ? dayKey(incident) : null,
    claim_deadline: claim,
    suit_deadline: suit,
    court_on: court ? dayKey(court) : null,
    deadline_order: deadlineOrderKey(claim, suit, today),
    email_key: emailKey(text(payload, "email")),
    phone_key: phoneKey(text(payload, "phone")),
    agency_key: agencyKey(text(payload, "policeAgency")),
  };
}

export type ReplyLanguage = "en" | "es";

/**
 * The language to write to the visitor in: Spanish when they asked for it, or wrote from the
 * Spanish pages without asking for English (as the office's notification tells it).
 */
export function replyLanguage(payload: Record<string, unknown> | null): ReplyLanguage {
  const preferred = text(payload, "preferredLanguage");
  if (preferred === "Spanish") return "es";
  return payload?.[SITE_LANGUAGE_KEY] === "es" && preferred !== "English" ? "es" : "en";
}
