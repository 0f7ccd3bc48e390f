/**
 * The facts of a lead the office keeps beside what the visitor sent: the visitor's own fields
 * the office may correct after a call (what they sent stays as sent), and the practice's own,
 * all optional. One list for the request page's form, the server's check of what it posts
 * (server/office/action-form.ts), the search, the CSV and the thread's entries.
 */

/** The visitor's fields a call may correct, as the payload names them. Their words describe the case: what they wrote stays theirs. */
export const CORRECTABLE_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "preferredLanguage",
  "incidentDate",
  "incidentLocation",
  "policeAgency",
  "pendingCharges",
  "howHeardAboutUs",
] as const;

/** What this practice asks on a call, all optional. */
export const PRACTICE_FIELDS = [
  "officers",
  "bookingNumber",
  "inCustody",
  "custodyWhere",
  "criminalCase",
  "court",
  "nextCourtDate",
  "injuries",
  "medicalCare",
  "evidence",
  "witnesses",
] as const;

export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export type PracticeField = (typeof PRACTICE_FIELDS)[number];
export type FactKey = CorrectableField | PracticeField;
export const FACT_KEYS: readonly FactKey[] = [...CORRECTABLE_FIELDS, ...PRACTICE_FIELDS];

/** How each fact is typed: a line, a few lines, a day (ISO, "2026-03-14"), or an answer from a list. */
export type FactKind = "line" | "lines" | "day" | "choice";

export const FACT_KINDS: Record<FactKey, FactKind> = {
  firstName: "line",
  lastName: "line",
  phone: "line",
  email: "line",
  preferredLanguage: "choice",
  incidentDate: "day",
  incidentLocation: "line",
  policeAgency: "line",
  pendingCharges: "choice",
  howHeardAboutUs: "choice",
  officers: "lines",
  bookingNumber: "line",
  inCustody: "choice",
  custodyWhere: "line",
  criminalCase: "line",
  court: "line",
  nextCourtDate: "day",
  injuries: "lines",
  medicalCare: "lines",
  evidence: "lines",
  witnesses: "lines",
};

/** The answers of the yes-or-no facts: "" is not known. */
export const YES_NO = ["yes", "no"] as const;
/** Pending charges may also be "unknown": the person said they do not know (PENDING_CHARGES in the contract). */
export const YES_NO_UNKNOWN = ["yes", "no", "unknown"] as const;

/** The longest each kind may be. */
export const FACT_LIMITS: Record<FactKind, number> = { line: 200, lines: 2_000, day: 10, choice: 60 };

/** Where a fact's words are searched: with who they are (identifiers), with the place, or with what happened. */
export const FACT_SEARCH: Record<FactKey, "who" | "place" | "story"> = {
  firstName: "who",
  lastName: "who",
  phone: "who",
  email: "who",
  preferredLanguage: "story",
  incidentDate: "story",
  incidentLocation: "place",
  policeAgency: "place",
  pendingCharges: "story",
  howHeardAboutUs: "story",
  officers: "place",
  bookingNumber: "who",
  inCustody: "story",
  custodyWhere: "place",
  criminalCase: "who",
  court: "place",
  nextCourtDate: "story",
  injuries: "story",
  medicalCare: "story",
  evidence: "story",
  witnesses: "story",
};

/** How the office came to a lead it entered itself. */
export const OFFICE_CHANNELS = ["phone", "walk-in", "referral", "jail"] as const;
export type OfficeChannel = (typeof OFFICE_CHANNELS)[number];

/** A merge of two requests can be undone for this many days. */
export const MERGE_UNDO_DAYS = 30;
