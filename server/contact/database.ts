import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, type Generated } from "kysely";

/**
 * The tables, as Kysely sees them. Times are milliseconds since the epoch in integer
 * columns and every statement is plain SQL that SQLite and PostgreSQL both accept, so
 * the later move to PostgreSQL changes the dialect here, not the store.
 */
export type ContactRequestStatus = "pending" | "delivered" | "spam";

export type ContactRequestsTable = {
  id: string;
  /** Sent by the client; the same key again finds this row instead of adding one. */
  idempotency_key: string | null;
  /** SHA-256 of the stored payload, to tell a true retry from a reused key. */
  payload_hash: string;
  source: "case-evaluation" | "widget";
  status: ContactRequestStatus;
  /** The validated payload as JSON; for spam, the body as received. */
  payload: string;
  attempts: Generated<number>;
  /** When the outbox may next try this row; a claim pushes it forward by the lease. */
  next_attempt_at: number;
  /** Short error code of the last failed delivery (never a message text). */
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
};

export type SiteDatabase = {
  contact_requests: ContactRequestsTable;
};

/**
 * Opens the embedded SQLite database. WAL lets readers run beside the writer;
 * synchronous=FULL makes each commit durable on disk before it returns.
 */
export function openSqliteDatabase(path: string): Kysely<SiteDatabase> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<SiteDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}
