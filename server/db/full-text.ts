import { CompiledQuery, sql, type Expression, type SqlBool } from "kysely";
import type { SearchDocument } from "../payload/search-text";

/**
 * The full-text index of contact_requests, as each engine keeps it: SQLite in an FTS5 table
 * (contact_requests_fts, keyed by the row's search_rowid), PostgreSQL in tsvector columns
 * (search_who, search_near, search_all, each under a GIN index). The migrations build both (migrations/sqlite.ts and
 * migrations/postgres.ts); this module is the only one that says either's SQL.
 *
 * Both are given words already folded (server/requests/search-text.ts): neither engine's
 * tokenizer, dictionaries or locale decides what a word is, so a search finds the same
 * requests on both. The store that writes contact_requests (server/requests/repository.ts)
 * writes the index in the same transaction as the row; a deleted row's entry goes with it
 * (PostgreSQL: in the row; SQLite: a trigger of the migration, with FTS5's secure-delete on,
 * so no word of an erased request stays in the index).
 */

export type { SearchDocument };

export type IndexEntry = { id: string; document: SearchDocument };

/**
 * A search as conditions on contact_requests, one per tier of how well a request matches:
 * every word in who they are (0); in who or where, not all in who (1); only with what they
 * wrote (2). A tier is null when the index says nothing falls in it. `all` holds every tier.
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
const ftsWord = (word: string) => `"${word.replaceAll('"', '""')}"${isPrefix(word) ? "*" : ""}`;
const ftsQuery = (words: readonly string[], columns?: string) => {
  const all = words.map(ftsWord).join(" AND ");
  return columns ? `{${columns}} : (${all})` : all;
};

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
          [document.who, document.place, document.story, id],
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

/** A tsquery literal: every word, as a prefix. */
export function tsqueryOf(words: readonly string[]): string {
  return words.map((word) => `${quoted(word)}${isPrefix(word) ? ":*" : ""}`).join(" & ");
}

/** Rows a statement of the backfill or the seed updates at most: far below PostgreSQL's 65,535 parameters. */
const UPDATE_CHUNK = 1_000;

/**
 * PostgreSQL keeps three vectors, each under its own GIN index: who they are; who and where;
 * everything. A weight per word in one vector would need every row the words match read again
 * to tell a name from a description; three vectors let the index answer each tier alone, and
 * give the planner statistics per tier.
 */
export function postgresFullText(): FullTextIndex {
  const matching = (column: "search_who" | "search_near" | "search_all", words: readonly string[]) =>
    sql<SqlBool>`${sql.ref(column)} @@ cast(${tsqueryOf(words)} as tsquery)`;
  return {
    index(entries) {
      const statements: CompiledQuery[] = [];
      for (let start = 0; start < entries.length; start += UPDATE_CHUNK) {
        const chunk = entries.slice(start, start + UPDATE_CHUNK);
        const values = chunk
          .map((_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`)
          .join(", ");
        statements.push(
          CompiledQuery.raw(
            `update contact_requests set search_who = cast(v.who as tsvector), search_near = cast(v.near as tsvector),
               search_all = cast(v.everything as tsvector)
             from (values ${values}) as v (id, who, near, everything) where contact_requests.id = v.id`,
            chunk.flatMap(({ id, document: { who, place, story } }) => [
              id,
              tsvectorOf(who),
              tsvectorOf(who, place),
              tsvectorOf(who, place, story),
            ]),
          ),
        );
      }
      return statements;
    },
    // PostgreSQL's planner weighs each condition from its statistics of each vector's words.
    async plan(words) {
      const who = matching("search_who", words);
      const near = matching("search_near", words);
      const all = matching("search_all", words);
      return {
        all,
        tiers: [who, sql<SqlBool>`${near} and not ${who}`, sql<SqlBool>`${all} and not ${near}`],
      };
    },
  };
}
