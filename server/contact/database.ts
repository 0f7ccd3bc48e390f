import { Kysely, PostgresDialect, type Generated } from "kysely";
import { isPostgresUrl } from "../config";
import type { Logger } from "../logger";
import type { OfficeTables } from "../office/schema";
import { migrateToLatest } from "./migrations";
import { createPostgresPool, postgresExecutor } from "./postgres";
import { kyselyOn, startSqliteWorker, type SqlExecutor } from "./sql-executor";

/**
 * The tables, as Kysely sees them. Times are milliseconds since the epoch in integer
 * columns and every statement is plain SQL that SQLite and PostgreSQL both accept, so
 * the later move to PostgreSQL changes the executor, not the store.
 */
/** "failed": given up on (a permanent rejection, or too many attempts); kept for the office to see. */
export type ContactRequestStatus = "pending" | "delivered" | "spam" | "failed";

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
  /** When delivery was given up; the row stays until the office has dealt with it. */
  failed_at: number | null;
  /** When the office marked it handled (issue 13); null while open. */
  handled_at?: number | null;
  /** When delivery_stuck was logged for it. */
  stuck_reported_at?: number | null;
};

export type SiteDatabase = {
  contact_requests: ContactRequestsTable;
} & OfficeTables;

export type SqlDialect = "sqlite" | "postgres";

/**
 * `db` builds (and compiles) statements for the dialect and can run them itself;
 * `executor` runs compiled ones, and batches them for group commit.
 */
export type OpenDatabase = { dialect: SqlDialect; db: Kysely<SiteDatabase>; executor: SqlExecutor };

/** Opens the database DATABASE_URL names, brings its schema up to date and checks its history. */
export async function openDatabase(
  url: string,
  options: {
    sqlitePath: string;
    logger: Logger;
    poolSize?: number;
    statementTimeoutMs?: number;
    onExit?: (error: Error) => void;
  },
): Promise<OpenDatabase> {
  if (!isPostgresUrl(url)) return openSqliteDatabase(options.sqlitePath, options);
  return openPostgresDatabase(url, {
    logger: options.logger,
    poolSize: options.poolSize ?? 10,
    statementTimeoutMs: options.statementTimeoutMs ?? 5_000,
  });
}

/**
 * PostgreSQL through a pg pool: Kysely's own dialect for the migrator (it needs real
 * transactions and takes a lock, so instances that start together migrate once), and an
 * executor on the same pool for the store's group commit.
 */
export async function openPostgresDatabase(
  url: string,
  {
    logger,
    poolSize = 10,
    statementTimeoutMs = 5_000,
  }: { logger: Logger; poolSize?: number; statementTimeoutMs?: number },
): Promise<OpenDatabase> {
  const pool = createPostgresPool({ url, poolSize, statementTimeoutMs, logger });
  const executor = postgresExecutor(pool);
  const db = new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db, "postgres");
  } catch (error) {
    await executor.close();
    throw error;
  }
  return { dialect: "postgres", db, executor };
}

/**
 * Opens the embedded SQLite database on its own thread (WAL, synchronous=FULL: a commit
 * returns once it is on disk) and brings its schema up to date.
 */
export async function openSqliteDatabase(
  path: string,
  options: { onExit?: (error: Error) => void } = {},
): Promise<OpenDatabase> {
  const executor = startSqliteWorker(path, options);
  const db = kyselyOn<SiteDatabase>(executor);
  try {
    await migrateToLatest(db, "sqlite");
  } catch (error) {
    await executor.close();
    throw error;
  }
  return { dialect: "sqlite", db, executor };
}
