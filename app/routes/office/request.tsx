import { data, redirect } from "react-router";
import type { Route } from "./+types/request";
import { queryOf, requestActionOf, requireFormSession, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { Composer, type Draft } from "~/office/composer";
import { FIELD_LABELS } from "~/office/field-labels";
import { officeMeta } from "~/office/meta";
import { RequestQuerySchema } from "~/office/page-schemas.server";
import { replyDraft } from "~/office/reply-drafts";
import { ActionButton, AssignForm, StageForms, ThreadTextForm, Token } from "~/office/request-forms";
import { Related, RequestHeader, TriageFacts } from "~/office/request-summary";
import { Notification, Thread } from "~/office/thread";

const copy = officeCopy.request;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/** The notices a redirect after an action asks the page to show. */
const NOTICES = {
  reply: officeCopy.composer.sent,
  "reply-later": officeCopy.composer.sentLater,
  call: officeCopy.call.done,
  note: officeCopy.note.done,
} as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const query = queryOf(RequestQuerySchema, request);
  const detail = await office.detail(session, params.id);
  if (!detail) throw data(null, { status: 404 });
  const { compose } = query;
  const template = compose === "blank" ? null : compose;
  const language = query.lang ?? detail.language;
  const firstName = detail.fields.find((field) => field.key === "firstName")?.value?.trim() ?? "";
  const draft: Draft | null =
    detail.canReply && (template || compose === "blank")
      ? {
          template,
          language,
          ...(template
            ? replyDraft(template, language, { firstName, claim: detail.triage.deadlines?.claim ?? null })
            : { subject: "", body: "" }),
        }
      : null;
  return {
    detail,
    csrf: session.csrf,
    me: session.email,
    draft,
    notice: query.sent ? NOTICES[query.sent] : null,
    error: query.error,
    notMailable: query["not-mailable"],
    confirmResend: query["confirm-resend"],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const chosen = requestActionOf(form);
  if (!chosen) throw data(null, { status: 400 });
  const page = `/office/requests/${params.id}`;
  const { outcome, meanwhile } = await office.act(session, params.id, chosen, once);
  switch (outcome) {
    case "replied_meanwhile": {
      // The page again, with the words they wrote kept in the composer and who wrote meanwhile.
      if (chosen.intent !== "reply" || !meanwhile) return redirect(page);
      const { template = null, language, subject, body } = chosen;
      const draft: Draft = { template, language, subject, body };
      return data({ meanwhile, draft }, { status: 409 });
    }
    case "done_later":
      return redirect(`${page}?sent=reply-later#thread`);
    case "not_a_valid_request":
      return redirect(`${page}?not-mailable`);
    case "needs_reason":
      return redirect(`${page}?error=reason#stage`);
    case "needs_confirmation":
      return redirect(chosen.intent === "deliver" ? `${page}?confirm-resend#notification` : `${page}#delete`);
    case "no_email":
      return redirect(`${page}?error=no-email#reply`);
    case "not_an_office_address":
      return redirect(`${page}?error=assignee#assign`);
    case "unchanged":
      return redirect(page);
  }
  switch (chosen.intent) {
    // "Deleted" only for what was there: a request already gone gets its page, which says so.
    case "delete":
      return redirect("/office?deleted");
    case "reply":
    case "call":
    case "note":
      return redirect(`${page}?sent=${chosen.intent}#thread`);
    case "stage":
      // A decision is usually followed by the letter that says so.
      return redirect(
        chosen.stage === "declined" || chosen.stage === "referred" ? `${page}?compose=decline#reply` : page,
      );
    default:
      return redirect(page);
  }
}

const LABEL = Object.fromEntries(FIELD_LABELS);

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, csrf, me, notice, error, notMailable, confirmResend } = loaderData;
  const meanwhile = actionData && "meanwhile" in actionData ? actionData.meanwhile : null;
  const draft = actionData && "draft" in actionData ? actionData.draft : loaderData.draft;
  const spam = detail.stage === "spam";
  return (
    <div className="office-detail">
      <div className="office-detail-head">
        <RequestHeader detail={detail} />
        {notice ? (
          <p className="office-notice" role="status">
            {notice}
          </p>
        ) : null}
        {notMailable ? (
          <p className="office-alert" role="alert">
            {copy.notMailable}
          </p>
        ) : null}
      </div>

      <div className="office-detail-main">
        <TriageFacts detail={detail} />
        <Related detail={detail} />
        {spam ? null : <Composer detail={detail} csrf={csrf} draft={draft} meanwhile={meanwhile} />}
      </div>

      <aside className="office-detail-side" aria-label={copy.actions}>
        <StageForms detail={detail} csrf={csrf} needsReason={error === "reason"} />
        <AssignForm detail={detail} csrf={csrf} me={me} refused={error === "assignee"} />
        {spam ? null : (
          <>
            {detail.phone ? <ThreadTextForm csrf={csrf} intent="call" required={false} /> : null}
            <ThreadTextForm csrf={csrf} intent="note" required />
          </>
        )}
      </aside>

      <div className="office-detail-more">
        <section aria-labelledby="office-sent">
          <h2 id="office-sent">{copy.sent}</h2>
          <div className="office-card">
            <dl className="office-fields">
              {detail.fields.map(({ key, value }) => (
                <div key={key} className="office-field">
                  <dt>{LABEL[key]}</dt>
                  <dd>{value ?? copy.notGiven}</dd>
                </div>
              ))}
            </dl>
            {detail.rawBody !== null ? (
              <>
                <h3 className="office-label">{copy.rawBody}</h3>
                <pre className="office-pre">{detail.rawBody}</pre>
              </>
            ) : null}
          </div>
        </section>
        <Thread detail={detail} csrf={csrf} />
        <Notification detail={detail} csrf={csrf} confirmResend={confirmResend} />
        <section className="office-panel" aria-labelledby="office-spam">
          <h2 id="office-spam">{copy.spamHeading}</h2>
          {spam ? (
            <ActionButton csrf={csrf} intent="not_spam" label={copy.notSpam} quiet />
          ) : (
            <ActionButton csrf={csrf} intent="spam" label={copy.spam} quiet />
          )}
        </section>
        <section className="office-panel" aria-labelledby="office-delete" id="delete">
          <h2 id="office-delete">{copy.deleteHeading}</h2>
          <form method="post" className="office-stack">
            <p className="office-small">{copy.deleteBody}</p>
            <Token csrf={csrf} />
            <input type="hidden" name="intent" value="delete" />
            <div className="office-check">
              <input id="office-confirm-delete" type="checkbox" name="confirm" value="yes" required />
              <label htmlFor="office-confirm-delete">{copy.deleteConfirm}</label>
            </div>
            <button className="office-button office-button-danger" type="submit">
              {copy.delete}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
