import { createHash, randomUUID } from "node:crypto";
import { sql, type CompiledQuery, type ExpressionBuilder } from "kysely";
import type { Database } from "../db/open";
import type { MailKind, MailOutboxTable, SiteDatabase } from "../db/schema";
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

/** The key that paces one kind of mail about one request to one address: a hash, so the row holds no address. */
export function paceKey(kind: MailKind, requestId: string, recipient: string): string {
  return createHash("sha256").update(`${kind}\n${requestId}\n${recipient.toLowerCase()}`).digest("hex").slice(0, 32);
}

/** A row no delivery loop holds: never leased, or its lease has run out. */
const unleased = (now: number) => (eb: ExpressionBuilder<SiteDatabase, "mail_outbox">) =>
  eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]);

export type NewMail = {
  id?: string;
  kind: MailKind;
  subjectRef: string;
  message: OutgoingMail;
  expiresAt?: number | null;
  now?: number;
  /** When it may first go (later than `now` when paced). */
  dueAt?: number;
  paceKey?: string | null;
};

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
      // Only while its item is still there: an attempt that ends after an erasure took the request
      // (or the mail) leaves no row of it behind.
      const owner = name === "outbox" ? "mail_outbox" : "contact_requests";
      if (name !== "outbox" && name !== "notification") throw new Error(`no attempts are kept for queue ${name}`);
      await database.write([
        sql`insert into delivery_attempts (id, queue, item_id, attempt, at, outcome, error)
          select cast(${randomUUID()} as varchar(36)), cast(${name} as varchar(32)), cast(${itemId} as varchar(64)),
            cast(${attempt} as integer), cast(${at} as bigint), cast(${outcome} as varchar(16)), cast(${error} as varchar(200))
          where exists (select 1 from ${sql.table(owner)} where id = ${itemId})`.compile(db),
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

  /**
   * The statement that sends a given-up message again (pending, due now, its attempts counted
   * afresh, their history kept), for the office action that asks it to commit with its own.
   */
  function requeueing(id: string, message: OutgoingMail, now: number): CompiledQuery {
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
    return database.notifying(query, channel);
  }

  return {
    queue: deliveryQueue,
    attempts,
    /** The statement that stores a message to send (every delivery loop hears of it once committed), and its id. */
    enqueuing({
      id = randomUUID(),
      kind,
      subjectRef,
      message,
      expiresAt = null,
      now = Date.now(),
      dueAt = now,
      paceKey: pace = null,
    }: NewMail): { id: string; query: CompiledQuery } {
      const insert = db
        .insertInto(TABLE)
        .values({
          id,
          kind,
          subject_ref: subjectRef,
          message: JSON.stringify(message),
          status: "pending",
          attempts: 0,
          next_attempt_at: dueAt,
          lease_until: null,
          last_error: null,
          expires_at: expiresAt,
          created_at: now,
          delivered_at: null,
          failed_at: null,
          pace_key: pace,
        })
        .returning("id")
        .compile();
      return { id, query: database.notifying(insert, channel) };
    },
    /** Stores a message to send; durable when it resolves, and every delivery loop hears of it. */
    async enqueue(mail: NewMail): Promise<string> {
      const { id, query } = this.enqueuing(mail);
      await database.write([query]);
      return id;
    },
    /**
     * The mail of one pace key queued since `since`: the latest time any of it was (or is) due,
     * and whether some of it is still waiting to go. Null when there is none.
     */
    async paced(key: string, since: number): Promise<{ lastDueAt: number; waiting: boolean } | null> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["next_attempt_at", "status"])
          .where("pace_key", "=", key)
          .where("created_at", ">=", since)
          .compile(),
      );
      const found = rows as { next_attempt_at: unknown; status: string }[];
      if (found.length === 0) return null;
      return {
        lastDueAt: Math.max(...found.map((row) => Number(row.next_attempt_at))),
        waiting: found.some((row) => row.status === "pending"),
      };
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
    requeueing,
    /**
     * A message that was given up, to be sent again (requeueing). `andThen`: another owner's
     * statements, committed with it.
     */
    async requeue(id: string, message: OutgoingMail, now: number, andThen: CompiledQuery[] = []): Promise<boolean> {
      const [result] = await database.write([requeueing(id, message, now), ...andThen]);
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
    /**
     * An erasure's first step: the mail about a request that is waiting and that no delivery loop
     * holds goes now, so none can take it any more. Returns how many messages are still being
     * sent (claimed, their lease running): the erasure waits for those to end.
     */
    async stopMailAbout(requestId: string, now: number): Promise<number> {
      const about = db
        .selectFrom(TABLE)
        .select("id")
        .where("subject_ref", "=", requestId)
        .where("kind", "in", ABOUT_A_REQUEST);
      const [, , inFlight] = await database.write([
        db
          .deleteFrom("delivery_attempts")
          .where("queue", "=", "outbox")
          .where("item_id", "in", about.where("status", "=", "pending").where(unleased(now)))
          .compile(),
        db
          .deleteFrom(TABLE)
          .where("subject_ref", "=", requestId)
          .where("kind", "in", ABOUT_A_REQUEST)
          .where("status", "=", "pending")
          .where(unleased(now))
          .compile(),
        db
          .selectFrom(TABLE)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("subject_ref", "=", requestId)
          .where("kind", "in", ABOUT_A_REQUEST)
          .where("lease_until", ">", now)
          .compile(),
      ]);
      return Number((inFlight?.rows[0] as { n: unknown } | undefined)?.n ?? 0);
    },
    /** The statements that forget the mail about a request and every attempt to send it: its erasure's last transaction. */
    forgettingMailAbout(requestId: string): CompiledQuery[] {
      const about = db
        .selectFrom(TABLE)
        .select("id")
        .where("subject_ref", "=", requestId)
        .where("kind", "in", ABOUT_A_REQUEST);
      return [
        db.deleteFrom("delivery_attempts").where("queue", "=", "outbox").where("item_id", "in", about).compile(),
        db.deleteFrom(TABLE).where("subject_ref", "=", requestId).where("kind", "in", ABOUT_A_REQUEST).compile(),
        // The request's own notification's attempts: their item is the request.
        db.deleteFrom("delivery_attempts").where("item_id", "=", requestId).compile(),
      ];
    },
    /** Forgets the mail about every request no longer stored (purged) and its attempts. Returns how many messages went. */
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
