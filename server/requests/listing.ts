import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { SearchPlan } from "../db/full-text";
import type { Database } from "../db/open";
import { REQUEST_STAGES, type SiteDatabase } from "../db/schema";
import type { OfficeChannel } from "~/office/lead-fields";
import type { Edition } from "../payload/derived";
import { REQUEST_COLUMNS, requestRow, type RequestRow } from "./request-row";
import type { SearchTerms } from "../payload/search-text";

/** A stage the inbox lists (a merged request is listed nowhere: it is part of another). */
export type ListedStage = (typeof REQUEST_STAGES)[number];
/** Which requests the inbox lists: the open ones, one stage, or all but spam. */
export type InboxFilter = "open" | "all" | ListedStage;
export const INBOX_FILTERS: readonly InboxFilter[] = ["open", ...REQUEST_STAGES, "all"];

/** Newest first; or the soonest deadline still to come first (the claim's, else the suit's), then those passed, then none. */
export type InboxSort = "newest" | "deadline";

/** How a request came: the form, the widget, or one of the ways the office enters a lead. */
export type WayIn = "case-evaluation" | "widget" | OfficeChannel;

export type InboxQuery = {
  filter: InboxFilter;
  /** Words that must all be in the request (./search-text.ts); results come best match first. */
  search?: SearchTerms | null;
  /** Only the requests assigned to this address ("Mine"). */
  assignee?: string;
  /** Only those whose claim deadline falls between these day keys (20240314), both included. */
  claimBetween?: readonly [number, number];
  /** Only those whose claim deadline is before this day key (passed). */
  claimBefore?: number;
  /** The same, of the two-year limit to sue. */
  suitBetween?: readonly [number, number];
  suitBefore?: number;
  source?: WayIn;
  edition?: Edition;
  /** Only those received from the first instant up to, not including, the second. */
  receivedBetween?: readonly [number, number];
  sort?: InboxSort;
  /** Today on the office's calendar, as a day key: the deadline order puts what is still to come first. */
  today?: number;
};

/** A row's place in a listing's order: its search tier (when searching), then the values of its sort keys. */
export type Cursor = readonly (number | string)[];

/** Where a page starts: the first or the last page, or right after or before a row's place. */
export type PageAt = { end: "first" | "last" } | { after: Cursor } | { before: Cursor };

export type ListedPage = {
  rows: RequestRow[];
  /** The places of its first and last rows, for the links to the pages before and after it. */
  first: Cursor | null;
  last: Cursor | null;
  hasBefore: boolean;
  hasAfter: boolean;
  /** Rows the listing holds: exactly, or (a search that finds very many) at least this many. */
  total: number;
  totalExact: boolean;
  /** How many come before this page's first row; null where that is not counted (a search's later pages). */
  offset: number | null;
};

/** A search's matches are counted up to this; the office refines a search that finds more. */
export const COUNT_AT_MOST = 1_000;

const TIERS = [0, 1, 2] as const;

type SortKey = {
  expression: Expression<unknown>;
  direction: "asc" | "desc";
  /** The key's value in a listed row. */
  of(row: RequestRow): number | string;
};

/**
 * The listing's order: newest first; or by deadline (app/lib/deadlines.ts deadlineOrderKey):
 * the soonest deadline still to come first, the claim's while it runs and then the suit's,
 * then those whose limits have both passed (the latest first), then those without an incident
 * date, the longest waiting first on the same key. Each has its index: the deadline order is
 * the stored `deadline_order`, which the repository counts again as days pass (the inbox has
 * it done for today before it lists by it). The id settles ties.
 */
function sortKeys(sort: InboxSort = "newest", _today = 0): SortKey[] {
  if (sort === "deadline") {
    return [
      { expression: sql.ref("deadline_order"), direction: "asc", of: (row) => row.deadline_order },
      { expression: sql.ref("created_at"), direction: "asc", of: (row) => row.created_at },
      { expression: sql.ref("id"), direction: "asc", of: (row) => row.id },
    ];
  }
  return [
    { expression: sql.ref("created_at"), direction: "desc", of: (row) => row.created_at },
    { expression: sql.ref("id"), direction: "desc", of: (row) => row.id },
  ];
}

/**
 * Rows whose place in the order (`keys`) comes after (or before) `cursor`: one row-value
 * comparison when every key runs the same way (an index answers it as a range), else each key
 * in turn once the ones before it are equal.
 */
export function beyond(keys: readonly SortKey[], cursor: Cursor, side: "after" | "before"): Expression<SqlBool> {
  const greater = (direction: "asc" | "desc") => (direction === "asc") === (side === "after");
  const value = (index: number) => sql.val(cursor[index]);
  if (keys.every((key) => key.direction === keys[0]!.direction)) {
    const op = sql.raw(greater(keys[0]!.direction) ? ">" : "<");
    return sql<SqlBool>`(${sql.join(keys.map((key) => key.expression))}) ${op} (${sql.join(keys.map((_, index) => value(index)))})`;
  }
  const alternatives = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((before, at) => sql`${before.expression} = ${value(at)}`);
    const op = sql.raw(greater(key.direction) ? ">" : "<");
    return sql`(${sql.join([...equal, sql`${key.expression} ${op} ${value(index)}`], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

/** Rows up to `cursor`'s place in the order, that place included: the complement of beyond(), as an index range where it can be one. */
function through(keys: readonly SortKey[], cursor: Cursor, side: "after" | "before"): Expression<SqlBool> {
  if (!keys.every((key) => key.direction === keys[0]!.direction))
    return sql<SqlBool>`not ${beyond(keys, cursor, side)}`;
  const op = sql.raw((keys[0]!.direction === "asc") === (side === "after") ? "<=" : ">=");
  return sql<SqlBool>`(${sql.join(keys.map((key) => key.expression))}) ${op} (${sql.join(cursor.map((value) => sql.val(value)))})`;
}

/** Whether conditions other than the tab's own narrow the listing, or a tab of one stage (not every request, not the open ones). */
function narrows(query: InboxQuery): boolean {
  const { filter, assignee, claimBetween, claimBefore, suitBetween, suitBefore, source, edition, receivedBetween } =
    query;
  return (
    !(filter === "all" || filter === "open") ||
    [assignee, claimBetween, claimBefore, suitBetween, suitBefore, source, edition, receivedBetween].some(
      (value) => value !== undefined && value !== "",
    )
  );
}

const TABLE = "contact_requests";
type Compilable = { compile(): Parameters<Database["read"]>[0] };

/**
 * The inbox's listings of contact_requests, by keyset (never OFFSET): a page starts right after
 * or before a row's place in the order, so the last page costs what the first does, and
 * requests that arrive meanwhile neither push rows onto the next page nor repeat them. A
 * search lists its tiers one after the other (server/db/full-text.ts), each in the listing's
 * order, so every query is an index walked in order.
 */
export function createListing(database: Database) {
  const { db, fullText } = database;
  const read = async (query: Compilable) => (await database.read(query.compile())).rows as Record<string, unknown>[];
  const countOf = async (query: Compilable) => Number((await read(query))[0]?.n ?? 0);

  function filtered<O>(
    query: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>,
    {
      filter,
      assignee,
      claimBetween,
      claimBefore,
      suitBetween,
      suitBefore,
      source,
      edition,
      receivedBetween,
    }: InboxQuery,
  ) {
    let next = query;
    // Open is exactly "not closed" (spam and merged ones are closed): one value, so the index keeps the order.
    if (filter === "open") next = next.where("closed_at", "is", null);
    else if (filter === "all") next = next.where("stage", "not in", ["spam", "merged"]);
    else next = next.where("stage", "=", filter);
    if (assignee) next = next.where("assignee", "=", assignee);
    if (claimBetween) {
      next = next.where("claim_deadline", ">=", claimBetween[0]).where("claim_deadline", "<=", claimBetween[1]);
    }
    if (claimBefore !== undefined) next = next.where("claim_deadline", "<", claimBefore);
    if (suitBetween) {
      next = next.where("suit_deadline", ">=", suitBetween[0]).where("suit_deadline", "<=", suitBetween[1]);
    }
    if (suitBefore !== undefined) next = next.where("suit_deadline", "<", suitBefore);
    if (source === "case-evaluation" || source === "widget") next = next.where("source", "=", source);
    else if (source) next = next.where("source", "=", "office").where("intake_channel", "=", source);
    if (edition) next = next.where("edition", "=", edition);
    if (receivedBetween) {
      next = next.where("created_at", ">=", receivedBetween[0]).where("created_at", "<", receivedBetween[1]);
    }
    return next;
  }

  /** The search's conditions as a count asks them: narrowed ones when filters narrow the listing (full-text.ts SearchPlan.narrowed). */
  const countedForm = (query: InboxQuery, plan: SearchPlan) => (narrows(query) ? plan.narrowed : undefined);

  const planOf = (query: InboxQuery) => (query.search ? fullText.plan(query.search.words) : Promise.resolve(null));

  /**
   * Up to `limit` rows from `at` in the listing's order (backwards for a page before a row, or
   * the last page); each row of a search carries its tier.
   */
  async function rowsFrom(
    query: InboxQuery,
    plan: SearchPlan | null,
    at: PageAt,
    limit: number,
    now: number,
    /** Whether the plan's window is walked first (a search that finds many). */
    windowed = false,
    /** The search's matches as counted (up to COUNT_AT_MOST + 1), when counted already. */
    matches: number | null = null,
  ) {
    const keys = sortKeys(query.sort, query.today);
    const backwards = "before" in at || ("end" in at && at.end === "last");
    const cursor = "after" in at ? at.after : "before" in at ? at.before : null;
    const side = backwards ? "before" : "after";
    const ordered = <O>(select: SelectQueryBuilder<SiteDatabase, typeof TABLE, O>, take: number) => {
      let next = select;
      for (const { expression, direction } of keys) {
        next = next.orderBy(expression, backwards ? (direction === "asc" ? "desc" : "asc") : direction);
      }
      return next.limit(take);
    };
    const base = () => filtered(db.selectFrom(TABLE).select(REQUEST_COLUMNS), query);
    if (!plan) {
      const select = cursor ? base().where(beyond(keys, cursor, side)) : base();
      return (await read(ordered(select, limit))).map((row) => requestRow(row, now));
    }
    const found: RequestRow[] = [];
    const cursorTier = cursor ? Number(cursor[0]) : null;
    // The window's end, from the start of the listing or from the cursor: worked out once for each.
    const windows = new Map<string, Promise<Expression<SqlBool> | null>>();
    const windowFrom = (from: Cursor | null, size: number) => {
      const key = JSON.stringify(from);
      if (!windows.has(key)) windows.set(key, withinWindow(query, keys, from, side, size));
      return windows.get(key)!;
    };
    // Each tier's matches where counted exactly (the tiers share out the search's matches).
    const tierCounts = new Map<number, number>(TIERS.filter((tier) => !plan.tiers[tier]).map((tier) => [tier, 0]));
    const narrowed = countedForm(query, plan);
    const dense = async (tier: number, condition: Expression<SqlBool>, atLeast: number) => {
      // At least the search's matches less the other tiers': no need to count when that is enough.
      const others = TIERS.filter((other) => other !== tier).map((other) => tierCounts.get(other));
      if (matches !== null && others.every((n) => n !== undefined)) {
        const least = matches - others.reduce<number>((sum, n) => sum + n!, 0);
        if (least >= atLeast) return true;
        if (matches <= COUNT_AT_MOST) return false;
      }
      const n = await countOf(
        capped(filtered(db.selectFrom(TABLE), query).where(narrowed?.tiers[tier] ?? condition), atLeast),
      );
      if (n < atLeast) tierCounts.set(tier, n);
      return n >= atLeast;
    };
    for (const tier of backwards ? [...TIERS].reverse() : TIERS) {
      // A page from either end that holds every match the search counted (exactly): the tiers
      // left hold none, and asking them could walk the whole listing (seeded 100,000: a phone
      // number in 44 requests, all of them in the first tier, read all 100,000 rows in 263 ms
      // on PostgreSQL for the third, whose words the planner took for common).
      if (!cursor && matches !== null && matches <= COUNT_AT_MOST && found.length >= matches) break;
      if (cursorTier !== null && (backwards ? tier > cursorTier : tier < cursorTier)) continue;
      const asked = plan.tiers[tier];
      // A tier the index is asked about only now that the listing reaches it (full-text.ts Tier).
      const condition = typeof asked === "function" ? await asked() : asked;
      if (!condition) continue;
      let select = base().where(condition).select(sql.lit(tier).as("search_tier"));
      const tierCursor = cursorTier === tier ? cursor!.slice(1) : null;
      if (tierCursor) select = select.where(beyond(keys, tierCursor, side));
      const take = limit - found.length;
      // A tier with few matches is read whole at once (few rows to read); a window is for many.
      const many = windowed && plan.window ? await dense(tier, condition, plan.window.dense) : false;
      const window = many ? await windowFrom(tierCursor, plan.window!.size) : null;
      let rows = null;
      if (window) {
        let walked = base().where(plan.window!.tiers[tier]!).where(window).select(sql.lit(tier).as("search_tier"));
        if (tierCursor) walked = walked.where(beyond(keys, tierCursor, side));
        rows = await read(ordered(walked, take));
      }
      // Fewer than asked for among the next rows of the listing: the others are further on.
      if (!rows || rows.length < take) rows = await read(ordered(select, take));
      found.push(...rows.map((row) => requestRow(row, now)));
      if (found.length >= limit) break;
    }
    return found;
  }

  /**
   * A condition that keeps a tier to the listing's next `size` rows after `cursor` (or from its
   * start), in the listing's order; null when fewer than that many are left. The rows of a tier
   * found there are the first of the tier whenever they are enough for a page: any other match
   * comes later in the order.
   */
  async function withinWindow(
    query: InboxQuery,
    keys: SortKey[],
    cursor: Cursor | null,
    side: "after" | "before",
    size: number,
  ): Promise<Expression<SqlBool> | null> {
    let walk = filtered(db.selectFrom(TABLE), query).select(
      keys.map(({ expression }, index) => sql<number | string>`${expression}`.as(`k${index}`)),
    );
    if (cursor) walk = walk.where(beyond(keys, cursor, side));
    for (const { expression, direction } of keys) {
      walk = walk.orderBy(expression, side === "before" ? (direction === "asc" ? "desc" : "asc") : direction);
    }
    const [end] = await read(walk.limit(1).offset(size - 1));
    if (!end) return null;
    const last = keys.map((_, index) => {
      const value = end[`k${index}`];
      return typeof value === "string" && index < keys.length - 1 ? Number(value) : (value as number | string);
    });
    return through(keys, last, side);
  }

  const cursorOf = (query: InboxQuery, row: RequestRow): Cursor => [
    ...(query.search ? [row.search_tier ?? 2] : []),
    ...sortKeys(query.sort, query.today).map((key) => key.of(row)),
  ];

  /** The count of `rows`, up to one more than `atMost`. */
  const capped = (rows: SelectQueryBuilder<SiteDatabase, typeof TABLE, object>, atMost: number) =>
    db
      .selectFrom(
        rows
          .select(sql.lit(1).as("one"))
          .limit(atMost + 1)
          .as("capped"),
      )
      .select((eb) => eb.fn.countAll().as("n"));

  /** How many requests the listing holds; a search's only up to `atMost`. */
  async function total(query: InboxQuery, plan: SearchPlan | null, atMost = Infinity) {
    if (plan?.countedFrom && atMost !== Infinity && !narrows(query)) {
      // The index's table first (full-text.ts SearchPlan.countedFrom); the listing's conditions name only its own columns.
      const joined = db
        .selectFrom(plan.countedFrom.from.as("contact_requests_fts"))
        .crossJoin(TABLE) as unknown as SelectQueryBuilder<SiteDatabase, typeof TABLE, object>;
      return countOf(capped(filtered(joined, query).where(plan.countedFrom.where), atMost));
    }
    const select = filtered(db.selectFrom(TABLE), query);
    const matching = plan ? select.where(countedForm(query, plan)?.all ?? plan.counted ?? plan.all) : select;
    if (atMost === Infinity) return countOf(matching.select((eb) => eb.fn.countAll().as("n")));
    return countOf(capped(matching, atMost));
  }

  async function list(
    query: InboxQuery,
    at: PageAt,
    limit: number,
    now = Date.now(),
    /** The listing's count when the caller has it already (a stage's, from the tabs). */
    known?: Promise<number>,
  ): Promise<ListedPage> {
    const plan = await planOf(query);
    const counting = known ?? total(query, plan, plan ? COUNT_AT_MOST : Infinity);
    // A search's count comes first: it walks windows only when it finds many, and a page of all its matches asks no other tier.
    const windowed = plan?.window ? (await counting) > plan.window.when : false;
    const [found, counted] = await Promise.all([
      rowsFrom(query, plan, at, limit + 1, now, windowed, plan ? await counting : null),
      counting,
    ]);
    const backwards = "before" in at || ("end" in at && at.end === "last");
    const more = found.length > limit;
    // Fewer than a page before this one: the first page, whole; nothing after a row: the last page.
    if ("before" in at && !more) return list(query, { end: "first" }, limit, now, known);
    if ("after" in at && found.length === 0) return list(query, { end: "last" }, limit, now, known);
    const rows = found.slice(0, limit);
    if (backwards) rows.reverse();
    const first = rows[0] ? cursorOf(query, rows[0]) : null;
    const last = rows.at(-1) ? cursorOf(query, rows.at(-1)!) : null;
    const totalExact = !plan || counted <= COUNT_AT_MOST;
    let offset: number | null = 0;
    if ("end" in at && at.end === "last") offset = totalExact ? counted - rows.length : null;
    else if (!("end" in at)) {
      // A row's place: the rows before it, counted on the listing's own index (not for a search: its tiers are sets).
      offset = plan
        ? null
        : await countOf(
            filtered(db.selectFrom(TABLE), query)
              .where(beyond(sortKeys(query.sort, query.today), first!, "before"))
              .select((eb) => eb.fn.countAll().as("n")),
          );
    }
    return {
      rows,
      first,
      last,
      hasBefore: backwards ? more : !("end" in at),
      hasAfter: backwards ? "before" in at : more,
      total: Math.min(counted, plan ? COUNT_AT_MOST : counted),
      totalExact,
      offset: offset === null ? null : Math.max(0, offset),
    };
  }

  return {
    list,

    /** The rows after `after` (from the first when null), in the listing's order: one batch of an export. */
    async exportPage(query: InboxQuery, after: Cursor | null, limit: number, now = Date.now()) {
      const plan = await planOf(query);
      const matches = plan?.window ? await total(query, plan, COUNT_AT_MOST) : null;
      const windowed = matches !== null && matches > plan!.window!.when;
      const rows = await rowsFrom(query, plan, after ? { after } : { end: "first" }, limit, now, windowed, matches);
      return { rows, last: rows.length > 0 ? cursorOf(query, rows.at(-1)!) : null };
    },

    /** How many requests the listing holds, exactly, search or not. */
    async count(query: InboxQuery): Promise<number> {
      return total(query, await planOf(query));
    },

    /** Whether a cursor from a URL fits the listing's order: a tier when searching, then each key of its kind. */
    validCursor(query: InboxQuery, cursor: Cursor): boolean {
      const keys = sortKeys(query.sort, query.today);
      const tiers = query.search ? 1 : 0;
      if (cursor.length !== keys.length + tiers) return false;
      if (tiers && !TIERS.includes(cursor[0] as 0)) return false;
      return cursor.every((value, index) =>
        index === cursor.length - 1 ? typeof value === "string" : Number.isSafeInteger(value),
      );
    },
  };
}
