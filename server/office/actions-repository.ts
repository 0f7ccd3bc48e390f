import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

const TABLE = "office_actions";

/**
 * The one module that writes office_actions: the one-time id of each office action done, with
 * what it came to, recorded in the action's own transaction. Kept for a session's longest life
 * (a form can be posted no later), then swept.
 */
export function createActionsRepository(database: Database) {
  const { db } = database;
  return {
    /** What the action of this id came to, if it was done. */
    async resultOf(id: string): Promise<string | null> {
      const { rows } = await database.read(db.selectFrom(TABLE).select("result").where("id", "=", id).compile());
      const [row] = rows as { result: string }[];
      return row ? String(row.result) : null;
    },
    /** The statement that records an action as done, for the action's own transaction. */
    recording: ({
      id,
      at,
      actor,
      requestId,
      result,
    }: {
      id: string;
      at: number;
      actor: string;
      requestId?: string;
      result: string;
    }): CompiledQuery =>
      db
        .insertInto(TABLE)
        .values({ id, at, actor, request_id: requestId ?? null, result: result.slice(0, 200) })
        .compile(),
    /** Forgets the ids of actions done before `before`. */
    async sweep(before: number): Promise<void> {
      await database.write([db.deleteFrom(TABLE).where("at", "<", before).compile()]);
    },
  };
}

export type ActionsRepository = ReturnType<typeof createActionsRepository>;
