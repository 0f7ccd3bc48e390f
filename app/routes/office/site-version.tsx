import { data, Link } from "react-router";
import type { Route } from "./+types/site-version";
import { DOCUMENTS, documentById, rootField } from "~/content/model/documents";
import { leaves, pathKey } from "~/content/model/fields";
import { queryOf, requireSession } from "~/office/context.server";
import { SiteVersionQuerySchema } from "~/office/page-schemas.server";
import { officeTime } from "~/office/format";
import { officeMeta } from "~/office/meta";
import { siteCopy } from "~/office/site/copy";
import { siteLinks } from "~/office/site/site-view";
import { fieldLabel, shownValue } from "~/office/site/site.server";
import { changesBetween } from "../../../server/content/changes";

const copy = siteCopy.historyPage;

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = ({ params }) => officeMeta(`${copy.number} ${params.number}`);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { office } = await requireSession(context);
  const read = async (number: number) => {
    const version = await office.site.version(number);
    if (!version) throw data(null, { status: 404 });
    return version;
  };
  const { from, to } = queryOf(SiteVersionQuerySchema, request);
  if (from !== null && to !== null) {
    const [before, after] = await Promise.all([read(from), read(to)]);
    const changes = changesBetween(before.snapshot, after.snapshot).map((change) => {
      const document = documentById(change.document)!;
      return {
        part: document.title,
        field: fieldLabel(document, change.path),
        before: shownValue(change.before),
        after: shownValue(change.after),
      };
    });
    return { mode: "compare" as const, from, to, changes };
  }
  const number = Number(params.number);
  if (!Number.isSafeInteger(number) || number < 0) throw data(null, { status: 404 });
  const version = await read(number);
  const summary = number === 0 ? null : (await office.site.versions(1, number + 1))[0];
  return {
    mode: "read" as const,
    number,
    by: summary?.publishedBy ?? "",
    at: summary ? officeTime(summary.publishedAt) : "",
    parts: DOCUMENTS.map((document) => ({
      title: document.title,
      fields: [...leaves(rootField(document), version.snapshot.documents[document.id]?.value)].map((leaf) => ({
        label: fieldLabel(document, pathKey(leaf.path)),
        value: shownValue(leaf.value),
      })),
    })),
  };
}

export default function SiteVersion({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/office/site/history">{copy.title}</Link>
      </p>
      {loaderData.mode === "compare" ? (
        <>
          <h1>
            {copy.compare}: {copy.number} {loaderData.from} → {loaderData.to}
          </h1>
          {loaderData.changes.length === 0 ? <p>{copy.nothing}</p> : null}
          <div className="site-diff">
            {loaderData.changes.map((change, index) => (
              <div key={index} className="site-diff-row">
                <div>
                  <strong>{change.part}</strong>
                  <br />
                  <span className="office-muted">{change.field}</span>
                </div>
                <div className="site-diff-before">
                  <span className="office-sr">{copy.before}: </span>
                  {change.before}
                </div>
                <div className="site-diff-after">
                  <span className="office-sr">{copy.after}: </span>
                  {change.after}
                </div>
              </div>
            ))}
          </div>
        </>
      ) : (
        <>
          <h1>
            {copy.number} {loaderData.number}
          </h1>
          <p className="office-muted">
            {loaderData.number === 0 ? copy.installed : `${copy.when} ${loaderData.at} · ${loaderData.by}`}
          </p>
          {loaderData.parts.map((part) => (
            <details key={part.title} className="office-panel">
              <summary>
                <strong>{part.title}</strong>
              </summary>
              <dl className="office-fields">
                {part.fields.map((field, index) => (
                  <div key={index}>
                    <dt>{field.label}</dt>
                    <dd className="office-pre">{field.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ))}
        </>
      )}
    </>
  );
}
