import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

const TABLE = "office_digests";

/**
 * The one module that writes office_digests: which address got its morning list on which day.
 * The row's key (address, day) is what sends a list once: it is written in the same transaction
 * as the list's mail, so a second instance, or this one after a restart, fails to write it and
 * queues nothing.
 */
export function createDigestsRepository(database: Database) {
  const { db } = database;
  return {
    queuing(email: string, day: number, outboxId: string, at: number): CompiledQuery {
      return db.insertInto(TABLE).values({ email, day, outbox_id: outboxId, queued_at: at }).compile();
    },
    /** The addresses whose list of `day` is queued already. */
    async queuedOn(day: number): Promise<Set<string>> {
      const { rows } = await database.read(db.selectFrom(TABLE).select("email").where("day", "=", day).compile());
      return new Set((rows as { email: string }[]).map((row) => row.email));
    },
    /** Lists older than `beforeDay` are forgotten (the mail itself is erased once delivered). */
    forgettingBefore(beforeDay: number): CompiledQuery {
      return db.deleteFrom(TABLE).where("day", "<", beforeDay).compile();
    },
  };
}

export type DigestsRepository = ReturnType<typeof createDigestsRepository>;
