import { requestReference } from "~/contract/request-reference";
import { addDays, dayKey } from "~/lib/calendar-day";
import { atOfficeTime, officeDayBounds, tomorrowAtSameTime } from "~/lib/office-clock";
import type { CompiledQuery } from "kysely";
import { OPEN_STAGES } from "../db/schema";
import type { Logger } from "../logger";
import type { AuditRepository } from "../audit/audit-repository";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { NewThreadEntry, ThreadRepository } from "../requests/thread-repository";
import { DEADLINE_LEAD_DAYS, suggestionsFor, type Suggestion } from "./suggestions";
import type { TaskAction } from "./task-form";
import type { Task, TasksRepository } from "./tasks-repository";

/** Request ids are UUIDs: anything else names no request. */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a task action came to: done, nothing to do, or refused (an owner who is not an office address). */
export type TaskOutcome = "done" | "unchanged" | "not_an_office_address";

/** Who acts: an office address. */
type Actor = { email: string };

/**
 * A task form's plan, as the office's one-time actions take it (server/office/once.ts): a
 * result with nothing to write, or a result and its writes (the task, its thread entry, its
 * audit record), committed in one transaction with the form's id.
 */
export type TaskPlan =
  | { result: TaskOutcome; writes?: undefined }
  | { result: TaskOutcome; writes: CompiledQuery[]; afterwards: () => void };

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
  tasks,
  reads,
  thread,
  audit,
  officeEmails,
  logger,
}: {
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

  /** The change, its thread entry and its audit record: one transaction, with the form's one-time id. */
  function planned(
    session: Actor,
    requestId: string,
    change: readonly CompiledQuery[],
    entry: Omit<NewThreadEntry, "requestId" | "kind" | "author">,
    auditDetail: string,
  ): TaskPlan {
    return {
      result: "done",
      writes: [
        ...change,
        ...thread.adding([{ ...entry, requestId, kind: "task", author: session.email }]),
        audit.recording({ at: entry.at, actor: session.email, action: "task", requestId, detail: auditDetail }),
      ],
      afterwards: () => logger.info("office_action", { action: "task", contactId: requestId }),
    };
  }

  /** What a task form comes to, planned from the request as it is now (under the request's key). */
  async function plan(session: Actor, requestId: string, action: TaskAction, now: number): Promise<TaskPlan> {
    const row = await reads.get(requestId);
    if (!row || row.stage === "merged") return { result: "unchanged" };
    switch (action.intent) {
      case "task_add": {
        const owner = action.owner || null;
        if (owner && !officeEmails.includes(owner)) return { result: "not_an_office_address" };
        const { id, statement } = tasks.adding({
          requestId,
          title: action.title,
          dueAt: action.due,
          owner,
          suggestion: null,
          at: now,
          by: session.email,
        });
        const entry = { at: now, detail: "added", body: action.title, dueAt: action.due };
        return planned(session, requestId, [statement], entry, `added ${id}`);
      }
      case "task_confirm":
      case "task_dismiss": {
        // The suggestion as the server makes it now: its title and due time are never the form's.
        // A second click plans after the first committed (the request's key): it finds none.
        const suggestion = (await suggestionsOf(row, now)).find((found) => found.key === action.suggestion);
        if (!suggestion) return { result: "unchanged" };
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
        const detail = confirmed ? "added" : "dismissed";
        const entry = { at: now, detail, body: suggestion.title, dueAt: suggestion.dueAt };
        return planned(session, requestId, [statement], entry, `${detail} ${id}`);
      }
      case "task_done": {
        const task = await ownTask(requestId, action.task);
        if (!task || task.state !== "open") return { result: "unchanged" };
        const entry = { at: now, detail: "done", body: task.title, dueAt: task.dueAt };
        return planned(session, requestId, [tasks.completing(task.id, session.email, now)], entry, `done ${task.id}`);
      }
      case "task_reopen": {
        const task = await ownTask(requestId, action.task);
        if (!task || task.state !== "done") return { result: "unchanged" };
        const entry = { at: now, detail: "reopened", body: task.title, dueAt: task.dueAt };
        return planned(session, requestId, [tasks.reopening(task.id)], entry, `reopened ${task.id}`);
      }
      case "task_tomorrow": {
        const task = await ownTask(requestId, action.task);
        if (!task || task.state !== "open") return { result: "unchanged" };
        const dueAt = tomorrowAtSameTime(task.dueAt, now);
        if (dueAt === task.dueAt) return { result: "unchanged" };
        const entry = { at: now, detail: "moved", body: task.title, dueAt };
        return planned(session, requestId, [tasks.moving(task.id, dueAt)], entry, `moved ${task.id}`);
      }
    }
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

    /**
     * What a task form comes to, planned from the request as it is now; the office runs it
     * once for the form's one-time id, one action at a time on the request (server/office/).
     */
    plan(session: Actor, requestId: string, action: TaskAction, now = Date.now()): Promise<TaskPlan> {
      if (!REQUEST_ID.test(requestId)) return Promise.resolve({ result: "unchanged" });
      return plan(session, requestId, action, now);
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
