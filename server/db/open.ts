import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  type QueryResult,
  type RawBuilder,
  type SelectQueryBuilder,
} from "kysely";
import type { DatabaseConfig } from "../config";
import { databasePath, isPostgresUrl } from "../config/database-url";
import { errorMessage, type Logger } from "../logger";
import { makePrivateDir, makePrivateFile, readableByOthers } from "../private-files";
import type { SqlExecutor } from "./executor";
import { optimizeFullTextIndex, postgresFullText, sqliteFullText, type FullTextIndex } from "./full-text";
import type pg from "pg";
import { createGroupCommit } from "./group-commit";
import { queuedByKey } from "./one-by-one";
import { migrateToLatest, type Engine } from "./migrate";
import { createPostgresPool, exclusiveOn, listen, postgresExecutor, vacuumErased, type Listener } from "./postgres";
import type { SiteDatabase } from "./schema";
import { kyselyOn, startSqliteWorker } from "./sqlite";
import { createStorageHealth } from "./storage-health";

export type { Engine, Listener };

export type Capabilities = {
  /**
   * Several processes use the database at once (PostgreSQL): a claim passes over rows another
   * process is claiming, the claims of a process that died come back when their lease ends,
   * and rate limits are kept in the database. Embedded SQLite has one process, which takes
   * back every claim at start-up and keeps its limits in memory.
   */
  sharedByProcesses: boolean;
};

/**
 * The database the server runs on, whichever it is. Repositories build statements with `db`
 * and run them through `read` and `write`; what differs between the engines is said here,
 * as capabilities and operations, never as a dialect check in a repository.
 */
export type Database = {
  engine: Engine;
  capabilities: Capabilities;
  /** Builds and compiles statements; also runs the migrator. */
  db: Kysely<SiteDatabase>;
  /** One statement on its own: reads, and writes that need no durable answer. */
  read(query: CompiledQuery): Promise<QueryResult<unknown>>;
  /**
   * Statements, all or nothing, committed together with whatever else is being written
   * (group commit: many callers share one flush); resolves once they are on disk.
   */
  write(queries: CompiledQuery[]): Promise<QueryResult<unknown>[]>;
  /**
   * `query` (a statement that returns rows), made to tell every process listening on
   * `channel` once it commits, if it returned any row. Unchanged where no other process exists.
   */
  notifying(query: CompiledQuery, channel: string): CompiledQuery;
  /** Calls `onNotify` whenever a commit notified `channel`, and once after each reconnect. */
  listen(channel: string, onNotify: () => void): Listener;
  /** A condition that holds in one process at a time, until the end of its transaction. */
  oneAtATime(key: number): RawBuilder<boolean>;
  /**
   * Statements that hold the rows `rows` selects against every other transaction's change
   * until this one ends (PostgreSQL: SELECT … FOR UPDATE). None on SQLite, whose one
   * connection runs one transaction at a time.
   */
  lockRows(rows: SelectQueryBuilder<SiteDatabase, keyof SiteDatabase, object>): CompiledQuery[];
  /** Statements that keep every other transaction from writing `tables` until this one ends (PostgreSQL: LOCK TABLE; none on SQLite). */
  exclusively(tables: readonly (keyof SiteDatabase)[]): CompiledQuery[];
  /**
   * Runs `work` while no other caller, in this process or in any other on the same database,
   * runs work for the same `key` (the office's actions on one request, and its erasure, go one
   * at a time). SQLite has one process: a queue per key. PostgreSQL: the same queue, then an
   * advisory lock of the key held by a transaction on a connection of its own while `work` runs
   * (reads and writes go as usual); a process that dies lets go of it with its connection.
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * After a delete: no copy of the deleted rows' words left in the database's files, as far as
   * each engine can at once. SQLite: the full-text index's segments rewritten as one (FTS5 takes a
   * row out of each word's list, but keeps the word where it starts a page until the segment is
   * rewritten: a write of about a second at 100,000 requests, other writes waiting), then the
   * write-ahead log emptied. PostgreSQL: VACUUM of the tables erasure and the purge delete from,
   * which takes the rows out of every index and lets their space be reused; their bytes stay in
   * the tables' free space, and the words in the search's GIN indexes, until the space is reused
   * or `rewrite` (VACUUM FULL, the planner's samples too: every table and index written anew,
   * each locked while it is, many seconds at 100,000 requests; `npm run db:compact`, nightly).
   * Resolves false when a rewrite was asked and a table's lock was not to be had (vacuumed instead).
   */
  forgetDeleted(options?: { rewrite?: boolean }): Promise<boolean>;
  /** The full-text index of contact_requests: FTS5 on SQLite, tsvectors under GIN on PostgreSQL. */
  fullText: FullTextIndex;
  /**
   * Brings the planner's statistics up to date where tables changed much (after a bulk load,
   * and hourly): without them SQLite takes any equality on an index for the narrowest path and
   * sorts what it finds. Run once the database is open, by the hourly purge, and by the seed.
   */
  optimize(): Promise<void>;
  /**
   * Runs a bulk load (the seed). On SQLite with a page cache that holds the indexes the load
   * writes all over: with better-sqlite3's usual 16 MB, 100,000 seeded requests took 13 minutes
   * instead of about one, once the indexes outgrew it (every insert read pages back from the file).
   * On PostgreSQL followed by VACUUM ANALYZE of the tables it fills.
   */
  bulkLoad<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Whether writes reach the disk: false from a write the disk refused (full, read-only, an
   * I/O error; that write rejects as StorageUnavailableError) until a probe write goes
   * through again, which is tried every few seconds meanwhile. Reads keep working.
   */
  storage: { writable(): boolean; check(): Promise<boolean> };
  /** Finishes the writes queued so far, then closes. */
  close(): Promise<void>;
};

export type OpenOptions = {
  logger: Logger;
  /** The database became unusable (SQLite's thread died): the process should stop and be restarted. */
  onFatal?: (error: Error) => void;
};

/** Opens the database `settings.url` names, brings its schema up to date and checks its history. */
export async function openDatabase(settings: DatabaseConfig, options: OpenOptions): Promise<Database> {
  return isPostgresUrl(settings.url) ? openPostgres(settings, options) : openSqlite(settings.url, options);
}

const noListener: Listener = { close: async () => undefined };

/**
 * Embedded SQLite on a thread of its own (WAL, synchronous=FULL: a commit returns once it is on
 * disk), in a folder and files only this account can read.
 */
async function openSqlite(url: string, { logger, onFatal }: OpenOptions): Promise<Database> {
  const path = databasePath(url);
  if (path !== ":memory:") {
    const exposed = readableByOthers([dirname(path), path, `${path}-wal`, `${path}-shm`]);
    if (exposed.length > 0) {
      logger.warn("files_readable_by_others", {
        paths: exposed.join(","),
        note: "other accounts on this machine can read these: chmod 700 the folders and 600 the files",
      });
    }
    makePrivateDir(dirname(path));
    makePrivateFile(path);
  }
  const executor = startSqliteWorker(path, {
    onExit: (error) => {
      logger.error("database_thread_stopped", { error: errorMessage(error) });
      onFatal?.(error);
    },
  });
  return finishOpening("sqlite", kyselyOn<SiteDatabase>(executor), executor, logger, {
    capabilities: { sharedByProcesses: false },
    notifying: (query) => query,
    listen: () => noListener,
    oneAtATime: () => sql<boolean>`1 = 1`,
    lockRows: () => [],
    exclusively: () => [],
    exclusive: queuedByKey(),
    fullText: sqliteFullText((query) => executor.query(query)),
    async forgetDeleted() {
      await executor.query(optimizeFullTextIndex());
      // The write-ahead log still holds the pages as they were before the delete.
      await executor.query(CompiledQuery.raw("PRAGMA wal_checkpoint(TRUNCATE)"));
      return true;
    },
    async optimize() {
      // A sample of each index is enough for the planner (about 70 ms at 100,000 requests).
      await executor.query(CompiledQuery.raw("PRAGMA analysis_limit = 1000"));
      await executor.query(CompiledQuery.raw("PRAGMA optimize = 0x10002"));
    },
    async bulkLoad(work) {
      const { rows } = await executor.query(CompiledQuery.raw("PRAGMA cache_size"));
      const usual = Number((rows[0] as { cache_size?: unknown } | undefined)?.cache_size ?? -16000);
      // Up to 256 MB, taken only as pages are read; the usual size again afterwards.
      await executor.query(CompiledQuery.raw("PRAGMA cache_size = -262144"));
      try {
        return await work();
      } finally {
        await executor.query(CompiledQuery.raw(`PRAGMA cache_size = ${Math.trunc(usual)}`));
      }
    },
  });
}

/**
 * PostgreSQL through a pg pool: Kysely's own dialect for the migrator (it needs real
 * transactions and takes a lock, so instances that start together migrate once), and an
 * executor on the same pool for group commit.
 */
async function openPostgres(settings: DatabaseConfig, { logger }: OpenOptions): Promise<Database> {
  const pool = createPostgresPool({
    url: settings.url,
    poolSize: settings.poolSize,
    statementTimeoutMs: settings.statementTimeoutMs,
    logger,
  });
  const listeners = new Set<Listener>();
  const database = await finishOpening(
    "postgres",
    new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) }),
    postgresExecutor(pool),
    logger,
    {
      capabilities: { sharedByProcesses: true },
      notifying: (query, channel) =>
        CompiledQuery.raw(
          `with changed as (${query.sql}) select changed.*, pg_notify($${query.parameters.length + 1}, '') from changed`,
          [...query.parameters, channel],
        ),
      listen(channel, onNotify) {
        const listener = listen({ url: settings.url, channel, onNotify, logger });
        listeners.add(listener);
        return listener;
      },
      // An uncorrelated subquery, evaluated once: the lock is held until the transaction ends.
      oneAtATime: (key) => sql<boolean>`(select pg_try_advisory_xact_lock(${sql.lit(key)}))`,
      lockRows: (rows) => [rows.select(sql.lit(1).as("held")).forUpdate().compile()],
      // Reads go on; writers wait (EXCLUSIVE conflicts with every lock a write takes).
      exclusively: (tables) => [
        CompiledQuery.raw(`lock table ${tables.map((table) => `"${table}"`).join(", ")} in exclusive mode`),
      ],
      exclusive: exclusiveOn(pool, settings.poolSize),
      forgetDeleted: async ({ rewrite = false } = {}) => (await vacuumErased(pool, rewrite, logger)) || !rewrite,
      fullText: postgresFullText(async (query) => pool.query(query.sql, [...query.parameters])),
      // Autovacuum analyzes on its own schedule; this catches up at start, after a bulk load and each hour.
      optimize: () => maintain(pool, "analyze contact_requests"),
      // Each pooled connection has its shared buffers already; nothing to widen for a load. After
      // it, what autovacuum would do in a while: the visibility map set, so that counts and
      // index-only scans read no table page, and the planner's statistics.
      async bulkLoad(work) {
        const done = await work();
        await maintain(pool, "vacuum (analyze) contact_requests, request_thread, request_counts, request_contact_bins");
        return done;
      },
    },
  );
  const close = database.close;
  return {
    ...database,
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await close();
    },
  };
}

/** How long ANALYZE or VACUUM may take, on the server and for the client's wait. */
const MAINTENANCE_TIMEOUT_MS = 30 * 60_000;

/**
 * A maintenance statement (ANALYZE, VACUUM), as long as it takes on a busy machine: the
 * statement timeout is for the statements a request waits on, not for these.
 */
async function maintain(pool: pg.Pool, statement: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`set statement_timeout = ${MAINTENANCE_TIMEOUT_MS}`);
    await client.query({ text: statement, query_timeout: MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig);
    await client.query("reset statement_timeout");
    client.release();
  } catch (error) {
    // Never back into the pool without its timeout.
    client.release(true);
    throw error;
  }
}

type EngineParts = Pick<
  Database,
  | "capabilities"
  | "notifying"
  | "listen"
  | "oneAtATime"
  | "lockRows"
  | "exclusively"
  | "exclusive"
  | "forgetDeleted"
  | "fullText"
  | "optimize"
  | "bulkLoad"
>;

async function finishOpening(
  engine: Engine,
  db: Kysely<SiteDatabase>,
  executor: SqlExecutor,
  logger: Logger,
  parts: EngineParts,
): Promise<Database> {
  try {
    await migrateToLatest(db, engine);
    await parts.optimize();
  } catch (error) {
    await executor.close();
    throw error;
  }
  // SQLite has one connection; on PostgreSQL, batches on several connections overlap their round trips.
  const writes = createGroupCommit(executor, { concurrency: engine === "postgres" ? 4 : 1 });
  // On its own, outside the group commit: a probe that fails takes no request down with it.
  const storage = createStorageHealth({ store: "database", logger, probe: () => executor.query(probeWrite(db)) });
  return {
    engine,
    db,
    ...parts,
    read: (query) => executor.query(query),
    write: (queries) => storage.track(writes.write(queries)),
    storage,
    async close() {
      storage.stop();
      await writes.drain();
      await executor.close();
    },
  };
}

/**
 * A write that needs room on the disk (one that changes nothing succeeds on a full disk too):
 * 64 KB, twice the largest request the endpoint takes, of random text no engine can compress.
 */
function probeWrite(db: Kysely<SiteDatabase>): CompiledQuery {
  const row = { id: 1, written_at: Date.now(), filler: randomBytes(32_768).toString("hex") };
  return db
    .insertInto("storage_probe")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ written_at: row.written_at, filler: row.filler }))
    .compile();
}
