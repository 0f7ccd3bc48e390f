import { CompiledQuery, sql, type Expression, type SqlBool } from "kysely";
import { markedStems, STEM_MARK, stemIsPrefix, stemmable, stemmedTerm, stemsOf } from "./stemming";

/**
 * The full-text index of contact_requests, as each engine keeps it: SQLite in an FTS5 table
 * (contact_requests_fts, keyed by the row's search_rowid), PostgreSQL in tsvector columns
 * (search_who, search_near, search_all, each under a GIN index). The migrations build both (migrations/sqlite.ts and
 * migrations/postgres.ts); this module is the only one that says either's SQL.
 *
 * Both are given words already folded (server/requests/search-text.ts): neither engine's
 * tokenizer or locale decides what a word is, so a search finds the same requests on both.
 * Where the office reads the words of a place or of what happened, each word is also indexed
 * by its English and Spanish stems ("tased" and "taser" share one), marked (./stemming.ts) so
 * that a stem matches only a stem: PostgreSQL takes them from its english and spanish
 * configurations, SQLite from the same Snowball stemmers and stop words (./stemming.ts). Who
 * they are (name, email, phone, reference) is never stemmed. The store that writes
 * contact_requests (server/requests/repository.ts) writes the index in the same transaction
 * as the row; a deleted row's entry goes with it (PostgreSQL: in the row; SQLite: a trigger of
 * the migration, with FTS5's secure-delete on, so no word of an erased request stays in the index).
 */

/** A request's words in three fields, each a string of folded words separated by spaces. */
export type SearchDocument = { who: string; place: string; story: string };

export type IndexEntry = { id: string; document: SearchDocument };

/**
 * A search as conditions on contact_requests, one per tier of how well a request matches:
 * every word in who they are (0); in who or where, not all in who (1); only with what they
 * wrote (2). A word of four letters or more also finds its stems where they are indexed. A tier is null when the index says nothing falls in it. `all` holds every tier.
 * The rank depends on the request alone, never on the rest of the index, so pages of results
 * stay put while requests arrive; each tier is listed in date order, which an index walks.
 */
export type SearchPlan = { all: Expression<SqlBool>; tiers: readonly (Expression<SqlBool> | null)[] };

export type FullTextIndex = {
  /** Statements that (re)index these requests, to run in the write that inserts or changes them, after it. */
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

export function sqliteFullText(read: (query: CompiledQuery) => Promise<{ rows: unknown[] }>): FullTextIndex {
  const count = async (query: string) => {
    const { rows } = await read(
      CompiledQuery.raw("select count(*) as n from contact_requests_fts where contact_requests_fts match ?", [query]),
    );
    return Number((rows[0] as { n: unknown } | undefined)?.n ?? 0);
  };
  // "+search_rowid" keeps SQLite from driving the query by the matches' keys: it walks another index.
  const inIndex = (query: string, many: boolean) =>
    many
      ? sql<SqlBool>`+search_rowid in (select rowid from contact_requests_fts where contact_requests_fts match ${query})`
      : sql<SqlBool>`search_rowid in (select rowid from contact_requests_fts where contact_requests_fts match ${query})`;
  return {
    index: (entries) =>
      entries.flatMap(({ id, document }) => [
        // A row indexed for the first time gets the next number; the FTS5 row is keyed by it.
        CompiledQuery.raw(
          `update contact_requests set search_rowid = (select coalesce(max(search_rowid), 0) + 1 from contact_requests)
           where id = ? and search_rowid is null`,
          [id],
        ),
        CompiledQuery.raw(
          `insert or replace into contact_requests_fts (rowid, who, place, story)
           select search_rowid, ?, ?, ? from contact_requests where id = ?`,
          [document.who, withStems(document.place), withStems(document.story), id],
        ),
      ]),
    async plan(words) {
      const queries = [ftsQuery(words, "who"), ftsQuery(words, "who place"), ftsQuery(words)];
      const counts = await Promise.all(queries.map(count));
      const [who, near, all] = queries.map((query, index) => inIndex(query, counts[index]! > LOOKUP_AT_MOST));
      const tier = (index: number, condition: Expression<SqlBool>) =>
        counts[index]! > (counts[index - 1] ?? 0) ? condition : null;
      return {
        all: all!,
        tiers: [
          tier(0, who!),
          tier(1, sql<SqlBool>`${near!} and not ${who!}`),
          tier(2, sql<SqlBool>`${all!} and not ${near!}`),
        ],
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

/** The words of a field that PostgreSQL's english and spanish configurations stem: letters only (asciiwords). */
const stemInput = (...fields: string[]) =>
  [...new Set(fields.flatMap((field) => field.split(" ")).filter(stemmable))].join(" ");

/**
 * The marked stems PostgreSQL's english and spanish configurations give the words in parameter
 * `n`, as a tsvector: each lexeme of to_tsvector('english') and to_tsvector('spanish') (stop
 * words have none), with the stem mark in front.
 */
const markedStemsSql = (n: number) =>
  `array_to_tsvector(coalesce((select array_agg('${STEM_MARK}' || stem.lexeme) from unnest(
     to_tsvector('english', $${n}) || to_tsvector('spanish', $${n})) as stem), '{}'))`;

/** Rows a statement of the backfill or the seed updates at most: far below PostgreSQL's 65,535 parameters. */
const UPDATE_CHUNK = 1_000;

/**
 * PostgreSQL keeps three vectors, each under its own GIN index: who they are; who and where;
 * everything. A weight per word in one vector would need every row the words match read again
 * to tell a name from a description; three vectors let the index answer each tier alone, and
 * give the planner statistics per tier. The stems of a search's words are asked of the same
 * configurations before the search is planned, so the planner sees its words as constants.
 */
export function postgresFullText(read: (query: CompiledQuery) => Promise<{ rows: unknown[] }>): FullTextIndex {
  const matching = (column: "search_who" | "search_near" | "search_all", query: string) =>
    sql<SqlBool>`${sql.ref(column)} @@ cast(${query} as tsquery)`;
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
  return {
    index(entries) {
      const statements: CompiledQuery[] = [];
      for (let start = 0; start < entries.length; start += UPDATE_CHUNK) {
        const chunk = entries.slice(start, start + UPDATE_CHUNK);
        const values = chunk
          .map((_, index) => {
            const n = index * 6;
            return `($${n + 1}, $${n + 2}, cast($${n + 3} as tsvector) || ${markedStemsSql(n + 4)},
              cast($${n + 5} as tsvector) || ${markedStemsSql(n + 6)})`;
          })
          .join(", ");
        statements.push(
          CompiledQuery.raw(
            `update contact_requests set search_who = cast(v.who as tsvector), search_near = v.near,
               search_all = v.everything
             from (values ${values}) as v (id, who, near, everything) where contact_requests.id = v.id`,
            chunk.flatMap(({ id, document: { who, place, story } }) => [
              id,
              tsvectorOf(who),
              tsvectorOf(who, place),
              stemInput(place),
              tsvectorOf(who, place, story),
              stemInput(place, story),
            ]),
          ),
        );
      }
      return statements;
    },
    // PostgreSQL's planner weighs each condition from its statistics of each vector's words.
    async plan(words) {
      const stems = await stemsOfTerms(words);
      const who = matching("search_who", tsqueryOf(words));
      const near = matching("search_near", tsqueryOf(words, stems));
      const all = matching("search_all", tsqueryOf(words, stems));
      return {
        all,
        tiers: [who, sql<SqlBool>`${near} and not ${who}`, sql<SqlBool>`${all} and not ${near}`],
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
