import { Link } from "react-router";
import type { RequestDetail } from "../../server/office/inbox";
import { officeCopy } from "./copy";
import { DeliveryTag } from "./delivery";
import { Token, When } from "./request-forms";
import { ContactLinks } from "./request-line";
import { DeadlineTag } from "./triage";
import { dayWords, durationWords } from "./words";

const copy = officeCopy.request;
const triage = officeCopy.triage;

/** Who, how to reach them, where the request stands: the top of its page. */
export function RequestHeader({ detail }: { detail: RequestDetail }) {
  return (
    <header className="office-request-head">
      <p>
        <Link to="/office">{copy.back}</Link>
      </p>
      <h1>{detail.name || officeCopy.inbox.noName}</h1>
      <p className="office-muted">
        {officeCopy.channels[detail.wayIn].name}, {copy.received} <When at={detail.receivedAt} /> · {copy.reference}{" "}
        <strong className="office-reference">{detail.reference}</strong>
      </p>
      <div className="office-tags">
        <span className={`office-stage office-stage-${detail.stage}`}>{officeCopy.stages[detail.stage]}</span>
        {detail.triage.overdue ? <span className="office-flag office-flag-bad">{officeCopy.inbox.overdue}</span> : null}
        {detail.triage.pendingCharges === "yes" ? (
          <span className="office-flag office-flag-warn">{triage.charges}</span>
        ) : detail.triage.pendingCharges === "unknown" ? (
          <span className="office-flag">{triage.chargesUnknown}</span>
        ) : null}
        {detail.triage.inCustody ? <span className="office-flag office-flag-warn">{triage.custody}</span> : null}
        {detail.assignee ? <span className="office-tag office-tag-plain">{copy.assigned(detail.assignee)}</span> : null}
        {detail.delivery.state === "entered" ? null : <DeliveryTag delivery={detail.delivery} subject="office" />}
      </div>
      <p className="office-contact">
        <ContactLinks email={detail.email} phone={detail.phone} reach={detail.reach} />
      </p>
      <p className="office-muted">
        {copy.preferredLanguage(detail.preferredLanguage || copy.notGiven)} ·{" "}
        {copy.writeIn(officeCopy.languages[detail.language])}
      </p>
    </header>
  );
}

/** The figures for triage: the incident, its two limits, charges, the reply promised and the first contact. */
export function TriageFacts({ detail }: { detail: RequestDetail }) {
  const { incidentGiven, incidentDay, deadlines, replyDueAt } = detail.triage;
  return (
    <section className="office-card office-triage" aria-labelledby="office-triage">
      <h2 id="office-triage">{triage.label}</h2>
      <dl className="office-fields">
        <div className="office-field">
          <dt>{triage.incident}</dt>
          <dd>
            {!incidentGiven
              ? triage.noIncidentDate
              : incidentDay
                ? dayWords(incidentDay)
                : triage.unreadableDate(incidentGiven)}
          </dd>
        </div>
        {deadlines ? (
          <>
            <div className="office-field">
              <dt>{triage.claim}</dt>
              <dd>
                <DeadlineTag {...deadlines.claim} />
                {detail.merged.length > 0 ? (
                  <span className="office-muted office-small"> {triage.mergedIncident}</span>
                ) : null}
              </dd>
            </div>
            <div className="office-field">
              <dt>{triage.suit}</dt>
              <dd>
                <DeadlineTag {...deadlines.suit} />
              </dd>
            </div>
          </>
        ) : null}
        {detail.triage.courtDay ? (
          <div className="office-field">
            <dt>{officeCopy.facts.labels.nextCourtDate}</dt>
            <dd>
              <time dateTime={detail.triage.courtDay}>{dayWords(detail.triage.courtDay)}</time>
            </dd>
          </div>
        ) : null}
        <div className="office-field">
          <dt>{triage.firstContact}</dt>
          <dd>
            {detail.firstContactAt != null ? (
              <>
                <When at={detail.firstContactAt} />,{" "}
                {triage.firstContactAfter(durationWords(detail.firstContactAt - detail.receivedAt))}
              </>
            ) : (
              <>
                {triage.notContacted}
                {detail.contactAttempts > 0 ? ` (${officeCopy.inbox.attempts(detail.contactAttempts)})` : ""}.{" "}
                {detail.source === "office" ? null : (
                  <>
                    {triage.replyDue} <When at={replyDueAt} />.
                  </>
                )}
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="office-muted office-small">
        {triage.note} {triage.replyNote}
      </p>
    </section>
  );
}

/** Other requests that look like the same person or incident, each with a way to merge it, and earlier decisions on record. */
export function Related({ detail, csrf }: { detail: RequestDetail; csrf: string }) {
  if (detail.duplicates.length === 0 && detail.conflicts.length === 0) return null;
  const canMerge = detail.stage !== "spam";
  const reasons = (list: readonly (keyof typeof officeCopy.matchReasons)[]) =>
    list.map((reason) => officeCopy.matchReasons[reason]).join(", ");
  return (
    <section className="office-card" aria-labelledby="office-related">
      {detail.duplicates.length > 0 ? (
        <>
          <h2 id="office-related">{copy.related(detail.duplicates.length)}</h2>
          <p className="office-muted">{copy.relatedIntro}</p>
          <ul className="office-named-list">
            {detail.duplicates.map(({ item, reasons: why }) => (
              <li key={item.id}>
                <Link to={`/office/requests/${item.id}`}>{item.name || officeCopy.inbox.noName}</Link> ·{" "}
                <When at={item.receivedAt} /> · {officeCopy.stages[item.stage]} ·{" "}
                <span className="office-muted">{reasons(why)}</span>
                {canMerge && item.stage !== "spam" ? (
                  <form method="post" className="office-inline-form">
                    <Token csrf={csrf} />
                    <input type="hidden" name="intent" value="merge" />
                    <input type="hidden" name="other" value={item.id} />
                    <button className="office-button office-button-quiet" type="submit">
                      {officeCopy.merge.withThis(item.reference)}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {detail.conflicts.length > 0 ? (
        <>
          <h2 id={detail.duplicates.length > 0 ? undefined : "office-related"}>
            {copy.conflicts(detail.conflicts.length)}
          </h2>
          <p className="office-muted">{copy.conflictsIntro}</p>
          <ul className="office-named-list">
            {detail.conflicts.map(({ record, reasons: why }) => (
              <li key={record.id}>
                {record.name} · {officeCopy.stages[record.decision]} <When at={record.decidedAt} />
                {record.reason ? `: ${record.reason}` : ""} · <span className="office-muted">{reasons(why)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
