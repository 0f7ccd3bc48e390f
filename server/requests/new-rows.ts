import { createHash } from "node:crypto";
import type { Insertable } from "kysely";
import { replyDueAt } from "~/lib/business-day";
import type { ContactRequestsTable, RequestStage } from "../db/schema";
import { arrivalPeriods, closedPeriod, stageTimes, type StageMove } from "../db/kept-counts";
import { derivedColumns } from "../payload/derived";
import type { ContactRequest } from "~/contract/contact-request";
import type { OfficeChannel } from "~/office/lead-fields";

/**
 * The rows server/requests/repository.ts inserts into contact_requests (it stays their one
 * writer): a request as it arrives, and a fake one for measuring.
 */

export type NewContactRequest =
  | { kind: "request"; request: ContactRequest; idempotencyKey?: string }
  /** A filled honeypot: kept for a while as received, never mailed. */
  | { kind: "spam"; source: ContactRequest["source"]; rawBody: string; idempotencyKey?: string };

/** A lead the office entered from a call, a visit, a referral or a call from jail: in the pipeline at once, never mailed. */
export type NewLead = { payload: Record<string, string>; channel: OfficeChannel };

export function payloadHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A row's arrival: received at `now`, its notification due at once and not yet tried. */
const arrivedAt = (now: number) => ({
  created_at: now,
  next_attempt_at: now,
  lease_until: null,
  last_error: null,
  delivered_at: null,
  failed_at: null,
  stuck_reported_at: null,
});

export function rowFor(input: NewContactRequest, id: string, now: number) {
  const payload = input.kind === "request" ? JSON.stringify(input.request.payload) : input.rawBody;
  const source = input.kind === "request" ? input.request.source : input.source;
  const spam = input.kind === "spam";
  return {
    id,
    idempotency_key: input.idempotencyKey ?? null,
    payload_hash: payloadHash(`${input.kind}:${source}:${payload}`),
    source,
    status: input.kind === "request" ? "pending" : "spam",
    payload,
    ...arrivedAt(now),
    stage: spam ? "spam" : "new",
    stage_changed_at: now,
    // A honeypot catch is closed on arrival: its retention counts from then.
    closed_at: spam ? now : null,
    decision_reason: null,
    assignee: null,
    first_contact_at: null,
    reply_due_at: replyDueAt(now),
    ...arrivalPeriods(now),
    closed_month: spam ? closedPeriod(now) : null,
    ...derivedColumns(input.kind === "request" ? (input.request.payload as Record<string, unknown>) : null, source),
  } satisfies Insertable<ContactRequestsTable>;
}

export function leadRow(lead: NewLead, id: string, now: number) {
  const payload = JSON.stringify(lead.payload);
  return {
    id,
    idempotency_key: null,
    payload_hash: payloadHash(`lead:office:${payload}`),
    source: "office",
    status: "entered",
    payload,
    ...arrivedAt(now),
    stage: "new",
    stage_changed_at: now,
    closed_at: null,
    decision_reason: null,
    assignee: null,
    first_contact_at: null,
    reply_due_at: replyDueAt(now),
    intake_channel: lead.channel,
    ...arrivalPeriods(now),
    closed_month: null,
    ...derivedColumns(lead.payload, "office"),
  } satisfies Insertable<ContactRequestsTable>;
}

/**
 * A fake request for measuring (`npm run office:seed`), written as if the office had worked on
 * it: its stage, dates and assignee as given, its notification long delivered (spam: never).
 */
export type SeededRequest = {
  id: string;
  source: ContactRequestsTable["source"];
  payload: Record<string, unknown>;
  createdAt: number;
} & RequestProgress;

/** Where a request stands in the office's work, as the office reads it and a seed writes it. */
export type RequestProgress = {
  stage: RequestStage;
  stageChangedAt: number;
  closedAt: number | null;
  decisionReason: string | null;
  assignee: string | null;
  firstContactAt: number | null;
};

/** A seeded request's way through the stages: contacted by its first call, then on to where it stands. */
function seededMoves(seed: SeededRequest): StageMove[] {
  const moves: StageMove[] = [];
  if (seed.firstContactAt !== null) moves.push({ at: seed.firstContactAt, stage: "contacted" });
  if (seed.stage !== "new") moves.push({ at: seed.stageChangedAt, stage: seed.stage });
  return moves;
}

export function seededRow(seed: SeededRequest) {
  const payload = JSON.stringify(seed.payload);
  const spam = seed.stage === "spam";
  return {
    id: seed.id,
    idempotency_key: null,
    payload_hash: payloadHash(`seed:${seed.source}:${payload}`),
    source: seed.source,
    status: spam ? "spam" : "delivered",
    payload,
    attempts: spam ? 0 : 1,
    next_attempt_at: seed.createdAt,
    lease_until: null,
    last_error: null,
    created_at: seed.createdAt,
    delivered_at: spam ? null : seed.createdAt + 2_000,
    failed_at: null,
    stuck_reported_at: null,
    stage: seed.stage,
    stage_changed_at: seed.stageChangedAt,
    closed_at: seed.closedAt,
    decision_reason: seed.decisionReason,
    assignee: seed.assignee,
    first_contact_at: seed.firstContactAt,
    reply_due_at: replyDueAt(seed.createdAt),
    seeded: 1,
    ...arrivalPeriods(seed.createdAt),
    closed_month: closedPeriod(seed.closedAt),
    ...stageTimes(seed.createdAt, seededMoves(seed)),
    ...derivedColumns(seed.payload, seed.source),
  } satisfies Insertable<ContactRequestsTable>;
}
