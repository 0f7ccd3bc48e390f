import { data, redirect } from "react-router";
import type { Route } from "./+types/request";
import { queryOf, requestActionOf, requireFormSession, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { Composer, type Draft } from "~/office/composer";
import { FIELD_LABELS } from "~/office/field-labels";
import { readFacts } from "~/office/lead-forms";
import { CallForm, FactsForm, MergedWords, MergePanel } from "~/office/lead-panels";
import { officeMeta } from "~/office/meta";
import { RequestQuerySchema } from "~/office/page-schemas.server";
import { replyDraft } from "~/office/reply-drafts";
import { ActionButton, Alert, AssignForm, StageForms, ThreadTextForm, Token } from "~/office/request-forms";
import { Related, RequestHeader, TriageFacts } from "~/office/request-summary";
import { Notification, Thread } from "~/office/thread";
import { EvidenceFiles } from "~/office/evidence-files";
import { TasksPanel } from "~/office/agenda/tasks";
import { ConsultationsPanel } from "~/office/agenda/consultations";
import { agendaCopy } from "~/office/agenda/copy";
import { isTaskForm, taskActionOf } from "../../../server/agenda/task-form";
import { consultationActionOf, isConsultationForm } from "../../../server/agenda/consultation-form";

const copy = officeCopy.request;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/** The notices a redirect after an action asks the page to show. */
const NOTICES = {
  reply: officeCopy.composer.sent,
  "reply-later": officeCopy.composer.sentLater,
  call: officeCopy.call.done,
  note: officeCopy.note.done,
  entered: officeCopy.newLead.entered,
  undone: officeCopy.merge.undone,
  task: agendaCopy.tasks.added,
} as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const query = queryOf(RequestQuerySchema, request);
  const detail = await office.detail(session, params.id);
  if (!detail) throw data(null, { status: 404 });
  // A request merged into another is part of that one now: its page is the other's.
  if (detail.mergedInto) throw redirect(`/office/requests/${detail.mergedInto}?merged=${detail.id}#merge`);
  const { compose } = query;
  const template = compose === "blank" ? null : compose;
  const language = query.lang ?? detail.language;
  const firstName = detail.facts.find((field) => field.key === "firstName")?.value?.trim() ?? "";
  const draft: Draft | null =
    detail.canReply && (template || compose === "blank")
      ? {
          template,
          language,
          ...(template
            ? replyDraft(template, language, {
                firstName,
                claim: detail.triage.deadlines?.claim ?? null,
                reach: detail.reach,
              })
            : { subject: "", body: "" }),
        }
      : null;
  const { sent, merged } = query;
  const files = await office.evidence.list(session, detail.id);
  const now = Date.now();
  const tasks = await office.agenda.tasks.forRequest(detail.id, now);
  const consultations = await office.agenda.consultations.forRequest(detail.id);
  const reminderHour = await office.agenda.consultations.reminderHour();
  const consultationQuery = query.consultation;
  return {
    consultations,
    reminderHour,
    consultationNotice:
      consultationQuery === "booked"
        ? agendaCopy.consultations.booked
        : consultationQuery === "sent"
          ? agendaCopy.consultations.sent
          : consultationQuery === "confirmed"
            ? agendaCopy.selfBooked.confirmed
            : null,
    consultationRefused:
      consultationQuery === "booked" || consultationQuery === "sent" || consultationQuery === "confirmed"
        ? null
        : consultationQuery,
    tasks,
    now,
    detail,
    files,
    linkHours: office.evidence.linkHours,
    linkSent: sent === "upload_link",
    csrf: session.csrf,
    me: session.email,
    draft,
    notice: sent && sent in NOTICES ? NOTICES[sent as keyof typeof NOTICES] : null,
    mergedNotice:
      merged && detail.merged.some(({ item }) => item.id === merged)
        ? officeCopy.merge.done(detail.merged.find(({ item }) => item.id === merged)!.item.reference)
        : null,
    factsSaved: query.facts === "saved" ? ("done" as const) : query.facts === "same" ? ("unchanged" as const) : null,
    error: query.error,
    notMailable: query["not-mailable"],
    confirmResend: query["confirm-resend"],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const page = `/office/requests/${params.id}`;
  if (form.get("intent") === "facts") {
    const facts = readFacts(form);
    // What was typed comes back with its messages: nothing the office typed is lost.
    if (!facts.ok) return data({ facts: { errors: facts.errors, values: facts.values } }, { status: 400 });
    const { outcome } = await office.setFacts(session, params.id, facts.value, once);
    return redirect(`${page}?facts=${outcome === "done" ? "saved" : "same"}#facts`);
  }
  if (isTaskForm(form)) {
    const task = taskActionOf(form);
    if (!task) return redirect(`${page}?error=task#tasks`);
    const outcome = await office.agenda.tasks.act(session, params.id, task, once);
    if (outcome === "not_an_office_address") return redirect(`${page}?error=task#tasks`);
    return redirect(outcome === "done" && task.intent === "task_add" ? `${page}?sent=task#tasks` : `${page}#tasks`);
  }
  if (isConsultationForm(form)) {
    const consultation = consultationActionOf(form);
    if (!consultation) return redirect(`${page}?consultation=invalid#consultation`);
    const outcome = await office.agenda.consultations.act(session, params.id, consultation, once);
    if (outcome === "done" && consultation.intent === "consultation_book")
      return redirect(`${page}?consultation=booked#consultation`);
    if (outcome === "done" && consultation.intent === "consultation_send")
      return redirect(`${page}?consultation=sent#consultation`);
    if (outcome === "done" && consultation.intent === "consultation_confirm")
      return redirect(`${page}?consultation=confirmed#consultation`);
    if (outcome === "done" || outcome === "unchanged") return redirect(`${page}#consultation`);
    return redirect(`${page}?consultation=${outcome}#consultation`);
  }
  const chosen = requestActionOf(form);
  if (!chosen) throw data(null, { status: 400 });
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
    case "needs_time":
      return redirect(`${page}?error=call-back#call`);
    case "not_found":
      return redirect(`${page}?error=not-found#merge`);
    case "merge_refused":
      return redirect(`${page}?error=merge#merge`);
    case "cannot_undo":
      return redirect(`${page}?error=cannot-undo#merge`);
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
    case "merge":
      // The newer one's page leads to the older, which names it.
      return redirect(`${page}#merge`);
    case "unmerge":
      return redirect(`${page}?sent=undone#merge`);
    case "upload_link":
      return redirect(`${page}?sent=upload_link#files`);
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
  const { detail, csrf, me, notice, mergedNotice, factsSaved, error, notMailable, confirmResend } = loaderData;
  const { files, linkHours, linkSent, tasks, now } = loaderData;
  const { consultations, consultationNotice, consultationRefused, reminderHour } = loaderData;
  const meanwhile = actionData && "meanwhile" in actionData ? actionData.meanwhile : null;
  const draft = actionData && "draft" in actionData ? actionData.draft : loaderData.draft;
  const spam = detail.stage === "spam";
  const factsForm = actionData && "facts" in actionData ? actionData.facts : null;
  return (
    <div className="office-detail">
      <div className="office-detail-head">
        <RequestHeader detail={detail} />
        {notice || mergedNotice ? (
          <p className="office-notice" role="status">
            {mergedNotice ?? notice}
          </p>
        ) : null}
        {notMailable ? <Alert>{copy.notMailable}</Alert> : null}
      </div>

      <div className="office-detail-main">
        <TriageFacts detail={detail} />
        <Related detail={detail} csrf={csrf} />
        <EvidenceFiles
          requestId={detail.id}
          files={files}
          csrf={csrf}
          canReply={detail.canReply}
          language={detail.language}
          linkHours={linkHours}
          linkSent={linkSent}
        />
        {spam ? null : <Composer detail={detail} csrf={csrf} draft={draft} meanwhile={meanwhile} />}
        {spam ? null : (
          <FactsForm
            detail={detail}
            csrf={csrf}
            errors={factsForm?.errors ?? null}
            values={factsForm?.values ?? null}
            saved={factsForm ? null : factsSaved}
          />
        )}
      </div>

      <aside className="office-detail-side" aria-label={copy.actions}>
        {/* What is due first: a deadline near is the first thing a coordinator must see. */}
        {spam || !tasks ? null : (
          <TasksPanel
            csrf={csrf}
            open={tasks.open}
            done={tasks.done}
            suggestions={tasks.suggestions}
            officeEmails={detail.officeEmails}
            me={me}
            now={now}
            refused={error === "task"}
          />
        )}
        {spam ? null : (
          <ConsultationsPanel
            csrf={csrf}
            consultations={consultations}
            officeEmails={detail.officeEmails}
            me={me}
            now={now}
            refused={consultationRefused}
            notice={consultationNotice}
            reminderHour={reminderHour}
          />
        )}
        <StageForms detail={detail} csrf={csrf} needsReason={error === "reason"} />
        <AssignForm detail={detail} csrf={csrf} me={me} refused={error === "assignee"} />
        {spam ? null : (
          <>
            {detail.phone ? <CallForm csrf={csrf} needsTime={error === "call-back"} /> : null}
            <ThreadTextForm csrf={csrf} intent="note" required />
            <MergePanel
              detail={detail}
              csrf={csrf}
              error={error === "not-found" || error === "merge" || error === "cannot-undo" ? error : null}
            />
          </>
        )}
      </aside>

      <div className="office-detail-more">
        <section aria-labelledby="office-sent">
          <h2 id="office-sent">{detail.source === "office" ? copy.entered : copy.sent}</h2>
          <div className="office-card">
            <dl className="office-fields">
              {detail.fields.map(({ key, value }) => (
                <div key={key} className="office-field">
                  <dt>{LABEL[key]}</dt>
                  <dd>
                    {value ?? copy.notGiven}
                    {detail.corrected[key] !== undefined ? (
                      <span className="office-corrected">
                        {officeCopy.facts.correctedSince}: {detail.corrected[key] || copy.notGiven}
                      </span>
                    ) : null}
                  </dd>
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
        <MergedWords detail={detail} />
        <Thread detail={detail} csrf={csrf} />
        {detail.delivery.state === "entered" ? null : (
          <Notification detail={detail} csrf={csrf} confirmResend={confirmResend} />
        )}
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
