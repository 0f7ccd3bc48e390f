import { REQUEST_ID } from "~/contract/request-reference";
import { FIELD_LABELS, type RequestField } from "~/office/field-labels";
import { CALIFORNIA_AGENCIES } from "~/office/california-agencies";
import { shownFact } from "~/office/lead-forms";
import { FACT_KEYS, type FactKey } from "~/office/lead-fields";
import { OFFICE_TIME_ZONE, startOfDay } from "~/lib/business-day";
import { addDays, dayIn, dayKey, daysBetween, fromDayKey, fromIsoDay, isoDay } from "~/lib/calendar-day";
import { DEADLINE_ALERT_DAYS, type ClaimWindow } from "~/lib/deadlines";
import type { Config } from "../config";
import type { RequestStage } from "../db/schema";
import type { AttemptRecord, OutboxRepository } from "../mail/outbox-repository";
import type { Edition } from "../payload/derived";
import { factsOf } from "../payload/facts";
import type {
  Cursor,
  InboxFilter,
  InboxQuery,
  InboxSort,
  PageAt,
  RequestReads,
  RequestRow,
  WayIn,
} from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import { searchTerms } from "../payload/search-text";
import type { ConflictRecord, MatchReason, RelatedReads } from "../requests/related-reads";
import type { ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { AgenciesRepository } from "./agencies-repository";
import type { AuditEntry, AuditRepository } from "../audit/audit-repository";
import { highlightRuns, phoneRuns, searchMarks, snippetRuns, type SearchMarks, type TextRun } from "./highlight";
import { replyAddress } from "./request-actions";
import {
  deliveryState,
  itemOf,
  payloadFields,
  payloadText,
  workingFields,
  type DeliveryState,
  type InboxItem,
} from "./request-facts";
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
  /** The same windows, of the two-year limit to sue. */
  suit: ClaimWindow | null;
  source: WayIn | null;
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
  counts: Record<InboxFilter, number>;
  alerts: {
    /** Notifications pending longer than STUCK_AFTER_MINUTES. */
    stuck: { count: number; minutes: number; requests: NamedRequest[] };
    /** Notifications given up on. */
    failed: { count: number; requests: NamedRequest[] };
    /**
     * Open requests nobody has reached, whose claim deadline or limit to sue is
     * DEADLINE_ALERT_DAYS away or less: which limit, when, and the calls that did not reach them.
     */
    claimDeadlines: {
      days: number;
      count: number;
      requests: (NamedRequest & { which: "claim" | "suit"; deadline: string; daysLeft: number; attempts: number })[];
    };
  };
  /** The median time from arrival to the first reply or call, over the requests first contacted lately. */
  firstContact: { days: number; count: number; medianMs: number | null };
  /** Who the bulk form can assign to. */
  officeEmails: string[];
  now: number;
};

export type ThreadItem = ThreadEntry & { delivery: DeliveryState | null; attempts: AttemptRecord[] };

/** A request merged into this one, with what it sent as it sent it. */
export type MergedRequest = {
  item: InboxItem;
  fields: { key: RequestField; value: string | null }[];
  /** The merge: who, when, and until when it can be undone (null once it no longer can). */
  merge: { id: string; at: number; author: string; undoableUntil: number | null } | null;
};

export type RequestDetail = InboxItem & {
  /** Every field in the form's order, as the visitor sent it; null when they left it empty. */
  fields: { key: RequestField; value: string | null }[];
  /** The fields the office corrected since, with the value it works from now. */
  corrected: Partial<Record<RequestField, string>>;
  /** Every fact as the facts form shows it ("" when none), and which the office set. */
  facts: { key: FactKey; value: string; set: boolean }[];
  /** The agencies the office picks from: California's and those the firm added. */
  agencies: string[];
  /** The requests merged into this one. */
  merged: MergedRequest[];
  /** A spam row's body as received, when it is not a form's fields. */
  rawBody: string | null;
  /** Whether the office can write to the visitor: a single plain address, and not spam. */
  canReply: boolean;
  duplicates: { item: InboxItem; reasons: MatchReason[] }[];
  conflicts: { record: ConflictRecord; reasons: MatchReason[] }[];
  /** The office's notification: every attempt across re-sends, and who asked for a re-send when. */
  notification: { attempts: AttemptRecord[]; resends: AuditEntry[] };
  thread: ThreadItem[];
  /** The newest reply in the thread, which a reply written on this page must have seen. */
  latestReplyId: string | null;
  officeEmails: string[];
  now: number;
};

const named = (row: RequestRow): NamedRequest => ({ id: row.id, name: itemOf(row).name, receivedAt: row.created_at });

/** A request's fields in the form's order, as sent: null for one left empty or the widget's placeholder. */
function sentFields(payload: Record<string, unknown> | null) {
  return FIELD_LABELS.map(([key]) => {
    const value = payload ? payloadText(payload, key) : "";
    return { key, value: value.trim() === "" ? null : value };
  });
}
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
  const { merged: _merged, ...stages } = counts;
  const open = counts.new + counts.contacted + counts.consultation;
  return { ...stages, open, all: open + counts.retained + counts.declined + counts.referred };
}

/** A listing that is one tab (of everyone's, or of mine) and nothing more: the tab's count is its total. */
const onlyATab = (query: InboxQuery) =>
  !query.search &&
  !query.claimBetween &&
  query.claimBefore === undefined &&
  !query.suitBetween &&
  query.suitBefore === undefined &&
  !query.source &&
  !query.edition &&
  !query.receivedBetween;

/**
 * Where a listed request matched the search, marked with the page's one reading of it (`marks`).
 * Exported for its micro-benchmark (scripts/bench-search-marks.ts).
 */
export function matchedIn(
  item: Pick<InboxItem, "name" | "email" | "phone">,
  payload: Record<string, unknown>,
  marks: SearchMarks,
): Matched {
  const field = (key: string) => payloadText(payload, key).trim();
  const place = [field("policeAgency"), field("incidentLocation")]
    .filter((value) => value && value !== "Not specified via chat")
    .join(" · ");
  // Where the index holds stems, the marks follow them ("tased" for "taser").
  const placeRuns = highlightRuns(place, marks, true);
  const storyRuns = snippetRuns(field("caseDescription"), marks, 140, true);
  return {
    name: highlightRuns(item.name, marks),
    email: highlightRuns(item.email, marks),
    phone: phoneRuns(item.phone, marks),
    place: placeRuns.some((run) => run.match) ? placeRuns : null,
    story: storyRuns.some((run) => run.match) ? storyRuns : null,
  };
}

/** What a listing covered, for the audit trail: its filters, and whether it searched, never for what. */
function covered(listing: InboxListing, ...more: string[]): string {
  return [
    `filter=${listing.filter}`,
    listing.mine ? "mine" : "",
    listing.claim ? `claim deadline ${listing.claim === "passed" ? "passed" : `within ${listing.claim} days`}` : "",
    listing.suit ? `lawsuit deadline ${listing.suit === "passed" ? "passed" : `within ${listing.suit} days`}` : "",
    listing.source ? `source=${listing.source}` : "",
    listing.edition ? `edition=${listing.edition}` : "",
    listing.from || listing.to ? `received ${listing.from || "…"} to ${listing.to || "…"}` : "",
    listing.search ? "with a search" : "",
    ...more,
  ]
    .filter(Boolean)
    .join(", ");
}

/** Audit pages at most: far past any office's history, and every offset a whole number a query takes. */
const MAX_AUDIT_PAGE = 1_000_000;

/** The inbox: what the office reads of requests, as typed facts (app/office/ words them). */
export function createInbox({
  config,
  reads,
  requests,
  related,
  thread,
  outbox,
  audit,
  agencies,
}: {
  config: Pick<Config, "office">;
  reads: RequestReads;
  requests: Pick<RequestsRepository, "mergesInto" | "refreshDeadlineOrder">;
  related: RelatedReads;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  agencies: AgenciesRepository;
}) {
  const stuckAfterMs = config.office.stuckAfterMs;
  /** The last day the order by deadline was counted for, in this process: once a day is enough. */
  let orderedFor = 0;
  async function orderedByDeadline(today: number) {
    if (orderedFor >= today) return;
    await requests.refreshDeadlineOrder(today);
    orderedFor = today;
  }
  const record = (
    session: OfficeSession,
    action: "view" | "export" | "list",
    requestId?: string,
    detail?: string,
    shown?: string[],
  ) => audit.record({ at: Date.now(), actor: session.email, action, requestId, detail, shown });

  /** The listing as a query of the database. */
  function queryOf(session: OfficeSession, listing: InboxListing, now: number): InboxQuery {
    const received = receivedBetween(listing.from, listing.to);
    const today = dayKey(dayIn(OFFICE_TIME_ZONE, now));
    const { claim, suit } = listing;
    return {
      filter: listing.filter,
      search: searchTerms(listing.search),
      sort: listing.sort,
      today,
      ...(listing.mine ? { assignee: session.email } : {}),
      ...(claim === "passed" ? { claimBefore: today } : claim ? { claimBetween: daysAhead(now, Number(claim)) } : {}),
      ...(suit === "passed" ? { suitBefore: today } : suit ? { suitBetween: daysAhead(now, Number(suit)) } : {}),
      ...(listing.source ? { source: listing.source } : {}),
      ...(listing.edition ? { edition: listing.edition } : {}),
      ...(received ? { receivedBetween: received } : {}),
    };
  }

  return {
    async list(session: OfficeSession, listing: InboxListing, asked: PageAt = { end: "first" }): Promise<InboxPage> {
      const now = Date.now();
      const query = queryOf(session, listing, now);
      if (query.sort === "deadline") await orderedByDeadline(query.today!);
      // A place from another listing's order (an edited URL, a changed search) starts at the first page.
      const cursor = "after" in asked ? asked.after : "before" in asked ? asked.before : null;
      const at: PageAt = cursor && !reads.validCursor(query, cursor) ? { end: "first" } : asked;
      // The tabs count what "Mine" lists, when it is on.
      const stages = reads.stageCounts(query.assignee);
      const alertWindow = daysAhead(now, DEADLINE_ALERT_DAYS);
      const [listed, counts, health, stuckCount, stuck, failed, deadlineSoon, deadlineCount, contacts] =
        await Promise.all([
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
          reads.uncontactedWithDeadline(alertWindow, BANNER_LIMIT, now),
          reads.countUncontactedWithDeadline(alertWindow),
          reads.firstContactMedian(now - CONTACT_FIGURE_DAYS * 86_400_000),
        ]);
      const { rows, ...paging } = listed;
      // What was shown, and to whom: the filters and counts, never the words searched, and the ids
      // listed; written while the duplicates are read, and on disk before the page is answered.
      const recorded = record(
        session,
        "list",
        undefined,
        `${covered(listing)}; ${rows.length} of ${paging.totalExact ? "" : "more than "}${paging.total}`,
        rows.map((row) => row.id),
      );
      const [withDuplicates] = await Promise.all([related.withDuplicates(rows), recorded]);
      const today = dayIn(OFFICE_TIME_ZONE, now);
      const words = query.search?.words ?? [];
      const marks = words.length > 0 ? searchMarks(words) : null;
      return {
        ...listing,
        items: rows.map((row) => {
          const item = itemOf(row, now);
          return {
            ...item,
            related: withDuplicates.has(row.id),
            matched: marks ? matchedIn(item, workingFields(row), marks) : null,
          };
        }),
        paging,
        counts: tabCounts(counts),
        alerts: {
          stuck: { count: stuckCount, minutes: Math.round(stuckAfterMs / 60_000), requests: stuck.map(named) },
          failed: { count: health.failed, requests: failed.map(named) },
          claimDeadlines: {
            days: DEADLINE_ALERT_DAYS,
            count: deadlineCount,
            requests: deadlineSoon.map((row) => {
              const [from, to] = alertWindow;
              const claimNear = row.claim_deadline != null && row.claim_deadline >= from && row.claim_deadline <= to;
              const deadline = fromDayKey(claimNear ? row.claim_deadline! : row.suit_deadline!)!;
              return {
                ...named(row),
                which: claimNear ? ("claim" as const) : ("suit" as const),
                deadline: isoDay(deadline),
                daysLeft: daysBetween(today, deadline),
                attempts: row.contact_attempts,
              };
            }),
          },
        },
        firstContact: { days: CONTACT_FIGURE_DAYS, ...contacts },
        officeEmails: config.office.emails,
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
      const [duplicates, conflicts, entries, notificationAttempts, history, children, merges, added] =
        await Promise.all([
          related.duplicatesOf(row, now),
          related.conflictRecordsFor(row),
          thread.list(id),
          outbox.attemptsOf([id]),
          audit.forRequest(id),
          reads.mergedInto(id, now),
          requests.mergesInto(id),
          agencies.list(),
        ]);
      const working = workingFields(row);
      const facts = factsOf(row.facts);
      const corrected = Object.fromEntries(
        FIELD_LABELS.flatMap(([key]) => {
          const fact = facts[key as FactKey];
          return fact !== undefined && (key as string) in facts ? [[key, fact]] : [];
        }),
      ) as Partial<Record<RequestField, string>>;
      const mailIds = entries.flatMap((entry) => (entry.outboxId ? [entry.outboxId] : []));
      const [states, mailAttempts] = await Promise.all([outbox.states(mailIds, now), outbox.attemptsOf(mailIds)]);
      return {
        ...itemOf(row, now),
        fields: sentFields(payload),
        corrected,
        facts: FACT_KEYS.map((key) => ({ key, value: shownFact(key, working[key]), set: facts[key] !== undefined })),
        agencies: [...new Set([...CALIFORNIA_AGENCIES, ...added.map((agency) => agency.name)])].sort((a, b) =>
          a.localeCompare(b, "en"),
        ),
        merged: children.map((child) => {
          const merge = merges.find((each) => each.fromId === child.id && each.undoneAt === null);
          return {
            item: itemOf(child, now),
            fields: sentFields(payloadFields(child.payload)),
            merge: merge
              ? {
                  id: merge.id,
                  at: merge.at,
                  author: merge.author,
                  undoableUntil: now <= merge.undoableUntil ? merge.undoableUntil : null,
                }
              : null,
          };
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
        latestReplyId:
          entries
            .filter((entry) => entry.kind === "reply")
            .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
            .at(-1)?.id ?? null,
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
      if (listed.sort === "deadline") await orderedByDeadline(listed.today!);
      const [from, to] = listed.receivedBetween ?? [0, Number.MAX_SAFE_INTEGER];
      const query: InboxQuery = { ...listed, receivedBetween: [from, Math.min(to, now + 1)] };
      const total = await reads.count(query);
      await record(
        session,
        "export",
        undefined,
        `${covered(listing, notes ? "with internal notes" : "")}; ${total} row${total === 1 ? "" : "s"}`,
      );
      async function* batches() {
        let after: Cursor | null = null;
        for (;;) {
          const page = await reads.exportPage(query, after, EXPORT_BATCH, now);
          if (page.rows.length === 0) return;
          const ids = page.rows.map((row) => row.id);
          yield {
            rows: page.rows,
            notes: notes ? await thread.notesOf(ids) : null,
            contacts: await thread.contactCountsOf(ids),
          };
          if (page.rows.length < EXPORT_BATCH) return;
          after = page.last;
        }
      }
      return { total, now, batches: batches() };
    },

    /** The ids of the first `atMost` requests a listing holds, in its order: the bulk form's "every request this listing finds". */
    async listingIds(session: OfficeSession, listing: InboxListing, atMost: number): Promise<string[]> {
      const { rows } = await reads.exportPage(queryOf(session, listing, Date.now()), null, atMost);
      return rows.map((row) => row.id);
    },

    /** The agencies the office picks from, and those the firm added (which it can take off). */
    async agencyList() {
      const added = await agencies.list();
      return { builtIn: CALIFORNIA_AGENCIES.length, added };
    },

    /** A page of the audit trail; one past the end is the last. */
    async audit(_session: OfficeSession, page: number) {
      let current = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_AUDIT_PAGE);
      let { entries, total } = await audit.list({ limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE });
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      if (current > pages) {
        current = pages;
        ({ entries, total } = await audit.list({ limit: PAGE_SIZE, offset: (current - 1) * PAGE_SIZE }));
      }
      return { entries, page: current, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
