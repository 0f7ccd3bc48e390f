import type { ContactRequestsTable, RequestStage } from "../db/schema";
import type { Edition } from "../payload/derived";

/** A request as the office reads it: the row's columns, the same types on both databases. */
export type RequestRow = Pick<
  ContactRequestsTable,
  | "id"
  | "source"
  | "status"
  | "payload"
  | "next_attempt_at"
  | "last_error"
  | "created_at"
  | "delivered_at"
  | "failed_at"
  | "stage"
  | "stage_changed_at"
  | "closed_at"
  | "decision_reason"
  | "assignee"
  | "first_contact_at"
  | "incident_on"
  | "claim_deadline"
  | "email_key"
  | "phone_key"
  | "agency_key"
  | "reply_due_at"
  | "facts"
  | "suit_deadline"
  | "court_on"
  | "intake_channel"
  | "merged_into"
  | "answered_at"
> & {
  edition: Edition;
  attempts: number;
  contact_attempts: number;
  deadline_order: number;
  leased: boolean;
  /** How well it matched the search (0 best), when there was one. */
  search_tier?: number;
};

export const REQUEST_COLUMNS = [
  "id",
  "source",
  "status",
  "payload",
  "attempts",
  "next_attempt_at",
  "lease_until",
  "last_error",
  "created_at",
  "delivered_at",
  "failed_at",
  "stage",
  "stage_changed_at",
  "closed_at",
  "decision_reason",
  "assignee",
  "first_contact_at",
  "incident_on",
  "claim_deadline",
  "email_key",
  "phone_key",
  "agency_key",
  "edition",
  "reply_due_at",
  "facts",
  "suit_deadline",
  "court_on",
  "intake_channel",
  "merged_into",
  "contact_attempts",
  "answered_at",
  "deadline_order",
] as const;

/** SQLite hands back integers as numbers, PostgreSQL some as strings: one shape for callers. */
export function requestRow(row: Record<string, unknown>, now: number): RequestRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  const str = (value: unknown) => (value == null ? null : String(value));
  return {
    id: String(row.id),
    source: row.source as RequestRow["source"],
    status: row.status as RequestRow["status"],
    payload: String(row.payload),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    leased: row.lease_until != null && Number(row.lease_until) > now,
    last_error: str(row.last_error),
    created_at: Number(row.created_at),
    delivered_at: num(row.delivered_at),
    failed_at: num(row.failed_at),
    stage: row.stage as RequestStage,
    stage_changed_at: Number(row.stage_changed_at),
    closed_at: num(row.closed_at),
    decision_reason: str(row.decision_reason),
    assignee: str(row.assignee),
    first_contact_at: num(row.first_contact_at),
    incident_on: num(row.incident_on),
    claim_deadline: num(row.claim_deadline),
    email_key: str(row.email_key),
    phone_key: str(row.phone_key),
    agency_key: str(row.agency_key),
    reply_due_at: num(row.reply_due_at),
    edition: row.edition === "es" ? "es" : "en",
    facts: str(row.facts),
    suit_deadline: num(row.suit_deadline),
    court_on: num(row.court_on),
    intake_channel: str(row.intake_channel),
    merged_into: str(row.merged_into),
    contact_attempts: Number(row.contact_attempts ?? 0),
    deadline_order: Number(row.deadline_order ?? 99_999_999),
    answered_at: num(row.answered_at),
    ...(row.search_tier == null ? {} : { search_tier: Number(row.search_tier) }),
  };
}
