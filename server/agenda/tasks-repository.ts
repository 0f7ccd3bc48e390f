import { randomUUID } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import { unmergingByOrigin } from "../requests/merges";
import { requestGone } from "../requests/request-gone";
import type { RequestStage, RequestTasksTable, TaskState } from "../db/schema";

const TABLE = "request_tasks";

export type Task = {
  id: string;
  requestId: string;
  title: string;
  dueAt: number;
  owner: string | null;
  state: TaskState;
  suggestion: string | null;
  createdAt: number;
  createdBy: string;
  doneAt: number | null;
  doneBy: string | null;
};

export type NewTask = Pick<Task, "requestId" | "title" | "dueAt" | "owner" | "suggestion"> & {
  id?: string;
  state?: "open" | "dismissed";
  at: number;
  by: string;
};

function taskOf(row: Record<string, unknown>): Task {
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: String(row.id),
    requestId: String(row.request_id),
    title: String(row.title),
    dueAt: Number(row.due_at),
    owner: (row.owner as string | null) ?? null,
    state: row.state as TaskState,
    suggestion: (row.suggestion as string | null) ?? null,
    createdAt: Number(row.created_at),
    createdBy: String(row.created_by),
    doneAt: num(row.done_at),
    doneBy: (row.done_by as string | null) ?? null,
  };
}

/**
 * The one module that writes request_tasks. Its writes are statements, so that a task's change,
 * its thread entry and its audit record commit together (server/agenda/service.ts); a task goes
 * when its request goes.
 */
export function createTasksRepository(database: Database) {
  const { db } = database;
  const rows = async (query: { compile(): CompiledQuery }) =>
    ((await database.read(query.compile())).rows as Record<string, unknown>[]).map(taskOf);

  return {
    /** The statement that adds a task: its id. A suggestion already confirmed or dismissed makes the insert fail. */
    adding(task: NewTask): { id: string; statement: CompiledQuery } {
      const id = task.id ?? randomUUID();
      const row: RequestTasksTable = {
        id,
        request_id: task.requestId,
        title: task.title,
        due_at: task.dueAt,
        owner: task.owner,
        state: task.state ?? "open",
        suggestion: task.suggestion,
        created_at: task.at,
        created_by: task.by,
        done_at: null,
        done_by: null,
        origin_id: null,
      };
      return { id, statement: db.insertInto(TABLE).values(row).compile() };
    },

    /** Open to done, by whom and when; changes nothing on a task that is not open. */
    completing(id: string, by: string, at: number): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ state: "done", done_at: at, done_by: by })
        .where("id", "=", id)
        .where("state", "=", "open")
        .compile();
    },

    reopening(id: string): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ state: "open", done_at: null, done_by: null })
        .where("id", "=", id)
        .where("state", "=", "done")
        .compile();
    },

    /** A new due time for an open task (moved to tomorrow, or edited). */
    moving(id: string, dueAt: number): CompiledQuery {
      return db
        .updateTable(TABLE)
        .set({ due_at: dueAt })
        .where("id", "=", id)
        .where("state", "=", "open")
        .where("due_at", "<>", dueAt)
        .compile();
    },

    /** Its title, due time and owner as edited. */
    editing(id: string, { title, dueAt, owner }: Pick<Task, "title" | "dueAt" | "owner">): CompiledQuery {
      return db.updateTable(TABLE).set({ title, due_at: dueAt, owner }).where("id", "=", id).compile();
    },

    async get(id: string): Promise<Task | null> {
      const [task] = await rows(db.selectFrom(TABLE).selectAll().where("id", "=", id));
      return task ?? null;
    },

    /** The tasks of these requests (dismissed suggestions aside), soonest due first; open ones before done ones. */
    async ofRequests(requestIds: readonly string[]): Promise<Task[]> {
      if (requestIds.length === 0) return [];
      return rows(
        db
          .selectFrom(TABLE)
          .selectAll()
          .where("request_id", "in", [...requestIds])
          .where("state", "<>", "dismissed")
          .orderBy("state", "desc")
          .orderBy("due_at")
          .orderBy("id"),
      );
    },

    /** The suggestions these requests' tasks came from, whatever became of them. */
    async suggestionKeys(requestIds: readonly string[]): Promise<Set<string>> {
      if (requestIds.length === 0) return new Set();
      const found = await rows(
        db
          .selectFrom(TABLE)
          .selectAll()
          .where("request_id", "in", [...requestIds])
          .where("suggestion", "is not", null),
      );
      return new Set(found.map((task) => task.suggestion!));
    },

    /**
     * Open tasks due before `until`, soonest first, that are `owner`'s or nobody's (every
     * owner's when `owner` is null): Today's list and the morning's.
     */
    async openDueBefore(until: number, owner: string | null, limit = 500): Promise<Task[]> {
      let query = db
        .selectFrom(TABLE)
        .selectAll()
        .where("state", "=", "open")
        .where("due_at", "<", until)
        // A merged request's suggested tasks stayed with it: the older request has its own.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("contact_requests")
                .select("id")
                .whereRef("contact_requests.id", "=", "request_tasks.request_id")
                .where("contact_requests.stage", "=", "merged"),
            ),
          ),
        );
      if (owner !== null) query = query.where((eb) => eb.or([eb("owner", "=", owner), eb("owner", "is", null)]));
      return rows(query.orderBy("due_at").orderBy("id").limit(limit));
    },

    /**
     * Requests in `stages` whose claim deadline or two-year limit falls between two day keys
     * and that have no open task, soonest limit first (Today's list of deadlines nobody owns).
     */
    async uncoveredDeadlines([from, to]: readonly [number, number], stages: readonly RequestStage[], limit = 200) {
      const near = (column: "claim_deadline" | "suit_deadline") =>
        db
          .selectFrom("contact_requests")
          .select(["id", "assignee", column])
          .where("stage", "in", [...stages])
          .where(column, ">=", from)
          .where(column, "<=", to)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom(TABLE)
                  .select("id")
                  .whereRef("request_tasks.request_id", "=", "contact_requests.id")
                  .where("request_tasks.state", "=", "open"),
              ),
            ),
          )
          .orderBy(column)
          .limit(limit)
          .compile();
      const [claims, suits] = await Promise.all([
        database.read(near("claim_deadline")),
        database.read(near("suit_deadline")),
      ]);
      const found = new Map<
        string,
        { requestId: string; kind: "claim" | "suit"; day: number; assignee: string | null }
      >();
      for (const [kind, result] of [
        ["claim", claims],
        ["suit", suits],
      ] as const) {
        for (const row of result.rows as Record<string, unknown>[]) {
          const day = Number(row[kind === "claim" ? "claim_deadline" : "suit_deadline"]);
          const id = String(row.id);
          const seen = found.get(id);
          if (!seen || day < seen.day)
            found.set(id, { requestId: id, kind, day, assignee: (row.assignee as string | null) ?? null });
        }
      }
      return [...found.values()]
        .sort((a, b) => a.day - b.day || a.requestId.localeCompare(b.requestId))
        .slice(0, limit);
    },

    /**
     * A merge moves the newer request's tasks made by hand to the older one, and its undo moves
     * them back. A suggested task stays: the older request has its own suggestion for the same
     * limit or court date, and Today leaves merged requests out.
     */
    mergeHook: {
      merged: (fromId: string, intoId: string): CompiledQuery[] => [
        db
          .updateTable(TABLE)
          .set({ request_id: intoId, origin_id: fromId })
          .where("request_id", "=", fromId)
          .where("suggestion", "is", null)
          .compile(),
      ],
      unmerged: (fromId: string, intoId: string): CompiledQuery[] => [unmergingByOrigin(db, TABLE, fromId, intoId)],
    },

    /** Forgets a request's tasks (its erasure). */
    forgetting(requestId: string): CompiledQuery {
      return db.deleteFrom(TABLE).where("request_id", "=", requestId).compile();
    },

    /** The tasks of requests no longer stored (purged). */
    forgettingOrphans(): CompiledQuery {
      return db.deleteFrom(TABLE).where(requestGone(TABLE)).compile();
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
