import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { inboxQuery, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { DeliveryTag, HandledTag } from "~/office/delivery";
import { isoTime, officeTime, SOURCE_LABEL } from "~/office/format";
import { officeMeta } from "~/office/meta";

const copy = officeCopy.inbox;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const url = new URL(request.url);
  const page = await office.list(session, inboxQuery(url));
  return { ...page, deleted: url.searchParams.has("deleted") };
}

function href(filter: string, search: string, page = 1) {
  const params = new URLSearchParams({ filter });
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  return `/office?${params}`;
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages, filter, search, alerts, deleted } = loaderData;
  const exportParams = new URLSearchParams({ filter, ...(search ? { q: search } : {}) });
  return (
    <>
      <h1>{copy.title}</h1>
      {deleted ? (
        <p className="office-notice" role="status">
          {copy.deleted}
        </p>
      ) : null}
      {alerts.stuck > 0 || alerts.failed > 0 ? (
        <div className="office-alert" role="alert">
          {alerts.stuck > 0 ? (
            <p>
              <strong>{copy.stuck(alerts.stuck, alerts.stuckAfterMinutes)}</strong> {copy.stuckAfter}
            </p>
          ) : null}
          {alerts.failed > 0 ? (
            <p>
              <strong>{copy.failed(alerts.failed)}</strong> {copy.failedAfter}
            </p>
          ) : null}
        </div>
      ) : null}

      <nav className="office-tabs" aria-label={copy.filtersLabel}>
        {copy.filters.map(([value, label]) => (
          <Link key={value} to={href(value, search)} aria-current={filter === value ? "page" : undefined}>
            {label}
          </Link>
        ))}
      </nav>

      <form method="get" action="/office" role="search" className="office-row">
        <input type="hidden" name="filter" value={filter} />
        <div className="office-grow">
          <label className="office-label" htmlFor="office-search">
            {copy.searchLabel}
          </label>
          <input
            className="office-input"
            id="office-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
          />
        </div>
        <button className="office-button" type="submit">
          {copy.search}
        </button>
        <a className="office-button office-button-quiet" href={`/office/export.csv?${exportParams}`} download>
          {copy.export}
        </a>
      </form>

      <p className="office-muted" aria-live="polite">
        {total === 0 ? copy.empty : copy.count(total, page, pages)}
      </p>

      <ol className="office-list">
        {items.map((item) => (
          <li key={item.id} className="office-card">
            <div className="office-item-head">
              <Link className="office-item-name" to={`/office/requests/${item.id}`}>
                {item.name || copy.noName}
              </Link>
              <span className="office-muted">
                <time dateTime={isoTime(item.receivedAt)}>{officeTime(item.receivedAt)}</time> ·{" "}
                {SOURCE_LABEL[item.source]}
              </span>
            </div>
            <p className="office-muted">{[item.email, item.phone].filter(Boolean).join(" · ") || copy.noContact}</p>
            {item.excerpt ? <p className="office-excerpt">{item.excerpt}</p> : null}
            <div className="office-tags">
              <DeliveryTag delivery={item.delivery} />
              <HandledTag handledAt={item.handledAt} />
            </div>
          </li>
        ))}
      </ol>

      {pages > 1 ? (
        <nav className="office-pager" aria-label={copy.pages}>
          {page > 1 ? <Link to={href(filter, search, page - 1)}>{copy.newer}</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={href(filter, search, page + 1)}>{copy.older}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
