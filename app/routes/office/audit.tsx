import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { queryOf, requireSession } from "~/office/context.server";
import { AuditQuerySchema } from "~/office/page-schemas.server";
import { isoTime, officeTime } from "~/office/format";
import { officeCopy } from "~/office/copy";
import { officeMeta } from "~/office/meta";
import { auditWords } from "~/office/words";

export const meta: Route.MetaFunction = () => officeMeta(officeCopy.audit.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  return office.audit(session, queryOf(AuditQuerySchema, request).page);
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <>
      <h1>{officeCopy.audit.title}</h1>
      <p>{officeCopy.audit.intro}</p>
      {entries.length === 0 ? <p>{officeCopy.audit.empty}</p> : null}
      <ol className="office-list office-audit">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="office-audit-entry">
            <time dateTime={isoTime(entry.at)}>{officeTime(entry.at)}</time>: {entry.actor} {auditWords(entry)}
            {entry.requestId ? (
              <>
                {" "}
                (<Link to={`/office/requests/${entry.requestId}`}>{entry.requestId}</Link>)
              </>
            ) : null}
            {entry.detail &&
            (entry.action === "export" ||
              entry.action === "reply" ||
              entry.action === "dashboard" ||
              entry.action === "list") ? (
              <span className="office-muted"> · {entry.detail}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="office-pager" aria-label={officeCopy.inbox.pages}>
          {page > 1 ? <Link to={`/office/audit?page=${page - 1}`}>{officeCopy.inbox.newer}</Link> : null}
          <span>{officeCopy.inbox.page(page, pages)}</span>
          {page < pages ? <Link to={`/office/audit?page=${page + 1}`}>{officeCopy.inbox.older}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
