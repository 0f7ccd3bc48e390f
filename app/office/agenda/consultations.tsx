import type { Consultation } from "../../../server/agenda/consultations-repository";
import type { ConsultationOutcome } from "../../../server/office/consultation-actions";
import { officeDateTimeValue } from "~/lib/office-clock";
import { Alert, Token, When } from "../request-forms";
import { agendaCopy } from "./copy";

const copy = agendaCopy.consultations;

/** What a consultation form's refusal says, by the outcome the server gave (or "invalid" for fields it could not read). */
export type ConsultationRefusal = Exclude<ConsultationOutcome, "done" | "unchanged"> | "invalid";

/** The mail its Send makes (as server/agenda/consultation-mail.ts decides). */
const mailKindOf = (consultation: Consultation) =>
  consultation.state === "cancelled" ? "cancellation" : consultation.sentSequence === null ? "invitation" : "update";

/** A consultation's line: when, how long, how, with whom. */
export function ConsultationLine({ consultation }: { consultation: Consultation }) {
  return (
    <>
      <When at={consultation.startsAt} /> · {copy.length(consultation.minutes)} · {copy.formats[consultation.format]}{" "}
      <span className="office-muted">
        · {consultation.attorney ? copy.with(consultation.attorney) : copy.noAttorneyYet}
      </span>
    </>
  );
}

function stateWords(consultation: Consultation): string {
  if (consultation.state === "cancelled")
    return consultation.sentSequence !== null && consultation.sentSequence !== consultation.sequence
      ? copy.state.cancelledUnsent
      : copy.state.cancelled;
  if (consultation.sentSequence === null) return copy.state.unsent;
  return consultation.sentSequence === consultation.sequence ? copy.state.sent : copy.state.changed;
}

/** "10 AM": an hour of the office's day. */
const hourWords = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`;

/** Whether the day-before reminder is on for it, or went already for this time. */
function reminderWords(consultation: Consultation, reminderHour: number): string | null {
  if (consultation.state === "cancelled") return null;
  if (consultation.remindedFor === consultation.startsAt) return copy.reminderState.sent;
  return consultation.reminder ? copy.reminderState.on(hourWords(reminderHour)) : null;
}

/** When, how long, how, with whom, the reminder: the fields of booking one and of moving it. */
function PlanFields({
  prefix,
  consultation,
  officeEmails,
  me,
  now,
  reminderHour,
}: {
  prefix: string;
  consultation?: Consultation;
  officeEmails: readonly string[];
  me: string;
  now: number;
  reminderHour: number;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <label className="office-label" htmlFor={id("starts")}>
        {copy.when}
      </label>
      <input
        className="office-input"
        id={id("starts")}
        name="starts"
        type="datetime-local"
        required
        defaultValue={
          consultation
            ? officeDateTimeValue(consultation.startsAt)
            : officeDateTimeValue(now + 86_400_000).slice(0, 11) + "10:00"
        }
      />
      <label className="office-label" htmlFor={id("minutes")}>
        {copy.minutes}
      </label>
      <input
        className="office-input"
        id={id("minutes")}
        name="minutes"
        type="number"
        min={10}
        max={240}
        step={5}
        required
        defaultValue={consultation?.minutes ?? 30}
      />
      <fieldset className="office-choices">
        <legend className="office-label">{copy.format}</legend>
        {(["phone", "video", "office"] as const).map((format) => (
          <div key={format} className="office-check">
            <input
              id={id(`format-${format}`)}
              type="radio"
              name="format"
              value={format}
              defaultChecked={(consultation?.format ?? "phone") === format}
            />
            <label htmlFor={id(`format-${format}`)}>{copy.formats[format]}</label>
          </div>
        ))}
      </fieldset>
      <label className="office-label" htmlFor={id("attorney")}>
        {copy.attorney}
      </label>
      <select
        className="office-input"
        id={id("attorney")}
        name="attorney"
        defaultValue={consultation ? (consultation.attorney ?? "") : me}
      >
        <option value="">{copy.noAttorney}</option>
        {officeEmails.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </select>
      <label className="office-label" htmlFor={id("details")}>
        {copy.details}
      </label>
      <input
        className="office-input"
        id={id("details")}
        name="details"
        maxLength={300}
        defaultValue={consultation?.details ?? ""}
        aria-describedby={id("details-hint")}
      />
      <p className="office-muted office-small" id={id("details-hint")}>
        {copy.detailsHint}
      </p>
      <div className="office-check">
        <input
          id={id("reminder")}
          type="checkbox"
          name="reminder"
          value="on"
          defaultChecked={consultation?.reminder ?? false}
          aria-describedby={id("reminder-hint")}
        />
        <label htmlFor={id("reminder")}>{copy.reminder}</label>
      </div>
      <p className="office-muted office-small" id={id("reminder-hint")}>
        {copy.reminderHint(hourWords(reminderHour))}
      </p>
    </>
  );
}

/** One button on a consultation: Send, Cancel, Confirm; with `requestId`, posted from Today (which names the request). */
export function ConsultationButton({
  csrf,
  intent,
  consultation,
  label,
  quiet,
  requestId,
  about,
}: {
  csrf: string;
  intent: "consultation_send" | "consultation_cancel" | "consultation_confirm";
  consultation: string;
  label: string;
  quiet?: boolean;
  requestId?: string;
  about?: string;
}) {
  return (
    <form method="post" className="office-inline-form">
      <Token csrf={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="consultation" value={consultation} />
      {requestId ? <input type="hidden" name="request" value={requestId} /> : null}
      <button
        className={quiet ? "office-button office-button-quiet" : "office-button"}
        type="submit"
        aria-label={about ? `${label}: ${about}` : undefined}
      >
        {label}
      </button>
    </form>
  );
}

/**
 * The request page's consultation: the one booked (when, how, with whom, whether the visitor
 * has its latest invitation; Send, change, cancel), or the form to book one; earlier ones below.
 */
export function ConsultationsPanel({
  csrf,
  consultations,
  officeEmails,
  me,
  now,
  refused,
  notice,
  reminderHour,
}: {
  csrf: string;
  consultations: Consultation[];
  officeEmails: readonly string[];
  me: string;
  now: number;
  /** The hour the day-before reminder goes (the firm's scheduling settings). */
  reminderHour: number;
  refused: ConsultationRefusal | null;
  notice: string | null;
}) {
  const current = consultations.find((consultation) => consultation.state !== "cancelled");
  // A cancellation the visitor has not been told of yet stays in view with its Send.
  const untold = consultations.find(
    (consultation) =>
      consultation.state === "cancelled" &&
      consultation.sentSequence !== null &&
      consultation.sentSequence !== consultation.sequence,
  );
  const shown = current ?? untold;
  const earlier = consultations.filter((consultation) => consultation !== shown);
  return (
    <section className="office-panel" aria-labelledby="office-consultation" id="consultation">
      <h2 id="office-consultation">{copy.heading}</h2>
      <p className="office-muted office-small">{copy.intro}</p>
      {notice ? (
        <p className="office-notice" role="status">
          {notice}
        </p>
      ) : null}
      {refused ? <Alert>{copy.refused[refused]}</Alert> : null}
      {shown ? (
        <div className="office-stack">
          <p>
            <ConsultationLine consultation={shown} />
          </p>
          {shown.details ? <p className="office-text">{shown.details}</p> : null}
          {shown.state === "held" ? (
            <p className="office-notice">
              <strong>{agendaCopy.selfBooked.requested}</strong>
            </p>
          ) : null}
          <p className="office-muted office-small">
            {stateWords(shown)} {reminderWords(shown, reminderHour)}
          </p>
          <div className="office-task-actions">
            {shown.state === "held" ? (
              <ConsultationButton
                csrf={csrf}
                intent="consultation_confirm"
                consultation={shown.id}
                label={agendaCopy.selfBooked.confirm}
              />
            ) : shown.sentSequence !== shown.sequence ? (
              <ConsultationButton
                csrf={csrf}
                intent="consultation_send"
                consultation={shown.id}
                label={copy.send[mailKindOf(shown)]}
              />
            ) : null}
            {shown.state !== "cancelled" ? (
              <ConsultationButton
                csrf={csrf}
                intent="consultation_cancel"
                consultation={shown.id}
                label={copy.cancel}
                quiet
              />
            ) : null}
          </div>
          {shown.state !== "cancelled" ? (
            <details className="office-task-done">
              <summary>{copy.moveHeading}</summary>
              <form method="post" className="office-stack">
                <Token csrf={csrf} />
                <input type="hidden" name="intent" value="consultation_move" />
                <input type="hidden" name="consultation" value={shown.id} />
                <PlanFields
                  prefix="office-consultation-move"
                  consultation={shown}
                  officeEmails={officeEmails}
                  me={me}
                  now={now}
                  reminderHour={reminderHour}
                />
                <button className="office-button office-button-quiet" type="submit">
                  {copy.move}
                </button>
              </form>
            </details>
          ) : null}
        </div>
      ) : null}
      {current ? null : (
        <form method="post" className="office-stack">
          <Token csrf={csrf} />
          <input type="hidden" name="intent" value="consultation_book" />
          <PlanFields
            prefix="office-consultation"
            officeEmails={officeEmails}
            me={me}
            now={now}
            reminderHour={reminderHour}
          />
          <button className="office-button" type="submit">
            {copy.book}
          </button>
        </form>
      )}
      {earlier.length > 0 ? (
        <details className="office-task-done">
          <summary>
            {copy.earlier} ({earlier.length})
          </summary>
          <ul className="office-tasks">
            {earlier.map((consultation) => (
              <li key={consultation.id} className="office-task">
                <p>
                  <ConsultationLine consultation={consultation} /> · {stateWords(consultation)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
