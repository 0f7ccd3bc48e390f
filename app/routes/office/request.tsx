import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/request";
import { REQUEST_ACTIONS, type RequestAction } from "../../../server/office/inbox";
import { requireFormSession, requireSession } from "~/office/context.server";
import { DeliveryTag, HandledTag } from "~/office/delivery";
import { isoTime, officeTime, SOURCE_LABEL } from "~/office/format";
import { historyText, officeCopy } from "~/office/copy";
import { FIELD_LABELS } from "~/office/field-labels";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta(officeCopy.request.title);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const detail = await office.detail(session, params.id);
  if (!detail) throw data(null, { status: 404 });
  return { detail, csrf: session.csrf, notMailable: new URL(request.url).searchParams.has("not-mailable") };
}

const LABEL = Object.fromEntries(FIELD_LABELS);

export async function action({ context, request, params }: Route.ActionArgs) {
  const { office, session, form } = await requireFormSession(context, request);
  const intent = form.get("intent");
  const chosen = REQUEST_ACTIONS.find((candidate) => candidate === intent);
  if (!chosen) throw data(null, { status: 400 });
  if (chosen === "delete" && form.get("confirm") !== "yes") return redirect(`/office/requests/${params.id}`);
  const outcome = await office.act(session, params.id, chosen);
  if (outcome === "not_a_valid_request") return redirect(`/office/requests/${params.id}?not-mailable`);
  // "Deleted" only for what was there: a request already gone gets its page, which says so.
  return redirect(chosen === "delete" && outcome === "done" ? "/office?deleted" : `/office/requests/${params.id}`);
}

function ActionForm({
  csrf,
  intent,
  label,
  quiet,
}: {
  csrf: string;
  intent: RequestAction;
  label: string;
  quiet?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <button className={quiet ? "office-button office-button-quiet" : "office-button"} type="submit">
        {label}
      </button>
    </form>
  );
}

export default function RequestPage({ loaderData }: Route.ComponentProps) {
  const { detail, csrf, notMailable } = loaderData;
  const spam = detail.delivery.state === "spam";
  return (
    <>
      <p>
        <Link to="/office">{officeCopy.request.back}</Link>
      </p>
      <h1>{detail.name || officeCopy.inbox.noName}</h1>
      <p className="office-muted">
        {SOURCE_LABEL[detail.source]}, received{" "}
        <time dateTime={isoTime(detail.receivedAt)}>{officeTime(detail.receivedAt)}</time> · id {detail.id}
      </p>
      <div className="office-tags">
        <DeliveryTag delivery={detail.delivery} />
        <HandledTag handledAt={detail.handledAt} />
      </div>
      {notMailable ? (
        <p className="office-alert" role="alert">
          {officeCopy.request.notMailable}
        </p>
      ) : null}

      <h2>{officeCopy.request.sent}</h2>
      <div className="office-card">
        <dl className="office-fields">
          {detail.fields.map(({ key, value }) => (
            <div key={key} style={{ display: "contents" }}>
              <dt>{LABEL[key]}</dt>
              <dd>{value ?? officeCopy.request.notGiven}</dd>
            </div>
          ))}
        </dl>
        {detail.rawBody !== null ? (
          <>
            <h3 className="office-label">{officeCopy.request.rawBody}</h3>
            <pre className="office-pre">{detail.rawBody}</pre>
          </>
        ) : null}
      </div>

      <h2>{officeCopy.request.actions}</h2>
      <div className="office-actions">
        {detail.handledAt == null ? (
          <ActionForm csrf={csrf} intent="handled" label={officeCopy.request.handled} />
        ) : (
          <ActionForm csrf={csrf} intent="reopen" label={officeCopy.request.reopen} quiet />
        )}
        {spam ? (
          <ActionForm csrf={csrf} intent="not_spam" label={officeCopy.request.notSpam} quiet />
        ) : (
          <>
            <ActionForm csrf={csrf} intent="deliver" label={officeCopy.request.deliver} quiet />
            <ActionForm csrf={csrf} intent="spam" label={officeCopy.request.spam} quiet />
          </>
        )}
      </div>

      <h2>{officeCopy.request.history}</h2>
      <ol className="office-history">
        {detail.history.map((entry, index) => (
          <li key={index}>
            <time dateTime={isoTime(entry.at)}>{officeTime(entry.at)}</time>: {historyText(entry)}
          </li>
        ))}
      </ol>

      <h2>{officeCopy.request.deleteHeading}</h2>
      <form method="post" className="office-card">
        <p>{officeCopy.request.deleteBody}</p>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="delete" />
        <div className="office-check">
          <input id="office-confirm-delete" type="checkbox" name="confirm" value="yes" required />
          <label htmlFor="office-confirm-delete">{officeCopy.request.deleteConfirm}</label>
        </div>
        <button className="office-button office-button-danger" type="submit">
          {officeCopy.request.delete}
        </button>
      </form>
    </>
  );
}
