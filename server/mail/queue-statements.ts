import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { Settlement } from "./delivery-loop";

/** The tables that hold things to mail, each with the same delivery columns. */
export type QueueTable = "contact_requests" | "mail_outbox";

/**
 * The delivery loop's statements on a queue table, written once: the owner of each table
 * (server/requests/repository.ts, server/mail/outbox-repository.ts) runs them. A row is due
 * when it is pending, its next attempt has come and no lease on it is running.
 */
export function queueStatements(database: Database, table: QueueTable) {
  const { db } = database;
  const free = (now: number) =>
    db
      .selectFrom(table)
      .select("id")
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]));

  return {
    /** Claims due rows (see DeliveryQueue.claim), returning `columns` of each. */
    claim<C extends string>(
      { now, dueBy, limit, leaseUntil }: { now: number; dueBy: number; limit: number; leaseUntil: number },
      columns: readonly C[],
    ): CompiledQuery {
      return (
        db
          .updateTable(table)
          .set((eb) => ({ lease_until: leaseUntil, attempts: eb("attempts", "+", 1) }))
          .where("id", "in", () => {
            let due = free(now).orderBy("next_attempt_at").limit(limit);
            if (Number.isFinite(dueBy)) due = due.where("next_attempt_at", "<=", dueBy);
            // Rows another process is claiming this moment are passed over, not waited for.
            return database.capabilities.sharedByProcesses ? due.forUpdate().skipLocked() : due;
          })
          // Checked again on the row itself: a process that picked the same row concurrently skips it
          // once the first claim has set the lease.
          .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
          .returning(columns as never)
          .compile()
      );
    },

    settle(id: string, settlement: Settlement, at: number): CompiledQuery {
      const update = db.updateTable(table).where("id", "=", id).where("status", "=", "pending");
      switch (settlement.state) {
        case "delivered":
          return update.set({ status: "delivered", delivered_at: at, last_error: null, lease_until: null }).compile();
        case "failed":
          return update
            .set({ status: "failed", failed_at: at, last_error: settlement.error.slice(0, 200), lease_until: null })
            .compile();
        case "retry":
          return update
            .set({
              next_attempt_at: settlement.nextAttemptAt,
              last_error: settlement.error.slice(0, 200),
              lease_until: null,
            })
            .compile();
      }
    },

    release(id: string): CompiledQuery {
      return db
        .updateTable(table)
        .set((eb) => ({ lease_until: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "=", id)
        .where("status", "=", "pending")
        .compile();
    },

    /** The earliest time a pending row can be claimed: its next attempt, or the end of its lease. */
    nextDueAt(): CompiledQuery {
      return db
        .selectFrom(table)
        .select((eb) =>
          eb.fn
            .min(
              eb
                .case()
                .when("lease_until", ">", eb.ref("next_attempt_at"))
                .then(eb.ref("lease_until"))
                .else(eb.ref("next_attempt_at"))
                .end(),
            )
            .as("next"),
        )
        .where("status", "=", "pending")
        .compile();
    },

    dueNow(now: number): CompiledQuery {
      return db
        .updateTable(table)
        .set({ next_attempt_at: now })
        .where("status", "=", "pending")
        .where("next_attempt_at", ">", now)
        .compile();
    },

    /**
     * After a restart of the only process (embedded SQLite): every claim it held is void and
     * every pending row is due now. Never on a database other processes share.
     */
    releaseAll(now: number): CompiledQuery {
      if (database.capabilities.sharedByProcesses) throw new Error("would take live claims from other processes");
      return db
        .updateTable(table)
        .set({ next_attempt_at: now, lease_until: null })
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("next_attempt_at", ">", now), eb("lease_until", "is not", null)]))
        .compile();
    },
  };
}

/** The `next` column of a nextDueAt() result, as a number. */
export function nextDueOf(rows: unknown[]): number | null {
  const next = (rows[0] as { next: unknown } | undefined)?.next;
  return next == null ? null : Number(next);
}
