import { sql, type Kysely, type Migration } from "kysely";
import { indexStoredRequestsOnSqlite } from "./search-backfill";
import { searchRowidMigrations } from "./search-rowid";
import { keptCountsMigrations } from "./kept-counts";
import { leadsMigrations, sqliteSearchStems } from "./leads";
import { evidenceMigrations } from "./evidence";
import { contentMigrations } from "./content";
import { agendaMigrations } from "./agenda";
import { agendaMergeMigrations } from "./agenda-merge";
import { officeHardeningMigrations } from "./office-hardening";
import { contactRequestsTable, dropContactRequests, settledIndex, sharedMigrations } from "./shared";

/**
 * SQLite's migration history, the one the site started with, so its first entries keep their
 * names; PostgreSQL's (postgres.ts) starts from the schema this one had reached. Rules in
 * ../migrate.ts.
 */
export const sqliteMigrations: Record<string, Migration> = {
  "2025-01-01-001-contact-requests": {
    async up(db: Kysely<unknown>) {
      await contactRequestsTable(db).execute();
      await db.schema
        .createIndex("contact_requests_due")
        .on("contact_requests")
        .columns(["status", "next_attempt_at"])
        .execute();
      await settledIndex(db);
    },
    down: dropContactRequests,
  },
  "2026-11-23-002-delivery-failed": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_requests").addColumn("failed_at", "bigint").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_requests").dropColumn("failed_at").execute();
    },
  },
  ...sharedMigrations,
  "2026-11-26-061-request-search": {
    async up(db: Kysely<unknown>) {
      // The full-text index's key for each row: a number that, unlike SQLite's own rowid of a
      // table keyed by text, no VACUUM renumbers.
      await sql`alter table contact_requests add column search_rowid integer`.execute(db);
      await sql`update contact_requests set search_rowid = rowid`.execute(db);
      await sql`create unique index contact_requests_search_rowid on contact_requests (search_rowid)`.execute(db);
      // Contentless (the words are in contact_requests already), with deletes that leave nothing behind.
      await sql`create virtual table contact_requests_fts using fts5(who, place, story, content = '',
        contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
      await sql`insert into contact_requests_fts (contact_requests_fts, rank) values ('secure-delete', 1)`.execute(db);
      // However a request goes (erased, purged, reduced to its conflict record), its words go with it.
      await sql`create trigger contact_requests_fts_forget after delete on contact_requests begin
        delete from contact_requests_fts where rowid = old.search_rowid; end`.execute(db);
      await indexStoredRequestsOnSqlite(db);
    },
  },
  ...leadsMigrations,
  ...sqliteSearchStems,
  ...evidenceMigrations,
  ...contentMigrations("blob"),
  ...officeHardeningMigrations,
  ...agendaMigrations,
  ...agendaMergeMigrations,
  ...searchRowidMigrations,
  ...keptCountsMigrations,
};
