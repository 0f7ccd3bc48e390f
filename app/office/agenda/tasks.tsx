import type { Suggestion } from "../../../server/agenda/suggestions";
import type { Task } from "../../../server/agenda/tasks-repository";
import { officeDateTimeValue } from "~/lib/office-clock";
import { Alert, Token, When } from "../request-forms";
import { agendaCopy } from "./copy";

const copy = agendaCopy.tasks;

/** A one-button task form: on Today it names its request, on the request's page the URL does. */
export function TaskButton({
  csrf,
  intent,
  task,
  requestId,
  label,
  about,
  quiet,
}: {
  csrf: string;
  intent: "task_done" | "task_tomorrow" | "task_reopen";
  task: string;
  requestId?: string;
  label: string;
  /** The task's title: each button says which task it acts on. */
  about: string;
  quiet?: boolean;
}) {
  return (
    <form method="post" className="office-inline-form">
      <Token csrf={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="task" value={task} />
      {requestId ? <input type="hidden" name="request" value={requestId} /> : null}
      <button
        className={quiet ? "office-button office-button-quiet" : "office-button"}
        type="submit"
        aria-label={`${label}: ${about}`}
      >
        {label}
      </button>
    </form>
  );
}

/** A task's line: what, when due (overdue said in words), whose. */
export function TaskLine({ task, now }: { task: Pick<Task, "title" | "dueAt" | "owner">; now: number }) {
  const late = task.dueAt < now;
  return (
    <>
      <span className="office-task-title">{task.title}</span>{" "}
      <span className={late ? "office-task-due office-task-late" : "office-task-due"}>
        <When at={task.dueAt} />
        {late ? ` · ${copy.overdue}` : null}
      </span>{" "}
      <span className="office-muted">· {task.owner ?? copy.unowned}</span>
    </>
  );
}

/** The request page's tasks: the pipeline's suggestions to confirm, the open tasks, a form to add one, the done ones. */
export function TasksPanel({
  csrf,
  open,
  done,
  suggestions,
  officeEmails,
  me,
  now,
  refused,
}: {
  csrf: string;
  open: Task[];
  done: Task[];
  suggestions: Suggestion[];
  officeEmails: readonly string[];
  me: string;
  now: number;
  refused: boolean;
}) {
  return (
    <section className="office-panel" aria-labelledby="office-tasks" id="tasks">
      <h2 id="office-tasks">{copy.heading}</h2>
      <p className="office-muted office-small">{copy.intro}</p>
      {suggestions.length > 0 ? (
        <>
          <h3 className="office-label">{copy.suggested}</h3>
          <p className="office-muted office-small">{copy.suggestedIntro}</p>
          <ul className="office-tasks">
            {suggestions.map((suggestion) => (
              <li key={suggestion.key} className="office-task office-task-suggested">
                <p>
                  <TaskLine task={{ title: suggestion.title, dueAt: suggestion.dueAt, owner: null }} now={now} />
                </p>
                <div className="office-task-actions">
                  <form method="post" className="office-inline-form">
                    <Token csrf={csrf} />
                    <input type="hidden" name="intent" value="task_confirm" />
                    <input type="hidden" name="suggestion" value={suggestion.key} />
                    <button className="office-button" type="submit" aria-label={`${copy.confirm}: ${suggestion.title}`}>
                      {copy.confirm}
                    </button>
                  </form>
                  <form method="post" className="office-inline-form">
                    <Token csrf={csrf} />
                    <input type="hidden" name="intent" value="task_dismiss" />
                    <input type="hidden" name="suggestion" value={suggestion.key} />
                    <button
                      className="office-button office-button-quiet"
                      type="submit"
                      aria-label={`${copy.dismiss}: ${suggestion.title}`}
                    >
                      {copy.dismiss}
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open.length === 0 ? (
        <p className="office-muted">{copy.none}</p>
      ) : (
        <ul className="office-tasks">
          {open.map((task) => (
            <li key={task.id} className="office-task">
              <p>
                <TaskLine task={task} now={now} />
              </p>
              <div className="office-task-actions">
                <TaskButton csrf={csrf} intent="task_done" task={task.id} label={copy.done} about={task.title} />
                <TaskButton
                  csrf={csrf}
                  intent="task_tomorrow"
                  task={task.id}
                  label={copy.tomorrow}
                  about={task.title}
                  quiet
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {refused ? <Alert>{copy.refused}</Alert> : null}
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value="task_add" />
        <label className="office-label" htmlFor="office-task-title">
          {copy.title}
        </label>
        <input
          className="office-input"
          id="office-task-title"
          name="title"
          maxLength={200}
          required
          aria-describedby="office-task-title-hint"
        />
        <p className="office-muted office-small" id="office-task-title-hint">
          {copy.titleHint}
        </p>
        <label className="office-label" htmlFor="office-task-due">
          {copy.due}
        </label>
        <input
          className="office-input"
          id="office-task-due"
          name="due"
          type="datetime-local"
          required
          defaultValue={officeDateTimeValue(now + 86_400_000).slice(0, 11) + "09:00"}
        />
        <label className="office-label" htmlFor="office-task-owner">
          {copy.owner}
        </label>
        <select className="office-input" id="office-task-owner" name="owner" defaultValue={me}>
          <option value="">{copy.unowned}</option>
          {officeEmails.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
        <button className="office-button office-button-quiet" type="submit">
          {copy.add}
        </button>
      </form>
      {done.length > 0 ? (
        <details className="office-task-done">
          <summary>
            {copy.doneHeading} ({done.length})
          </summary>
          <ul className="office-tasks">
            {done.map((task) => (
              <li key={task.id} className="office-task">
                <p>
                  <s>{task.title}</s>{" "}
                  <span className="office-muted">
                    · {task.doneBy ? copy.doneBy(task.doneBy) : null} {task.doneAt ? <When at={task.doneAt} /> : null}
                  </span>
                </p>
                <TaskButton
                  csrf={csrf}
                  intent="task_reopen"
                  task={task.id}
                  label={copy.reopen}
                  about={task.title}
                  quiet
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
