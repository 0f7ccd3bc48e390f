import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { FIELD_LABELS, type RequestField } from "~/office/field-labels";
import type { Config } from "../config";
import type { OfficeAuditAction } from "../db/schema";
import type { Logger } from "../logger";
import type { InboxFilter, InboxQuery, RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { AuditRepository } from "./audit-repository";
import type { OfficeSession } from "./sign-in";

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

const AUDITED: Record<RequestAction, OfficeAuditAction> = {
  handled: "handled",
  reopen: "reopened",
  deliver: "deliver_again",
  spam: "spam",
  not_spam: "not_spam",
  delete: "delete",
};

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" ? value : "";
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

/** A honeypot body as received, for "not spam": the fields without the trap, or the text as a description. */
function payloadFromSpam(raw: string): string {
  const fields = payloadFields(raw);
  if (!fields) return JSON.stringify({ caseDescription: raw });
  const { [HONEYPOT_FIELD]: _trap, ...rest } = fields;
  return JSON.stringify(rest);
}

/** The inbox: what the office reads of requests, and what it does to them, each action audited. */
export function createInbox({
  config,
  reads,
  requests,
  audit,
  logger,
  onRequeued,
}: {
  config: Pick<Config, "office">;
  reads: RequestReads;
  requests: RequestsRepository;
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
      const row = await reads.get(id);
      if (!row) return null;
      await record(session, "view", id);
      const payload = payloadFields(row.payload);
      const fields = FIELD_LABELS.map(([key]) => {
        const value = payload ? text(payload, key) : "";
        return { key, value: value.trim() === "" ? null : value };
      });
      return { ...itemOf(row), fields, rawBody: payload ? null : row.payload, history: historyOf(row) };
    },

    async act(session: OfficeSession, id: string, action: RequestAction): Promise<boolean> {
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
          changed = await requests.requeueNotification(id, now, payload);
          if (changed) onRequeued();
          break;
        }
        case "delete":
          changed = await requests.erase(id);
          break;
      }
      if (changed) {
        await record(session, AUDITED[action], id);
        logger.info("office_action", { action, contactId: id });
      }
      return changed;
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
