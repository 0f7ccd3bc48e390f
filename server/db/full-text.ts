import { CompiledQuery, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { SearchDocument } from "../payload/search-text";
import { markedStems, STEM_MARK, stemIsPrefix, stemmable, stemmedTerm, stemsOf } from "../payload/stemming";

/**
 * The full-text index of contact_requests, as each engine keeps it: SQLite in an FTS5 table
 * (contact_requests_fts, keyed by the row's search_rowid), PostgreSQL in tsvector columns
 * (search_who, search_near, search_all, each under a GIN index). The migrations build both (migrations/sqlite.ts and
 * migrations/postgres.ts); this module is the only one that says either's SQL.
 *
 * Both are given words already folded (server/payload/search-text.ts): neither engine's
 * tokenizer, dictionaries or locale decides what a word is, so a search finds the same
 * requests on both. Where the office reads the words of a place or of what happened, each word
 * is also indexed by its English and Spanish stems ("tased" and "taser" share one), marked
 * (server/payload/stemming.ts) so that a stem matches only a stem: PostgreSQL takes them from its english
 * and spanish configurations, SQLite from the same Snowball stemmers and stop words
 * (server/payload/stemming.ts). Who they are (name, email, phone, reference) is never stemmed.
 *
 * This module writes no row of contact_requests: the repository
 * (server/requests/repository.ts), its one writer, puts the row's own search columns
 * (`columns`) in its insert or update and runs the statements of the index's own table
 * (`index`) after it, in the same transaction. SQLite numbers a new row for its index by a
 * trigger of the migrations (migrations/search-rowid.ts). A deleted row's entry goes with it
 * (PostgreSQL: in the row; SQLite: a trigger of the migration, with FTS5's secure-delete on,
 * so no word of an erased request stays in the index).
 */

export type { SearchDocument };

export type IndexEntry = { id: string; document: SearchDocument };

/**
 * A search as conditions on contact_requests, one per tier of how well a request matches:
 * every word in who they are (0); in who or where, not all in who (1); only with what they
 * wrote (2). A word of four letters or more also finds its stems where they are indexed. A tier is null when the index says nothing falls in it. `all` holds every tier.
 * The rank depends on the request alone, never on the rest of the index, so pages of results
 * stay put while requests arrive; each tier is listed in date order, which an index walks.
 */
export type SearchPlan = {
  all: Expression<SqlBool>;
  /** `all` as the count of a search's matches asks it, when another form counts faster (no order to keep there). */
  counted?: Expression<SqlBool>;
  /**
   * `all` and `tiers` as a count asks them when other conditions narrow the listing (a stage, a
   * language, a channel...), where the engine's own estimate would read every row's words: in a
   * form answered from the index alone.
   */
  narrowed?: { all: Expression<SqlBool>; tiers: readonly (Expression<SqlBool> | null)[] };
  tiers: readonly Tier[];
  /**
   * A count of a listing no other condition narrows, driven by the index: `from` (the index's
   * table) joined first, each match in the index's order looked up by its key, with `where`
   * joining the two, until enough are counted. `counted` had SQLite build the list of every
   * match before looking up the first (seeded 100,000: "police", its first 1,001 counted in
   * 11-13 ms that way, 4 ms from the index's table).
   */
  countedFrom?: { from: RawBuilder<unknown>; where: Expression<SqlBool> };
  /**
   * When set, and the search finds more than `when` requests, a tier with at least `dense`
   * matches is first looked for among the listing's next `size` rows, walked in its order and
   * each tested with `tiers` (the same conditions, in a form no index answers); among all its
   * matches only when those rows hold too few.
   */
  window?: { size: number; when: number; dense: number; tiers: readonly (Expression<SqlBool> | null)[] };
};

/**
 * A tier's condition, null when the index says nothing falls in it, or a function that asks
 * the index first, for a tier whose size is known only by counting it (see sqliteFullText):
 * the listing asks only when it reaches the tier.
 */
export type Tier = Expression<SqlBool> | null | (() => Promise<Expression<SqlBool> | null>);

/** Values of contact_requests' own search columns, by column name, for the statement that writes the row. */
export type SearchColumns = Record<string, RawBuilder<unknown>>;

export type FullTextIndex = {
  /** The row's own search columns for these words (none on SQLite, whose index is a table of its own). */
  columns(document: SearchDocument): SearchColumns;
  /** Statements that write the index's own table for these rows, to run after the write that inserts or changes them (none on PostgreSQL). */
  index(entries: readonly IndexEntry[]): CompiledQuery[];
  /** The conditions of a search for these words (each the start of a word of the request). */
  plan(words: readonly string[]): Promise<SearchPlan>;
};

/** One character matches only itself; a longer word, any word it starts. */
const isPrefix = (word: string) => word.length > 1;

// FTS5: "word"* for a prefix, "word" for a whole word, AND between them, {columns}: to restrict.
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;
const ftsWord = (word: string) => `${ftsString(word)}${isPrefix(word) ? "*" : ""}`;
/** A word of the search, or any of its stems (each the start of a stem), where stems are indexed. */
const ftsTerm = (word: string, stemmed: boolean) => {
  const stems =
    stemmed && stemmedTerm(word)
      ? stemsOf(word).map((stem) => `${ftsString(STEM_MARK + stem)}${stemIsPrefix(stem) ? "*" : ""}`)
      : [];
  return stems.length > 0 ? `(${[ftsWord(word), ...stems].join(" OR ")})` : ftsWord(word);
};
const ftsQuery = (words: readonly string[], columns?: string) => {
  // Who they are holds no stems: looking for them there would only cost time.
  const all = words.map((word) => ftsTerm(word, columns !== "who")).join(" AND ");
  return columns ? `{${columns}} : (${all})` : all;
};

/** A field's words as SQLite indexes them: as written, then their marked stems. */
const withStems = (words: string) => [words, markedStems(words)].filter(Boolean).join(" ");

/**
 * Matches at most this many, SQLite looks each up by its key; more, it walks the listing's own
 * index in date order and tests each row against the matches, stopping once a page is full.
 * (SQLite's planner cannot tell from an FTS5 query how many rows it will give.)
 */
const LOOKUP_AT_MOST = 2_000;

export function sqliteFullText(
  read: (query: CompiledQuery) => Promise<{ rows: unknown[] }>,
  /** From how many matches a tier is walked in the listing's order rather than looked up (tests make it small). */
  { lookupAtMost = LOOKUP_AT_MOST } = {},
): FullTextIndex {
  /** The matches of an FTS5 query, counted up to one more than lookupAtMost: whether it finds many is all a plan asks. */
  const count = async (query: string) => {
    const { rows } = await read(
      CompiledQuery.raw(
        "select count(*) as n from (select rowid from contact_requests_fts where contact_requests_fts match ? limit ?)",
        [query, Number.isFinite(lookupAtMost) ? lookupAtMost + 1 : -1],
      ),
    );
    return Number((rows[0] as { n: unknown } | undefined)?.n ?? 0);
  };
  // "+search_rowid" keeps SQLite from driving the query by the matches' keys: it walks another index.
  const inIndex = (query: string, many: boolean) =>
    many
      ? sql<SqlBool>`+search_rowid in (select rowid from contact_requests_fts where contact_requests_fts match ${query})`
      : sql<SqlBool>`search_rowid in (select rowid from contact_requests_fts where contact_requests_fts match ${query})`;
  return {
    columns: () => ({}),
    // Keyed by the row's search_rowid, which the migrations' trigger gave it on insert.
    index: (entries) =>
      entries.map(({ id, document }) =>
        CompiledQuery.raw(
          `insert or replace into contact_requests_fts (rowid, who, place, story)
           select search_rowid, ?, ?, ? from contact_requests where id = ?`,
          [document.who, withStems(document.place), withStems(document.story), id],
        ),
      ),
    async plan(words) {
      const queries = [ftsQuery(words, "who"), ftsQuery(words, "who place"), ftsQuery(words)];
      const counts = await Promise.all(queries.map(count));
      const many = (n: number) => n > lookupAtMost;
      // Each tier is one query of the index (FTS5's NOT): its matches less the tier before's,
      // where that one has any (one list of the tier's own matches, where "in A and not in B"
      // had SQLite build both: seeded 100,000, "police", last page, 30-47 ms with two lists of
      // 55,094 and 44,313 rows, 15-18 ms with one of 10,781). The tiers nest (who in
      // who-or-where in everything), so a tier's size is its count less the one before's, when
      // counted to the end; when both were too many to count, the tier is counted on its own,
      // once the listing reaches it ("police" counts the first 2,001 of each in 4 ms, all
      // 55,094 in 11).
      const tier = (index: number): Tier => {
        const before = counts[index - 1] ?? 0;
        const n = counts[index]!;
        if (n === 0) return null;
        if (before === 0) return inIndex(queries[index]!, many(n));
        const own = `(${queries[index]!}) NOT (${queries[index - 1]!})`;
        if (!many(n)) return n > before ? inIndex(own, false) : null;
        let asked: Promise<Expression<SqlBool> | null> | undefined;
        return () => (asked ??= count(own).then((size) => (size > 0 ? inIndex(own, many(size)) : null)));
      };
      return {
        all: inIndex(queries[2]!, many(counts[2]!)),
        // Counting keeps no order: each match looked up by its key, until enough are counted.
        counted: inIndex(queries[2]!, false),
        countedFrom: {
          from: sql`contact_requests_fts`,
          where: sql<SqlBool>`contact_requests_fts match ${queries[2]!} and search_rowid = contact_requests_fts.rowid`,
        },
        tiers: [tier(0), tier(1), tier(2)],
      };
    },
  };
}

const quoted = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** A tsvector literal of these words (lexemes without positions: the search asks only whether a word is there). */
export function tsvectorOf(...fields: string[]): string {
  const words = new Set(fields.flatMap((field) => field.split(" ")).filter(Boolean));
  return [...words].map(quoted).join(" ");
}

/** A tsquery literal: every word, as a prefix; with `stems`, each word or any of its stems (marked), as prefixes. */
export function tsqueryOf(words: readonly string[], stems: ReadonlyMap<string, readonly string[]> = new Map()): string {
  return words
    .map((word) => {
      const alternatives = [
        `${quoted(word)}${isPrefix(word) ? ":*" : ""}`,
        ...(stems.get(word) ?? []).map((stem) => `${quoted(STEM_MARK + stem)}${stemIsPrefix(stem) ? ":*" : ""}`),
      ];
      return alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0]!;
    })
    .join(" & ");
}

/**
 * PostgreSQL's planner takes words that often go together ("perro policía") for rare: it
 * multiplies their frequencies. It then reads the row of every match to sort them by date (a
 * few thousand rows for a common pair), where walking the newest rows in order and testing each
 * would stop after a page. So a tier is first looked for among the listing's next rows: 4,000,
 * whose index entries cost little to walk, and which hold a page of any tier matching one
 * request in 80 or more.
 */
const POSTGRES_WINDOW = 4_000;
/** Below this many matches (of a search, of a tier), reading each match's row costs less than walking a window. */
const WINDOW_WHEN_MORE_THAN = 300;
/**
 * A search the planner expects in more than this share of the requests is counted as it plans it
 * (walking the table, a cap's worth of matches soon found); a rarer one from its index (see
 * `fromIndex`). Seeded 100,000: "police", in 3 requests of 4, counts in 4 ms walking and 22 from
 * the index; "taser", in 1 of 8, in 40 walking and 5 from the index.
 */
const WALK_WHEN_SHARE_OVER = 1 / 3;
/**
 * A word the planner expects in fewer than this share of the requests costs little to look up
 * in a GIN index; a commoner one's prefix ("me", "of", "my" of a phrase) has the index merge
 * the lists of every word it starts, tens of thousands of rows each. Where the index is asked
 * (see `fromIndex`), it is asked for the rarest word and any word under this share; the row
 * is then tested for every word. Seeded 100,000: "pulled me out of my car" counted its first
 * 1,001 matches in 31-45 ms with all six words from the index, in 8-10 ms with "out" alone.
 */
const CHEAP_IN_INDEX_UNDER = 1 / 20;

/**
 * The marked stems PostgreSQL's english and spanish configurations give these words, as a
 * tsvector: each lexeme of to_tsvector('english') and to_tsvector('spanish') (stop words have
 * none), with the stem mark in front.
 */
const markedStemsSql = (words: string) => {
  const text = sql`cast(${words} as text)`;
  return sql`array_to_tsvector(coalesce((select array_agg(${STEM_MARK} || stem.lexeme) from unnest(
    to_tsvector('english', ${text}) || to_tsvector('spanish', ${text})) as stem), '{}'))`;
};

/**
 * PostgreSQL keeps three vectors, each under its own GIN index: who they are; who and where;
 * everything. A weight per word in one vector would need every row the words match read again
 * to tell a name from a description; three vectors let the index answer each tier alone, and
 * give the planner statistics per tier. The stems of a search's words are asked of the same
 * configurations before the search is planned, so the planner sees its words as constants.
 */
export function postgresFullText(
  read: (query: CompiledQuery) => Promise<{ rows: unknown[] }>,
  /** The window's rows and from how many matches it is walked (tests make them small; 0 rows: never). */
  { size = POSTGRES_WINDOW, when = WINDOW_WHEN_MORE_THAN, dense = WINDOW_WHEN_MORE_THAN } = {},
): FullTextIndex {
  type Column = "search_who" | "search_near" | "search_all";
  const matching = (column: Column, query: string) => sql<SqlBool>`${sql.ref(column)} @@ cast(${query} as tsquery)`;
  // The same test on an expression of the column, which its GIN index cannot answer: the
  // planner then walks the listing's own index in order and stops after a page.
  const tested = (column: Column, query: string) =>
    sql<SqlBool>`(${sql.ref(column)} || ''::tsvector) @@ cast(${query} as tsquery)`;
  // The same test with the query the value of a subquery, which the planner does not know when
  // it plans: it then takes the words for rare (PostgreSQL's default, 1 row in 200) and reads
  // the GIN index, then only the rows it gives. Where filters narrow a listing, the planner
  // multiplies their frequencies with the words' and, to count up to a cap, walks the table and
  // tests each row, whose words it must fetch from TOAST, which it does not cost: a search for
  // "taser" among the declined Spanish requests read 94,000 buffers in 94 ms that way (seeded
  // 100,000), and 4,200 in 25 ms from the index (docs/benchmarks.md, 2026-12-02 issue 37).
  // With `indexed` (fewer words than `query`: CHEAP_IN_INDEX_UNDER), the
  // index is asked for those, and each row it gives is tested for all of `query`: the same rows.
  const fromIndex = (column: Column, query: string, indexed = query) =>
    indexed === query
      ? sql<SqlBool>`${sql.ref(column)} @@ (select cast(${query} as tsquery))`
      : sql<SqlBool>`${sql.ref(column)} @@ (select cast(${indexed} as tsquery)) and ${tested(column, query)}`;
  // `matching`, the index asked for `indexed` alone (as `fromIndex`), the planner seeing the words.
  const matchingRarest = (column: Column, query: string, indexed = query) =>
    indexed === query
      ? matching(column, query)
      : sql<SqlBool>`${matching(column, indexed)} and ${tested(column, query)}`;
  /** Who they are, never stemmed; where, and everything, each word or any of its stems. */
  const tiersOf = (
    test: (column: Column, query: string, indexed?: string) => Expression<SqlBool>,
    [whoQuery, stemmedQuery, indexedQuery = stemmedQuery]: readonly [string, string, string?],
  ) => {
    const who = test("search_who", whoQuery);
    const near = test("search_near", stemmedQuery, indexedQuery);
    const all = test("search_all", stemmedQuery, indexedQuery);
    return [who, sql<SqlBool>`(${near}) and not (${who})`, sql<SqlBool>`(${all}) and not (${near})`];
  };
  /** Each word of four letters or more, with the stems PostgreSQL's configurations give it. */
  async function stemsOfTerms(words: readonly string[]): Promise<Map<string, string[]>> {
    const asked = words.filter(stemmedTerm);
    const stems = new Map<string, string[]>();
    if (asked.length === 0) return stems;
    const { rows } = await read(
      CompiledQuery.raw(
        `select term, stem.lexeme as stem from unnest(cast($1 as text[])) as term,
           unnest(to_tsvector('english', term) || to_tsvector('spanish', term)) as stem`,
        [asked],
      ),
    );
    for (const { term, stem } of rows as { term: string; stem: string }[]) {
      stems.set(term, [...(stems.get(term) ?? []), stem]);
    }
    return stems;
  }
  /**
   * The share of the requests the planner expects each query to match, from its statistics of
   * the words (one EXPLAIN, nothing run).
   */
  async function expectedShares(queries: readonly string[]): Promise<number[]> {
    const { rows } = await read(
      CompiledQuery.raw(
        `explain (format json) ${queries
          .map(
            (_, index) =>
              `select 1 from contact_requests where search_all @@ cast($${index + 1} as tsquery) union all `,
          )
          .join("")}select 1 from contact_requests`,
        [...queries],
      ),
    );
    const cell = Object.values((rows[0] ?? {}) as Record<string, unknown>)[0];
    const [{ Plan }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [
      { Plan: { Plans?: { "Plan Rows": number }[] } },
    ];
    const estimates = (Plan.Plans ?? []).map((child) => child["Plan Rows"]);
    const all = estimates.at(-1);
    return queries.map((_, index) => (estimates[index] !== undefined && all ? estimates[index]! / all : 0));
  }
  const vector = (...fields: string[]) => sql`cast(${tsvectorOf(...fields)} as tsvector)`;
  /** The words of fields that PostgreSQL's english and spanish configurations stem: letters only (asciiwords). */
  const stemInput = (...fields: string[]) =>
    [...new Set(fields.flatMap((field) => field.split(" ")).filter(stemmable))].join(" ");
  return {
    columns: ({ who, place, story }) => ({
      search_who: vector(who),
      search_near: sql`${vector(who, place)} || ${markedStemsSql(stemInput(place))}`,
      search_all: sql`${vector(who, place, story)} || ${markedStemsSql(stemInput(place, story))}`,
    }),
    index: () => [],
    // PostgreSQL's planner weighs each condition from its statistics of each vector's words.
    async plan(words) {
      const stems = await stemsOfTerms(words);
      const queries = [tsqueryOf(words), tsqueryOf(words, stems)] as const;
      const distinct = [...new Set(words)];
      const [share = 0, ...shares] = await expectedShares([
        queries[1],
        ...(distinct.length > 1 ? distinct.map((word) => tsqueryOf([word], stems)) : []),
      ]);
      // The words the index is asked for (all of them for one word): the rarest, and any cheap to look up.
      const rarest = shares.length > 0 ? shares.indexOf(Math.min(...shares)) : -1;
      const asked = distinct.filter((_, index) => index === rarest || shares[index]! < CHEAP_IN_INDEX_UNDER);
      const indexed = shares.length > 0 ? tsqueryOf(asked, stems) : queries[1];
      return {
        all: matching("search_all", queries[1]),
        ...(share <= WALK_WHEN_SHARE_OVER ? { counted: fromIndex("search_all", queries[1], indexed) } : {}),
        tiers: tiersOf(matchingRarest, [...queries, indexed]),
        narrowed: {
          all: fromIndex("search_all", queries[1], indexed),
          tiers: tiersOf(fromIndex, [...queries, indexed]),
        },
        ...(size > 0 ? { window: { size, when, dense, tiers: tiersOf(tested, queries) } } : {}),
      };
    },
  };
}

/**
 * SQLite: the FTS5 index's segments written anew as one, in one statement. FTS5 with
 * secure-delete takes a deleted row out of each word's list of rows, but a word can stay where it
 * starts one of a segment's pages until that segment is rewritten; 'optimize' rewrites them all,
 * leaving only the words of the rows still there. One statement, so no other write comes between
 * its steps: merged in steps ('merge' with a negative count) while requests kept arriving, the
 * merge began again with each new segment, and at 100,000 requests the index grew past FTS5's
 * limit of segments until it refused every write (npm run bench:erasure, docs/benchmarks.md).
 */
export const optimizeFullTextIndex = (): CompiledQuery =>
  CompiledQuery.raw("insert into contact_requests_fts (contact_requests_fts) values ('optimize')");
