import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { requireSession } from "~/office/context.server";
import { isoTime, officeTime } from "~/office/format";
import { officeMeta } from "~/office/meta";

export const meta: Route.MetaFunction = () => officeMeta("Audit trail");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  return office.audit(session, page);
}

const WHAT = {
  sign_in: "signed in",
  sign_out: "signed out",
  view: "viewed a request",
  export: "exported requests as CSV",
  deliver_again: "asked to deliver a request's email again",
  handled: "marked a request handled",
  reopened: "reopened a request",
  spam: "marked a request as spam",
  not_spam: "marked a request as not spam",
  delete: "deleted a request",
} as const;

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <>
      <h1>Audit trail</h1>
      <p>Who signed in, looked at, exported, re-sent or deleted what, and when. Newest first.</p>
      {entries.length === 0 ? <p>Nothing recorded yet.</p> : null}
      <ol className="office-list">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="office-card">
            <time dateTime={isoTime(entry.at)}>{officeTime(entry.at)}</time>: {entry.actor} {WHAT[entry.action]}
            {entry.requestId ? (
              <>
                {" "}
                (<Link to={`/office/requests/${entry.requestId}`}>{entry.requestId}</Link>)
              </>
            ) : null}
            {entry.detail ? <span className="office-muted"> · {entry.detail}</span> : null}
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="office-pager" aria-label="Pages">
          {page > 1 ? <Link to={`/office/audit?page=${page - 1}`}>Newer</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`/office/audit?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
