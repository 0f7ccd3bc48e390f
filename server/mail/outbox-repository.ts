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

/**
 * The one module that writes mail_outbox (mail the office's tools send: sign-in links) and
 * delivery_attempts (the history of every attempt of any mail). A message is kept only until
 * it is delivered, given up or expired, then erased: a sign-in link in it must not outlive its use.
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
    /** Stores a message to send; durable when it resolves, and every delivery loop hears of it. */
    async enqueue({
      kind,
      subjectRef,
      message,
      expiresAt = null,
      now = Date.now(),
    }: {
      kind: MailKind;
      subjectRef: string;
      message: OutgoingMail;
      expiresAt?: number | null;
      now?: number;
    }): Promise<string> {
      const id = randomUUID();
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
