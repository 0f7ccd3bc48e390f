import { Link, redirect } from "react-router";
import type { Route } from "./+types/inbox";
import type { NamedRequest } from "../../../server/office/inbox";
import { CLAIM_WINDOWS } from "~/lib/deadlines";
import { LANGUAGES } from "~/lib/language";
import type { InboxFilter } from "../../../server/requests/reads";
import { BULK_LISTING_AT_MOST, MOVABLE_STAGES } from "../../../server/office/action-form";
import { listingAt, listingOf, parsedBy, requireFormSession, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { TEXT_LIMITS } from "~/office/form-limits";
import { beyondTheTab, inboxHref, listingParams, WAYS_IN } from "~/office/listing";
import { officeMeta } from "~/office/meta";
import { ListingFieldsSchema } from "~/office/page-schemas.server";
import { Token } from "~/office/request-forms";
import { RequestLine, RequestLinesHead } from "~/office/request-line";
import { DeadlineTag } from "~/office/triage";
import { SampleFacts } from "~/office/site/sample-facts";
import { sampleFactsOf } from "~/office/site/site.server";
import { durationWords } from "~/office/words";

const copy = officeCopy.inbox;

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/**
 * The inbox's URL names a tab and, for a search or filters, a view the server keeps
 * (server/office/views-repository.ts): what was searched is never in a URL, a proxy's log or a
 * Referer. A view that ended (its session did) leaves the tab, and says so.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const url = new URL(request.url);
  const { listing, at, query, view, viewEnded } = await listingAt(office, session, url.searchParams);
  const [page, published] = await Promise.all([office.list(session, listing, at), office.site.published()]);
  return {
    ...page,
    view,
    viewEnded,
    sampleFacts: sampleFactsOf(published),
    csrf: session.csrf,
    // The bulk form's way back: this page's address, which names a view, never the words searched.
    here: `${url.pathname}${url.search.replace(/[?&]bulk(?:-error)?=[^&]*/g, "").replace(/^&/, "?")}`,
    deleted: query.deleted,
    bulk: bulkNotice(url.searchParams),
  };
}

/** The search form: its words and filters kept as a view, then the inbox at it (see the loader). */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const fields = parsedBy(ListingFieldsSchema, form);
  const listing = listingOf(fields);
  const { filter: _tab, ...kept } = fields;
  const view = beyondTheTab(listing) ? await office.saveView(session, kept, once) : null;
  return redirect(inboxHref({ filter: listing.filter, view }), 303);
}

/** What the bulk form came to, as its redirect back says it (?bulk=spam-3-1, ?bulk-error=needs_reason). */
function bulkNotice(params: URLSearchParams): { tone: "status" | "alert"; text: string } | null {
  const words = copy.bulk;
  const error = params.get("bulk-error");
  if (error === "needs_reason") return { tone: "alert", text: words.needsReason };
  if (error === "not_an_office_address") return { tone: "alert", text: words.notOffice };
  if (error) return { tone: "alert", text: words.noneChosen };
  const done = /^(assign|stage|spam)-(\d+)-(\d+)$/.exec(params.get("bulk") ?? "");
  if (!done) return null;
  const action = done[1] as keyof typeof words.doneNames;
  return {
    tone: "status",
    text: words.done(Number(done[2]), words.doneNames[action]) + words.unchanged(Number(done[3])),
  };
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

/**
 * The bulk bar: what to do to the requests ticked in the list (or every one on the page):
 * assign them, move them to a stage, or mark them as spam, each as on its own page.
 */
function BulkForm({
  csrf,
  back,
  ids,
  total,
  officeEmails,
}: {
  csrf: string;
  back: string;
  ids: string[];
  /** How many requests the listing holds, when more than its page. */
  total: number;
  officeEmails: string[];
}) {
  const words = copy.bulk;
  return (
    <form id="office-bulk" method="post" action="/office/bulk" className="office-bulk" aria-label={words.heading}>
      <Token csrf={csrf} />
      <input type="hidden" name="back" value={back} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="page" value={id} />
      ))}
      <fieldset className="office-bulk-scope">
        <legend className="office-sr">{words.scope}</legend>
        <div className="office-check">
          <input id="office-bulk-ticked" type="radio" name="scope" value="ticked" defaultChecked />
          <label htmlFor="office-bulk-ticked">{words.ticked}</label>
        </div>
        <div className="office-check">
          <input id="office-bulk-every" type="radio" name="scope" value="page" />
          <label htmlFor="office-bulk-every">{words.everyOnPage(ids.length)}</label>
        </div>
        {total > ids.length ? (
          <div className="office-check">
            <input id="office-bulk-listing" type="radio" name="scope" value="listing" />
            <label htmlFor="office-bulk-listing">{words.everyInListing(total, BULK_LISTING_AT_MOST)}</label>
          </div>
        ) : null}
      </fieldset>
      <div className="office-bulk-field">
        <label className="office-label" htmlFor="office-bulk-action">
          {words.heading}
        </label>
        <select className="office-input" id="office-bulk-action" name="action" required defaultValue="">
          <option value="" disabled>
            {words.action}…
          </option>
          <option value="assign">{words.actions.assign}</option>
          <option value="stage">{words.actions.stage}</option>
          <option value="spam">{words.actions.spam}</option>
        </select>
      </div>
      <div className="office-bulk-field">
        <label className="office-label" htmlFor="office-bulk-assignee">
          {words.assignee}
        </label>
        <select className="office-input" id="office-bulk-assignee" name="assignee" defaultValue="">
          <option value="">{words.nobody}</option>
          {officeEmails.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <div className="office-bulk-field">
        <label className="office-label" htmlFor="office-bulk-stage-to">
          {words.stage}
        </label>
        <select className="office-input" id="office-bulk-stage-to" name="stage" defaultValue="contacted">
          {MOVABLE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {officeCopy.stages[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className="office-bulk-field office-bulk-field-grow">
        <label className="office-label" htmlFor="office-bulk-reason">
          {words.reason}
        </label>
        <input className="office-input" id="office-bulk-reason" name="reason" maxLength={TEXT_LIMITS.reason} />
      </div>
      <button className="office-button office-button-quiet" type="submit">
        {words.apply}
      </button>
      <p className="office-muted office-small office-bulk-note">{words.note}</p>
    </form>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const {
    items,
    paging,
    counts,
    alerts,
    firstContact,
    deleted,
    now,
    view,
    viewEnded,
    csrf,
    here,
    bulk,
    officeEmails,
    sampleFacts: samples,
    ...listing
  } = loaderData;
  const place = { filter: listing.filter, view };
  const exportParams = listingParams(place);
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
      {viewEnded ? (
        <p className="office-notice" role="status">
          {copy.viewEnded}
        </p>
      ) : null}
      <SampleFacts items={samples} />
      {bulk ? (
        <p className={bulk.tone === "status" ? "office-notice" : "office-alert"} role={bulk.tone}>
          {bulk.text}
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
                    <DeadlineTag
                      date={request.deadline}
                      daysLeft={request.daysLeft}
                      label={request.which === "claim" ? officeCopy.triage.claimShort : officeCopy.triage.suitShort}
                      short
                    />
                    {request.attempts > 0 ? (
                      <span className="office-muted"> · {copy.claimAlertAttempts(request.attempts)}</span>
                    ) : null}
                  </li>
                ))}
                {claimDeadlines.count > claimDeadlines.requests.length ? (
                  <li>{copy.andMore(claimDeadlines.count - claimDeadlines.requests.length)}</li>
                ) : null}
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
            to={inboxHref({ ...place, filter })}
            aria-current={listing.filter === filter ? "page" : undefined}
          >
            {copy.filters[filter]} <span className="office-count">{counts[filter].toLocaleString("en-US")}</span>
          </Link>
        ))}
      </nav>

      <form method="post" action="/office?index" role="search" className="office-filters">
        <Token csrf={csrf} />
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
            ...WAYS_IN.map((source) => [source, officeCopy.channels[source].name] as const),
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
        <Choice
          id="office-suit"
          name="suit"
          label={copy.suitLabel}
          value={listing.suit}
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
        {view ? <Link to={inboxHref({ filter: listing.filter, view: null })}>{copy.clear}</Link> : null}
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
        <BulkForm
          csrf={csrf}
          back={here}
          ids={items.map((item) => item.id)}
          total={paging.total}
          officeEmails={officeEmails}
        />
      ) : null}
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
          {paging.hasBefore ? <Link to={inboxHref(place)}>{copy.newest}</Link> : null}
          {paging.hasBefore && paging.first ? (
            <Link to={inboxHref(place, { before: paging.first })} rel="prev">
              {copy.newer}
            </Link>
          ) : null}
          {paging.hasAfter && paging.last ? (
            <Link to={inboxHref(place, { after: paging.last })} rel="next">
              {copy.older}
            </Link>
          ) : null}
          {paging.hasAfter ? <Link to={inboxHref(place, { end: "last" })}>{copy.oldest}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
