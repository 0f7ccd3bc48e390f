import { useId, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { RequestDetail } from "../../server/office/inbox";
import { TEXT_LIMITS } from "./form-limits";
import { officeCopy } from "./copy";
import { isoTime, officeTime } from "./format";

/** The office layout's route id: its loader gives each rendering of a page a random nonce. */
export const OFFICE_LAYOUT_ROUTE = "routes/office/layout";

/**
 * What every signed-in office form carries: the session's token, and a one-time action id
 * (this rendering's nonce and the form's place on the page), which the server records with
 * what the form did, so that posting the same form again does nothing again
 * (server/office/once.ts). A form without both is refused; a new form gets both by holding this.
 */
export function Token({ csrf }: { csrf: string }) {
  const place = useId().replace(/[^\w-]/g, "_");
  const nonce = (useRouteLoaderData(OFFICE_LAYOUT_ROUTE) as { nonce?: string } | undefined)?.nonce ?? "";
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="once" value={`${nonce}.${place}`} />
    </>
  );
}

/** A form of one button: an action that needs nothing else. */
export function ActionButton({
  csrf,
  intent,
  label,
  quiet,
}: {
  csrf: string;
  intent: string;
  label: string;
  quiet?: boolean;
}) {
  return (
    <form method="post">
      <Token csrf={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <button className={quiet ? "office-button office-button-quiet" : "office-button"} type="submit">
        {label}
      </button>
    </form>
  );
}

const MOVES = ["new", "contacted", "consultation", "retained"] as const;
const DECISIONS = ["declined", "referred"] as const;

/** Where the request stands, the moves from there, and the decision that closes it with a reason. */
export function StageForms({
  detail,
  csrf,
  needsReason,
}: {
  detail: RequestDetail;
  csrf: string;
  needsReason: boolean;
}) {
  const copy = officeCopy.stageForms;
  const { stages } = officeCopy;
  return (
    <section className="office-panel" aria-labelledby="office-stage" id="stage">
      <h2 id="office-stage">{copy.heading}</h2>
      <p>
        {copy.now(stages[detail.stage], officeTime(detail.stageChangedAt))}
        {detail.decisionReason ? (
          <>
            {" "}
            <span className="office-muted">{detail.decisionReason}</span>
          </>
        ) : null}
      </p>
      {detail.stage === "spam" ? (
        <p className="office-muted">{copy.spamFirst}</p>
      ) : (
        <>
          <form method="post" className="office-moves" aria-label={copy.moveTo}>
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="stage" />
            <span className="office-label">{copy.moveTo}</span>
            {MOVES.filter((stage) => stage !== detail.stage).map((stage) => (
              <button
                key={stage}
                className="office-button office-button-quiet"
                type="submit"
                name="stage"
                value={stage}
              >
                {stages[stage]}
              </button>
            ))}
          </form>
          <form method="post" className="office-stack" aria-labelledby="office-decide">
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="stage" />
            <h3 id="office-decide" className="office-label">
              {copy.decideHeading}
            </h3>
            {needsReason ? <Alert>{copy.needsReason}</Alert> : null}
            <fieldset className="office-choices">
              <legend className="office-sr">{copy.decision}</legend>
              {DECISIONS.map((stage) => (
                <div key={stage} className="office-check">
                  <input
                    id={`office-decision-${stage}`}
                    type="radio"
                    name="stage"
                    value={stage}
                    required
                    defaultChecked={detail.stage === stage}
                  />
                  <label htmlFor={`office-decision-${stage}`}>{stages[stage]}</label>
                </div>
              ))}
            </fieldset>
            <label className="office-label" htmlFor="office-reason">
              {copy.reason}
            </label>
            <textarea
              className="office-input"
              id="office-reason"
              name="reason"
              required
              rows={2}
              maxLength={TEXT_LIMITS.reason}
            />
            <button className="office-button" type="submit">
              {copy.decide}
            </button>
            {detail.canReply ? <p className="office-muted">{copy.decideThenWrite}</p> : null}
          </form>
        </>
      )}
    </section>
  );
}

/** Assigning the request to one of the office's addresses, or to nobody. */
export function AssignForm({
  detail,
  csrf,
  me,
  refused,
}: {
  detail: RequestDetail;
  csrf: string;
  me: string;
  refused: boolean;
}) {
  const copy = officeCopy.assign;
  return (
    <section className="office-panel" aria-labelledby="office-assign" id="assign">
      <h2 id="office-assign">{copy.heading}</h2>
      {refused ? <Alert>{copy.notOffice}</Alert> : null}
      <form method="post" className="office-inline-form">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value="assign" />
        <label className="office-sr" htmlFor="office-assignee">
          {copy.label}
        </label>
        <select className="office-input" id="office-assignee" name="assignee" defaultValue={detail.assignee ?? ""}>
          <option value="">{copy.nobody}</option>
          {detail.officeEmails.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
        <button className="office-button office-button-quiet" type="submit">
          {copy.submit}
        </button>
      </form>
      {detail.assignee !== me && detail.officeEmails.includes(me) ? (
        <form method="post">
          <Token csrf={csrf} />
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="assignee" value={me} />
          <button className="office-link-button" type="submit">
            {copy.toMe}
          </button>
        </form>
      ) : null}
      <p className="office-muted office-small">{copy.note}</p>
    </section>
  );
}

/** A text for the thread: a call's summary, or an internal note. */
export function ThreadTextForm({
  csrf,
  intent,
  required,
}: {
  csrf: string;
  intent: "call" | "note";
  required: boolean;
}) {
  const copy = intent === "call" ? officeCopy.call : officeCopy.note;
  const id = `office-${intent}`;
  return (
    <section className="office-panel" aria-labelledby={`${id}-heading`} id={intent}>
      <h2 id={`${id}-heading`}>{copy.heading}</h2>
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value={intent} />
        <label className="office-label" htmlFor={id}>
          {copy.label}
        </label>
        <textarea
          className="office-input"
          id={id}
          name="body"
          rows={3}
          maxLength={TEXT_LIMITS.note}
          required={required}
        />
        <button className="office-button office-button-quiet" type="submit">
          {copy.submit}
        </button>
      </form>
    </section>
  );
}

/** A field's error under it, which the field names in its aria-describedby as `<id>-error`. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="office-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** What the office must read at once, such as a refusal: an alert, which a screen reader says as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="office-alert" role="alert">
      {children}
    </p>
  );
}

/** When something happened, as the office reads it, with the exact instant for machines. */
export function When({ at }: { at: number }) {
  return <time dateTime={isoTime(at)}>{officeTime(at)}</time>;
}
