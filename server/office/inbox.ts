import { REQUEST_ID } from "~/contract/request-reference";
import { FIELD_LABELS, type RequestField } from "~/office/field-labels";
import { OFFICE_TIME_ZONE, startOfDay } from "~/lib/business-day";
import { addDays, dayIn, dayKey, daysBetween, fromDayKey, fromIsoDay, isoDay } from "~/lib/calendar-day";
import { CLAIM_ALERT_DAYS, type ClaimWindow } from "~/lib/deadlines";
import type { Config } from "../config";
import type { RequestStage } from "../db/schema";
import type { AttemptRecord, OutboxRepository } from "../mail/outbox-repository";
import type { ContactRequestsTable } from "../db/schema";
import type { Edition } from "../payload/derived";
import type { Cursor, InboxFilter, InboxQuery, InboxSort, PageAt, RequestReads, RequestRow } from "../requests/reads";
import { searchTerms } from "../payload/search-text";
import type { ConflictRecord, MatchReason, RelatedReads } from "../requests/related-reads";
import type { ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { AuditEntry, AuditRepository } from "./audit-repository";
import { highlightRuns, phoneRuns, snippetRuns, type TextRun } from "./highlight";
import { replyAddress } from "./request-actions";
import { deliveryState, itemOf, payloadFields, payloadText, type DeliveryState, type InboxItem } from "./request-facts";
import type { OfficeSession } from "./sign-in";
import { shownText } from "./text";

export { payloadFields, type DeliveryState, type InboxItem } from "./request-facts";

export const PAGE_SIZE = 50;
/** Requests a banner names, at most; its count says how many there are in all. */
const BANNER_LIMIT = 10;
/** The window of the time-to-first-contact figure. */
const CONTACT_FIGURE_DAYS = 30;

/** What the office asked the inbox to list: every filter combines with the others and with the search. */
export type InboxListing = {
  filter: InboxFilter;
  search: string;
  mine: boolean;
  claim: ClaimWindow | null;
  source: ContactRequestsTable["source"] | null;
  edition: Edition | null;
  /** Received from this day to that one, both included, on the office's calendar ("2026-03-01"); "" for open-ended. */
  from: string;
  to: string;
  sort: InboxSort;
};

/** Requests of one export read at once: the CSV streams them, never holding all in memory. */
const EXPORT_BATCH = 500;

/** What a search matched in a listed request, as text runs the page marks. */
export type Matched = {
  name: TextRun[];
  email: TextRun[];
  phone: TextRun[];
  place: TextRun[] | null;
  story: TextRun[] | null;
};

/** A request a banner names, with a link: who, and when it arrived. */
export type NamedRequest = { id: string; name: string; receivedAt: number };

export type InboxPage = InboxListing & {
  /** Each with whether other requests look like the same person or incident (its page lists them), and what a search matched. */
  items: (InboxItem & { related: boolean; matched: Matched | null })[];
  /** The page's place in the listing: rows before it, and the rows that start and end it, for the links to its neighbours. */
  paging: {
    total: number;
    /** False when a search found more than it counts: "more than {total}". */
    totalExact: boolean;
    /** Requests before this page; null when not counted (a search's later pages). */
    offset: number | null;
    first: Cursor | null;
    last: Cursor | null;
    hasBefore: boolean;
    hasAfter: boolean;
  };
  counts: Record<RequestStage | "open" | "all", number>;
  alerts: {
    /** Notifications pending longer than STUCK_AFTER_MINUTES. */
    stuck: { count: number; minutes: number; requests: NamedRequest[] };
    /** Notifications given up on. */
    failed: { count: number; requests: NamedRequest[] };
    /** Open requests nobody has contacted, whose claim deadline is CLAIM_ALERT_DAYS away or less. */
    claimDeadlines: { days: number; requests: (NamedRequest & { claimDeadline: string; daysLeft: number })[] };
  };
  /** The median time from arrival to the first reply or call, over the requests first contacted lately. */
  firstContact: { days: number; count: number; medianMs: number | null };
  now: number;
};

export type ThreadItem = ThreadEntry & { delivery: DeliveryState | null; attempts: AttemptRecord[] };

export type RequestDetail = InboxItem & {
  /** Every field in the form's order; null when the visitor left it empty. */
  fields: { key: RequestField; value: string | null }[];
  /** A spam row's body as received, when it is not a form's fields. */
  rawBody: string | null;
  /** Whether the office can write to the visitor: a single plain address, and not spam. */
  canReply: boolean;
  duplicates: { item: InboxItem; reasons: MatchReason[] }[];
  conflicts: { record: ConflictRecord; reasons: MatchReason[] }[];
  /** The office's notification: every attempt across re-sends, and who asked for a re-send when. */
  notification: { attempts: AttemptRecord[]; resends: AuditEntry[] };
  thread: ThreadItem[];
  officeEmails: string[];
  now: number;
};

const named = (row: RequestRow): NamedRequest => ({ id: row.id, name: itemOf(row).name, receivedAt: row.created_at });

/** Today and `days` later, on the office's clock, as day keys. */
function daysAhead(now: number, days: number): readonly [number, number] {
  const today = dayIn(OFFICE_TIME_ZONE, now);
  return [dayKey(today), dayKey(addDays(today, days))];
}

/** The instants a range of office days spans: from the first's midnight to the midnight after the last. */
function receivedBetween(from: string, to: string): readonly [number, number] | undefined {
  const first = fromIsoDay(from);
  const last = fromIsoDay(to);
  if (!first && !last) return undefined;
  return [first ? startOfDay(first) : 0, last ? startOfDay(addDays(last, 1)) : Number.MAX_SAFE_INTEGER];
}

/** Each tab's count, from the stages' counts. */
function tabCounts(counts: Record<RequestStage, number>): Record<InboxFilter, number> {
  const open = counts.new + counts.contacted + counts.consultation;
  return { ...counts, open, all: open + counts.retained + counts.declined + counts.referred };
}

/** A listing that is one tab and nothing more: the tab's count is its total. */
const onlyATab = (query: InboxQuery) =>
  !query.search &&
  !query.assignee &&
  !query.claimBetween &&
  query.claimBefore === undefined &&
  !query.source &&
  !query.edition &&
  !query.receivedBetween;

function matchedIn(item: InboxItem, payload: Record<string, unknown>, words: readonly string[]): Matched {
  const field = (key: string) => payloadText(payload, key).trim();
  const place = [field("policeAgency"), field("incidentLocation")]
    .filter((value) => value && value !== "Not specified via chat")
    .join(" · ");
  const placeRuns = highlightRuns(place, words);
  const storyRuns = snippetRuns(field("caseDescription"), words);
  return {
    name: highlightRuns(item.name, words),
    email: highlightRuns(item.email, words),
    phone: phoneRuns(item.phone, words),
    place: placeRuns.some((run) => run.match) ? placeRuns : null,
    story: storyRuns.some((run) => run.match) ? storyRuns : null,
  };
}

/** The inbox: what the office reads of requests, as typed facts (app/office/ words them). */
export function createInbox({
  config,
  reads,
  related,
  thread,
  outbox,
  audit,
}: {
  config: Pick<Config, "office">;
  reads: RequestReads;
  related: RelatedReads;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
}) {
  const stuckAfterMs = config.office.stuckAfterMs;
  const record = (session: OfficeSession, action: "view" | "export", requestId?: string, detail?: string) =>
    audit.record({ at: Date.now(), actor: session.email, action, requestId, detail });

  /** The listing as a query of the database. */
  function queryOf(session: OfficeSession, listing: InboxListing, now: number): InboxQuery {
    const received = receivedBetween(listing.from, listing.to);
    const claim = listing.claim;
    return {
      filter: listing.filter,
      search: searchTerms(listing.search),
      sort: listing.sort,
      ...(listing.mine ? { assignee: session.email } : {}),
      ...(claim === "passed"
        ? { claimBefore: dayKey(dayIn(OFFICE_TIME_ZONE, now)) }
        : claim
          ? { claimBetween: daysAhead(now, Number(claim)) }
          : {}),
      ...(listing.source ? { source: listing.source } : {}),
      ...(listing.edition ? { edition: listing.edition } : {}),
      ...(received ? { receivedBetween: received } : {}),
    };
  }

  return {
    async list(session: OfficeSession, listing: InboxListing, asked: PageAt = { end: "first" }): Promise<InboxPage> {
      const now = Date.now();
      const query = queryOf(session, listing, now);
      // A place from another listing's order (an edited URL, a changed search) starts at the first page.
      const cursor = "after" in asked ? asked.after : "before" in asked ? asked.before : null;
      const at: PageAt = cursor && !reads.validCursor(query, cursor) ? { end: "first" } : asked;
      const stages = reads.stageCounts();
      const [listed, counts, health, stuckCount, stuck, failed, claimSoon, contacts] = await Promise.all([
        reads.list(
          query,
          at,
          PAGE_SIZE,
          now,
          onlyATab(query) ? stages.then((c) => tabCounts(c)[query.filter]) : undefined,
        ),
        stages,
        reads.health(),
        reads.countStuck(now - stuckAfterMs),
        reads.stuck(now - stuckAfterMs, BANNER_LIMIT, now),
        reads.failed(BANNER_LIMIT, now),
        reads.uncontactedWithClaimDeadline(daysAhead(now, CLAIM_ALERT_DAYS), BANNER_LIMIT, now),
        reads.firstContactMedian(now - CONTACT_FIGURE_DAYS * 86_400_000),
      ]);
      const { rows, ...paging } = listed;
      const withDuplicates = await related.withDuplicates(rows);
      const today = dayIn(OFFICE_TIME_ZONE, now);
      const words = query.search?.words ?? [];
      return {
        ...listing,
        items: rows.map((row) => {
          const item = itemOf(row, now);
          return {
            ...item,
            related: withDuplicates.has(row.id),
            matched: words.length > 0 ? matchedIn(item, payloadFields(row.payload) ?? {}, words) : null,
          };
        }),
        paging,
        counts: tabCounts(counts),
        alerts: {
          stuck: { count: stuckCount, minutes: Math.round(stuckAfterMs / 60_000), requests: stuck.map(named) },
          failed: { count: health.failed, requests: failed.map(named) },
          claimDeadlines: {
            days: CLAIM_ALERT_DAYS,
            requests: claimSoon.map((row) => {
              const deadline = fromDayKey(row.claim_deadline!)!;
              return {
                ...named(row),
                claimDeadline: isoDay(deadline),
                daysLeft: daysBetween(today, deadline),
              };
            }),
          },
        },
        firstContact: { days: CONTACT_FIGURE_DAYS, ...contacts },
        now,
      };
    },

    async detail(session: OfficeSession, id: string): Promise<RequestDetail | null> {
      if (!REQUEST_ID.test(id)) return null;
      const now = Date.now();
      const row = await reads.get(id, now);
      if (!row) return null;
      await record(session, "view", id);
      const payload = payloadFields(row.payload);
      const [duplicates, conflicts, entries, notificationAttempts, history] = await Promise.all([
        related.duplicatesOf(row, now),
        related.conflictRecordsFor(row),
        thread.list(id),
        outbox.attemptsOf([id]),
        audit.forRequest(id),
      ]);
      const mailIds = entries.flatMap((entry) => (entry.outboxId ? [entry.outboxId] : []));
      const [states, mailAttempts] = await Promise.all([outbox.states(mailIds, now), outbox.attemptsOf(mailIds)]);
      return {
        ...itemOf(row, now),
        fields: FIELD_LABELS.map(([key]) => {
          const value = payload ? payloadText(payload, key) : "";
          return { key, value: value.trim() === "" ? null : value };
        }),
        rawBody: payload ? null : shownText(row.payload),
        canReply: row.stage !== "spam" && replyAddress(row) !== null,
        duplicates: duplicates.map(({ row: other, reasons }) => ({ item: itemOf(other, now), reasons })),
        conflicts,
        notification: {
          attempts: notificationAttempts,
          resends: history.filter((entry) => entry.action === "deliver_again" || entry.action === "not_spam"),
        },
        thread: entries.map((entry) => {
          const state = entry.outboxId ? states.get(entry.outboxId) : undefined;
          return {
            ...entry,
            delivery: state ? deliveryState(state) : null,
            attempts: mailAttempts.filter((attempt) => attempt.itemId === entry.outboxId),
          };
        }),
        officeEmails: config.office.emails,
        now,
      };
    },

    /**
     * Every request the listing selects, for the CSV: a few hundred at a time, in the listing's
     * order, with their internal notes only when asked for. Those that arrive while it runs
     * are left out, so it holds what the listing held when it began. Recorded with what it
     * covered and how many, never its contents.
     */
    async exportRows(session: OfficeSession, listing: InboxListing, { notes = false } = {}) {
      const now = Date.now();
      const listed = queryOf(session, listing, now);
      const [from, to] = listed.receivedBetween ?? [0, Number.MAX_SAFE_INTEGER];
      const query: InboxQuery = { ...listed, receivedBetween: [from, Math.min(to, now + 1)] };
      const total = await reads.count(query);
      const covered = [
        `filter=${listing.filter}`,
        listing.mine ? "mine" : "",
        listing.claim ? `claim deadline ${listing.claim === "passed" ? "passed" : `within ${listing.claim} days`}` : "",
        listing.source ? `source=${listing.source}` : "",
        listing.edition ? `edition=${listing.edition}` : "",
        listing.from || listing.to ? `received ${listing.from || "…"} to ${listing.to || "…"}` : "",
        listing.search ? "with a search" : "",
        notes ? "with internal notes" : "",
      ]
        .filter(Boolean)
        .join(", ");
      await record(session, "export", undefined, `${covered}; ${total} row${total === 1 ? "" : "s"}`);
      async function* batches() {
        let after: Cursor | null = null;
        for (;;) {
          const page = await reads.exportPage(query, after, EXPORT_BATCH, now);
          if (page.rows.length === 0) return;
          yield { rows: page.rows, notes: notes ? await thread.notesOf(page.rows.map((row) => row.id)) : null };
          if (page.rows.length < EXPORT_BATCH) return;
          after = page.last;
        }
      }
      return { total, now, batches: batches() };
    },

    async audit(_session: OfficeSession, page: number) {
      const current = Math.max(1, page);
      const { entries, total } = await audit.list({ limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE });
      return { entries, page: current, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
