import { randomUUID } from "node:crypto";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { ContactRequestsTable, SiteDatabase } from "../contact/database";
import type { SqlExecutor } from "../contact/sql-executor";
import type { OfficeAuditAction, OfficeAuditTable, OfficeSessionsTable, OfficeSignInLinksTable } from "./schema";

export type InboxFilter = "open" | "all" | "spam";
export const INBOX_FILTERS: readonly InboxFilter[] = ["open", "all", "spam"];

export type InboxQuery = { filter: InboxFilter; search?: string };

export type InboxRow = Pick<
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
> & { attempts: number; handled_at: number | null };

export type LinkMail = Pick<
  OfficeSignInLinksTable,
  "token_hash" | "email" | "mail_url" | "mail_attempts" | "expires_at"
>;

export type DeliveryHealth = { pending: number; oldestPendingCreatedAt: number | null; failed: number };

/**
 * Everything the office inbox keeps or reads, behind one interface so another database can
 * stand behind it: every statement is built by Kysely's query builder, portable SQL only.
 */
export type OfficeStore = {
  // Sign-in links, each its own outbox entry.
  addLink(link: {
    tokenHash: string;
    email: string;
    now: number;
    expiresAt: number;
    mailUrl: string | null;
  }): Promise<void>;
  findLink(tokenHash: string): Promise<Pick<OfficeSignInLinksTable, "email" | "expires_at" | "used_at"> | null>;
  /** Marks the link used if it still can be (unused, unexpired); true when this call used it. */
  useLink(tokenHash: string, now: number): Promise<boolean>;
  claimDueLinkMail(options: { now: number; limit: number; leaseMs: number }): Promise<LinkMail[]>;
  linkMailDelivered(tokenHash: string, now: number): Promise<void>;
  linkMailRetry(tokenHash: string, nextAttemptAt: number, errorCode: string): Promise<void>;
  linkMailFailed(tokenHash: string, errorCode: string): Promise<void>;
  nextLinkMailAt(now: number): Promise<number | null>;
  // Sessions.
  addSession(session: OfficeSessionsTable): Promise<void>;
  findSession(idHash: string): Promise<OfficeSessionsTable | null>;
  touchSession(idHash: string, now: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Erases expired links (with any link text still held) and ended sessions. */
  sweep(options: { now: number; idleBefore: number }): Promise<void>;
  // Audit.
  audit(entry: {
    at: number;
    actor: string;
    action: OfficeAuditAction;
    requestId?: string;
    detail?: string;
  }): Promise<void>;
  listAudit(options: { limit: number; offset: number }): Promise<{ rows: OfficeAuditTable[]; total: number }>;
  // Inbox.
  listRequests(query: InboxQuery & { limit: number; offset: number }): Promise<{ rows: InboxRow[]; total: number }>;
  exportRequests(query: InboxQuery): Promise<InboxRow[]>;
  getRequest(id: string): Promise<InboxRow | null>;
  setHandled(id: string, handledAt: number | null): Promise<boolean>;
  markSpam(id: string): Promise<boolean>;
  /** Back from spam, or delivered/failed again: pending, due now, attempts counted afresh. */
  queueDelivery(id: string, now: number, payload?: string): Promise<boolean>;
  health(): Promise<DeliveryHealth>;
  /** Pending requests received before `before` whose stuck delivery was not logged yet; marks them logged. */
  takeNewlyStuck(before: number, now: number): Promise<string[]>;
  countStuck(before: number): Promise<number>;
};

const LINKS = "office_sign_in_links";
const SESSIONS = "office_sessions";
const AUDIT = "office_audit";
const REQUESTS = "contact_requests";

const INBOX_COLUMNS = [
  "id",
  "source",
  "status",
  "payload",
  "attempts",
  "next_attempt_at",
  "last_error",
  "created_at",
  "delivered_at",
  "failed_at",
  "handled_at",
] as const;

/** SQLite hands back integers as numbers, PostgreSQL bigints as strings: one shape for callers. */
function inboxRow(row: Record<string, unknown>): InboxRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: String(row.id),
    source: row.source as InboxRow["source"],
    status: row.status as InboxRow["status"],
    payload: String(row.payload),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    last_error: (row.last_error as string | null) ?? null,
    created_at: Number(row.created_at),
    delivered_at: num(row.delivered_at),
    failed_at: num(row.failed_at),
    handled_at: num(row.handled_at),
  };
}

/** LIKE's wildcard and the escape character (PostgreSQL's default) leave the term; "_" may stay, matching itself too. */
function searchPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[%\\]/g, "")}%`;
}

export function createSqlOfficeStore(db: Kysely<SiteDatabase>, executor: SqlExecutor): OfficeStore {
  const run = async (query: { compile(): Parameters<SqlExecutor["query"]>[0] }) => executor.query(query.compile());
  const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

  function filtered<O>(query: SelectQueryBuilder<SiteDatabase, "contact_requests", O>, { filter, search }: InboxQuery) {
    let next = query;
    if (filter === "spam") next = next.where("status", "=", "spam");
    else next = next.where("status", "<>", "spam");
    if (filter === "open") next = next.where("handled_at", "is", null);
    const term = search?.trim();
    if (term) {
      // The stored payload is the request as JSON: names, addresses and phone numbers are in it.
      next = next.where((eb) => eb(eb.fn("lower", ["payload"]), "like", searchPattern(term)));
    }
    return next;
  }

  return {
    async addLink({ tokenHash, email, now, expiresAt, mailUrl }) {
      await run(
        db.insertInto(LINKS).values({
          token_hash: tokenHash,
          email,
          created_at: now,
          expires_at: expiresAt,
          used_at: null,
          mail_url: mailUrl,
          mail_attempts: 0,
          mail_next_attempt_at: now,
          mail_last_error: null,
          mail_delivered_at: null,
        }),
      );
    },

    async findLink(tokenHash) {
      const { rows } = await run(
        db.selectFrom(LINKS).select(["email", "expires_at", "used_at"]).where("token_hash", "=", tokenHash),
      );
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      return {
        email: String(row.email),
        expires_at: Number(row.expires_at),
        used_at: row.used_at == null ? null : Number(row.used_at),
      };
    },

    async useLink(tokenHash, now) {
      const result = await run(
        db
          .updateTable(LINKS)
          .set({ used_at: now, mail_url: null })
          .where("token_hash", "=", tokenHash)
          .where("used_at", "is", null)
          .where("expires_at", ">", now),
      );
      return affected(result) === 1;
    },

    async claimDueLinkMail({ now, limit, leaseMs }) {
      const { rows } = await run(
        db
          .updateTable(LINKS)
          .set((eb) => ({ mail_next_attempt_at: now + leaseMs, mail_attempts: eb("mail_attempts", "+", 1) }))
          .where("token_hash", "in", (eb) =>
            eb
              .selectFrom(LINKS)
              .select("token_hash")
              .where("mail_url", "is not", null)
              .where("mail_next_attempt_at", "<=", now)
              .where("expires_at", ">", now)
              .orderBy("mail_next_attempt_at")
              .limit(limit),
          )
          .where("mail_next_attempt_at", "<=", now)
          .returning(["token_hash", "email", "mail_url", "mail_attempts", "expires_at"]),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        token_hash: String(row.token_hash),
        email: String(row.email),
        mail_url: row.mail_url == null ? null : String(row.mail_url),
        mail_attempts: Number(row.mail_attempts),
        expires_at: Number(row.expires_at),
      }));
    },

    async linkMailDelivered(tokenHash, now) {
      await run(
        db
          .updateTable(LINKS)
          .set({ mail_url: null, mail_delivered_at: now, mail_last_error: null })
          .where("token_hash", "=", tokenHash),
      );
    },

    async linkMailRetry(tokenHash, nextAttemptAt, errorCode) {
      await run(
        db
          .updateTable(LINKS)
          .set({ mail_next_attempt_at: nextAttemptAt, mail_last_error: errorCode.slice(0, 200) })
          .where("token_hash", "=", tokenHash),
      );
    },

    async linkMailFailed(tokenHash, errorCode) {
      await run(
        db
          .updateTable(LINKS)
          .set({ mail_url: null, mail_last_error: errorCode.slice(0, 200) })
          .where("token_hash", "=", tokenHash),
      );
    },

    async nextLinkMailAt(now) {
      const { rows } = await run(
        db
          .selectFrom(LINKS)
          .select((eb) => eb.fn.min("mail_next_attempt_at").as("next"))
          .where("mail_url", "is not", null)
          .where("expires_at", ">", now),
      );
      const next = (rows[0] as { next: unknown } | undefined)?.next;
      return next == null ? null : Number(next);
    },

    async addSession(session) {
      await run(db.insertInto(SESSIONS).values(session));
    },

    async findSession(idHash) {
      const { rows } = await run(db.selectFrom(SESSIONS).selectAll().where("id_hash", "=", idHash));
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      return {
        id_hash: String(row.id_hash),
        email: String(row.email),
        created_at: Number(row.created_at),
        last_seen_at: Number(row.last_seen_at),
        expires_at: Number(row.expires_at),
      };
    },

    async touchSession(idHash, now) {
      await run(db.updateTable(SESSIONS).set({ last_seen_at: now }).where("id_hash", "=", idHash));
    },

    async deleteSession(idHash) {
      await run(db.deleteFrom(SESSIONS).where("id_hash", "=", idHash));
    },

    async sweep({ now, idleBefore }) {
      await run(db.deleteFrom(LINKS).where("expires_at", "<=", now));
      await run(
        db
          .deleteFrom(SESSIONS)
          .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleBefore)])),
      );
    },

    async audit({ at, actor, action, requestId, detail }) {
      await run(
        db.insertInto(AUDIT).values({
          id: randomUUID(),
          at,
          actor,
          action,
          request_id: requestId ?? null,
          detail: detail?.slice(0, 200) ?? null,
        }),
      );
    },

    async listAudit({ limit, offset }) {
      const [page, count] = await Promise.all([
        run(db.selectFrom(AUDIT).selectAll().orderBy("at", "desc").orderBy("id").limit(limit).offset(offset)),
        run(db.selectFrom(AUDIT).select((eb) => eb.fn.countAll().as("n"))),
      ]);
      const rows = (page.rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        at: Number(row.at),
        actor: String(row.actor),
        action: row.action as OfficeAuditAction,
        request_id: (row.request_id as string | null) ?? null,
        detail: (row.detail as string | null) ?? null,
      }));
      return { rows, total: Number((count.rows[0] as { n: unknown }).n) };
    },

    async listRequests({ limit, offset, ...query }) {
      const [page, count] = await Promise.all([
        run(
          filtered(db.selectFrom(REQUESTS).select(INBOX_COLUMNS), query)
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(limit)
            .offset(offset),
        ),
        run(
          filtered(
            db.selectFrom(REQUESTS).select((eb) => eb.fn.countAll().as("n")),
            query,
          ),
        ),
      ]);
      return {
        rows: (page.rows as Record<string, unknown>[]).map(inboxRow),
        total: Number((count.rows[0] as { n: unknown }).n),
      };
    },

    async exportRequests(query) {
      const { rows } = await run(
        filtered(db.selectFrom(REQUESTS).select(INBOX_COLUMNS), query)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc"),
      );
      return (rows as Record<string, unknown>[]).map(inboxRow);
    },

    async getRequest(id) {
      const { rows } = await run(db.selectFrom(REQUESTS).select(INBOX_COLUMNS).where("id", "=", id));
      const row = rows[0] as Record<string, unknown> | undefined;
      return row ? inboxRow(row) : null;
    },

    async setHandled(id, handledAt) {
      return affected(await run(db.updateTable(REQUESTS).set({ handled_at: handledAt }).where("id", "=", id))) === 1;
    },

    async markSpam(id) {
      return (
        affected(
          await run(
            db.updateTable(REQUESTS).set({ status: "spam" }).where("id", "=", id).where("status", "<>", "spam"),
          ),
        ) === 1
      );
    },

    async queueDelivery(id, now, payload) {
      return (
        affected(
          await run(
            db
              .updateTable(REQUESTS)
              .set({
                status: "pending",
                next_attempt_at: now,
                attempts: 0,
                failed_at: null,
                delivered_at: null,
                last_error: null,
                stuck_reported_at: null,
                ...(payload === undefined ? {} : { payload }),
              })
              .where("id", "=", id),
          ),
        ) === 1
      );
    },

    async health() {
      const { rows } = await run(
        db
          .selectFrom(REQUESTS)
          .select((eb) => [
            eb.fn.countAll().as("n"),
            eb.fn.min("created_at").as("oldest"),
            eb.case().when("status", "=", "pending").then(1).else(0).end().as("is_pending"),
          ])
          .where("status", "in", ["pending", "failed"])
          .groupBy("status"),
      );
      let health: DeliveryHealth = { pending: 0, oldestPendingCreatedAt: null, failed: 0 };
      for (const row of rows as { n: unknown; oldest: unknown; is_pending: unknown }[]) {
        if (Number(row.is_pending) === 1) {
          health = {
            ...health,
            pending: Number(row.n),
            oldestPendingCreatedAt: row.oldest == null ? null : Number(row.oldest),
          };
        } else health = { ...health, failed: Number(row.n) };
      }
      return health;
    },

    async takeNewlyStuck(before, now) {
      const { rows } = await run(
        db
          .updateTable(REQUESTS)
          .set({ stuck_reported_at: now })
          .where("status", "=", "pending")
          .where("created_at", "<", before)
          .where("stuck_reported_at", "is", null)
          .returning(["id"]),
      );
      return (rows as { id: string }[]).map((row) => row.id);
    },

    async countStuck(before) {
      const { rows } = await run(
        db
          .selectFrom(REQUESTS)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "pending")
          .where("created_at", "<", before),
      );
      return Number((rows[0] as { n: unknown }).n);
    },
  };
}
