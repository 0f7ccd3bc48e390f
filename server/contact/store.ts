import { createHash, randomUUID } from "node:crypto";
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { ContactRequest } from "~/contract/contact-request";
import type { ContactRequestsTable, SiteDatabase, SqlDialect } from "./database";
import { createGroupCommit } from "./group-commit";
import { insertReturningId, PURGE_LOCK_KEY } from "./postgres";
import type { SqlExecutor } from "./sql-executor";

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

export type StoredContactRequest = {
  id: string;
  source: ContactRequest["source"];
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: number;
};

/**
 * Where contact requests live from the moment they are acknowledged until the office has
 * them and the retention period is over. The outbox works through it, so it never cares
 * which database sits behind.
 */
export type ContactStore = {
  /** Durably stores a request in one transaction (or finds its earlier copy) before resolving. */
  save(request: NewContactRequest, now?: number): Promise<SaveResult>;
  /**
   * Claims up to `limit` pending requests that are due, pushing their next attempt `leaseMs`
   * into the future so no other worker takes them meanwhile, and counting the attempt.
   */
  claimDue(options: { now: number; limit: number; leaseMs: number }): Promise<StoredContactRequest[]>;
  markDelivered(id: string, now: number): Promise<void>;
  scheduleRetry(id: string, nextAttemptAt: number, errorCode: string): Promise<void>;
  /** Gives up on a delivery: never attempted again, never purged, left for the office to see. */
  markFailed(id: string, now: number, errorCode: string): Promise<void>;
  /** The earliest next attempt of any pending request, or null when none is pending. */
  nextAttemptAt(): Promise<number | null>;
  /**
   * After a restart: makes every pending request due now, including those a killed
   * process had claimed. Only valid while one process owns the database (embedded SQLite);
   * on PostgreSQL other instances may hold live claims, and leases bring back a dead one's.
   */
  releaseClaims(now: number): Promise<number>;
  /**
   * Deletes delivered requests and spam older than `before` and returns how many went. On
   * SQLite the deleted text is overwritten (secure_delete) and the write-ahead log, which
   * still holds older copies of the pages, is checkpointed and truncated to nothing. On
   * PostgreSQL it runs under an advisory lock, so one instance purges at a time; another
   * that finds the lock taken deletes nothing and returns 0.
   */
  purgeSettled(before: number): Promise<number>;
  /** Deletes one request now, whatever its state (a visitor's erasure request), as purgeSettled erases. */
  erase(id: string): Promise<boolean>;
  close(): Promise<void>;
};

const TABLE = "contact_requests";

export function payloadHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

type NewRow = Omit<ContactRequestsTable, "attempts">;

function rowFor(input: NewContactRequest, id: string, now: number): NewRow {
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
    last_error: null,
    created_at: now,
    delivered_at: null,
    failed_at: null,
  };
}

type KeyLookup = { id: string; payload_hash: string };

/**
 * The store on SQLite or PostgreSQL: Kysely builds and compiles each statement for the
 * dialect, writes go through group commit, reads straight to the executor.
 */
export function createSqlContactStore(
  db: Kysely<SiteDatabase>,
  executor: SqlExecutor,
  dialect: SqlDialect = "sqlite",
): ContactStore {
  const postgres = dialect === "postgres";
  const writes = createGroupCommit(executor, { concurrency: postgres ? 4 : 1 });
  const writeOne = async (query: CompiledQuery) => (await writes.write([query]))[0]!;

  return {
    async save(input, now = Date.now()) {
      const row = rowFor(input, randomUUID(), now);
      // The unique key settles a concurrent duplicate: the loser inserts nothing.
      const insert = db
        .insertInto(TABLE)
        .values(row)
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .compile();
      const created: SaveResult = {
        outcome: "created",
        id: row.id,
        status: row.status === "spam" ? "spam" : "pending",
      };
      const key = row.idempotency_key;
      const lookup = key
        ? db.selectFrom(TABLE).select(["id", "payload_hash"]).where("idempotency_key", "=", key).compile()
        : undefined;
      let holder: KeyLookup | undefined;
      if (postgres) {
        // One statement: the insert, which says whether it added the row, and for a new
        // pending row the notification that wakes every instance's outbox at commit. When
        // another transaction holds the key, the insert waits for it to end; the lookup,
        // after our commit, then sees that row.
        const [inserted] = await writes.write([insertReturningId(insert, { notify: row.status === "pending" })]);
        if (!lookup || (inserted?.rows.length ?? 0) > 0) return created;
        holder = (await executor.query(lookup)).rows[0] as KeyLookup | undefined;
        // Skipped for a key whose row is gone again (erased meanwhile): stored nowhere, so no 200.
        if (!holder) throw new Error("the request holding this idempotency key was removed meanwhile");
      } else {
        if (!lookup) {
          await writes.write([insert]);
          return created;
        }
        const [, found] = await writes.write([insert, lookup]);
        holder = found?.rows[0] as KeyLookup | undefined;
      }
      if (!holder || holder.id === row.id) return created;
      return holder.payload_hash === row.payload_hash
        ? { outcome: "duplicate", id: holder.id }
        : { outcome: "key-reused" };
    },

    async claimDue({ now, limit, leaseMs }) {
      const { rows } = await writeOne(
        db
          .updateTable(TABLE)
          .set((eb) => ({ next_attempt_at: now + leaseMs, attempts: eb("attempts", "+", 1) }))
          .where("id", "in", (eb) => {
            const due = eb
              .selectFrom(TABLE)
              .select("id")
              .where("status", "=", "pending")
              .where("next_attempt_at", "<=", now)
              .orderBy("next_attempt_at")
              .limit(limit);
            // Rows another instance is claiming this moment are passed over, not waited for.
            return postgres ? due.forUpdate().skipLocked() : due;
          })
          // Re-checked on the row itself, so that on PostgreSQL a concurrent claimer that picked
          // the same row skips it once the first claim has pushed next_attempt_at forward (a
          // delivered row was claimed first, so this covers it too). Written "+ 0" so that
          // SQLite looks the rows up by id instead of scanning every due row of a backlog.
          .where((eb) => eb(eb("next_attempt_at", "+", 0), "<=", now))
          .returning(["id", "source", "payload", "attempts", "created_at"])
          .compile(),
      );
      type Claimed = Pick<ContactRequestsTable, "id" | "source" | "payload" | "attempts" | "created_at">;
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

    async markDelivered(id, now) {
      await writeOne(
        db
          .updateTable(TABLE)
          .set({ status: "delivered", delivered_at: now, last_error: null })
          .where("id", "=", id)
          .compile(),
      );
    },

    async scheduleRetry(id, nextAttemptAt, errorCode) {
      await writeOne(
        db
          .updateTable(TABLE)
          .set({ next_attempt_at: nextAttemptAt, last_error: errorCode.slice(0, 200) })
          .where("id", "=", id)
          .where("status", "=", "pending")
          .compile(),
      );
    },

    async markFailed(id, now, errorCode) {
      await writeOne(
        db
          .updateTable(TABLE)
          .set({ status: "failed", failed_at: now, last_error: errorCode.slice(0, 200) })
          .where("id", "=", id)
          .where("status", "=", "pending")
          .compile(),
      );
    },

    async nextAttemptAt() {
      const { rows } = await executor.query(
        db
          .selectFrom(TABLE)
          .select((eb) => eb.fn.min("next_attempt_at").as("next"))
          .where("status", "=", "pending")
          .compile(),
      );
      const next = (rows[0] as { next: number | null } | undefined)?.next;
      return next == null ? null : Number(next);
    },

    async releaseClaims(now) {
      if (postgres) throw new Error("releaseClaims would take live claims from other instances on PostgreSQL");
      const result = await writeOne(
        db
          .updateTable(TABLE)
          .set({ next_attempt_at: now })
          .where("status", "=", "pending")
          .where("next_attempt_at", ">", now)
          .compile(),
      );
      return Number(result.numAffectedRows ?? 0);
    },

    async purgeSettled(before) {
      let purge = db.deleteFrom(TABLE);
      if (postgres) {
        // An uncorrelated subquery, evaluated once: the lock is held until this transaction ends.
        purge = purge.where(sql<boolean>`(select pg_try_advisory_xact_lock(${sql.lit(PURGE_LOCK_KEY)}))`);
      }
      const result = await writeOne(
        purge
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "delivered"), eb("delivered_at", "<", before)]),
              eb.and([eb("status", "=", "spam"), eb("created_at", "<", before)]),
            ]),
          )
          .compile(),
      );
      const removed = Number(result.numAffectedRows ?? 0);
      if (removed > 0 && !postgres) await executor.query(CompiledQuery.raw("PRAGMA wal_checkpoint(TRUNCATE)"));
      return removed;
    },

    async erase(id) {
      const result = await writeOne(db.deleteFrom(TABLE).where("id", "=", id).compile());
      const removed = Number(result.numAffectedRows ?? 0) > 0;
      if (removed && !postgres) await executor.query(CompiledQuery.raw("PRAGMA wal_checkpoint(TRUNCATE)"));
      return removed;
    },

    async close() {
      await writes.drain();
      await executor.close();
    },
  };
}
