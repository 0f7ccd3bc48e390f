import { contactRequestMessages } from "~/content/contact-request-messages";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { createContactRequestSchemas, parseContactRequest } from "~/contract/contact-request";
import { FIELD_LABELS, type RequestField } from "~/office/field-labels";
import type { Config } from "../config";
import type { OfficeAuditAction } from "../db/schema";
import type { Logger } from "../logger";
import type { InboxFilter, InboxQuery, RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { AuditRepository } from "./audit-repository";
import type { OfficeSession } from "./sign-in";
import { shownText } from "./text";

export const PAGE_SIZE = 50;

export type DeliveryState =
  | { state: "pending"; attempts: number; nextAttemptAt: number; lastError: string | null }
  | { state: "delivered"; at: number | null; attempts: number }
  | { state: "failed"; at: number | null; attempts: number; lastError: string | null }
  | { state: "spam" };

export type InboxItem = {
  id: string;
  receivedAt: number;
  source: "case-evaluation" | "widget";
  name: string;
  email: string;
  phone: string;
  excerpt: string;
  delivery: DeliveryState;
  handledAt: number | null;
};

export type InboxPage = {
  items: InboxItem[];
  total: number;
  page: number;
  pages: number;
  filter: InboxFilter;
  search: string;
  /** Deliveries pending longer than the stuck threshold, and given up on. */
  alerts: { stuck: number; failed: number; stuckAfterMinutes: number };
};

/** What happened to a request, in order: the office's pages say it in words. */
export type HistoryEvent = { at: number } & (
  | { event: "received" }
  | { event: "pending"; attempts: number; lastError: string | null }
  | { event: "delivered"; attempts: number }
  | { event: "failed"; attempts: number; lastError: string | null }
  | { event: "handled" }
);

export type RequestDetail = InboxItem & {
  /** Every field in the form's order; null when the visitor left it empty. */
  fields: { key: RequestField; value: string | null }[];
  /** A spam row's body as received, when it is not a form's fields. */
  rawBody: string | null;
  history: HistoryEvent[];
};

export type RequestAction = "handled" | "reopen" | "deliver" | "spam" | "not_spam" | "delete";
export const REQUEST_ACTIONS: readonly RequestAction[] = ["handled", "reopen", "deliver", "spam", "not_spam", "delete"];

/** What an action came to: done, nothing to do (already so, or no such request), or refused for what the request holds. */
export type ActionOutcome = "done" | "unchanged" | "not_a_valid_request";

/** Request ids are UUIDs (the endpoint's randomUUID): anything else names no request and never reaches a query. */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The endpoint's own rules, with its messages: a request out of spam is checked as it would have been on arrival. */
const schemas = createContactRequestSchemas(contactRequestMessages);

const AUDITED: Record<RequestAction, OfficeAuditAction> = {
  handled: "handled",
  reopen: "reopened",
  deliver: "deliver_again",
  spam: "spam",
  not_spam: "not_spam",
  delete: "delete",
};

/** A field as the office's pages show it: a string, with nothing that disguises what it says. */
function text(payload: Record<string, unknown>, key: string): string {
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

function deliveryOf(row: RequestRow): DeliveryState {
  switch (row.status) {
    case "pending":
      return {
        state: "pending",
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
        lastError: row.last_error,
      };
    case "delivered":
      return { state: "delivered", at: row.delivered_at, attempts: row.attempts };
    case "failed":
      return { state: "failed", at: row.failed_at, attempts: row.attempts, lastError: row.last_error };
    default:
      return { state: "spam" };
  }
}

export function itemOf(row: RequestRow): InboxItem {
  const payload = payloadFields(row.payload) ?? {};
  const description = text(payload, "caseDescription").replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    receivedAt: row.created_at,
    source: row.source,
    name: `${text(payload, "firstName")} ${text(payload, "lastName")}`.trim(),
    email: text(payload, "email"),
    phone: text(payload, "phone"),
    excerpt: description.length > 140 ? `${description.slice(0, 139)}…` : description,
    delivery: deliveryOf(row),
    handledAt: row.handled_at,
  };
}

function historyOf(row: RequestRow): HistoryEvent[] {
  const history: HistoryEvent[] = [{ at: row.created_at, event: "received" }];
  if (row.status === "pending") {
    history.push({ at: row.next_attempt_at, event: "pending", attempts: row.attempts, lastError: row.last_error });
  }
  if (row.delivered_at != null) history.push({ at: row.delivered_at, event: "delivered", attempts: row.attempts });
  if (row.failed_at != null) {
    history.push({ at: row.failed_at, event: "failed", attempts: row.attempts, lastError: row.last_error });
  }
  if (row.handled_at != null) history.push({ at: row.handled_at, event: "handled" });
  return history.sort((a, b) => a.at - b.at);
}

/**
 * A honeypot body as received, for "not spam": the fields without the trap, checked by the
 * endpoint's own schema as any request is; null when they are not a request the form or the
 * widget could have sent, which is then never mailed.
 */
function payloadFromSpam(raw: string): string | null {
  const fields = payloadFields(raw);
  if (!fields) return null;
  const { [HONEYPOT_FIELD]: _trap, ...rest } = fields;
  const parsed = parseContactRequest(rest, schemas);
  return parsed.success ? JSON.stringify(parsed.request.payload) : null;
}

/** The inbox: what the office reads of requests, and what it does to them, each action audited. */
export function createInbox({
  config,
  reads,
  requests,
  erase,
  audit,
  logger,
  onRequeued,
}: {
  config: Pick<Config, "office">;
  reads: RequestReads;
  requests: RequestsRepository;
  /** Erases a request with every copy the server made of it. */
  erase: (id: string) => Promise<boolean>;
  audit: AuditRepository;
  logger: Logger;
  /** A notification became due again: the delivery loop should look now. */
  onRequeued: () => void;
}) {
  const stuckAfterMs = config.office.stuckAfterMs;
  const record = (session: OfficeSession, action: OfficeAuditAction, requestId?: string, detail?: string) =>
    audit.record({ at: Date.now(), actor: session.email, action, requestId, detail });

  return {
    async list(_session: OfficeSession, { page, ...query }: InboxQuery & { page: number }): Promise<InboxPage> {
      const now = Date.now();
      const current = Math.max(1, page);
      const [{ rows, total }, health, stuck] = await Promise.all([
        reads.list({ ...query, limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE }),
        reads.health(),
        reads.countStuck(now - stuckAfterMs),
      ]);
      return {
        items: rows.map(itemOf),
        total,
        page: current,
        pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        filter: query.filter,
        search: query.search ?? "",
        alerts: { stuck, failed: health.failed, stuckAfterMinutes: Math.round(stuckAfterMs / 60_000) },
      };
    },

    async detail(session: OfficeSession, id: string): Promise<RequestDetail | null> {
      if (!REQUEST_ID.test(id)) return null;
      const row = await reads.get(id);
      if (!row) return null;
      await record(session, "view", id);
      const payload = payloadFields(row.payload);
      const fields = FIELD_LABELS.map(([key]) => {
        const value = payload ? text(payload, key) : "";
        return { key, value: value.trim() === "" ? null : value };
      });
      return { ...itemOf(row), fields, rawBody: payload ? null : shownText(row.payload), history: historyOf(row) };
    },

    async act(session: OfficeSession, id: string, action: RequestAction): Promise<ActionOutcome> {
      if (!REQUEST_ID.test(id)) return "unchanged";
      const now = Date.now();
      let changed = false;
      switch (action) {
        case "handled":
          changed = await requests.setHandled(id, now);
          break;
        case "reopen":
          changed = await requests.setHandled(id, null);
          break;
        case "spam":
          changed = await requests.markSpam(id);
          break;
        case "deliver":
        case "not_spam": {
          const row = await reads.get(id);
          if (!row || (action === "deliver" && row.status === "spam")) break;
          const payload = row.status === "spam" ? payloadFromSpam(row.payload) : undefined;
          if (payload === null) {
            logger.info("office_action_refused", { action, contactId: id, reason: "not_a_valid_request" });
            return "not_a_valid_request";
          }
          changed = await requests.requeueNotification(id, now, payload);
          if (changed) onRequeued();
          break;
        }
        case "delete":
          changed = await erase(id);
          break;
      }
      if (changed) {
        await record(session, AUDITED[action], id);
        logger.info("office_action", { action, contactId: id });
      }
      return changed ? "done" : "unchanged";
    },

    /** Every request the query selects, for the CSV; recorded with what it covered, never its contents. */
    async exportRows(session: OfficeSession, query: InboxQuery): Promise<RequestRow[]> {
      const rows = await reads.all(query);
      const covered = `filter=${query.filter}${query.search ? " with a search" : ""}; ${rows.length} row${rows.length === 1 ? "" : "s"}`;
      await record(session, "export", undefined, covered);
      return rows;
    },

    async audit(_session: OfficeSession, page: number) {
      const current = Math.max(1, page);
      const { entries, total } = await audit.list({ limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE });
      return { entries, page: current, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
