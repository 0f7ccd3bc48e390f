import type { Generated } from "kysely";
import type { Edition, HeardChannel } from "../payload/derived";

/**
 * Every table, as Kysely sees it. Times are milliseconds since the epoch in bigint columns,
 * text is varchar or text: types both SQLite and PostgreSQL read the same way, so a
 * repository's statements are the same on both. Each table has one module that writes it
 * (named on each type below); others only read.
 */

/** What became of the office's notification of a request; "spam" is never mailed. */
export type ContactRequestStatus = "pending" | "delivered" | "spam" | "failed";

/**
 * Where a request stands in the office's intake: open while New, Contacted or Consultation
 * scheduled; closed once Retained, Declined or Referred out; or Spam.
 */
export const REQUEST_STAGES = ["new", "contacted", "consultation", "retained", "declined", "referred", "spam"] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];
export const OPEN_STAGES = ["new", "contacted", "consultation"] as const satisfies readonly RequestStage[];
/** Closing as one of these asks for a reason, and leaves a conflict-check record after retention. */
export const DECISION_STAGES = ["declined", "referred"] as const satisfies readonly RequestStage[];

/**
 * Written by server/requests/repository.ts (its search columns too, from server/db/full-text.ts;
 * on SQLite a trigger of the migrations numbers a new row's search_rowid).
 */
export type ContactRequestsTable = {
  id: string;
  /** Sent by the client; the same key again finds this row instead of adding one. */
  idempotency_key: string | null;
  /** SHA-256 of the stored payload, to tell a true retry from a reused key. */
  payload_hash: string;
  source: "case-evaluation" | "widget";
  status: ContactRequestStatus;
  /** The validated payload as JSON; for spam, the body as received. */
  payload: string;
  /** Attempts to notify the office since the notification was last (re)queued. */
  attempts: Generated<number>;
  /** When the delivery loop may next try to notify the office. */
  next_attempt_at: number;
  /** Until when a delivery loop holds the row (it is sending); null when nobody does. */
  lease_until: number | null;
  /** Short error code of the last failed delivery (never a message text). */
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
  /** When delivery was given up; the row stays until the office has dealt with it. */
  failed_at: number | null;
  /** When delivery_stuck was logged for it. */
  stuck_reported_at: number | null;
  stage: RequestStage;
  stage_changed_at: number;
  /** When it entered a closed stage or spam; retention counts from here. Null while open. */
  closed_at: number | null;
  /** Why it was declined or referred out, in the office's words. */
  decision_reason: string | null;
  /** The office address it is assigned to. */
  assignee: string | null;
  /** The first reply sent or call logged. */
  first_contact_at: number | null;
  // Taken from the payload when it is stored (server/requests/derived.ts), for the database to filter and match on.
  /** The incident date as a day key (20240314). */
  incident_on: number | null;
  /** Six months after the incident (Gov. Code section 911.2), as a day key. */
  claim_deadline: number | null;
  email_key: string | null;
  phone_key: string | null;
  agency_key: string | null;
  /** The edition it was sent from, and how the visitor heard of the firm (none from the widget): what the dashboard counts by. */
  edition: Generated<Edition>;
  heard: HeardChannel | null;
  /** When the site's promise of a reply within one business day runs out (app/lib/business-day.ts). */
  reply_due_at: number | null;
  /** 1 for a fake request `npm run office:seed` wrote; the seed refuses a database holding any other. */
  seeded: Generated<number>;
  /**
   * The periods it counts in (server/db/kept-counts.ts): its month and week of arrival, the
   * month it was closed. Null only on a row an older release stored or closed while this one
   * rolled out, until `npm run office:recount` sets them.
   */
  created_month: number | null;
  created_week: number | null;
  closed_month: number | null;
};

/**
 * The counts of contact_requests the inbox's tabs and the dashboard read, per period and
 * measure (server/db/kept-counts.ts says which). Written by server/requests/repository.ts in the
 * transaction of every change to contact_requests; rebuilt from the rows by `npm run office:recount`.
 */
export type RequestCountsTable = { period: number; measure: string; n: number };

/**
 * Requests first contacted, per month of arrival and bin of the wait: six minutes (scale 1) or
 * an hour (scale 10); written as request_counts is.
 */
export type RequestContactBinsTable = { month: number; scale: number; bin: number; n: number };

/**
 * What is left of a declined or referred-out request once its retention is over: enough to
 * check a conflict of interest and to show that the firm declined, never what the visitor
 * told (no description, no notes, no replies). Written by server/requests/repository.ts,
 * which turns a request into its record.
 */
export type ConflictRecordsTable = {
  /** The request's id. */
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  agency: string | null;
  /** As the visitor gave it. */
  incident_date: string | null;
  incident_on: number | null;
  decision: "declined" | "referred";
  reason: string | null;
  received_at: number;
  first_contact_at: number | null;
  decided_at: number;
  email_key: string | null;
  phone_key: string | null;
  agency_key: string | null;
};

export type ThreadEntryKind = "note" | "reply" | "call" | "stage" | "assign";

/**
 * A request's thread: internal notes, replies to the visitor, logged calls, stage changes and
 * assignments, each with who and when. Written by server/requests/thread-repository.ts.
 */
export type RequestThreadTable = {
  id: string;
  request_id: string;
  kind: ThreadEntryKind;
  at: number;
  /** The office address that wrote or did it. */
  author: string;
  /** A note's or reply's text, a call's summary, a decision's reason; "" when none. */
  body: string;
  /** A reply's subject, template ("received", "call_us", "decline") and language ("en", "es"). */
  subject: string | null;
  template: string | null;
  language: string | null;
  /** A reply's message in mail_outbox, whose state and attempts are its delivery. */
  outbox_id: string | null;
  /** A stage change's new stage; an assignment's assignee ("" when unassigned). */
  detail: string | null;
};

/**
 * Mail the office's tools send, other than request notifications: sign-in links, replies to
 * visitors, assignment notices. Written by server/mail/outbox-repository.ts.
 */
export type MailKind = "sign_in" | "reply" | "assignment";

export type MailOutboxTable = {
  id: string;
  kind: MailKind;
  /** What the mail is about, for its history: a link's reference; for a reply or an assignment, the request's id. */
  subject_ref: string;
  /** The message as JSON until it is delivered, failed or expired; then erased. */
  message: string | null;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  /** Not worth sending after this (a sign-in link that no longer works). */
  expires_at: number | null;
  created_at: number;
  delivered_at: number | null;
  failed_at: number | null;
};

/** Every delivery attempt of any mail, kept across re-sends. Written by server/mail/outbox-repository.ts. */
export type DeliveryAttemptsTable = {
  id: string;
  /** "notification" (contact_requests) or "outbox" (mail_outbox). */
  queue: string;
  item_id: string;
  attempt: number;
  at: number;
  outcome: "delivered" | "retry" | "failed";
  error: string | null;
};

/** A one-time sign-in link. Written by server/office/links-repository.ts. */
export type OfficeSignInLinksTable = {
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

/** Written by server/office/sessions-repository.ts. */
export type OfficeSessionsTable = {
  /** SHA-256 (hex) of the cookie's value. */
  id_hash: string;
  email: string;
  created_at: number;
  last_seen_at: number;
  /** The absolute end, whatever the activity. */
  expires_at: number;
};

export type OfficeAuditAction =
  | "sign_in"
  | "sign_out"
  | "view"
  | "export"
  | "deliver_again"
  /** Before stages: marked handled, or reopened; kept for the entries written then. */
  | "handled"
  | "reopened"
  | "spam"
  | "not_spam"
  | "delete"
  /** Moved to a stage (detail: the stage). */
  | "stage"
  /** Assigned (detail: the address, or "" for nobody). */
  | "assign"
  /** Wrote to the visitor (detail: template and language, "decline es"). */
  | "reply"
  /** Asked to send a failed reply again. */
  | "reply_again"
  | "call"
  | "note"
  /** Opened the dashboard (detail: the range of months). */
  | "dashboard";

/** Written by server/office/audit-repository.ts. */
export type OfficeAuditTable = {
  id: string;
  at: number;
  /** The office address that acted. */
  actor: string;
  action: OfficeAuditAction;
  /** The contact request concerned, when there is one. */
  request_id: string | null;
  /** What an export covered (the filter), a stage, an assignee: never a visitor's data. */
  detail: string | null;
};

/** PostgreSQL only (SQLite keeps limits in memory). Written by server/limits/shared-rate-limit.ts. */
export type RateLimitBucketsTable = { key: string; tokens: number; updated_at: number };

/** One row, rewritten while the disk refuses writes, to tell when it takes them again. Written by server/db/open.ts. */
export type StorageProbeTable = { id: number; written_at: number; filler: string };

export type SiteDatabase = {
  contact_requests: ContactRequestsTable;
  mail_outbox: MailOutboxTable;
  delivery_attempts: DeliveryAttemptsTable;
  office_sign_in_links: OfficeSignInLinksTable;
  office_sessions: OfficeSessionsTable;
  office_audit: OfficeAuditTable;
  rate_limit_buckets: RateLimitBucketsTable;
  storage_probe: StorageProbeTable;
  request_thread: RequestThreadTable;
  conflict_records: ConflictRecordsTable;
  request_counts: RequestCountsTable;
  request_contact_bins: RequestContactBinsTable;
};
