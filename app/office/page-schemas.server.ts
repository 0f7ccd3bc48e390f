import { z } from "zod";
import { fromIsoDay } from "~/lib/calendar-day";
import { CLAIM_WINDOWS } from "~/lib/deadlines";
import { officeInput } from "../../server/office/text";
import { EDITIONS } from "../../server/payload/derived";
import { INBOX_FILTERS } from "../../server/requests/reads";
import { REPLY_TEMPLATE_KEYS } from "./form-limits";
import { readCursor, WAYS_IN } from "./listing";

/**
 * Every query and form value an office page reads, one schema per page. A value that is not
 * one the page offers falls back to what the page shows without it (an unknown filter is the
 * default tab, a page past the end is the last); nothing a URL says reaches a query unchecked,
 * so no value answers 500. What a value means is the page's; what it may be is said here.
 */

/** One of `values`, or null (absent, or anything else). */
const oneOf = <T extends string>(values: readonly T[]) =>
  z
    .enum(values as readonly [T, ...T[]])
    .nullable()
    .catch(null);
/** Present at all ("?deleted"), whatever its value; or true as a view keeps it (already read). */
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === true || typeof value === "string");
/** A day of the calendar as a date input sends it ("2026-03-01"), or "" (absent, empty or no such day). */
const isoDay = z
  .string()
  .catch("")
  .transform((value) => (fromIsoDay(value) ? value : ""));
const cursor = z
  .string()
  .nullable()
  .catch(null)
  .transform((value) => readCursor(value));

/** An id the office's pages make (a view's, 22 characters of base64url), or null. */
export const VIEW_ID = /^[\w-]{22}$/;

/**
 * The inbox's search and filters, as its form posts them and as a view keeps them: every
 * filter combines with the others and with the search (server/office/inbox.ts, InboxListing).
 */
export const ListingFieldsSchema = z.object({
  filter: oneOf(INBOX_FILTERS).transform((value) => value ?? "open"),
  q: z
    .string()
    .catch("")
    .transform((value) => officeInput(value, 200)),
  mine: flag,
  claim: z
    .string()
    .nullable()
    .catch(null)
    .transform((value) => (value === "soon" ? "30" : (CLAIM_WINDOWS.find((window) => window === value) ?? null))),
  /** The two-year limit to sue within so many days. */
  suit: oneOf(CLAIM_WINDOWS),
  source: oneOf(WAYS_IN),
  edition: oneOf(EDITIONS),
  from: isoDay,
  to: isoDay,
  // The deadline order's old name (claim-deadline) reads as its new one.
  sort: z
    .enum(["newest", "deadline", "claim-deadline"])
    .catch("newest")
    .transform((value) => (value === "newest" ? value : "deadline")),
});
export type ListingFields = z.infer<typeof ListingFieldsSchema>;

/**
 * The inbox's URL: the tab, the view that holds the search and the filters (never the words
 * themselves), the page (?after= or ?before= a row's place, or ?page=last), and the notice of a
 * request just deleted.
 */
export const InboxQuerySchema = z.object({
  filter: oneOf(INBOX_FILTERS).transform((value) => value ?? "open"),
  view: z.string().regex(VIEW_ID).nullable().catch(null),
  after: cursor,
  before: cursor,
  page: oneOf(["last"]),
  deleted: flag,
});

/** The CSV export's URL: the same tab and view, and whether the internal notes come too. */
export const ExportQuerySchema = z.object({
  filter: oneOf(INBOX_FILTERS).transform((value) => value ?? "open"),
  view: z.string().regex(VIEW_ID).nullable().catch(null),
  notes: oneOf(["1"]).transform((value) => value === "1"),
});

/** The notices a redirect after an action asks the request's page to show. */
export const REQUEST_NOTICES = [
  "reply",
  "reply-later",
  "call",
  "note",
  "entered",
  "undone",
  "upload_link",
  "task",
] as const;

/** A request's page: the composer's template and language, and what the last action came to. */
export const RequestQuerySchema = z.object({
  compose: oneOf([...REPLY_TEMPLATE_KEYS, "blank"]),
  lang: oneOf(["en", "es"]),
  /** What a consultation form came to (issue 34): a notice, or why it was refused. */
  consultation: oneOf([
    "booked",
    "sent",
    "confirmed",
    "invalid",
    "not_an_office_address",
    "exists",
    "past",
    "no_email",
  ]),
  sent: oneOf(REQUEST_NOTICES),
  error: oneOf(["reason", "no-email", "assignee", "call-back", "not-found", "merge", "cannot-undo", "task"]),
  /** A request just merged into this one (its page redirects here), named in the notice. */
  merged: z.uuid().nullable().catch(null),
  facts: oneOf(["saved", "same"]),
  "not-mailable": flag,
  "confirm-resend": flag,
});

/** The audit trail's page number: a whole number from 1; anything else is the first page. */
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).catch(1),
});

/** The dashboard's range of months ("2026-01"); anything else is the default range. */
const month = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined);
export const DashboardQuerySchema = z.object({ from: month, to: month });

export const SignInQuerySchema = z.object({ sent: flag, "signed-out": flag });
/** The sign-in form: an address as typed, cleaned and checked by the sign-in itself (server/office/sign-in.ts). */
export const SignInFormSchema = z.object({ email: z.string().max(2_000).catch("") });

export const LinkQuerySchema = z.object({ token: z.string().max(200).nullable().catch(null) });

/**
 * Parameters as a schema reads them: the first value of each name, in an object without a
 * prototype (so "__proto__" is a name like any other), unknown names left for the schema to drop.
 */
export function paramsOf(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of params) if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/** A whole number from `least` as a URL names a version or a page of them, or null (absent, or anything else). */
const whole = (least = 1) => z.coerce.number().int().min(least).max(Number.MAX_SAFE_INTEGER).nullable().catch(null);

/** The agencies page: what its last form came to. */
export const AgenciesQuerySchema = z.object({ error: oneOf(["exists", "short"]) });

/** The site editor's start: the version just published, or a review just asked for. */
export const SiteQuerySchema = z.object({ published: whole(), review: flag });

/** A part of the site being edited: what its last form came to (an image refused says why). */
export const SiteDocumentQuerySchema = z.object({
  saved: flag,
  uploaded: flag,
  discarded: flag,
  refused: z.string().max(500).nullable().catch(null),
});

/** The published versions: older than a number, the one seen on a day, one just published again. */
export const SiteHistoryQuerySchema = z.object({ before: whole(), at: isoDay, "rolled-back": whole() });

/** Two versions compared (from, to), or one alone. */
export const SiteVersionQuerySchema = z.object({ from: whole(0), to: whole(0) });

/** The page of the draft to preview (one of the site's pages; anything else is the home page). */
export const SitePreviewQuerySchema = z.object({ page: z.string().max(300).catch("/").default("/") });
