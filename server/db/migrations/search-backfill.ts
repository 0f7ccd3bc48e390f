import { CompiledQuery, sql, type Kysely } from "kysely";
import { searchDocument } from "../../payload/search-text";
import { postgresFullText, sqliteFullText, type FullTextIndex, type IndexEntry } from "../full-text";

/** Requests indexed per round of the backfill. */
const CHUNK = 500;

/**
 * Indexes every request already stored, with the columns and statements the repository gives
 * a new one: the migration that builds the index fills it. `around` runs each round (SQLite
 * wraps it in a transaction of its own, PostgreSQL's migration is one).
 */
export async function indexStoredRequests(
  db: Kysely<unknown>,
  index: FullTextIndex,
  around: (round: () => Promise<void>) => Promise<void> = (round) => round(),
) {
  const { rows } = await db.executeQuery<{ id: string; payload: string }>(
    CompiledQuery.raw("select id, payload from contact_requests"),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const entries: IndexEntry[] = rows
      .slice(start, start + CHUNK)
      .map(({ id, payload }) => ({ id, document: searchDocument({ id, payload }) }));
    await around(async () => {
      for (const { id, document } of entries) {
        const columns = Object.entries(index.columns(document));
        if (columns.length === 0) continue;
        const set = sql.join(columns.map(([name, value]) => sql`${sql.ref(name)} = ${value}`));
        await sql`update contact_requests set ${set} where id = ${id}`.execute(db);
      }
      for (const statement of index.index(entries)) await db.executeQuery(statement);
    });
  }
}

/** SQLite's index of every stored request, each round in a transaction of its own. */
export function indexStoredRequestsOnSqlite(db: Kysely<unknown>) {
  return indexStoredRequests(
    db,
    sqliteFullText((query) => db.executeQuery(query)),
    async (round) => {
      await sql`begin`.execute(db);
      await round();
      await sql`commit`.execute(db);
    },
  );
}

/** PostgreSQL's search columns of every stored request, inside the migration's one transaction. */
export function indexStoredRequestsOnPostgres(db: Kysely<unknown>) {
  return indexStoredRequests(
    db,
    postgresFullText((query) => db.executeQuery(query)),
  );
}
