import type { RequestDetail } from "../../server/office/inbox";
import { CALL_OUTCOMES } from "../../server/db/schema";
import { officeCopy } from "./copy";
import { FIELD_LABELS } from "./field-labels";
import { TEXT_LIMITS } from "./form-limits";
import { FACT_CHOICES } from "./lead-forms";
import {
  CORRECTABLE_FIELDS,
  FACT_KINDS,
  FACT_LIMITS,
  PRACTICE_FIELDS,
  type FactKey,
  type YES_NO_UNKNOWN,
} from "./lead-fields";
import { officeTime } from "./format";
import { Alert, FieldError, Token, When } from "./request-forms";

/**
 * The request page's panels for what a call brings: the call and what came of it, the facts it
 * corrects or adds, and the merge of two requests from one person. Each is a plain form that
 * posts to the page (server/office/action-form.ts, app/office/lead-forms.ts).
 */

const LABEL = Object.fromEntries(FIELD_LABELS) as Record<string, string>;

/** Logging a call: what came of it (only "spoke with them" is a first contact), when to call back, what was said. */
export function CallForm({ csrf, needsTime }: { csrf: string; needsTime: boolean }) {
  const copy = officeCopy.call;
  return (
    <section className="office-panel" aria-labelledby="office-call-heading" id="call">
      <h2 id="office-call-heading">{copy.heading}</h2>
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value="call" />
        {needsTime ? <Alert>{copy.callBackRequired}</Alert> : null}
        <fieldset className="office-choices">
          <legend className="office-label">{copy.outcome}</legend>
          {CALL_OUTCOMES.map((outcome) => (
            <div key={outcome} className="office-check">
              <input
                id={`office-call-${outcome}`}
                type="radio"
                name="outcome"
                value={outcome}
                required
                defaultChecked={needsTime && outcome === "call_back"}
              />
              <label htmlFor={`office-call-${outcome}`}>{copy.outcomes[outcome]}</label>
            </div>
          ))}
        </fieldset>
        <p className="office-muted office-small" id="office-call-note">
          {copy.outcomeNote}
        </p>
        <label className="office-label" htmlFor="office-call-back">
          {copy.callBackAt}
        </label>
        <input
          className="office-input"
          id="office-call-back"
          name="callBackAt"
          type="datetime-local"
          aria-invalid={needsTime || undefined}
        />
        <label className="office-label" htmlFor="office-call">
          {copy.label}
        </label>
        <textarea className="office-input" id="office-call" name="body" rows={3} maxLength={TEXT_LIMITS.note} />
        <button className="office-button office-button-quiet" type="submit">
          {copy.submit}
        </button>
      </form>
    </section>
  );
}

/** One fact's field, as its kind asks: a line, a few lines, a day, or a choice. */
function FactField({
  fact,
  value,
  error,
  agencies,
}: {
  fact: FactKey;
  value: string;
  error: string | undefined;
  agencies: boolean;
}) {
  const copy = officeCopy.facts;
  const id = `office-fact-${fact}`;
  const kind = FACT_KINDS[fact];
  const common = {
    id,
    name: fact,
    className: "office-input",
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  const choices = FACT_CHOICES[fact];
  let input;
  if (choices) {
    const yesNo = fact === "pendingCharges" || fact === "inCustody";
    input = (
      <select {...common}>
        <option value="">{yesNo ? copy.notKnown : officeCopy.newLead.choose}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {yesNo ? copy[choice as (typeof YES_NO_UNKNOWN)[number]] : choice}
          </option>
        ))}
      </select>
    );
  } else if (kind === "lines") {
    input = <textarea {...common} rows={2} maxLength={FACT_LIMITS.lines} />;
  } else if (kind === "day") {
    input = <input {...common} type="date" />;
  } else {
    input = (
      <input
        {...common}
        type={fact === "email" ? "email" : fact === "phone" ? "tel" : "text"}
        maxLength={FACT_LIMITS.line}
        list={fact === "policeAgency" && agencies ? "office-agency-list" : undefined}
        autoComplete="off"
      />
    );
  }
  return (
    <div className={kind === "lines" ? "office-fact office-fact-wide" : "office-fact"}>
      <label className="office-label" htmlFor={id}>
        {copy.labels[fact]}
      </label>
      {input}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The agencies to pick from, for every agency field of the page. */
export function AgencyList({ agencies }: { agencies: readonly string[] }) {
  return (
    <datalist id="office-agency-list">
      {agencies.map((agency) => (
        <option key={agency} value={agency} />
      ))}
    </datalist>
  );
}

/**
 * The facts a call corrects or adds: the visitor's (what they sent stays below, as sent) and
 * the practice's own, all optional. Each change goes into the thread.
 */
export function FactsForm({
  detail,
  csrf,
  errors,
  values,
  saved,
}: {
  detail: RequestDetail;
  csrf: string;
  errors: Partial<Record<FactKey, string>> | null;
  values: Partial<Record<FactKey, string>> | null;
  saved: "done" | "unchanged" | null;
}) {
  const copy = officeCopy.facts;
  const shown = Object.fromEntries(detail.facts.map((fact) => [fact.key, fact.value])) as Record<FactKey, string>;
  const value = (fact: FactKey) => values?.[fact] ?? shown[fact] ?? "";
  const failed = errors && Object.keys(errors).length > 0;
  return (
    <section className="office-card" aria-labelledby="office-facts" id="facts">
      <h2 id="office-facts">{copy.heading}</h2>
      <p className="office-muted">{copy.intro}</p>
      {saved ? (
        <p className="office-notice" role="status">
          {saved === "done" ? copy.done : copy.unchanged}
        </p>
      ) : null}
      {failed ? (
        <div className="office-alert" role="alert">
          <p>{officeCopy.newLead.errorsHeading}</p>
          <ul>
            {Object.entries(errors).map(([fact, message]) => (
              <li key={fact}>
                <a href={`#office-fact-${fact}`}>
                  {copy.labels[fact as FactKey]}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value="facts" />
        <AgencyList agencies={detail.agencies} />
        <fieldset className="office-facts-group">
          <legend>{copy.visitor}</legend>
          <div className="office-facts-grid">
            {CORRECTABLE_FIELDS.map((fact) => (
              <FactField key={fact} fact={fact} value={value(fact)} error={errors?.[fact]} agencies />
            ))}
          </div>
        </fieldset>
        <fieldset className="office-facts-group">
          <legend>{copy.practice}</legend>
          <p className="office-muted office-small">{copy.heck}</p>
          <div className="office-facts-grid">
            {PRACTICE_FIELDS.map((fact) => (
              <FactField key={fact} fact={fact} value={value(fact)} error={errors?.[fact]} agencies={false} />
            ))}
          </div>
        </fieldset>
        <div>
          <button className="office-button" type="submit">
            {copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The requests merged into this one, each with its undo while it lasts, and the form that merges another by its reference. */
export function MergePanel({ detail, csrf, error }: { detail: RequestDetail; csrf: string; error: string | null }) {
  const copy = officeCopy.merge;
  if (detail.stage === "spam") return null;
  return (
    <section className="office-panel" aria-labelledby="office-merge" id="merge">
      <h2 id="office-merge">{copy.heading}</h2>
      <p className="office-small office-muted">{copy.intro}</p>
      {error ? (
        <Alert>
          {error === "not-found" ? copy.notFound : error === "cannot-undo" ? copy.cannotUndo : copy.refused}
        </Alert>
      ) : null}
      {detail.merged.length > 0 ? (
        <>
          <h3 className="office-label">{copy.mergedHere}</h3>
          <ul className="office-named-list">
            {detail.merged.map(({ item, merge }) => (
              <li key={item.id}>
                <strong className="office-reference">{item.reference}</strong> · {item.name || officeCopy.inbox.noName}
                {merge ? (
                  <>
                    {" "}
                    · <When at={merge.at} />
                    {merge.undoableUntil ? (
                      <form method="post" className="office-inline-form">
                        <Token csrf={csrf} />
                        <input type="hidden" name="intent" value="unmerge" />
                        <input type="hidden" name="merge" value={merge.id} />
                        <button className="office-button office-button-quiet" type="submit">
                          {copy.undo}
                        </button>
                        <span className="office-muted office-small">
                          {copy.undoUntil(officeTime(merge.undoableUntil))}
                        </span>
                      </form>
                    ) : null}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <input type="hidden" name="intent" value="merge" />
        <label className="office-label" htmlFor="office-merge-reference">
          {copy.byReference}
        </label>
        <div className="office-inline-form">
          <input
            className="office-input office-reference-input"
            id="office-merge-reference"
            name="reference"
            required
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
          />
          <button className="office-button office-button-quiet" type="submit">
            {copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What each request merged into this one sent, as it sent it. */
export function MergedWords({ detail }: { detail: RequestDetail }) {
  if (detail.merged.length === 0) return null;
  return (
    <>
      {detail.merged.map(({ item, fields }) => (
        <section key={item.id} aria-labelledby={`office-sent-${item.id}`}>
          <h2 id={`office-sent-${item.id}`}>{officeCopy.merge.alsoSent(item.reference)}</h2>
          <div className="office-card">
            <p className="office-muted office-small">
              {officeCopy.request.received} <When at={item.receivedAt} />
            </p>
            <dl className="office-fields">
              {fields.map(({ key, value }) => (
                <div key={key} className="office-field">
                  <dt>{LABEL[key]}</dt>
                  <dd>{value ?? officeCopy.request.notGiven}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ))}
    </>
  );
}
