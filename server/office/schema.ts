/**
 * The office's tables, as Kysely sees them (times in milliseconds since the epoch, like
 * contact_requests). Every secret is kept as a SHA-256 hash, never as issued.
 */

/** A one-time sign-in link, and its own outbox entry: the mail that carries it. */
export type OfficeSignInLinksTable = {
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /**
   * The link itself, needed only to (re)send the mail: erased as soon as it is delivered,
   * used or expired, so the database never holds a usable link longer than that.
   */
  mail_url: string | null;
  mail_attempts: number;
  mail_next_attempt_at: number;
  mail_last_error: string | null;
  mail_delivered_at: number | null;
};

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
  | "handled"
  | "reopened"
  | "spam"
  | "not_spam"
  | "delete";

export type OfficeAuditTable = {
  id: string;
  at: number;
  /** The office address that acted. */
  actor: string;
  action: OfficeAuditAction;
  /** The contact request concerned, when there is one. */
  request_id: string | null;
  /** What an export covered (the filter), never a visitor's data. */
  detail: string | null;
};

export type OfficeTables = {
  office_sign_in_links: OfficeSignInLinksTable;
  office_sessions: OfficeSessionsTable;
  office_audit: OfficeAuditTable;
};
