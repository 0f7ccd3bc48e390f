import { sql, type Kysely, type Migration } from "kysely";

/**
 * SQLite only. A new request's key in the full-text index (search_rowid, server/db/full-text.ts)
 * is numbered by the database as the row is inserted, so that the repository stays the one
 * writer of contact_requests and no statement of the index's writes the row.
 */
export const searchRowidMigrations: Record<string, Migration> = {
  "2026-12-01-701-search-rowid-on-insert": {
    async up(db: Kysely<unknown>) {
      await sql`create trigger contact_requests_search_rowid after insert on contact_requests
        when new.search_rowid is null begin
          update contact_requests set search_rowid = (select coalesce(max(search_rowid), 0) + 1 from contact_requests)
          where rowid = new.rowid;
        end`.execute(db);
    },
  },
};
