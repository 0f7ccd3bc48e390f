import {
  PENDING_CHARGES,
  REACH_PREFERENCES,
  type PendingCharges,
  type ReachPreference,
} from "~/contract/contact-request";
import { requestReference } from "~/contract/request-reference";
import { OFFICE_TIME_ZONE, replyDueAt } from "~/lib/business-day";
import { dayIn, fromDayKey, isoDay } from "~/lib/calendar-day";
import { deadlinesFor } from "~/lib/deadlines";
import { replyLanguage, type ReplyLanguage, type RequestSource } from "../payload/derived";
import { effectiveFields, factsOf } from "../payload/facts";
import type { RequestProgress } from "../requests/new-rows";
import type { RequestRow, WayIn } from "../requests/reads";
import { shownText } from "./text";

/**
 * What became of a message, as the office must be able to trust it: waiting for its first
 * try, being sent right now, retrying after a failed attempt (only then does anything say
 * it failed), delivered, given up, or never sent (spam).
 */
export type DeliveryState =
  | { state: "waiting" }
  | { state: "sending"; attempt: number }
  | { state: "retrying"; failedAttempts: number; lastError: string | null; nextAttemptAt: number }
  | { state: "delivered"; at: number | null }
  | { state: "failed"; at: number | null; attempts: number; lastError: string | null }
  | { state: "spam" }
  /** A lead the office entered: nobody needed telling. */
  | { state: "entered" };

export type QueueRowState = {
  status: "pending" | "delivered" | "failed" | "spam" | "entered";
  leased: boolean;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  deliveredAt: number | null;
  failedAt: number | null;
};

export function deliveryState(row: QueueRowState): DeliveryState {
  switch (row.status) {
    case "pending":
      // A claim counts its attempt before the send: while leased, that attempt is still going.
      if (row.leased) return { state: "sending", attempt: row.attempts };
      if (row.lastError === null) return { state: "waiting" };
      return {
        state: "retrying",
        failedAttempts: row.attempts,
        lastError: row.lastError,
        nextAttemptAt: row.nextAttemptAt,
      };
    case "delivered":
      return { state: "delivered", at: row.deliveredAt };
    case "failed":
      return { state: "failed", at: row.failedAt, attempts: row.attempts, lastError: row.lastError };
    case "entered":
      return { state: "entered" };
    default:
      return { state: "spam" };
  }
}

/** The figures for triage: the incident date and its limits, charges, and whether the reply promised is late. */
export type Triage = {
  /** The incident date as the visitor gave it; null when they gave none. */
  incidentGiven: string | null;
  /** The day it was read as ("2024-03-14"), or null when it could not be read. */
  incidentDay: string | null;
  deadlines: { claim: { date: string; daysLeft: number }; suit: { date: string; daysLeft: number } } | null;
  /** Pending criminal charges as the visitor answered (or the office corrected): null when not asked or not given. */
  pendingCharges: PendingCharges | null;
  /** In custody, as the office recorded it; null when not known. */
  inCustody: boolean | null;
  /** The next court date in the criminal case ("2026-12-14"), when the office recorded one. */
  courtDay: string | null;
  /** When the one-business-day reply promise runs out (it applies until the first contact). */
  replyDueAt: number;
  overdue: boolean;
};

export type InboxItem = RequestProgress & {
  id: string;
  /** What the visitor was shown and may read out: the id's first eight characters. */
  reference: string;
  receivedAt: number;
  source: RequestSource;
  /** How it came: the form, the widget, or how the office came to a lead it entered. */
  wayIn: WayIn;
  name: string;
  email: string;
  phone: string;
  excerpt: string;
  /** The language to write to them in. */
  language: ReplyLanguage;
  preferredLanguage: string;
  /** Calls that did not reach them. */
  contactAttempts: number;
  /** When the visitor last answered through their link. */
  answeredAt: number | null;
  /** The request this one was merged into, while it is. */
  mergedInto: string | null;
  delivery: DeliveryState;
  triage: Triage;
  /** How they asked to be reached (the form's optional question): null when they did not say. */
  reach: Reach | null;
};

export type Reach = { by: ReachPreference | null; safeTime: string };

/** The form's optional answer on reaching them; anything not one of its choices counts as not given. */
function reachOf(payload: Record<string, unknown>): Reach | null {
  const answer = payloadText(payload, "reachBy").trim();
  const by = (REACH_PREFERENCES as readonly string[]).includes(answer) ? (answer as ReachPreference) : null;
  const safeTime = payloadText(payload, "safeTime").trim();
  return by || safeTime ? { by, safeTime } : null;
}

/** A field as the office's pages show it: a string, with nothing that disguises what it says. */
export function payloadText(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" ? shownText(value) : "";
}

/** A stored payload as fields; a spam row holds the body as received, which may be anything. */
export function payloadFields(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** "yes", "no", or "unknown" (the visitor does not know); anything else (the widget's placeholder, nothing) is null. */
function pendingChargesOf(text: string): PendingCharges | null {
  const answer = text.trim().toLowerCase();
  return (PENDING_CHARGES as readonly string[]).includes(answer) ? (answer as PendingCharges) : null;
}

function triageOf(row: RequestRow, payload: Record<string, unknown>, now: number): Triage {
  const given = payloadText(payload, "incidentDate").trim();
  const custody = payloadText(payload, "inCustody").trim();
  const court = row.court_on == null ? null : fromDayKey(row.court_on);
  const incident = row.incident_on == null ? null : fromDayKey(row.incident_on);
  const limits = incident ? deadlinesFor(incident, dayIn(OFFICE_TIME_ZONE, now)) : null;
  // Stored with the request; worked out again only for a row stored before it was.
  const dueAt = row.reply_due_at ?? replyDueAt(row.created_at);
  return {
    // A merge's earlier incident date stands in for a request that gave none.
    incidentGiven: given || (incident ? isoDay(incident) : null),
    incidentDay: incident ? isoDay(incident) : null,
    deadlines: limits && {
      claim: { date: isoDay(limits.claim.date), daysLeft: limits.claim.daysLeft },
      suit: { date: isoDay(limits.suit.date), daysLeft: limits.suit.daysLeft },
    },
    pendingCharges: pendingChargesOf(payloadText(payload, "pendingCharges")),
    inCustody: custody === "yes" ? true : custody === "no" ? false : null,
    courtDay: court ? isoDay(court) : null,
    replyDueAt: dueAt,
    // The site's promise of a reply: not for a lead the office entered itself.
    overdue: row.source !== "office" && row.stage === "new" && row.first_contact_at == null && now > dueAt,
  };
}

/** The fields the office works from: what was sent, with the office's facts over it. */
export function workingFields(row: Pick<RequestRow, "payload" | "facts">): Record<string, unknown> {
  return effectiveFields(payloadFields(row.payload), factsOf(row.facts));
}

export function itemOf(row: RequestRow, now = Date.now()): InboxItem {
  const payload = workingFields(row);
  const description = payloadText(payload, "caseDescription").replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    reference: requestReference(row.id) ?? row.id,
    receivedAt: row.created_at,
    source: row.source,
    wayIn: row.source === "office" ? ((row.intake_channel ?? "phone") as WayIn) : row.source,
    name: `${payloadText(payload, "firstName")} ${payloadText(payload, "lastName")}`.trim(),
    email: payloadText(payload, "email").trim(),
    phone: payloadText(payload, "phone").trim(),
    excerpt: description.length > 140 ? `${description.slice(0, 139)}…` : description,
    language: replyLanguage(payload),
    preferredLanguage: payloadText(payload, "preferredLanguage"),
    stage: row.stage,
    stageChangedAt: row.stage_changed_at,
    closedAt: row.closed_at,
    decisionReason: row.decision_reason,
    assignee: row.assignee,
    firstContactAt: row.first_contact_at,
    contactAttempts: row.contact_attempts,
    answeredAt: row.answered_at,
    mergedInto: row.merged_into,
    delivery: deliveryState({
      status: row.status,
      leased: row.leased,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
      failedAt: row.failed_at,
    }),
    triage: triageOf(row, payload, now),
    reach: reachOf(payload),
  };
}
