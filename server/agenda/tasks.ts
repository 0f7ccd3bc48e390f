import { requestReference } from "~/features/case-evaluation/request-reference";
import { addDays, dayKey } from "~/lib/calendar-day";
import { atOfficeTime, officeDayBounds, tomorrowAtSameTime } from "~/lib/office-clock";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import { OPEN_STAGES } from "../db/schema";
import type { Logger } from "../logger";
import type { AuditRepository } from "../office/audit-repository";
import type { OfficeSession } from "../office/sign-in";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { NewThreadEntry, ThreadRepository } from "../requests/thread-repository";
import { DEADLINE_LEAD_DAYS, suggestionsFor, type Suggestion } from "./suggestions";
import type { TaskAction } from "./task-form";
import type { Task, TasksRepository } from "./tasks-repository";

/** Request ids are UUIDs: anything else names no request. */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a task action came to: done, nothing to do, or refused (an owner who is not an office address). */
export type TaskOutcome = "done" | "unchanged" | "not_an_office_address";

/** A task as the office's pages list it: with its request's reference. */
export type ListedTask = Task & { reference: string };

/** A request whose claim deadline or two-year limit is near and that has no open task. */
export type UncoveredDeadline = {
  requestId: string;
  reference: string;
  kind: "claim" | "suit";
  /** The limit's day key (20261212). */
  day: number;
  assignee: string | null;
};

/** Today's page: the signed-in person's tasks and the unowned ones, by when they are due; and the deadlines nobody has a task for. */
export type TodayList = {
  overdue: ListedTask[];
  today: ListedTask[];
  week: ListedTask[];
  uncovered: UncoveredDeadline[];
};

/** Days Today looks ahead. */
export const TODAY_AHEAD_DAYS = 7;

const listed = (task: Task): ListedTask => ({ ...task, reference: requestReference(task.requestId) ?? "" });

/**
 * Tasks on a request: made by hand, or suggested by the pipeline and made when a person
 * confirms the suggestion; marked done, reopened, moved to tomorrow. Each change is a thread
 * entry and an audit record, committed with it. Nothing is mailed.
 */
export function createTaskActions({
  database,
  tasks,
  reads,
  thread,
  audit,
  officeEmails,
  logger,
}: {
  database: Database;
  tasks: TasksRepository;
  reads: Pick<RequestReads, "get">;
  thread: Pick<ThreadRepository, "adding">;
  audit: Pick<AuditRepository, "recording">;
  officeEmails: readonly string[];
  logger: Logger;
}) {
  const sourceOf = (row: RequestRow) => ({
    stage: row.stage,
    stageChangedAt: row.stage_changed_at,
    claimDeadline: row.claim_deadline,
    suitDeadline: row.suit_deadline,
    courtOn: row.court_on,
  });

  async function suggestionsOf(row: RequestRow, now: number): Promise<Suggestion[]> {
    return suggestionsFor(sourceOf(row), await tasks.suggestionKeys([row.id]), now);
  }

  /** The change, its thread entry and its audit record, all or nothing. */
  async function commit(
    session: OfficeSession,
    requestId: string,
    change: readonly CompiledQuery[],
    entry: Omit<NewThreadEntry, "requestId" | "kind" | "author">,
    auditDetail: string,
  ) {
    await database.write([
      ...change,
      ...thread.adding([{ ...entry, requestId, kind: "task", author: session.email }]),
      audit.recording({ at: entry.at, actor: session.email, action: "task", requestId, detail: auditDetail }),
    ]);
    logger.info("office_action", { action: "task", contactId: requestId });
  }

  async function ownTask(requestId: string, taskId: string): Promise<Task | null> {
    const task = await tasks.get(taskId);
    return task && task.requestId === requestId ? task : null;
  }

  return {
    /** A request's tasks (open first, soonest due first) and the suggestions nobody has acted on. */
    async forRequest(requestId: string, now = Date.now()) {
      if (!REQUEST_ID.test(requestId)) return null;
      const row = await reads.get(requestId);
      if (!row) return null;
      const [all, suggestions] = await Promise.all([tasks.ofRequests([requestId]), suggestionsOf(row, now)]);
      return {
        open: all.filter((task) => task.state === "open"),
        done: all.filter((task) => task.state === "done"),
        suggestions,
      };
    },

    async act(session: OfficeSession, requestId: string, action: TaskAction, now = Date.now()): Promise<TaskOutcome> {
      if (!REQUEST_ID.test(requestId)) return "unchanged";
      const row = await reads.get(requestId);
      if (!row || row.stage === "merged") return "unchanged";
      switch (action.intent) {
        case "task_add": {
          const owner = action.owner || null;
          if (owner && !officeEmails.includes(owner)) return "not_an_office_address";
          const { id, statement } = tasks.adding({
            requestId,
            title: action.title,
            dueAt: action.due,
            owner,
            suggestion: null,
            at: now,
            by: session.email,
          });
          await commit(
            session,
            requestId,
            [statement],
            { at: now, detail: "added", body: action.title, dueAt: action.due },
            `added ${id}`,
          );
          return "done";
        }
        case "task_confirm":
        case "task_dismiss": {
          // The suggestion as the server makes it now: its title and due time are never the form's.
          const suggestion = (await suggestionsOf(row, now)).find((found) => found.key === action.suggestion);
          if (!suggestion) return "unchanged";
          const confirmed = action.intent === "task_confirm";
          const { id, statement } = tasks.adding({
            requestId,
            title: suggestion.title,
            dueAt: suggestion.dueAt,
            owner: row.assignee,
            suggestion: suggestion.key,
            state: confirmed ? "open" : "dismissed",
            at: now,
            by: session.email,
          });
          try {
            await commit(
              session,
              requestId,
              [statement],
              { at: now, detail: confirmed ? "added" : "dismissed", body: suggestion.title, dueAt: suggestion.dueAt },
              `${confirmed ? "added" : "dismissed"} ${id}`,
            );
          } catch (error) {
            // Two clicks at once: the unique suggestion key let one through; the other changed nothing.
            if ((await tasks.suggestionKeys([requestId])).has(suggestion.key)) return "unchanged";
            throw error;
          }
          return "done";
        }
        case "task_done":
        case "task_reopen":
        case "task_tomorrow": {
          const task = await ownTask(requestId, action.task);
          if (!task) return "unchanged";
          if (action.intent === "task_done") {
            if (task.state !== "open") return "unchanged";
            await commit(
              session,
              requestId,
              [tasks.completing(task.id, session.email, now)],
              { at: now, detail: "done", body: task.title, dueAt: task.dueAt },
              `done ${task.id}`,
            );
          } else if (action.intent === "task_reopen") {
            if (task.state !== "done") return "unchanged";
            await commit(
              session,
              requestId,
              [tasks.reopening(task.id)],
              { at: now, detail: "reopened", body: task.title, dueAt: task.dueAt },
              `reopened ${task.id}`,
            );
          } else {
            if (task.state !== "open") return "unchanged";
            const dueAt = tomorrowAtSameTime(task.dueAt, now);
            if (dueAt === task.dueAt) return "unchanged";
            await commit(
              session,
              requestId,
              [tasks.moving(task.id, dueAt)],
              { at: now, detail: "moved", body: task.title, dueAt },
              `moved ${task.id}`,
            );
          }
          return "done";
        }
      }
    },

    /**
     * Today: `email`'s open tasks and the unowned ones due before the end of the seventh day
     * from now, as overdue, today and the next days; and the open requests whose claim deadline
     * or two-year limit falls within 14 days that have no open task.
     */
    async today(email: string, now = Date.now()): Promise<TodayList> {
      const { day, end } = officeDayBounds(now);
      // The end of the seventh day after today, on the office's clock.
      const horizon = atOfficeTime(addDays(day, TODAY_AHEAD_DAYS + 1), 0);
      const [due, uncovered] = await Promise.all([
        tasks.openDueBefore(horizon, email),
        tasks.uncoveredDeadlines([dayKey(day), dayKey(addDays(day, DEADLINE_LEAD_DAYS))], [...OPEN_STAGES]),
      ]);
      const list = due.map(listed);
      return {
        overdue: list.filter((task) => task.dueAt < now),
        today: list.filter((task) => task.dueAt >= now && task.dueAt < end),
        week: list.filter((task) => task.dueAt >= end),
        uncovered: uncovered.map((found) => ({ ...found, reference: requestReference(found.requestId) ?? "" })),
      };
    },
  };
}

export type TaskActions = ReturnType<typeof createTaskActions>;
