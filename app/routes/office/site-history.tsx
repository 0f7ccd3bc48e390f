import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/site-history";
import { documentById } from "~/content/model/documents";
import { queryOf, requireFormSession, requireSession } from "~/office/context.server";
import { SiteHistoryQuerySchema } from "~/office/page-schemas.server";
import { officeTime } from "~/office/format";
import { officeMeta } from "~/office/meta";
import { Alert, Token } from "~/office/request-forms";
import { siteCopy } from "~/office/site/copy";
import { SitePageHead, siteLinks } from "~/office/site/site-view";
import type { Change } from "../../../server/content/changes";

const copy = siteCopy.historyPage;
const PAGE = 50;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/** "Home page, Press items" for a version's changes. */
function changedParts(changes: readonly Change[]): string {
  const titles = [...new Set(changes.map((change) => documentById(change.document)?.title ?? change.document))];
  return titles.slice(0, 4).join(", ") + (titles.length > 4 ? ` and ${titles.length - 4} more` : "");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const query = queryOf(SiteHistoryQuerySchema, request);
  const before = query.before ?? undefined;
  const versions = await office.site.versions(PAGE, before);
  // "Which version did the public see on this day": the last published before that day ended (California time).
  const day = query.at || null;
  const seen = day ? await office.site.versionAt(Date.parse(`${day}T23:59:59-08:00`)) : undefined;
  return {
    csrf: session.csrf,
    publisher: office.site.isPublisher(session.email),
    day,
    seen: seen === undefined ? undefined : seen ? seen.number : 0,
    rolledBack: query["rolled-back"],
    versions: versions.map((version) => {
      const changes = JSON.parse(version.changes) as Change[];
      return {
        number: version.number,
        by: version.publishedBy,
        at: officeTime(version.publishedAt),
        rollbackOf: version.rollbackOf,
        parts: changedParts(changes),
        fields: changes.length,
      };
    }),
    older: versions.length === PAGE ? versions.at(-1)!.number : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const number = Number(form.get("version"));
  if (!Number.isSafeInteger(number) || number < 0) throw data(null, { status: 400 });
  // Published again once: a repeat is shown the version the first made, and makes none.
  const { result } = await office.siteOnce(session, once, async (record) => {
    const rolledBack = await office.site.rollback(session.email, number, {
      andThen: (made) => record(`rolled-back ${made}`),
    });
    return rolledBack.ok
      ? { result: `rolled-back ${rolledBack.number}`, done: true, recorded: true }
      : { result: rolledBack.reason, done: false };
  });
  const made = /^rolled-back (\d+)$/.exec(result)?.[1];
  if (made) return redirect(`/office/site/history?rolled-back=${made}&of=${number}`);
  return { error: result === "not-a-publisher" ? siteCopy.publish.notAllowed : siteCopy.publish.refused };
}

export default function SiteHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, day, seen, publisher, csrf, older, rolledBack } = loaderData;
  return (
    <>
      <SitePageHead title={copy.title} intro={copy.intro} />
      {rolledBack ? (
        <p className="office-notice" role="status">
          {siteCopy.publish.done(rolledBack)}
        </p>
      ) : null}
      {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
      <section className="office-panel" aria-labelledby="history-at">
        <h2 id="history-at">{copy.at}</h2>
        <form method="get" className="office-row">
          <div>
            <label className="office-label" htmlFor="history-day">
              {copy.at}
            </label>
            <input className="office-input" id="history-day" type="date" name="at" defaultValue={day ?? ""} />
          </div>
          <button className="office-button" type="submit">
            {copy.find}
          </button>
        </form>
        {seen === undefined ? null : seen === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <p>
            <Link to={`/office/site/versions/${seen}`}>
              {copy.number} {seen}
            </Link>
          </p>
        )}
      </section>
      <section className="office-panel" aria-labelledby="history-compare">
        <h2 id="history-compare">{copy.compare}</h2>
        <form method="get" action={`/office/site/versions/${versions[0]?.number ?? 0}`} className="office-row">
          <div>
            <label className="office-label" htmlFor="compare-from">
              {copy.from}
            </label>
            <input
              className="office-input"
              id="compare-from"
              name="from"
              inputMode="numeric"
              defaultValue={versions[1]?.number ?? 0}
            />
          </div>
          <div>
            <label className="office-label" htmlFor="compare-to">
              {copy.to}
            </label>
            <input
              className="office-input"
              id="compare-to"
              name="to"
              inputMode="numeric"
              defaultValue={versions[0]?.number ?? 0}
            />
          </div>
          <button className="office-button" type="submit">
            {copy.compare}
          </button>
        </form>
      </section>
      <table className="site-table">
        <thead>
          <tr>
            <th scope="col">{copy.number}</th>
            <th scope="col">{copy.when}</th>
            <th scope="col">{copy.who}</th>
            <th scope="col">{copy.what}</th>
            {publisher ? (
              <th scope="col">
                <span className="office-sr">{copy.rollback}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => (
            <tr key={version.number}>
              <td>
                <Link to={`/office/site/versions/${version.number}`}>{version.number}</Link>
              </td>
              <td>{version.at}</td>
              <td>{version.by}</td>
              <td>
                {version.rollbackOf ? `${copy.rollbackOf(version.rollbackOf)}: ` : ""}
                {version.parts} <span className="office-muted">({copy.fields(version.fields)})</span>
              </td>
              {publisher ? (
                <td>
                  {index > 0 ? (
                    <form method="post">
                      <Token csrf={csrf} />
                      <input type="hidden" name="version" value={version.number} />
                      <button className="office-button office-button-quiet" type="submit">
                        {copy.rollback}
                        <span className="office-sr"> ({version.number})</span>
                      </button>
                    </form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
          <tr>
            <td>
              <Link to="/office/site/versions/0">0</Link>
            </td>
            <td colSpan={publisher ? 4 : 3}>{copy.installed}</td>
          </tr>
        </tbody>
      </table>
      {older ? (
        <p>
          <Link to={`/office/site/history?before=${older}`}>{copy.older}</Link>
        </p>
      ) : null}
    </>
  );
}
