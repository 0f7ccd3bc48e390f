import { Link } from "react-router";
import type { RequestDetail } from "../../server/office/inbox";
import { officeCopy } from "./copy";
import { REPLY_TEMPLATE_KEYS, TEXT_LIMITS, type ReplyTemplateKey } from "./form-limits";
import { ReachNote } from "./request-line";
import { Token } from "./request-forms";
import { officeTime } from "./format";
import { dayWords } from "./words";

const copy = officeCopy.composer;

/** What the composer holds when it is open: where it started, in which language, and the words so far. */
export type Draft = {
  template: ReplyTemplateKey | null;
  language: "en" | "es";
  subject: string;
  body: string;
};

const composeHref = (id: string, template: ReplyTemplateKey | "blank", language: "en" | "es") =>
  `/office/requests/${id}?compose=${template}&lang=${language}#reply`;

/**
 * Writing to the visitor: a template in their language to start from (or a blank page), edited
 * here, sent only when the office presses Send. Without an email address, it says to call.
 */
export function Composer({
  detail,
  csrf,
  draft,
  meanwhile = null,
}: {
  detail: RequestDetail;
  csrf: string;
  draft: Draft | null;
  /** Another reply went while this one was being written: it was not sent. */
  meanwhile?: { author: string; at: number } | null;
}) {
  const name = detail.name || officeCopy.inbox.noName;
  const language = draft?.language ?? detail.language;
  const claim = detail.triage.deadlines?.claim;
  return (
    <section className="office-card" aria-labelledby="office-reply" id="reply">
      <h2 id="office-reply">{copy.heading(name)}</h2>
      {/* How they asked to be reached stands above every way of answering them. */}
      {detail.reach ? (
        <p>
          <ReachNote reach={detail.reach} />
        </p>
      ) : null}
      {!detail.canReply ? (
        <p>{copy.noEmail}</p>
      ) : (
        <>
          <p className="office-muted">{copy.visitorLanguage(officeCopy.languages[detail.language])}</p>
          <nav className="office-choice-row" aria-label={copy.startFrom}>
            <span className="office-label">{copy.startFrom}</span>
            {REPLY_TEMPLATE_KEYS.map((template) => (
              <Link
                key={template}
                to={composeHref(detail.id, template, language)}
                aria-current={draft?.template === template ? "true" : undefined}
              >
                {copy.templates[template]}
              </Link>
            ))}
            <Link
              to={composeHref(detail.id, "blank", language)}
              aria-current={draft && draft.template === null ? "true" : undefined}
            >
              {copy.blank}
            </Link>
          </nav>
          {draft ? (
            <>
              <nav className="office-choice-row" aria-label={copy.language}>
                <span className="office-label">{copy.language}</span>
                {(["en", "es"] as const).map((code) => (
                  <Link
                    key={code}
                    to={composeHref(detail.id, draft.template ?? "blank", code)}
                    aria-current={draft.language === code ? "true" : undefined}
                  >
                    {officeCopy.languages[code]}
                  </Link>
                ))}
              </nav>
              {draft.template === "decline" ? (
                <p className="office-muted">{claim ? copy.deadlineNamed(dayWords(claim.date)) : copy.noDeadline}</p>
              ) : null}
              {meanwhile ? (
                <p className="office-alert" role="alert" lang="en">
                  {copy.meanwhile(meanwhile.author, officeTime(meanwhile.at))}
                </p>
              ) : null}
              <form method="post" className="office-stack" lang={draft.language}>
                <Token csrf={csrf} />
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="seen" value={detail.latestReplyId ?? ""} />
                <input type="hidden" name="template" value={draft.template ?? ""} />
                <input type="hidden" name="language" value={draft.language} />
                <label className="office-label" htmlFor="office-subject" lang="en">
                  {copy.subject}
                </label>
                <input
                  className="office-input"
                  id="office-subject"
                  name="subject"
                  required
                  maxLength={TEXT_LIMITS.subject}
                  defaultValue={draft.subject}
                />
                <label className="office-label" htmlFor="office-body" lang="en">
                  {copy.body}
                </label>
                <textarea
                  className="office-input office-letter"
                  id="office-body"
                  name="body"
                  required
                  rows={16}
                  maxLength={TEXT_LIMITS.replyBody}
                  defaultValue={draft.body}
                />
                <p className="office-muted" lang="en">
                  {copy.to(detail.email)} {copy.note}
                </p>
                <div className="office-actions" lang="en">
                  <button className="office-button" type="submit">
                    {copy.send}
                  </button>
                  <Link className="office-button office-button-quiet" to={`/office/requests/${detail.id}#reply`}>
                    {copy.cancel}
                  </Link>
                </div>
              </form>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
