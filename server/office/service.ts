import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import type { Config } from "../config";
import { siteOrigin } from "../config";
import type { ContactService } from "../contact";
import { FIELD_LABELS } from "../contact/mail-message";
import { isPermanentRejection, retryDelayMs } from "../contact/outbox";
import { createRateLimiter } from "../contact/rate-limit";
import { errorMessage, type Logger } from "../logger";
import { toCsv } from "./csv";
import { composeSignInMail } from "./link-mail";
import type { OfficeAuditAction } from "./schema";
import { createSqlOfficeStore, type InboxFilter, type InboxQuery, type InboxRow, type OfficeStore } from "./store";
import { csrfTokenFor, looksLikeToken, newToken, sameSecret, tokenHash } from "./tokens";

export type { InboxFilter } from "./store";
export { INBOX_FILTERS } from "./store";

export const SESSION_COOKIE = "office_session";
export const PAGE_SIZE = 50;

export type OfficeSession = { email: string; csrf: string; idHash: string };

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
  /** Deliveries pending longer than STUCK_AFTER_MINUTES, and given up on. */
  alerts: { stuck: number; failed: number; stuckAfterMinutes: number };
};

export type RequestDetail = InboxItem & {
  fields: { label: string; value: string }[];
  /** A spam row's body as received, when it is not a form's fields. */
  rawBody: string | null;
  history: { at: number; what: string }[];
};

export type AuditEntry = {
  at: number;
  actor: string;
  action: OfficeAuditAction;
  requestId: string | null;
  detail: string | null;
};

export type RequestAction = "handled" | "reopen" | "deliver" | "spam" | "not_spam" | "delete";
export const REQUEST_ACTIONS: readonly RequestAction[] = ["handled", "reopen", "deliver", "spam", "not_spam", "delete"];

/** What an office page's loader or action can do for the request it serves (React Router's load context). */
export type OfficeRequestContext = {
  linkMinutes: number;
  session(): Promise<OfficeSession | null>;
  formTokenValid(session: OfficeSession, token: unknown): boolean;
  /** Always resolves the same way, whether the address may sign in or not. */
  requestLink(email: string): Promise<void>;
  linkUsable(token: unknown): Promise<boolean>;
  /** Uses the link and starts a session: the Set-Cookie header, or null when refused. */
  redeemLink(token: unknown): Promise<string | null>;
  /** Ends the session: the Set-Cookie header that clears the cookie. */
  signOut(session: OfficeSession): Promise<string>;
  list(session: OfficeSession, query: InboxQuery & { page: number }): Promise<InboxPage>;
  detail(session: OfficeSession, id: string): Promise<RequestDetail | null>;
  act(session: OfficeSession, id: string, action: RequestAction): Promise<boolean>;
  exportCsv(session: OfficeSession, query: InboxQuery): Promise<string>;
  audit(session: OfficeSession, page: number): Promise<{ entries: AuditEntry[]; page: number; pages: number }>;
};

export type OfficeService = {
  forRequest(request: Request, clientAddress: string): OfficeRequestContext;
  /** For the machines that watch: counts and ages only, no personal data. */
  readiness(now?: number): Promise<{ pending: number; oldestPendingAgeSeconds: number | null; failed: number }>;
  store: OfficeStore;
  stop(): Promise<void>;
};

type Contact = Pick<ContactService, "database" | "transport" | "wakeOutbox" | "store">;

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" ? value : "";
}

/** A stored payload as fields; a spam row holds the body as received, which may be anything. */
function parsePayload(raw: string): { fields: Record<string, unknown> | null } {
  try {
    const parsed: unknown = JSON.parse(raw);
    return {
      fields:
        parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null,
    };
  } catch {
    return { fields: null };
  }
}

function deliveryOf(row: InboxRow): DeliveryState {
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

function itemOf(row: InboxRow): InboxItem {
  const payload = parsePayload(row.payload).fields ?? {};
  const name = `${text(payload, "firstName")} ${text(payload, "lastName")}`.trim();
  const description = text(payload, "caseDescription").replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    receivedAt: row.created_at,
    source: row.source,
    name,
    email: text(payload, "email"),
    phone: text(payload, "phone"),
    excerpt: description.length > 140 ? `${description.slice(0, 139)}…` : description,
    delivery: deliveryOf(row),
    handledAt: row.handled_at,
  };
}

const CSV_HEADER = [
  "Request id",
  "Received (UTC)",
  "Source",
  "Delivery",
  "Handled (UTC)",
  ...FIELD_LABELS.map(([, label]) => label),
];

const iso = (at: number | null) => (at == null ? "" : new Date(at).toISOString());

function csvRow(row: InboxRow): string[] {
  const payload = parsePayload(row.payload).fields ?? { caseDescription: row.payload };
  return [
    row.id,
    iso(row.created_at),
    row.source === "widget" ? "Message widget" : "Case form",
    row.status,
    iso(row.handled_at),
    ...FIELD_LABELS.map(([key]) => text(payload, key)),
  ];
}

/**
 * Stores a new link for `email` and returns it. `mailed`: the row keeps the link's text for
 * the mail until it is delivered; otherwise (printed by `npm run office:link`) only its hash.
 */
export async function issueSignInLink(
  store: Pick<OfficeStore, "addLink">,
  { origin, ttlMs, email, mailed }: { origin: string; ttlMs: number; email: string; mailed: boolean },
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  const url = `${origin}/office/link?token=${token}`;
  await store.addLink({
    tokenHash: tokenHash(token),
    email,
    now,
    expiresAt: now + ttlMs,
    mailUrl: mailed ? url : null,
  });
  return url;
}

export function cookieValue(header: string | null, name = SESSION_COOKIE): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export function startOfficeService({
  config,
  logger,
  contact,
}: {
  config: Config;
  logger: Logger;
  contact: Contact;
}): OfficeService {
  const { db, executor } = contact.database;
  const store = createSqlOfficeStore(db, executor);
  const allowed = new Set(config.OFFICE_EMAILS);
  const secure = new URL(config.SITE_URL).protocol === "https:";
  const origin = siteOrigin(config);
  const linkMs = config.OFFICE_LINK_TTL_SECONDS * 1000;
  const idleMs = config.OFFICE_SESSION_IDLE_SECONDS * 1000;
  const maxMs = config.OFFICE_SESSION_MAX_SECONDS * 1000;
  const stuckMs = config.STUCK_AFTER_MINUTES * 60_000;
  const linkMinutes = Math.max(1, Math.round(config.OFFICE_LINK_TTL_SECONDS / 60));
  // Link requests are limited per address (nobody's mailbox gets flooded) and per client.
  const perAddress = createRateLimiter({ limit: config.OFFICE_LINKS_PER_HOUR, windowMs: 3_600_000, maxKeys: 10_000 });
  const perClient = createRateLimiter({
    limit: config.OFFICE_LINKS_PER_HOUR * 4,
    windowMs: 3_600_000,
    maxKeys: 10_000,
  });

  const cookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/office; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;

  // The sign-in links' outbox: stored first, sent through the requests' transport, retried
  // with the requests' backoff; a link's text is erased once delivered, used or expired.
  let stopped = false;
  let mailTimer: NodeJS.Timeout | undefined;
  let mailRound: Promise<void> | undefined;
  let again = false;

  function scheduleMail(delayMs: number) {
    if (stopped) return;
    clearTimeout(mailTimer);
    mailTimer = setTimeout(kickMail, Math.max(0, Math.min(delayMs, 30_000)));
    mailTimer.unref();
  }

  function kickMail() {
    if (stopped) return;
    if (mailRound) {
      again = true;
      return;
    }
    mailRound = sendDueLinks()
      .catch((error: unknown) => {
        logger.error("office_link_mail_round_failed", { error: errorMessage(error) });
        return config.OUTBOX_RETRY_BASE_MS;
      })
      .then((delay) => {
        mailRound = undefined;
        scheduleMail(again ? 0 : delay);
        again = false;
      });
  }

  async function sendDueLinks(): Promise<number> {
    const now = Date.now();
    const due = await store.claimDueLinkMail({ now, limit: 10, leaseMs: 120_000 });
    for (const link of due) {
      if (!link.mail_url) continue;
      const mail = composeSignInMail(
        { tokenHash: link.token_hash, email: link.email, url: link.mail_url, expiresAt: link.expires_at },
        { from: config.MAIL_FROM },
        linkMinutes,
      );
      const result = await contact.transport.deliver(mail);
      const ref = link.token_hash.slice(0, 12);
      if (result.ok) {
        await store.linkMailDelivered(link.token_hash, Date.now());
        logger.info("office_link_delivered", { link: ref, attempt: link.mail_attempts });
      } else if (isPermanentRejection(result.error) || link.mail_attempts >= config.OUTBOX_MAX_ATTEMPTS) {
        await store.linkMailFailed(link.token_hash, result.error);
        logger.error("office_link_delivery_failed", { link: ref, attempt: link.mail_attempts, error: result.error });
      } else {
        const delayMs = retryDelayMs(link.mail_attempts, {
          baseMs: config.OUTBOX_RETRY_BASE_MS,
          maxMs: config.OUTBOX_RETRY_MAX_MS,
        });
        await store.linkMailRetry(link.token_hash, Date.now() + delayMs, result.error);
        logger.warn("office_link_delivery_retry", { link: ref, attempt: link.mail_attempts, error: result.error });
      }
    }
    if (due.length > 0) return 0;
    const next = await store.nextLinkMailAt(Date.now());
    return next === null ? 30_000 : next - Date.now();
  }

  // Housekeeping each minute: expired links and ended sessions erased; stuck deliveries logged once.
  async function housekeeping() {
    try {
      const now = Date.now();
      await store.sweep({ now, idleBefore: now - idleMs });
      for (const id of await store.takeNewlyStuck(now - stuckMs, now)) {
        logger.warn("delivery_stuck", { contactId: id, stuckAfterMinutes: config.STUCK_AFTER_MINUTES });
      }
    } catch (error) {
      logger.error("office_housekeeping_failed", { error: errorMessage(error) });
    }
  }
  const housekeepingTimer = setInterval(housekeeping, 60_000);
  housekeepingTimer.unref();
  void housekeeping();
  kickMail();

  async function sessionFor(request: Request): Promise<OfficeSession | null> {
    const token = cookieValue(request.headers.get("cookie"));
    if (!looksLikeToken(token)) return null;
    const idHash = tokenHash(token);
    const row = await store.findSession(idHash);
    if (!row) return null;
    const now = Date.now();
    if (now >= row.expires_at || now - row.last_seen_at >= idleMs || !allowed.has(row.email)) {
      await store.deleteSession(idHash);
      return null;
    }
    await store.touchSession(idHash, now);
    return { email: row.email, csrf: csrfTokenFor(token), idHash };
  }

  async function record(session: OfficeSession, action: OfficeAuditAction, requestId?: string, detail?: string) {
    await store.audit({ at: Date.now(), actor: session.email, action, requestId, detail });
  }

  return {
    store,
    forRequest(request, clientAddress) {
      let session: Promise<OfficeSession | null> | undefined;
      return {
        linkMinutes,
        session: () => (session ??= sessionFor(request)),
        formTokenValid: (current, token) => typeof token === "string" && sameSecret(token, current.csrf),

        async requestLink(rawEmail) {
          const email = rawEmail.trim().toLowerCase().slice(0, 320);
          const client = perClient.take(clientAddress);
          const address = perAddress.take(email);
          if (!client.allowed || !address.allowed) {
            logger.warn("office_link_rate_limited", { by: client.allowed ? "address" : "client" });
            return;
          }
          if (!allowed.has(email)) {
            // Nothing is stored or sent; the page says the same as for an office address.
            logger.info("office_link_refused", { reason: "not_an_office_address" });
            return;
          }
          await issueSignInLink(store, { origin, ttlMs: linkMs, email, mailed: true });
          logger.info("office_link_requested", {});
          kickMail();
        },

        async linkUsable(token) {
          if (!looksLikeToken(token)) return false;
          const link = await store.findLink(tokenHash(token));
          return !!link && link.used_at === null && link.expires_at > Date.now() && allowed.has(link.email);
        },

        async redeemLink(token) {
          if (!looksLikeToken(token)) return null;
          const hash = tokenHash(token);
          const link = await store.findLink(hash);
          const now = Date.now();
          if (!link || !allowed.has(link.email) || !(await store.useLink(hash, now))) {
            logger.info("office_link_refused", { reason: "unusable" });
            return null;
          }
          const value = newToken();
          const idHash = tokenHash(value);
          await store.addSession({
            id_hash: idHash,
            email: link.email,
            created_at: now,
            last_seen_at: now,
            expires_at: now + maxMs,
          });
          await store.audit({ at: now, actor: link.email, action: "sign_in", requestId: undefined });
          logger.info("office_sign_in", { session: idHash.slice(0, 12) });
          return cookie(value, Math.ceil(maxMs / 1000));
        },

        async signOut(current) {
          await store.deleteSession(current.idHash);
          await record(current, "sign_out");
          return cookie("", 0);
        },

        async list(current, { page, ...query }) {
          const now = Date.now();
          const [{ rows, total }, health, stuck] = await Promise.all([
            store.listRequests({ ...query, limit: PAGE_SIZE, offset: (Math.max(1, page) - 1) * PAGE_SIZE }),
            store.health(),
            store.countStuck(now - stuckMs),
          ]);
          return {
            items: rows.map(itemOf),
            total,
            page: Math.max(1, page),
            pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
            filter: query.filter,
            search: query.search ?? "",
            alerts: { stuck, failed: health.failed, stuckAfterMinutes: config.STUCK_AFTER_MINUTES },
          };
        },

        async detail(current, id) {
          const row = await store.getRequest(id);
          if (!row) return null;
          await record(current, "view", id);
          const parsed = parsePayload(row.payload).fields;
          const fields = FIELD_LABELS.map(([key, label]) => {
            const value = parsed ? text(parsed, key) : "";
            return { label, value: value.trim() === "" ? "(not given)" : value };
          });
          const history: { at: number; what: string }[] = [{ at: row.created_at, what: "Received" }];
          if (row.status === "pending") {
            history.push({
              at: row.next_attempt_at,
              what:
                row.attempts > 0
                  ? `Pending: ${row.attempts} attempt${row.attempts === 1 ? "" : "s"} so far${row.last_error ? `, last error ${row.last_error}` : ""}; next attempt`
                  : "Pending: first attempt",
            });
          }
          if (row.delivered_at != null)
            history.push({ at: row.delivered_at, what: `Delivered to the office by email (attempt ${row.attempts})` });
          if (row.failed_at != null) {
            history.push({
              at: row.failed_at,
              what: `Delivery given up after ${row.attempts} attempts (${row.last_error ?? "error"})`,
            });
          }
          if (row.handled_at != null) history.push({ at: row.handled_at, what: "Marked handled" });
          history.sort((a, b) => a.at - b.at);
          return {
            ...itemOf(row),
            fields,
            rawBody: parsed ? null : row.payload,
            history,
          };
        },

        async act(current, id, action) {
          const now = Date.now();
          let changed = false;
          switch (action) {
            case "handled":
              changed = await store.setHandled(id, now);
              break;
            case "reopen":
              changed = await store.setHandled(id, null);
              break;
            case "spam":
              changed = await store.markSpam(id);
              break;
            case "deliver":
            case "not_spam": {
              const row = await store.getRequest(id);
              if (!row || (action === "deliver" && row.status === "spam")) break;
              let payload: string | undefined;
              if (row.status === "spam") {
                // A honeypot body as received: the fields without the trap, or the text as a description.
                const fields = parsePayload(row.payload).fields;
                if (fields) {
                  const { [HONEYPOT_FIELD]: _trap, ...rest } = fields;
                  payload = JSON.stringify(rest);
                } else payload = JSON.stringify({ caseDescription: row.payload });
              }
              changed = await store.queueDelivery(id, now, payload);
              if (changed) contact.wakeOutbox();
              break;
            }
            case "delete":
              changed = await contact.store.erase(id);
              break;
          }
          if (changed) {
            const audited: Record<RequestAction, OfficeAuditAction> = {
              handled: "handled",
              reopen: "reopened",
              deliver: "deliver_again",
              spam: "spam",
              not_spam: "not_spam",
              delete: "delete",
            };
            await record(current, audited[action], id);
            logger.info("office_action", { action, contactId: id });
          }
          return changed;
        },

        async exportCsv(current, query) {
          const rows = await store.exportRequests(query);
          const rowsText = `${rows.length} row${rows.length === 1 ? "" : "s"}`;
          await record(
            current,
            "export",
            undefined,
            `filter=${query.filter}${query.search ? " with a search" : ""}; ${rowsText}`,
          );
          return toCsv([CSV_HEADER, ...rows.map(csvRow)]);
        },

        async audit(current, page) {
          const { rows, total } = await store.listAudit({
            limit: PAGE_SIZE,
            offset: (Math.max(1, page) - 1) * PAGE_SIZE,
          });
          return {
            entries: rows.map((row) => ({
              at: row.at,
              actor: row.actor,
              action: row.action,
              requestId: row.request_id,
              detail: row.detail,
            })),
            page: Math.max(1, page),
            pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          };
        },
      };
    },

    async readiness(now = Date.now()) {
      const health = await store.health();
      return {
        pending: health.pending,
        oldestPendingAgeSeconds:
          health.oldestPendingCreatedAt === null
            ? null
            : Math.max(0, Math.floor((now - health.oldestPendingCreatedAt) / 1000)),
        failed: health.failed,
      };
    },

    async stop() {
      stopped = true;
      clearTimeout(mailTimer);
      clearInterval(housekeepingTimer);
      await mailRound;
    },
  };
}
