import { CompiledQuery, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/**
 * The full-text index of contact_requests, as each engine keeps it: SQLite in an FTS5 table
 * (contact_requests_fts, keyed by the row's search_rowid), PostgreSQL in a tsvector column
 * (search_vector, under a GIN index). The migrations build both (migrations/sqlite.ts and
 * migrations/postgres.ts); this module is the only one that says either's SQL.
 *
 * Both are given words already folded (server/requests/search-text.ts): neither engine's
 * tokenizer, dictionaries or locale decides what a word is, so a search finds the same
 * requests on both. The store that writes contact_requests (server/requests/repository.ts)
 * writes the index in the same transaction as the row; a deleted row's entry goes with it
 * (PostgreSQL: in the row; SQLite: a trigger of the migration, with FTS5's secure-delete on,
 * so no word of an erased request stays in the index).
 */

/** A request's words in three fields, each a string of folded words separated by spaces. */
export type SearchDocument = { who: string; place: string; story: string };

export type IndexEntry = { id: string; document: SearchDocument };

export type FullTextIndex = {
  /** Statements that (re)index these requests, to run in the write that inserts or changes them, after it. */
  index(entries: readonly IndexEntry[]): CompiledQuery[];
  /** A condition on contact_requests: every word is in the request, as the start of one of its words. */
  matches(words: readonly string[]): Expression<SqlBool>;
  /**
   * How well it matches, as a rank that depends on the request alone (never on the rest of the
   * index, so pages of results stay put while requests arrive): 0 when every word is in who
   * they are, 1 when in who or where, 2 when the description is needed.
   */
  tier(words: readonly string[]): RawBuilder<number>;
};

/** One character matches only itself; a longer word, any word it starts. */
const isPrefix = (word: string) => word.length > 1;

// FTS5: "word"* for a prefix, "word" for a whole word, AND between them, {columns}: to restrict.
const ftsWord = (word: string) => `"${word.replaceAll('"', '""')}"${isPrefix(word) ? "*" : ""}`;
const ftsQuery = (words: readonly string[], columns?: string) => {
  const all = words.map(ftsWord).join(" AND ");
  return columns ? `{${columns}} : (${all})` : all;
};

export function sqliteFullText(): FullTextIndex {
  const inIndex = (query: string) =>
    sql<SqlBool>`search_rowid in (select rowid from contact_requests_fts where contact_requests_fts match ${query})`;
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
    matches: (words) => inIndex(ftsQuery(words)),
    tier: (words) =>
      sql<number>`case when ${inIndex(ftsQuery(words, "who"))} then 0 when ${inIndex(ftsQuery(words, "who place"))} then 1 else 2 end`,
  };
}

/** The position a tsvector can hold at most; later words share it. */
const MAX_POSITION = 16_383;
const quoted = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** A tsvector literal: who weighted A, where B, what they wrote C, each word at its position. */
export function tsvectorOf({ who, place, story }: SearchDocument): string {
  let position = 0;
  const lexemes: string[] = [];
  for (const [text, weight] of [
    [who, "A"],
    [place, "B"],
    [story, "C"],
  ] as const) {
    for (const word of text.split(" ")) {
      if (!word) continue;
      position = Math.min(position + 1, MAX_POSITION);
      lexemes.push(`${quoted(word)}:${position}${weight}`);
    }
  }
  return lexemes.join(" ");
}

/** A tsquery literal: every word, as a prefix, in the fields of these weights. */
export function tsqueryOf(words: readonly string[], weights = ""): string {
  return words.map((word) => `${quoted(word)}:${isPrefix(word) ? "*" : ""}${weights}`).join(" & ");
}

/** Rows a statement of the backfill or the seed updates at most: far below PostgreSQL's 65,535 parameters. */
const UPDATE_CHUNK = 1_000;

export function postgresFullText(): FullTextIndex {
  const matching = (query: string) => sql<SqlBool>`search_vector @@ cast(${query} as tsquery)`;
  return {
    index(entries) {
      const statements: CompiledQuery[] = [];
      for (let start = 0; start < entries.length; start += UPDATE_CHUNK) {
        const chunk = entries.slice(start, start + UPDATE_CHUNK);
        const values = chunk.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(", ");
        statements.push(
          CompiledQuery.raw(
            `update contact_requests set search_vector = cast(v.document as tsvector)
             from (values ${values}) as v (id, document) where contact_requests.id = v.id`,
            chunk.flatMap(({ id, document }) => [id, tsvectorOf(document)]),
          ),
        );
      }
      return statements;
    },
    matches: (words) => matching(tsqueryOf(words)),
    tier: (words) =>
      sql<number>`case when ${matching(tsqueryOf(words, "A"))} then 0 when ${matching(tsqueryOf(words, "AB"))} then 1 else 2 end`,
  };
}
