import type { ReactNode } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/today";
import { requireFormSession, requireSession } from "~/office/context.server";
import { agendaCopy } from "~/office/agenda/copy";
import { TaskButton, TaskLine } from "~/office/agenda/tasks";
import type { Consultation } from "../../../server/agenda/consultations-repository";
import { ConsultationButton, ConsultationLine } from "~/office/agenda/consultations";
import { requestReference } from "~/contract/request-reference";
import { officeDayBounds } from "~/lib/office-clock";
import { officeMeta } from "~/office/meta";
import { Token, When } from "~/office/request-forms";
import { dayWords } from "~/office/words";
import { isoDay, fromDayKey, daysBetween, dayIn } from "~/lib/calendar-day";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { isTaskForm, taskActionOf } from "../../../server/agenda/task-form";
import { consultationActionOf } from "../../../server/agenda/consultation-form";
import type { ListedTask } from "../../../server/agenda/tasks";

const copy = agendaCopy.today;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const now = Date.now();
  const list = await office.agenda.tasks.today(session.email, now);
  const { start, end } = officeDayBounds(now);
  const consultations = (await office.agenda.consultations.between(start, end)).map((consultation) => ({
    ...consultation,
    reference: requestReference(consultation.requestId) ?? "",
  }));
  const picked = (await office.agenda.consultations.awaitingConfirmation()).map((consultation) => ({
    ...consultation,
    reference: requestReference(consultation.requestId) ?? "",
  }));
  const feed = await office.agenda.feeds.of(session.email);
  return { csrf: session.csrf, me: session.email, now, ...list, consultations, picked, feed };
}

/** Today's one-click forms: a task done, or moved to tomorrow; the calendar feed made or turned off; then Today again. */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const intent = form.get("intent");
  if (intent === "feed_make") {
    // The address is shown this once, in the answer to the form: only its secret's hash is stored.
    const address = await office.agenda.feeds.make(session, once);
    return address ? { feedAddress: address, feedRevoked: false } : redirect("/office/today#feed");
  }
  if (intent === "feed_revoke") {
    await office.agenda.feeds.revoke(session, once);
    return { feedAddress: null, feedRevoked: true };
  }
  const requestId = form.get("request") ?? "";
  if (intent === "consultation_confirm") {
    // A time a visitor picked, confirmed: booked, the request scheduled; nothing is mailed by it.
    const confirm = consultationActionOf(form);
    if (confirm) await office.agenda.consultations.act(session, requestId, confirm, once);
    return redirect("/office/today#office-today-picked");
  }
  const task = isTaskForm(form) ? taskActionOf(form) : null;
  if (task && (task.intent === "task_done" || task.intent === "task_tomorrow")) {
    await office.agenda.tasks.act(session, requestId, task, once);
  }
  return redirect("/office/today");
}

function Tasks({ tasks, csrf, now, label }: { tasks: ListedTask[]; csrf: string; now: number; label: string }) {
  return (
    <TodayCard
      id={`office-today-${label.toLowerCase().replace(/\W+/g, "-")}`}
      heading={label}
      count={tasks.length}
      empty={copy.none}
    >
      <ul className="office-tasks">
        {tasks.map((task) => (
          <li key={task.id} className="office-task">
            <ReferenceLine to={`/office/requests/${task.requestId}#tasks`} reference={task.reference}>
              <TaskLine task={task} now={now} />
            </ReferenceLine>
            <div className="office-task-actions">
              <TaskButton
                csrf={csrf}
                intent="task_done"
                task={task.id}
                requestId={task.requestId}
                label={agendaCopy.tasks.done}
                about={`${task.reference} ${task.title}`}
              />
              <TaskButton
                csrf={csrf}
                intent="task_tomorrow"
                task={task.id}
                requestId={task.requestId}
                label={agendaCopy.tasks.tomorrow}
                about={`${task.reference} ${task.title}`}
                quiet
              />
            </div>
          </li>
        ))}
      </ul>
    </TodayCard>
  );
}

/** One of Today's cards: its heading with how many it holds, and a word when it holds none. */
function TodayCard({
  id,
  heading,
  count,
  empty,
  className = "",
  anchor,
  footer,
  children,
}: {
  id: string;
  heading: string;
  count: number;
  empty: string;
  className?: string;
  anchor?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`office-card ${className}`.trim()} aria-labelledby={id} {...(anchor ? { id: anchor } : {})}>
      <h2 id={id}>
        {heading} <span className="office-muted">({count})</span>
      </h2>
      {count === 0 ? <p className="office-muted">{empty}</p> : children}
      {footer}
    </section>
  );
}

/** A line that starts with the request's reference, linked to the part of its page it is about. */
function ReferenceLine({ to, reference, children }: { to: string; reference: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="office-task-ref">
        {reference}
      </Link>{" "}
      {children}
    </p>
  );
}

/** A consultation's line on Today: its request's reference, linked to the request's consultation. */
function ConsultationReference({ consultation }: { consultation: Consultation & { reference: string } }) {
  return (
    <ReferenceLine to={`/office/requests/${consultation.requestId}#consultation`} reference={consultation.reference}>
      <ConsultationLine consultation={consultation} />
    </ReferenceLine>
  );
}

/** The signed-in address's calendar feed: made, made anew, turned off; its address shown once, when made. */
function FeedPanel({
  csrf,
  feed,
  address,
  revoked,
}: {
  csrf: string;
  feed: { createdAt: number; lastReadAt: number | null } | null;
  address: string | null;
  revoked: boolean;
}) {
  const words = agendaCopy.feed;
  return (
    <section className="office-card" aria-labelledby="office-feed" id="feed">
      <h2 id="office-feed">{words.heading}</h2>
      <p className="office-muted office-small">{words.intro}</p>
      {address ? (
        <div className="office-notice" role="status">
          <p>{words.made}</p>
          <label className="office-label" htmlFor="office-feed-address">
            {words.address}
          </label>
          <input className="office-input" id="office-feed-address" readOnly value={address} />
        </div>
      ) : null}
      {revoked ? (
        <p className="office-notice" role="status">
          {words.revoked}
        </p>
      ) : null}
      {feed ? (
        <p className="office-muted office-small">
          {words.since} <When at={feed.createdAt} /> ·{" "}
          {feed.lastReadAt ? (
            <>
              {words.lastRead} <When at={feed.lastReadAt} />
            </>
          ) : (
            words.never
          )}
        </p>
      ) : (
        <p className="office-muted">{words.none}</p>
      )}
      <div className="office-task-actions">
        <form method="post" className="office-inline-form">
          <Token csrf={csrf} />
          <input type="hidden" name="intent" value="feed_make" />
          <button className={feed ? "office-button office-button-quiet" : "office-button"} type="submit">
            {feed ? words.regenerate : words.make}
          </button>
        </form>
        {feed ? (
          <form method="post" className="office-inline-form">
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="feed_revoke" />
            <button className="office-button office-button-quiet" type="submit">
              {words.revoke}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, me, now, overdue, today, week, uncovered, consultations, picked, feed } = loaderData;
  const todayDay = dayIn(OFFICE_TIME_ZONE, now);
  return (
    <div className="office-today">
      <h1>{copy.heading}</h1>
      <p className="office-muted">{copy.intro(me)}</p>
      <div className="office-today-grid">
        <TodayCard
          id="office-today-deadlines"
          className="office-today-deadlines"
          heading={copy.deadlines}
          count={uncovered.length}
          empty={copy.noDeadlines}
        >
          <>
            <p className="office-muted office-small">{copy.deadlinesIntro}</p>
            <table className="office-table">
              <thead>
                <tr>
                  <th scope="col">{copy.request}</th>
                  <th scope="col">{copy.limit}</th>
                  <th scope="col">{copy.daysLeft}</th>
                  <th scope="col">{copy.whose}</th>
                </tr>
              </thead>
              <tbody>
                {uncovered.map((found) => {
                  const day = fromDayKey(found.day)!;
                  return (
                    <tr key={found.requestId}>
                      <td>
                        <Link to={`/office/requests/${found.requestId}#tasks`}>{found.reference}</Link>
                      </td>
                      <td>
                        {found.kind === "claim" ? copy.claim : copy.suit}, {dayWords(isoDay(day))}
                      </td>
                      <td>{daysBetween(todayDay, day)}</td>
                      <td>{found.assignee ?? agendaCopy.tasks.unowned}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        </TodayCard>
        <div className="office-today-tasks">
          <TodayCard
            id="office-today-consultations"
            heading={copy.consultations}
            count={consultations.length}
            empty={copy.noConsultations}
          >
            <ul className="office-tasks">
              {consultations.map((consultation) => (
                <li key={consultation.id} className="office-task">
                  <ConsultationReference consultation={consultation} />
                </li>
              ))}
            </ul>
          </TodayCard>
          <TodayCard
            id="office-today-picked"
            anchor="picked"
            heading={agendaCopy.selfBooked.heading}
            count={picked.length}
            empty={agendaCopy.selfBooked.none}
            footer={
              <p className="office-small">
                <Link to="/office/scheduling">{agendaCopy.scheduling.link}</Link>
              </p>
            }
          >
            <ul className="office-tasks">
              {picked.map((consultation) => (
                <li key={consultation.id} className="office-task">
                  <ConsultationReference consultation={consultation} />
                  <p className="office-muted office-small">{agendaCopy.selfBooked.requested}</p>
                  <div className="office-task-actions">
                    <ConsultationButton
                      csrf={csrf}
                      intent="consultation_confirm"
                      consultation={consultation.id}
                      requestId={consultation.requestId}
                      label={agendaCopy.selfBooked.confirm}
                      about={consultation.reference}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </TodayCard>
          <Tasks tasks={overdue} csrf={csrf} now={now} label={copy.overdue} />
          <Tasks tasks={today} csrf={csrf} now={now} label={copy.today} />
          <Tasks tasks={week} csrf={csrf} now={now} label={copy.week} />
          <FeedPanel
            csrf={csrf}
            feed={feed}
            address={actionData?.feedAddress ?? null}
            revoked={actionData?.feedRevoked ?? false}
          />
        </div>
      </div>
    </div>
  );
}
