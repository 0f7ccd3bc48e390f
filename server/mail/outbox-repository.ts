import type { CompiledQuery } from "kysely";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/open";
import type { MailKind, MailOutboxTable } from "../db/schema";
import type { AttemptLog, DeliveryQueue, QueueItem } from "./delivery-loop";
import type { OutgoingMail } from "./message";
import { nextDueOf, queueStatements } from "./queue-statements";

const TABLE = "mail_outbox";

type OutboxItem = QueueItem & { kind: MailKind; message: OutgoingMail };

/** A message as stored: JSON, with its date as text. */
function revive(text: string): OutgoingMail {
  const mail = JSON.parse(text) as OutgoingMail & { date: string };
  return { ...mail, date: new Date(mail.date) };
}

/** An outbox message's delivery as the office reads it, for the thread of the request it is about. */
export type OutboxState = {
  id: string;
  status: MailOutboxTable["status"];
  attempts: number;
  leased: boolean;
  lastError: string | null;
  nextAttemptAt: number;
  deliveredAt: number | null;
  failedAt: number | null;
};

export type AttemptRecord = {
  itemId: string;
  attempt: number;
  at: number;
  outcome: "delivered" | "retry" | "failed";
  error: string | null;
};

/** Mail about a request (subject_ref is its id), which goes when the request goes. */
const ABOUT_A_REQUEST: MailKind[] = ["reply", "assignment", "consultation"];

/**
 * The one module that writes mail_outbox (mail the office's tools send: sign-in links,
 * replies to visitors, assignment notices) and delivery_attempts (the history of every
 * attempt of any mail). A message is kept only until it is delivered, given up or expired,
 * then erased: a sign-in link in it must not outlive its use, and a reply's text is kept in
 * its request's thread instead.
 */
export function createOutboxRepository(database: Database, channel: string) {
  const { db } = database;
  const queue = queueStatements(database, TABLE);
  const writeOne = async (query: Parameters<Database["read"]>[0]) => (await database.write([query]))[0]!;

  const attempts: AttemptLog = {
    async record({ queue: name, itemId, attempt, at, outcome, error }) {
      await database.write([
        db
          .insertInto("delivery_attempts")
          .values({ id: randomUUID(), queue: name, item_id: itemId, attempt, at, outcome, error })
          .compile(),
      ]);
    },
  };

  const deliveryQueue: DeliveryQueue<OutboxItem> = {
    name: "outbox",
    async claim(options) {
      const { rows } = await writeOne(queue.claim(options, ["id", "kind", "message", "attempts"] as const));
      return (rows as Pick<MailOutboxTable, "id" | "kind" | "message" | "attempts">[]).flatMap((row) =>
        row.message === null
          ? []
          : [{ id: row.id, kind: row.kind, attempts: Number(row.attempts), message: revive(row.message) }],
      );
    },
    async settle(item, settlement, at) {
      await writeOne(queue.settle(item.id, settlement, at));
      if (settlement.state !== "retry")
        await writeOne(db.updateTable(TABLE).set({ message: null }).where("id", "=", item.id).compile());
    },
    release: async (item) => void (await writeOne(queue.release(item.id))),
    nextDueAt: async () => nextDueOf((await database.read(queue.nextDueAt())).rows),
    dueNow: async (now) => void (await writeOne(queue.dueNow(now))),
    compose: (item) => item.message,
    describe: (item) => ({ mail: item.id, kind: item.kind }),
  };

  return {
    queue: deliveryQueue,
    attempts,
    /**
     * The statement that stores a message to send, for a writer that commits it with its own
     * (a consultation's invitation with its sequence, a morning list with its day); every
     * delivery loop hears of it once it commits.
     */
    enqueuing({
      id = randomUUID(),
      kind,
      subjectRef,
      message,
      now = Date.now(),
    }: {
      id?: string;
      kind: MailKind;
      subjectRef: string;
      message: OutgoingMail;
      now?: number;
    }) {
      const insert = db
        .insertInto(TABLE)
        .values({
          id,
          kind,
          subject_ref: subjectRef,
          message: JSON.stringify(message),
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          lease_until: null,
          last_error: null,
          expires_at: null,
          created_at: now,
          delivered_at: null,
          failed_at: null,
        })
        .returning("id")
        .compile();
      return database.notifying(insert, channel);
    },
    /** Stores a message to send; durable when it resolves, and every delivery loop hears of it. */
    async enqueue({
      id = randomUUID(),
      kind,
      subjectRef,
      message,
      expiresAt = null,
      now = Date.now(),
    }: {
      id?: string;
      kind: MailKind;
      subjectRef: string;
      message: OutgoingMail;
      expiresAt?: number | null;
      now?: number;
    }): Promise<string> {
      const insert = db
        .insertInto(TABLE)
        .values({
          id,
          kind,
          subject_ref: subjectRef,
          message: JSON.stringify(message),
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          lease_until: null,
          last_error: null,
          expires_at: expiresAt,
          created_at: now,
          delivered_at: null,
          failed_at: null,
        })
        .returning("id")
        .compile();
      await database.write([database.notifying(insert, channel)]);
      return id;
    },
    /** Mail past its use is not sent: marked failed, its message erased. */
    async expire(now: number): Promise<void> {
      await writeOne(
        db
          .updateTable(TABLE)
          .set({ status: "failed", failed_at: now, last_error: "EXPIRED", message: null, lease_until: null })
          .where("status", "=", "pending")
          .where("expires_at", "<=", now)
          .compile(),
      );
    },
    /**
     * A message that was given up, to be sent again: pending, due now, attempts counted afresh
     * (their history stays). `andThen`: another owner's statements, committed with it.
     */
    async requeue(id: string, message: OutgoingMail, now: number, andThen: CompiledQuery[] = []): Promise<boolean> {
      const query = db
        .updateTable(TABLE)
        .set({
          status: "pending",
          message: JSON.stringify(message),
          attempts: 0,
          next_attempt_at: now,
          lease_until: null,
          last_error: null,
          failed_at: null,
        })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .returning("id")
        .compile();
      const [result] = await database.write([database.notifying(query, channel), ...andThen]);
      return (result?.rows.length ?? 0) === 1;
    },
    async states(ids: string[], now = Date.now()): Promise<Map<string, OutboxState>> {
      if (ids.length === 0) return new Map();
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select([
            "id",
            "status",
            "attempts",
            "lease_until",
            "last_error",
            "next_attempt_at",
            "delivered_at",
            "failed_at",
          ])
          .where("id", "in", ids)
          .compile(),
      );
      const num = (value: unknown) => (value == null ? null : Number(value));
      return new Map(
        (rows as Record<string, unknown>[]).map((row) => [
          String(row.id),
          {
            id: String(row.id),
            status: row.status as OutboxState["status"],
            attempts: Number(row.attempts),
            leased: row.lease_until != null && Number(row.lease_until) > now,
            lastError: (row.last_error as string | null) ?? null,
            nextAttemptAt: Number(row.next_attempt_at),
            deliveredAt: num(row.delivered_at),
            failedAt: num(row.failed_at),
          },
        ]),
      );
    },
    /** Every attempt to deliver these items, oldest first, across re-sends. */
    async attemptsOf(itemIds: string[]): Promise<AttemptRecord[]> {
      if (itemIds.length === 0) return [];
      const { rows } = await database.read(
        db.selectFrom("delivery_attempts").selectAll().where("item_id", "in", itemIds).orderBy("at").compile(),
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        itemId: String(row.item_id),
        attempt: Number(row.attempt),
        at: Number(row.at),
        outcome: row.outcome as AttemptRecord["outcome"],
        error: (row.error as string | null) ?? null,
      }));
    },
    /** Forgets the mail about a request (replies, assignment notices) and their attempts: its erasure. */
    async forgetMailAbout(requestId: string): Promise<void> {
      const about = db
        .selectFrom(TABLE)
        .select("id")
        .where("subject_ref", "=", requestId)
        .where("kind", "in", ABOUT_A_REQUEST);
      await database.write([
        db.deleteFrom("delivery_attempts").where("queue", "=", "outbox").where("item_id", "in", about).compile(),
        db.deleteFrom(TABLE).where("subject_ref", "=", requestId).where("kind", "in", ABOUT_A_REQUEST).compile(),
      ]);
    },
    /** The same for every request no longer stored (purged). Returns how many messages went. */
    async forgetMailOfErasedRequests(): Promise<number> {
      const orphans = db
        .selectFrom(TABLE)
        .select("id")
        .where("kind", "in", ABOUT_A_REQUEST)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("contact_requests")
                .select("id")
                .whereRef("contact_requests.id", "=", "mail_outbox.subject_ref"),
            ),
          ),
        );
      const [, removed] = await database.write([
        db.deleteFrom("delivery_attempts").where("queue", "=", "outbox").where("item_id", "in", orphans).compile(),
        db.deleteFrom(TABLE).where("id", "in", orphans).compile(),
      ]);
      return Number(removed?.numAffectedRows ?? 0);
    },
    /** Forgets the attempts of an item that is erased. */
    async forgetAttempts(itemId: string): Promise<void> {
      await writeOne(db.deleteFrom("delivery_attempts").where("item_id", "=", itemId).compile());
    },
    /**
     * Forgets the attempts of requests no longer stored (purged, or erased while a delivery
     * was in flight and recorded its attempt afterwards).
     */
    async forgetAttemptsOfErasedRequests(): Promise<number> {
      const result = await writeOne(
        db
          .deleteFrom("delivery_attempts")
          .where("queue", "=", "notification")
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("contact_requests")
                  .select("id")
                  .whereRef("contact_requests.id", "=", "delivery_attempts.item_id"),
              ),
            ),
          )
          .compile(),
      );
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
