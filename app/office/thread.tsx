import type { RequestDetail, ThreadItem } from "../../server/office/inbox";
import { officeCopy } from "./copy";
import { DeliveryTag } from "./delivery";
import { Alert, Token, When } from "./request-forms";
import { officeTime } from "./format";
import { requestReference } from "~/contract/request-reference";
import type { FactKey } from "./lead-fields";
import { attemptWords } from "./words";
import { agendaCopy } from "./agenda/copy";

const copy = officeCopy.thread;
const stages = officeCopy.stages;

/** Every attempt of a delivery, oldest first, each with its plain words and its code. */
function Attempts({ attempts }: { attempts: ThreadItem["attempts"] }) {
  if (attempts.length === 0) return null;
  return (
    <ol className="office-attempts">
      {attempts.map((attempt, index) => (
        <li key={index}>
          <When at={attempt.at} />: {attemptWords(attempt)}
          {attempt.error ? (
            <>
              {" "}
              <code className="office-code">{attempt.error}</code>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Where an entry that a merge brought was written. */
function MovedFrom({ entry }: { entry: ThreadItem }) {
  if (!entry.originId) return null;
  return (
    <>
      {" "}
      <span className="office-tag office-tag-plain">{copy.movedFrom(requestReference(entry.originId) ?? "")}</span>
    </>
  );
}

/** A changed fact: from what to what, as the office typed them. */
function factChange(entry: ThreadItem): string {
  const from = entry.previous ?? "";
  const to = entry.body;
  if (from && to) return copy.factFromTo(from, to);
  return to ? copy.factSet(to) : copy.factCleared(from);
}

function Entry({ entry, csrf }: { entry: ThreadItem; csrf: string }) {
  switch (entry.kind) {
    case "entered":
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {copy.entered(
              entry.author,
              officeCopy.newLead.channels[entry.detail as keyof typeof officeCopy.newLead.channels] ??
                entry.detail ??
                "",
            )}{" "}
            · <When at={entry.at} />
          </p>
        </li>
      );
    case "fact":
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {copy.fact(entry.author, officeCopy.facts.labels[entry.detail as FactKey] ?? entry.detail ?? "")} ·{" "}
            <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          <p className="office-text">{factChange(entry)}</p>
        </li>
      );
    case "merge":
    case "unmerge":
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {(entry.kind === "merge" ? copy.merged : copy.unmerged)(entry.author, entry.body)} · <When at={entry.at} />
          </p>
        </li>
      );
    case "answer":
      return (
        <li className="office-entry office-entry-answer">
          <p className="office-entry-head">
            <strong>{copy.answer}</strong> · <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          <p className="office-text" lang={entry.language ?? undefined}>
            {entry.body}
          </p>
        </li>
      );
    case "note":
      return (
        <li className="office-entry office-entry-note">
          <p className="office-entry-head">
            <strong>{copy.note(entry.author)}</strong> · <When at={entry.at} />{" "}
            <span className="office-tag office-tag-plain">{copy.noteBadge}</span>
            <MovedFrom entry={entry} />
          </p>
          <p className="office-text">{entry.body}</p>
        </li>
      );
    case "call": {
      const outcome = entry.detail as keyof typeof officeCopy.call.outcomes | null;
      return (
        <li className={outcome && outcome !== "spoke" ? "office-entry office-entry-attempt" : "office-entry"}>
          <p className="office-entry-head">
            <strong>
              {outcome
                ? copy.callOutcome(entry.author, officeCopy.call.outcomes[outcome] ?? outcome)
                : copy.call(entry.author)}
            </strong>{" "}
            · <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          {entry.dueAt != null ? (
            <p className="office-text">
              {copy.callBack}: <When at={entry.dueAt} />
            </p>
          ) : null}
          <p className="office-text">{entry.body || copy.emptyCall}</p>
        </li>
      );
    }
    case "reply":
      return (
        <li className="office-entry office-entry-reply">
          <p className="office-entry-head">
            <strong>{copy.reply(entry.author)}</strong> · <When at={entry.at} />{" "}
            {entry.delivery ? <DeliveryTag delivery={entry.delivery} subject="visitor" /> : null}
            <MovedFrom entry={entry} />
          </p>
          <p className="office-entry-subject" lang={entry.language ?? undefined}>
            {entry.subject}
          </p>
          <p className="office-text" lang={entry.language ?? undefined}>
            {entry.body}
          </p>
          <Attempts attempts={entry.attempts} />
          {entry.delivery?.state === "failed" ? (
            <form method="post">
              <Token csrf={csrf} />
              <input type="hidden" name="intent" value="reply_again" />
              <input type="hidden" name="entry" value={entry.id} />
              <button className="office-button office-button-quiet" type="submit">
                {copy.sendAgain}
              </button>
            </form>
          ) : null}
        </li>
      );
    case "stage":
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {copy.stage(entry.author, stages[entry.detail as keyof typeof stages] ?? entry.detail ?? "")} ·{" "}
            <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          {entry.body ? <p className="office-text">{entry.body}</p> : null}
        </li>
      );
    case "task": {
      const said =
        agendaCopy.thread[(entry.detail ?? "added") as "added" | "done" | "reopened" | "moved" | "dismissed"];
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {(said ?? agendaCopy.thread.added)(entry.author, entry.body)} · <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          {entry.dueAt != null && entry.detail !== "dismissed" ? (
            <p className="office-text">
              {agendaCopy.thread.dueLabel}: <When at={entry.dueAt} />
            </p>
          ) : null}
        </li>
      );
    }
    case "consultation": {
      const said =
        agendaCopy.consultationThread[
          (entry.detail ?? "booked") as
            | "booked"
            | "rescheduled"
            | "cancelled"
            | "invitation"
            | "update"
            | "cancellation"
            | "reminder_on"
            | "reminder_off"
            | "reminder"
            | "held"
            | "confirmed"
        ];
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {(said ?? agendaCopy.consultationThread.booked)(entry.author)} · <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
          {entry.dueAt != null ? (
            <p className="office-text">
              {agendaCopy.consultationThread.startsLabel}: <When at={entry.dueAt} />
              {entry.body && entry.body in agendaCopy.consultations.formats
                ? ` · ${agendaCopy.consultations.formats[entry.body as keyof typeof agendaCopy.consultations.formats]}`
                : null}
            </p>
          ) : null}
        </li>
      );
    }
    case "assign":
      return (
        <li className="office-entry office-entry-event">
          <p className="office-entry-head">
            {entry.detail ? copy.assigned(entry.author, entry.detail) : copy.unassigned(entry.author)} ·{" "}
            <When at={entry.at} />
            <MovedFrom entry={entry} />
          </p>
        </li>
      );
  }
}

/** The request's thread: received, then replies, calls, internal notes and decisions, oldest first. */
export function Thread({ detail, csrf }: { detail: RequestDetail; csrf: string }) {
  const entered = detail.source === "office";
  return (
    <section aria-labelledby="office-thread" id="thread">
      <h2 id="office-thread">{copy.heading}</h2>
      <p className="office-muted">{copy.intro}</p>
      <ol className="office-thread">
        {entered ? null : (
          <li className="office-entry office-entry-event">
            <p className="office-entry-head">
              {copy.received} · <When at={detail.receivedAt} />
            </p>
          </li>
        )}
        {detail.thread.map((entry) => (
          <Entry key={entry.id} entry={entry} csrf={csrf} />
        ))}
      </ol>
      {detail.thread.length === 0 ? <p className="office-muted">{copy.empty}</p> : null}
    </section>
  );
}

/** The office's notification of the request: its state, every attempt across re-sends, and the re-send. */
export function Notification({
  detail,
  csrf,
  confirmResend,
}: {
  detail: RequestDetail;
  csrf: string;
  confirmResend: boolean;
}) {
  const words = officeCopy.notification;
  const events = [
    ...detail.notification.attempts.map((attempt) => ({ at: attempt.at, attempt })),
    ...detail.notification.resends.map((entry) => ({ at: entry.at, resend: entry })),
  ].sort((a, b) => a.at - b.at);
  const delivered = detail.delivery.state === "delivered";
  return (
    <section aria-labelledby="office-notification" id="notification">
      <h2 id="office-notification">{words.heading}</h2>
      <p>
        {words.intro} <DeliveryTag delivery={detail.delivery} subject="office" />
      </p>
      <h3 className="office-label">{words.attempts}</h3>
      {events.length === 0 ? <p className="office-muted">{words.noAttempts}</p> : null}
      <ol className="office-attempts">
        {events.map((event, index) => (
          <li key={index}>
            <When at={event.at} />:{" "}
            {"attempt" in event && event.attempt ? (
              <>
                {attemptWords(event.attempt)}
                {event.attempt.error ? (
                  <>
                    {" "}
                    <code className="office-code">{event.attempt.error}</code>
                  </>
                ) : null}
              </>
            ) : "resend" in event && event.resend ? (
              event.resend.action === "not_spam" ? (
                words.notSpam(event.resend.actor)
              ) : (
                words.resent(event.resend.actor)
              )
            ) : null}
          </li>
        ))}
      </ol>
      {detail.delivery.state === "spam" ? null : delivered ? (
        <details className="office-confirm" open={confirmResend}>
          <summary>{words.deliver}</summary>
          <form method="post" className="office-stack">
            {confirmResend ? <Alert>{words.needsConfirmation}</Alert> : null}
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="deliver" />
            <div className="office-check">
              <input id="office-confirm-resend" type="checkbox" name="confirm" value="yes" required />
              <label htmlFor="office-confirm-resend">
                {words.confirmDelivered(
                  detail.delivery.state === "delivered" && detail.delivery.at != null
                    ? officeTime(detail.delivery.at)
                    : "",
                )}
              </label>
            </div>
            <button className="office-button office-button-quiet" type="submit">
              {words.confirm}
            </button>
          </form>
        </details>
      ) : (
        <form method="post">
          <Token csrf={csrf} />
          <input type="hidden" name="intent" value="deliver" />
          <button className="office-button office-button-quiet" type="submit">
            {words.deliver}
          </button>
        </form>
      )}
    </section>
  );
}
