import type { Generated } from "kysely";
import type { Edition, HeardChannel, RequestSource } from "../payload/derived";

/**
 * Every table, as Kysely sees it. Times are milliseconds since the epoch in bigint columns,
 * text is varchar or text: types both SQLite and PostgreSQL read the same way, so a
 * repository's statements are the same on both. Each table has one module that writes it
 * (named on each type below); others only read.
 */

/**
 * What became of the office's notification of a request; "spam" is never mailed, and a lead
 * the office entered itself ("entered") needs none.
 */
export type ContactRequestStatus = "pending" | "delivered" | "spam" | "failed" | "entered";

/**
 * Where a request stands in the office's intake: open while New, Contacted or Consultation
 * scheduled; closed once Retained, Declined or Referred out; or Spam.
 */
export const REQUEST_STAGES = ["new", "contacted", "consultation", "retained", "declined", "referred", "spam"] as const;
/**
 * A request merged into an older one from the same person is "merged": closed, listed nowhere,
 * counted nowhere, its words, thread and deadlines part of the older one's (until undone).
 */
export type RequestStage = (typeof REQUEST_STAGES)[number] | "merged";
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
  source: RequestSource;
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
  /** What the office corrected or added after a call (server/payload/facts.ts), as JSON; null when nothing. */
  facts: string | null;
  /** Two years after the incident (Code of Civil Procedure section 335.1), as a day key. */
  suit_deadline: number | null;
  /** The next court date in the criminal case, as a day key. */
  court_on: number | null;
  /**
   * Where the request stands in the order by deadline (app/lib/deadlines.ts deadlineOrderKey),
   * as of the day it was last counted: written with the deadlines, and counted again once the
   * limit it holds has passed (the repository's refreshDeadlineOrder, at least daily).
   */
  deadline_order: Generated<number>;
  /** How a lead the office entered came to it: phone, walk-in, referral, jail (null for the form and the widget). */
  intake_channel: string | null;
  /** The older request this one was merged into (stage "merged"); null otherwise. */
  merged_into: string | null;
  /** Calls that did not reach them (a voicemail, no answer, a wrong number, call back later). */
  contact_attempts: Generated<number>;
  /** When the visitor last answered through the page their reply's link opens. */
  answered_at: number | null;
  /**
   * The time it spent in each open stage, all told, counted as it leaves the stage (server/db/
   * kept-counts.ts leavingStage); null while it never left it.
   */
  in_new_ms: number | null;
  in_contacted_ms: number | null;
  in_consultation_ms: number | null;
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

export type ThreadEntryKind =
  | "note"
  | "reply"
  | "call"
  | "stage"
  | "assign"
  /** The office entered the lead (detail: how it came: phone, walk-in, referral, jail). */
  | "entered"
  /** The office changed a fact (detail: which; previous: from; body: to). */
  | "fact"
  /** Another request joined this one (detail: its id; body: its reference), or left it again. */
  | "merge"
  | "unmerge"
  /** The visitor answered through the page their reply's link opens (author ""). */
  | "answer"
  /** A task on the request (detail: added, done, reopened, moved, dismissed; body: its title; due_at: when due). */
  | "task"
  /**
   * A consultation (detail: booked, held, confirmed, rescheduled, cancelled, or the mail sent:
   * invitation, update, cancellation, reminder; due_at: when it starts; body: its format).
   */
  | "consultation";

/** What a logged call came to: only "spoke" is a first contact; the others are attempts. */
export const CALL_OUTCOMES = ["spoke", "voicemail", "no_answer", "wrong_number", "call_back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * A request's thread: internal notes, replies to the visitor, logged calls, stage changes,
 * assignments, corrected facts, merges and the visitor's answers, each with who and when.
 * Written by server/requests/thread-repository.ts (its statements may run in another
 * writer's transaction, as a merge's do).
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
  /**
   * A stage change's new stage; an assignment's assignee ("" when unassigned); a call's outcome
   * (null for calls logged before outcomes, which counted as contact); a fact's name; a merge's other request.
   */
  detail: string | null;
  /** A changed fact's value before ("" when it had none). */
  previous: string | null;
  /** When a call's outcome asks to call back. */
  due_at: number | null;
  /** The request the entry was written on, while a merge has moved it to this one; null otherwise. */
  origin_id: string | null;
};

/**
 * A merge of two requests from one person: the newer ("from") joined the older ("into"), and
 * what it takes to undo it within MERGE_UNDO_DAYS. Written by server/requests/repository.ts.
 */
export type RequestMergesTable = {
  id: string;
  into_id: string;
  from_id: string;
  at: number;
  author: string;
  /** The newer request's stage and times before it was merged, given back by an undo. */
  from_stage: string;
  from_stage_changed_at: number;
  from_closed_at: number | null;
  /** The older request's first contact before the merge (the newer one's may have been earlier). */
  into_first_contact_at: number | null;
  undone_at: number | null;
  undone_by: string | null;
};

/**
 * The links in the office's replies that open the page where a visitor answers: one a reply,
 * for its request only, until it expires; stored as the token's SHA-256. Written by
 * server/requests/answer-links.ts.
 */
export type AnswerLinksTable = {
  token_hash: string;
  request_id: string;
  /** The reply's language: the page speaks it. */
  language: string;
  created_at: number;
  expires_at: number;
};

/** The agencies the firm added to the list the office picks from. Written by server/office/agencies-repository.ts. */
export type OfficeAgenciesTable = {
  /** The agency's name folded (server/requests/derived.ts agencyKey): one entry per agency. */
  key: string;
  name: string;
  added_by: string;
  added_at: number;
};

/**
 * Mail the office's tools send, other than request notifications: sign-in links, replies to
 * visitors, assignment notices. Written by server/mail/outbox-repository.ts.
 */
export type MailKind =
  | "sign_in"
  | "reply"
  | "assignment"
  | "answer_notice"
  /** A consultation's invitation, update, cancellation or reminder to the visitor (subject_ref: the request's id). */
  | "consultation"
  /** The morning list of what is due, to an office address (subject_ref: the address's day, "2026-12-07"). */
  | "digest";

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
  /**
   * For mail about a request to one recipient (an assignment notice, a reply): a hash of the
   * kind, the request and the address, so the office's actions can pace them; null otherwise.
   */
  pace_key: string | null;
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
  | "dashboard"
  /** Entered a lead (detail: how it came). */
  | "lead"
  /** Changed facts (detail: which, by name: never their values). */
  | "facts"
  /** Merged another request into this one (detail: its id), or undid it. */
  | "merge"
  | "unmerge"
  /** Added an agency to the list, or took one off (detail: its name). */
  | "agency"
  /** Played or opened a file a visitor sent, in the browser (detail: the file's id). */
  | "file_view"
  /** Downloaded the original of a file a visitor sent (detail: the file's id). */
  | "file_download"
  /** Exported the request's record of custody of its files. */
  | "custody_export"
  /** Mailed the visitor a link to send files (detail: the language). */
  | "upload_link"
  /** The site's content (detail: the document, a version's number, an image's id). */
  | "content_draft"
  | "content_review"
  | "content_publish"
  | "content_rollback"
  | "content_image"
  | "content_import"
  /** A task added, done, reopened, moved or a suggestion dismissed (detail: which, and the task's id). */
  | "task"
  /** A consultation booked, confirmed, moved or cancelled, or its mail sent (detail: which). */
  | "consultation"
  /** A private calendar feed made or revoked (detail: which; never the secret). */
  | "calendar_feed"
  /** The scheduling settings changed (weekly hours, length, self-booking). */
  | "scheduling"
  /** Listed requests in the inbox (detail: the filters and counts, never the words searched; shown: the ids listed). */
  | "list";

/** Written by server/audit/audit-repository.ts. */
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
  /** A list view's requests, their ids separated by spaces; null for any other entry. */
  shown: string | null;
};

/**
 * The one-time id of each office action done (a form carries it), so that a repeat of the
 * same submission does nothing again and gets the first result. Written by
 * server/office/actions-repository.ts, in the action's own transaction.
 */
export type OfficeActionsTable = {
  id: string;
  at: number;
  actor: string;
  request_id: string | null;
  /** What the action came to, as its page reads it back. */
  result: string;
};

/**
 * The inbox's listings (search words and filters) kept on the server under an opaque id, so
 * that a URL, a proxy's log or a Referer never holds them; each belongs to the session that
 * made it and goes with it. Written by server/office/views-repository.ts.
 */
export type OfficeViewsTable = {
  id: string;
  session_hash: string;
  /** The listing as JSON. */
  listing: string;
  created_at: number;
};

/** PostgreSQL only (SQLite keeps limits in memory). Written by server/limits/shared-rate-limit.ts. */
export type RateLimitBucketsTable = { key: string; tokens: number; updated_at: number };

/** One row, rewritten while the disk refuses writes, to tell when it takes them again. Written by server/db/open.ts. */
export type StorageProbeTable = { id: number; written_at: number; filler: string };

/**
 * A file a visitor sent with a request, over tus (server/evidence/). Its bytes are in the
 * evidence store, encrypted with a key of its own, which is here wrapped by EVIDENCE_KEY:
 * deleting the row destroys the key. Written by server/evidence/files-repository.ts.
 */
export type EvidenceFilesTable = {
  /** The tus upload's id: a UUID, the file's name in the store. */
  id: string;
  request_id: string;
  /** The name the visitor's device gave it, as text only. */
  name: string;
  /** Its length in bytes, as declared when the upload began. */
  size: number;
  /** The file's own AES-256-GCM key, wrapped by EVIDENCE_KEY (server/evidence/master-key.ts). */
  wrapped_key: string;
  state: "receiving" | "received";
  /** The type its first bytes say it is; null until they arrive. */
  media_type: string | null;
  /** The custody record: SHA-256 (hex) of the bytes as received, with size and received_at. */
  sha256: string | null;
  /** The edition it was sent from, for the messages of its refusals. */
  language: string;
  created_at: number;
  received_at: number | null;
  /** A video's or a recording's length, when ffmpeg could read it. */
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  /** A small WebP of the photo or the video's first frame, encrypted with the file's key (base64). */
  thumbnail: string | null;
};

/** A document's draft: its unpublished value, as JSON, with a revision. Written by server/content/drafts-repository.ts. */
export type ContentDraftsTable = {
  document_id: string;
  /** The StoredDocument (app/content/model/snapshot.ts) as JSON. */
  document: string;
  /** Counts the saves: a save that names an older one is told someone else saved meanwhile. */
  revision: number;
  updated_by: string;
  updated_at: number;
};

/** "Please review the draft", open until the next publish. Written by server/content/drafts-repository.ts. */
export type ContentReviewsTable = {
  id: string;
  requested_by: string;
  requested_at: number;
  note: string;
  closed_at: number | null;
  closed_by: string | null;
};

/**
 * Every version the public saw: the whole content (a ContentSnapshot as JSON), who published it,
 * when, what changed. Kept for good (at least two years: California's former advertising rule);
 * the retention purge never touches it. Written by server/content/versions-repository.ts.
 */
export type ContentVersionsTable = {
  number: number;
  snapshot: string;
  published_by: string;
  published_at: number;
  /** The documents and fields that changed from the version before, as JSON. */
  changes: string;
  /** A rollback's version: the one it brought back. */
  rollback_of: number | null;
};

/** An image the firm uploaded, cut into the widths and formats the pages use. Written by server/content/images-repository.ts. */
export type ContentImagesTable = {
  id: string;
  slot: string;
  width: number;
  height: number;
  original_type: string;
  original_bytes: number;
  /** Its files (width, format, name), as JSON. */
  files: string;
  uploaded_by: string;
  uploaded_at: number;
};

/** The bytes of each file of an image. Written by server/content/images-repository.ts. */
export type ContentImageFilesTable = { name: string; image_id: string; bytes: Uint8Array };

/**
 * Which files a merge moved from the newer request to the older one, so that its undo moves
 * those back. Written by server/evidence/files-repository.ts, in the merge's transaction.
 */
export type EvidenceMergesTable = { file_id: string; from_id: string; into_id: string };

export type TaskState = "open" | "done" | "dismissed";

/**
 * A task on a request: what to do, by when (an instant, set on the office's clock), whose it is
 * (an office address; null: anyone's). A suggestion the office confirmed keeps its key, so that
 * it is made once; one it dismissed is kept as "dismissed", never listed. Written by
 * server/agenda/tasks-repository.ts.
 */
export type RequestTasksTable = {
  id: string;
  request_id: string;
  title: string;
  due_at: number;
  owner: string | null;
  state: TaskState;
  /** The suggestion it came from ("follow-up:<ms>", "claim:<day key>", "court:<day key>"), or null. */
  suggestion: string | null;
  created_at: number;
  created_by: string;
  done_at: number | null;
  done_by: string | null;
  /** The request it was made on, while a merge has it on this one. */
  origin_id: string | null;
};

export type ConsultationFormat = "phone" | "video" | "office";
export const CONSULTATION_FORMATS = ["phone", "video", "office"] as const satisfies readonly ConsultationFormat[];
/** Held: a visitor picked the time, the office has not confirmed it; booked: the office's; cancelled. */
export type ConsultationState = "held" | "booked" | "cancelled";

/**
 * A consultation: when, how long, how, with which attorney (an office address). Its id is its
 * calendar UID; `sequence` counts its changes (RFC 5545), `sent_sequence` the last one mailed to
 * the visitor. Written by server/agenda/consultations-repository.ts, with booking_slots.
 */
export type ConsultationsTable = {
  id: string;
  request_id: string;
  starts_at: number;
  minutes: number;
  format: ConsultationFormat;
  attorney: string | null;
  /** A video link, the number the office calls, or a note for the visitor. */
  details: string;
  state: ConsultationState;
  sequence: number;
  sent_sequence: number | null;
  /** The visitor's language: its invitation and reminder speak it. */
  language: string;
  /** 1 when the office turned on the reminder the day before. */
  reminder: number;
  /** The start the reminder was queued for: a moved consultation is reminded again. */
  reminded_for: number | null;
  /** 1 when the visitor picked the time (self-booking). */
  self_booked: number;
  created_at: number;
  /** The office address that booked it; "" for the visitor. */
  created_by: string;
  updated_at: number;
  /** The request it was booked on, while a merge has it on another (2026-12-01-451). */
  origin_id: string | null;
};

/** The self-booking grid's slots a consultation holds. Written by server/agenda/consultations-repository.ts. */
export type BookingSlotsTable = { starts_at: number; consultation_id: string };

/** A private calendar feed of an office address, by its secret's SHA-256. Written by server/agenda/feeds-repository.ts. */
export type CalendarFeedsTable = { token_hash: string; email: string; created_at: number; last_read_at: number | null };

/** The morning list queued for an address on a day (a day key). Written by server/agenda/digests-repository.ts. */
export type OfficeDigestsTable = { email: string; day: number; outbox_id: string; queued_at: number };

/**
 * The firm's scheduling settings (one row, id 1): weekly hours, a consultation's length,
 * self-booking on or off, the reminder's hour, as JSON; and the key that signs booking links.
 * Written by server/agenda/settings-repository.ts.
 */
export type SchedulingSettingsTable = {
  id: number;
  settings: string;
  booking_key: string;
  updated_at: number;
  updated_by: string;
};

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
  request_merges: RequestMergesTable;
  answer_links: AnswerLinksTable;
  office_agencies: OfficeAgenciesTable;
  evidence_files: EvidenceFilesTable;
  content_drafts: ContentDraftsTable;
  content_reviews: ContentReviewsTable;
  content_versions: ContentVersionsTable;
  content_images: ContentImagesTable;
  content_image_files: ContentImageFilesTable;
  evidence_merges: EvidenceMergesTable;
  request_tasks: RequestTasksTable;
  consultations: ConsultationsTable;
  booking_slots: BookingSlotsTable;
  calendar_feeds: CalendarFeedsTable;
  office_digests: OfficeDigestsTable;
  scheduling_settings: SchedulingSettingsTable;
  office_actions: OfficeActionsTable;
  office_views: OfficeViewsTable;
};
