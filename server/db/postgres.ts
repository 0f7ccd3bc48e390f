import type { CompiledQuery, QueryResult } from "kysely";
import pg from "pg";
import { errorMessage, type Logger } from "../logger";
import type { GroupResult, SqlExecutor } from "./executor";
import { atMost, queuedByKey } from "./one-by-one";

/**
 * bigint columns hold milliseconds since the epoch, far below 2^53: read them as numbers,
 * as SQLite gives them, so the store sees the same rows on both databases.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export type PostgresOptions = {
  url: string;
  poolSize: number;
  /** Bounds a statement on the server, a reply on the client and the wait for a connection. */
  statementTimeoutMs: number;
  logger: Logger;
};

export function createPostgresPool({ url, poolSize, statementTimeoutMs, logger }: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    connectionTimeoutMillis: statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: "law-site",
    // The site's statements read a few thousand index entries at most. A parallel plan starts
    // worker processes that cost more than that (the dashboard: 12 ms with two workers, 4 ms
    // without, at 100,000 requests) and take the cores other requests need. Set on each new
    // connection before the pool hands it out; not as a startup option, which PgBouncer refuses.
    onConnect: (client) => client.query("set max_parallel_workers_per_gather = 0"),
  });
  // An idle connection that the server dropped (a restart, a failover) is reported here; the pool
  // discards it and opens a new one when next needed, so this is all there is to do.
  pool.on("error", (error) => logger.warn("database_connection_lost", { error: errorMessage(error) }));
  // A connection that is checked out but between two statements when the server goes away
  // emits "error" on itself, which with no listener would end the process; the statement
  // that uses it next fails, and the request or the outbox round that ran it sees that.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

function toResult(result: pg.QueryResult): QueryResult<unknown> {
  const affected = result.command === "SELECT" ? undefined : result.rowCount;
  return { rows: result.rows, ...(affected == null ? {} : { numAffectedRows: BigInt(affected) }) };
}

async function runAll(client: pg.PoolClient, queries: CompiledQuery[]) {
  const results: QueryResult<unknown>[] = [];
  for (const query of queries) results.push(toResult(await client.query(query.sql, [...query.parameters])));
  return results;
}

/**
 * The executor on a pg pool. A batch is one transaction on one connection: first tried
 * whole, with no savepoints (one round trip per statement); if a statement fails, the
 * transaction is rolled back and the groups are run again, each in a savepoint of its own,
 * so the failing group alone is reported and the others still commit together.
 */
export function postgresExecutor(pool: pg.Pool): SqlExecutor {
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query("begin");
      const out = await work(client);
      await client.query("commit");
      return out;
    } catch (error) {
      await client.query("rollback").catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    async query(query) {
      return toResult(await pool.query(query.sql, [...query.parameters]));
    },
    async batch(groups) {
      // Two batches (of this or another instance) that insert the same two idempotency keys in
      // opposite orders deadlock; the server aborts one, which is then run again whole.
      for (let attempt = 1; ; attempt++) {
        try {
          return await runBatch(groups);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt >= 3 || (code !== "40P01" && code !== "40001")) throw error;
        }
      }
    },
    async close() {
      await pool.end();
    },
  };

  async function runBatch(groups: CompiledQuery[][]): Promise<GroupResult[]> {
    try {
      return await transaction(async (client) => {
        const out: GroupResult[] = [];
        for (const group of groups) out.push({ ok: true, results: await runAll(client, group) });
        return out;
      });
    } catch (error) {
      if (!isStatementError(error)) throw error;
    }
    return transaction(async (client) => {
      const out: GroupResult[] = [];
      for (const group of groups) {
        await client.query("savepoint batch_group");
        try {
          out.push({ ok: true, results: await runAll(client, group) });
          await client.query("release savepoint batch_group");
        } catch (error) {
          if (!isStatementError(error)) throw error;
          await client.query("rollback to savepoint batch_group");
          out.push({ ok: false, error: error as Error });
        }
      }
      return out;
    });
  }
}

/**
 * An error of the statement itself (a constraint, a bad value), which the other groups of a
 * batch need not share; anything else (the connection, a timeout, the server shutting down)
 * fails the whole batch.
 */
function isStatementError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^(22|23|42)/.test(code);
}

export type Listener = { close(): Promise<void> };

/**
 * LISTENs on `channel` on a connection of its own (not from the pool, which would hand it
 * to others). When that connection is lost it reconnects with backoff, and calls `onNotify`
 * once connected again, since a notification sent meanwhile was missed; the outbox's own
 * polling covers the gap.
 */
export function listen({
  url,
  channel,
  onNotify,
  logger,
}: {
  url: string;
  channel: string;
  onNotify: () => void;
  logger: Logger;
}): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 500;

  function retry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, 10_000);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (!closed) logger.warn("database_listener_lost", { error: error ? errorMessage(error) : "connection ended" });
      void next.end().catch(() => undefined);
      retry();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", () => onNotify());
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      delayMs = 500;
      onNotify();
    } catch (error) {
      onLost(error as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The longest an action waits for another process's hold on the same key (an erasure can wait for mail in flight). */
const EXCLUSIVE_WAIT_MS = 30_000;

/**
 * PostgreSQL's `exclusive` (open.ts): work for one key at a time in this process, then, across
 * processes, an advisory lock of the key taken by a transaction on a connection of its own and
 * held while the work runs on the pool's other connections. At most half the pool holds such a
 * lock at once, so the work always finds a connection.
 */
export function exclusiveOn(pool: pg.Pool, poolSize: number) {
  const local = queuedByKey();
  const slots = atMost(Math.max(1, Math.floor(poolSize / 2)));
  return <T>(key: string, work: () => Promise<T>): Promise<T> =>
    local(key, () =>
      slots(async () => {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query("begin");
          await client.query(`set local statement_timeout = ${EXCLUSIVE_WAIT_MS}`);
          await client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
          let result: T;
          try {
            result = await work();
          } catch (error) {
            await client.query("rollback").catch(() => (broken = true));
            throw error;
          }
          await client.query("commit").catch(() => (broken = true));
          return result;
        } catch (error) {
          if (!broken) await client.query("rollback").catch(() => (broken = true));
          throw error;
        } finally {
          client.release(broken);
        }
      }),
    );
}

/** The tables erasure and the retention purge delete from (a request, its thread, mail, answer links, merges and files' rows). */
const ERASED_FROM = [
  "contact_requests",
  "request_thread",
  "mail_outbox",
  "delivery_attempts",
  "conflict_records",
  "answer_links",
  "request_merges",
  "evidence_files",
];

/** How long a rewrite waits for its table's lock: a rewrite queued behind a long transaction would stall every writer behind it. */
const REWRITE_LOCK_WAIT = "2s";

/**
 * PostgreSQL's `forgetDeleted` (open.ts): VACUUM of those tables, on a connection of its own
 * (VACUUM runs outside any transaction) with no statement timeout; with `rewrite`, VACUUM FULL,
 * which waits at most REWRITE_LOCK_WAIT for each table's lock. Says whether the tables were
 * rewritten: false when a lock was not to be had in time (they were vacuumed instead).
 */
export async function vacuumErased(pool: pg.Pool, rewrite: boolean, logger?: Logger): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    if (rewrite) {
      await client.query(`set lock_timeout = '${REWRITE_LOCK_WAIT}'`);
      try {
        await client.query(`vacuum (full) ${ERASED_FROM.join(", ")}`);
        // The planner's statistics keep samples of the columns' values (names, words): taken
        // again from what is left, and the catalog that held the old ones rewritten too. (A table
        // left empty keeps its last statistics: ANALYZE writes none from no rows.)
        await client.query(`analyze ${ERASED_FROM.join(", ")}`);
        await client.query("vacuum (full) pg_catalog.pg_statistic");
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code !== "55P03") throw error;
        logger?.warn("database_rewrite_postponed", {
          error: errorMessage(error),
          note: "a table's lock was not free: vacuumed instead; npm run db:compact rewrites them",
        });
      }
      await client.query("set lock_timeout = 0");
    }
    await client.query(`vacuum (index_cleanup on) ${ERASED_FROM.join(", ")}`);
    return false;
  } finally {
    // Not back to the pool: the connection's timeouts are off.
    client.release(true);
  }
}
