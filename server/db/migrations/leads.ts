import { sql, type Kysely, type Migration } from "kysely";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, dayKey } from "~/lib/calendar-day";
import { NO_DEADLINE_KEY } from "~/lib/deadlines";
import { deadlineOrderUpdate } from "../deadline-order";
import { indexStoredRequestsOnPostgres, indexStoredRequestsOnSqlite } from "./search-backfill";

/**
 * Every lead in the office, whichever way it came: leads the office enters, facts it corrects,
 * call outcomes, merges and their undo, the two-year limit beside the claim deadline, the
 * visitor's answers through a link, the firm's own agencies, and search by stems. Both
 * histories take `leadsMigrations`; each takes its own entry for the stems (sqlite.ts and
 * postgres.ts spread them after their earlier entries).
 */
export const leadsMigrations: Record<string, Migration> = {
  "2026-12-01-301-lead-facts": {
    async up(db: Kysely<unknown>) {
      const requests = () => db.schema.alterTable("contact_requests");
      for (const [name, type] of [
        ["facts", "text"],
        ["suit_deadline", "integer"],
        ["court_on", "integer"],
        ["intake_channel", "varchar(16)"],
        ["merged_into", "varchar(36)"],
        ["answered_at", "bigint"],
      ] as const) {
        await requests().addColumn(name, type).execute();
      }
      await requests()
        .addColumn("contact_attempts", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      // Every stored request's two-year limit, from the incident date it already holds as a day key:
      // 24 calendar months later, clamped to the month's end (app/lib/deadlines.ts), in portable SQL.
      await sql`update contact_requests set suit_deadline = incident_on + 20000
        where incident_on is not null`.execute(db);
      // 29 February has no twin two years later: the 28th.
      await sql`update contact_requests set suit_deadline = suit_deadline - 1
        where incident_on is not null and incident_on % 10000 = 229`.execute(db);
      // Where each stands in the order by deadline today (the repository keeps it as the days pass).
      await requests()
        .addColumn("deadline_order", "integer", (column) => column.notNull().defaultTo(NO_DEADLINE_KEY))
        .execute();
      await deadlineOrderUpdate(dayKey(dayIn(OFFICE_TIME_ZONE, Date.now())), { onlyPassed: false }).execute(db);
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("contact_requests").columns(columns).execute();
      // The order by deadline, walked in order; the claim deadline's own order is gone with it.
      await index("contact_requests_deadline_order", ["deadline_order", "created_at", "id"]);
      // The inbox's own view, open requests by deadline, walked in order too.
      await index("contact_requests_open_deadline", ["closed_at", "deadline_order", "created_at", "id"]);
      await db.schema.dropIndex("contact_requests_claim_order").execute();
      // The banner of open requests nobody contacted whose limit to sue is near, as the claim's.
      await index("contact_requests_suit", ["suit_deadline", "stage", "first_contact_at", "closed_at"]);
      await index("contact_requests_merged", ["merged_into"]);
      await index("contact_requests_court", ["court_on"]);

      const thread = () => db.schema.alterTable("request_thread");
      await thread().addColumn("previous", "text").execute();
      await thread().addColumn("due_at", "bigint").execute();
      await thread().addColumn("origin_id", "varchar(36)").execute();
      // The dashboard counts calls by month and outcome.
      await db.schema.createIndex("request_thread_kind").on("request_thread").columns(["kind", "at"]).execute();

      await db.schema
        .createTable("request_merges")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("into_id", "varchar(36)", (column) => column.notNull())
        .addColumn("from_id", "varchar(36)", (column) => column.notNull())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("author", "varchar(320)", (column) => column.notNull())
        .addColumn("from_stage", "varchar(24)", (column) => column.notNull())
        .addColumn("from_stage_changed_at", "bigint", (column) => column.notNull())
        .addColumn("from_closed_at", "bigint")
        .addColumn("into_first_contact_at", "bigint")
        .addColumn("undone_at", "bigint")
        .addColumn("undone_by", "varchar(320)")
        .execute();
      await db.schema.createIndex("request_merges_into").on("request_merges").columns(["into_id", "at"]).execute();
      await db.schema.createIndex("request_merges_from").on("request_merges").columns(["from_id", "at"]).execute();

      await db.schema
        .createTable("answer_links")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("request_id", "varchar(36)", (column) => column.notNull())
        .addColumn("language", "varchar(8)", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("answer_links_request").on("answer_links").columns(["request_id"]).execute();
      await db.schema.createIndex("answer_links_expiry").on("answer_links").columns(["expires_at"]).execute();

      await db.schema
        .createTable("office_agencies")
        .addColumn("key", "varchar(200)", (column) => column.primaryKey())
        .addColumn("name", "varchar(200)", (column) => column.notNull())
        .addColumn("added_by", "varchar(320)", (column) => column.notNull())
        .addColumn("added_at", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  // Which files a merge moved, for its undo (server/evidence/files-repository.ts). The files'
  // own table may come later in the history: this one only names them.
  "2026-12-01-303-evidence-merges": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("evidence_merges")
        .addColumn("file_id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("from_id", "varchar(36)", (column) => column.notNull())
        .addColumn("into_id", "varchar(36)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("evidence_merges_from").on("evidence_merges").columns(["from_id"]).execute();
    },
  },
  // The inbox's channel filter ("phone leads the office entered", "the message widget") in the
  // listing's order: without it SQLite walked every request newest first to find the few, or
  // none, of one channel (66 ms of CPU at 100,000 requests for a channel with no leads).
  "2026-12-03-705-source-order": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("contact_requests_source")
        .on("contact_requests")
        .columns(["source", "created_at", "id", "stage", "intake_channel"])
        .execute();
    },
  },
};

/**
 * SQLite: the index rebuilt with stems. Its tokenizer now keeps the stem mark ("~") inside a
 * word, so a marked stem is one token (server/payload/stemming.ts); every stored request is indexed
 * anew (no facts or merges exist yet: each request's words are its payload's).
 */
export const sqliteSearchStems: Record<string, Migration> = {
  "2026-12-01-302-search-stems": {
    async up(db: Kysely<unknown>) {
      await sql`drop trigger contact_requests_fts_forget`.execute(db);
      await sql`drop table contact_requests_fts`.execute(db);
      await sql`create virtual table contact_requests_fts using fts5(who, place, story, content = '',
        contentless_delete = 1, tokenize = "unicode61 remove_diacritics 2 tokenchars '~'", prefix = '2 3')`.execute(db);
      await sql`insert into contact_requests_fts (contact_requests_fts, rank) values ('secure-delete', 1)`.execute(db);
      await sql`create trigger contact_requests_fts_forget after delete on contact_requests begin
        delete from contact_requests_fts where rowid = old.search_rowid; end`.execute(db);
      await indexStoredRequestsOnSqlite(db);
    },
  },
};

/** PostgreSQL: every stored request's vectors written anew, with the stems of its english and spanish configurations. */
export const postgresSearchStems: Record<string, Migration> = {
  "2026-12-01-302-search-stems": {
    async up(db: Kysely<unknown>) {
      await indexStoredRequestsOnPostgres(db);
    },
  },
};
