import { createHash, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { ContactRequest } from "~/contract/contact-request";
import type { Database } from "../db/open";
import type { ContactRequestsTable } from "../db/schema";
import type { Settlement } from "../mail/delivery-loop";
import { nextDueOf, queueStatements } from "../mail/queue-statements";

/** Every process's delivery loop listens here: a commit that made mail due wakes them all. */
export const MAIL_DUE_CHANNEL = "mail_due";

/** The purge's lock key (any fixed 64-bit number, the same in every process). */
const PURGE_LOCK_KEY = 7_314_920_001;

export type NewContactRequest =
  | { kind: "request"; request: ContactRequest; idempotencyKey?: string }
  /** A filled honeypot: kept for a while as received, never mailed. */
  | { kind: "spam"; source: ContactRequest["source"]; rawBody: string; idempotencyKey?: string };

export type SaveResult =
  | { outcome: "created"; id: string; status: "pending" | "spam" }
  /** The same idempotency key and payload were stored before: the earlier answer stands. */
  | { outcome: "duplicate"; id: string }
  /** The same idempotency key came with a different payload. */
  | { outcome: "key-reused" };

/** A request as its notification is built from it. */
export type StoredContactRequest = {
  id: string;
  source: ContactRequest["source"];
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: number;
};

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;

const TABLE = "contact_requests";

export function payloadHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function rowFor(input: NewContactRequest, id: string, now: number) {
  const payload = input.kind === "request" ? JSON.stringify(input.request.payload) : input.rawBody;
  const source = input.kind === "request" ? input.request.source : input.source;
  return {
    id,
    idempotency_key: input.idempotencyKey ?? null,
    payload_hash: payloadHash(`${input.kind}:${source}:${payload}`),
    source,
    status: input.kind === "request" ? "pending" : "spam",
    payload,
    next_attempt_at: now,
    lease_until: null,
    last_error: null,
    created_at: now,
    delivered_at: null,
    failed_at: null,
    handled_at: null,
    stuck_reported_at: null,
  } satisfies Insertable<ContactRequestsTable>;
}

type Claimed = Pick<ContactRequestsTable, "id" | "source" | "payload" | "attempts" | "created_at">;
const CLAIMED_COLUMNS = ["id", "source", "payload", "attempts", "created_at"] as const;

/**
 * The one module that writes contact_requests: the endpoint stores through it, the delivery
 * loop claims and settles notifications through it, the office acts on requests through it,
 * the retention purge and erasure delete through it. Reads live in ./reads.ts.
 */
export function createRequestsRepository(database: Database) {
  const { db } = database;
  const queue = queueStatements(database, TABLE);
  const writeOne = async (query: Parameters<Database["read"]>[0]) => (await database.write([query]))[0]!;
  const changed = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

  return {
    /** Durably stores a request (or finds its earlier copy) before resolving. */
    async save(input: NewContactRequest, now = Date.now()): Promise<SaveResult> {
      const row = rowFor(input, randomUUID(), now);
      // The unique key settles a concurrent duplicate: the loser inserts nothing.
      const insert = db
        .insertInto(TABLE)
        .values(row)
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .compile();
      const [inserted] = await database.write([
        row.status === "pending" ? database.notifying(insert, MAIL_DUE_CHANNEL) : insert,
      ]);
      const created: SaveResult = {
        outcome: "created",
        id: row.id,
        status: row.status === "spam" ? "spam" : "pending",
      };
      if ((inserted?.rows.length ?? 0) > 0 || !row.idempotency_key) return created;
      // Another row holds the key (on PostgreSQL the insert waited for its transaction to end).
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["id", "payload_hash"])
          .where("idempotency_key", "=", row.idempotency_key)
          .compile(),
      );
      const holder = rows[0] as { id: string; payload_hash: string } | undefined;
      // Erased meanwhile: stored nowhere, so never an answer that says it was.
      if (!holder) throw new Error("the request holding this idempotency key was removed meanwhile");
      return holder.payload_hash === row.payload_hash
        ? { outcome: "duplicate", id: holder.id }
        : { outcome: "key-reused" };
    },

    // The office's notifications, for the delivery loop (./notification-queue.ts).
    async claimNotifications(options: {
      now: number;
      dueBy: number;
      limit: number;
      leaseUntil: number;
    }): Promise<StoredContactRequest[]> {
      const { rows } = await writeOne(queue.claim(options, CLAIMED_COLUMNS));
      return (rows as Claimed[])
        .map((row) => ({
          id: row.id,
          source: row.source,
          payload: JSON.parse(row.payload) as Record<string, unknown>,
          attempts: Number(row.attempts),
          createdAt: Number(row.created_at),
        }))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    /** False when the row was no longer pending: erased, or marked spam, while its mail was in flight. */
    async settleNotification(id: string, settlement: Settlement, at: number): Promise<boolean> {
      return changed(await writeOne(queue.settle(id, settlement, at))) === 1;
    },
    async releaseNotification(id: string) {
      await writeOne(queue.release(id));
    },
    async nextNotificationDueAt(): Promise<number | null> {
      return nextDueOf((await database.read(queue.nextDueAt())).rows);
    },
    async notificationsDueNow(now: number) {
      await writeOne(queue.dueNow(now));
    },
    /** After a restart of the only process (SQLite): its claims are void, every pending notification is due now. */
    async releaseAllClaims(now: number): Promise<number> {
      return changed(await writeOne(queue.releaseAll(now)));
    },

    // The office's actions.
    async setHandled(id: string, handledAt: number | null): Promise<boolean> {
      return (
        changed(await writeOne(db.updateTable(TABLE).set({ handled_at: handledAt }).where("id", "=", id).compile())) ===
        1
      );
    },
    async markSpam(id: string): Promise<boolean> {
      const query = db.updateTable(TABLE).set({ status: "spam", lease_until: null }).where("id", "=", id);
      return changed(await writeOne(query.where("status", "<>", "spam").compile())) === 1;
    },
    /**
     * Back from spam, or delivered/failed again: pending, due now, attempts counted afresh.
     * `onlyIf` restricts it to a row in that state.
     */
    async requeueNotification(
      id: string,
      now: number,
      payload?: string,
      onlyIf?: ContactRequestsTable["status"],
    ): Promise<boolean> {
      let query = db
        .updateTable(TABLE)
        .set({
          status: "pending",
          next_attempt_at: now,
          lease_until: null,
          attempts: 0,
          failed_at: null,
          delivered_at: null,
          last_error: null,
          stuck_reported_at: null,
          ...(payload === undefined ? {} : { payload }),
        })
        .where("id", "=", id);
      if (onlyIf) query = query.where("status", "=", onlyIf);
      const [result] = await database.write([database.notifying(query.returning("id").compile(), MAIL_DUE_CHANNEL)]);
      return (result?.rows.length ?? 0) === 1;
    },
    /** Pending requests received before `before` whose stuck delivery was not logged yet; marks them logged. */
    async takeNewlyStuck(before: number, now: number): Promise<string[]> {
      const { rows } = await writeOne(
        db
          .updateTable(TABLE)
          .set({ stuck_reported_at: now })
          .where("status", "=", "pending")
          .where("created_at", "<", before)
          .where("stuck_reported_at", "is", null)
          .returning(["id"])
          .compile(),
      );
      return (rows as { id: string }[]).map((row) => row.id);
    },

    /**
     * Deletes delivered requests and spam older than `before` and returns how many went; the
     * deleted text leaves no copy in the database's files. One process at a time: another
     * that finds the purge running deletes nothing and returns 0.
     */
    async purgeSettled(before: number): Promise<number> {
      const result = await writeOne(
        db
          .deleteFrom(TABLE)
          .where(database.oneAtATime(PURGE_LOCK_KEY))
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "delivered"), eb("delivered_at", "<", before)]),
              eb.and([eb("status", "=", "spam"), eb("created_at", "<", before)]),
            ]),
          )
          .compile(),
      );
      const removed = changed(result);
      if (removed > 0) await database.forgetDeleted();
      return removed;
    },

    /** Deletes one request now, whatever its state (a visitor's erasure request), as the purge erases. */
    async erase(id: string): Promise<boolean> {
      const removed = changed(await writeOne(db.deleteFrom(TABLE).where("id", "=", id).compile())) > 0;
      if (removed) await database.forgetDeleted();
      return removed;
    },
  };
}
