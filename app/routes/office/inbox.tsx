import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import type { NamedRequest } from "../../../server/office/inbox";
import { CONTACT_SOURCES } from "~/contract/contact-request";
import { CLAIM_WINDOWS } from "~/lib/deadlines";
import { LANGUAGES } from "~/lib/language";
import type { InboxFilter } from "../../../server/requests/reads";
import { inboxQuery, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { inboxHref, listingParams } from "~/office/listing";
import { officeMeta } from "~/office/meta";
import { RequestLine, RequestLinesHead } from "~/office/request-line";
import { DeadlineTag } from "~/office/triage";
import { durationWords } from "~/office/words";

const copy = officeCopy.inbox;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const url = new URL(request.url);
  const { listing, at } = inboxQuery(url);
  const page = await office.list(session, listing, at);
  return { ...page, deleted: url.searchParams.has("deleted") };
}

/** One of the list's filters: a labelled select whose current value is the listing's. */
function Choice(props: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label className="office-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select className="office-input" id={props.id} name={props.name} defaultValue={props.value ?? ""}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Links to the requests a banner is about, and how many more there are. */
function Named({ requests, count }: { requests: NamedRequest[]; count: number }) {
  return (
    <ul className="office-named">
      {requests.map((request) => (
        <li key={request.id}>
          <Link to={`/office/requests/${request.id}`}>{request.name || copy.noName}</Link>
        </li>
      ))}
      {count > requests.length ? <li>{copy.andMore(count - requests.length)}</li> : null}
    </ul>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { items, paging, counts, alerts, firstContact, deleted, now, ...listing } = loaderData;
  const exportParams = listingParams(listing);
  const withNotes = new URLSearchParams(exportParams);
  withNotes.set("notes", "1");
  const { stuck, failed, claimDeadlines } = alerts;
  return (
    <>
      <div className="office-heading-row">
        <h1>{copy.title}</h1>
        <p className="office-muted">
          {firstContact.medianMs === null
            ? copy.noFirstContact(firstContact.days)
            : copy.firstContact(durationWords(firstContact.medianMs), firstContact.count, firstContact.days)}
        </p>
      </div>
      {deleted ? (
        <p className="office-notice" role="status">
          {copy.deleted}
        </p>
      ) : null}
      {claimDeadlines.requests.length > 0 || stuck.count > 0 || failed.count > 0 ? (
        <div className="office-alert" role="alert">
          {claimDeadlines.requests.length > 0 ? (
            <div>
              <strong>{copy.claimAlert(claimDeadlines.days)}</strong>
              <ul className="office-named">
                {claimDeadlines.requests.map((request) => (
                  <li key={request.id}>
                    <Link to={`/office/requests/${request.id}`}>{request.name || copy.noName}</Link>{" "}
                    <DeadlineTag date={request.claimDeadline} daysLeft={request.daysLeft} short />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {stuck.count > 0 ? (
            <div>
              <strong>{copy.stuck(stuck.count, stuck.minutes)}</strong>
              <Named requests={stuck.requests} count={stuck.count} />
              <p>{copy.stuckAfter}</p>
            </div>
          ) : null}
          {failed.count > 0 ? (
            <div>
              <strong>{copy.failed(failed.count)}</strong>
              <Named requests={failed.requests} count={failed.count} />
              <p>{copy.failedAfter}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      <nav className="office-tabs" aria-label={copy.filtersLabel}>
        {(Object.keys(copy.filters) as InboxFilter[]).map((filter) => (
          <Link
            key={filter}
            to={inboxHref({ ...listing, filter })}
            aria-current={listing.filter === filter ? "page" : undefined}
          >
            {copy.filters[filter]} <span className="office-count">{counts[filter].toLocaleString("en-US")}</span>
          </Link>
        ))}
      </nav>

      <form method="get" action="/office" role="search" className="office-filters">
        <input type="hidden" name="filter" value={listing.filter} />
        <div className="office-grow">
          <label className="office-label" htmlFor="office-search">
            {copy.searchLabel}
          </label>
          <input
            className="office-input"
            id="office-search"
            name="q"
            type="search"
            defaultValue={listing.search}
            maxLength={200}
            aria-describedby="office-search-hint"
          />
          <p className="office-small office-muted" id="office-search-hint">
            {copy.searchHint}
          </p>
        </div>
        <Choice
          id="office-source"
          name="source"
          label={copy.sourceLabel}
          value={listing.source}
          options={[
            ["", officeCopy.any],
            ...CONTACT_SOURCES.map((source) => [source, officeCopy.channels[source].name] as const),
          ]}
        />
        <Choice
          id="office-edition"
          name="edition"
          label={copy.editionLabel}
          value={listing.edition}
          options={[
            ["", officeCopy.any],
            ...LANGUAGES.map((edition) => [edition, officeCopy.languages[edition]] as const),
          ]}
        />
        <Choice
          id="office-claim"
          name="claim"
          label={copy.claimLabel}
          value={listing.claim}
          options={[["", copy.claims.any], ...CLAIM_WINDOWS.map((window) => [window, copy.claims[window]] as const)]}
        />
        <div>
          <label className="office-label" htmlFor="office-from">
            {copy.fromLabel}
          </label>
          <input className="office-input" id="office-from" name="from" type="date" defaultValue={listing.from} />
        </div>
        <div>
          <label className="office-label" htmlFor="office-to">
            {copy.toLabel}
          </label>
          <input className="office-input" id="office-to" name="to" type="date" defaultValue={listing.to} />
        </div>
        <Choice
          id="office-sort"
          name="sort"
          label={copy.sortLabel}
          value={listing.sort}
          options={Object.entries(copy.sorts)}
        />
        <div className="office-check">
          <input id="office-mine" type="checkbox" name="mine" value="1" defaultChecked={listing.mine} />
          <label htmlFor="office-mine">{copy.mine}</label>
        </div>
        <button className="office-button" type="submit">
          {copy.apply}
        </button>
      </form>

      <div className="office-list-bar">
        <p className="office-muted" aria-live="polite">
          {paging.total === 0
            ? copy.empty
            : paging.offset === null || !paging.totalExact
              ? copy.matches(paging.total, paging.totalExact)
              : copy.count(paging.total, paging.offset + 1, paging.offset + items.length)}{" "}
          {listing.search && paging.total > 0 ? <span className="office-small">{copy.searchOrder} </span> : null}
          <span className="office-small">{copy.triageNote}</span>
        </p>
        <p className="office-exports">
          <a href={`/office/export.csv?${exportParams}`} download>
            {copy.export}
          </a>
          <a href={`/office/export.csv?${withNotes}`} download>
            {copy.exportNotes}
          </a>
        </p>
      </div>

      {items.length > 0 ? (
        <div className="office-lines">
          <RequestLinesHead />
          <ol className="office-list">
            {items.map((item) => (
              <RequestLine key={item.id} item={item} now={now} />
            ))}
          </ol>
        </div>
      ) : null}

      {paging.hasBefore || paging.hasAfter ? (
        <nav className="office-pager" aria-label={copy.pages}>
          {paging.hasBefore ? <Link to={inboxHref(listing)}>{copy.newest}</Link> : null}
          {paging.hasBefore && paging.first ? (
            <Link to={inboxHref(listing, { before: paging.first })} rel="prev">
              {copy.newer}
            </Link>
          ) : null}
          {paging.hasAfter && paging.last ? (
            <Link to={inboxHref(listing, { after: paging.last })} rel="next">
              {copy.older}
            </Link>
          ) : null}
          {paging.hasAfter ? <Link to={inboxHref(listing, { end: "last" })}>{copy.oldest}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
