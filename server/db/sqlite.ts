import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { connectWorker, reviveError } from "../worker-requests.mjs";
import type { SqlExecutor } from "./executor";

type WireQuery = { sql: string; parameters: readonly unknown[] };
type WireResult = { rows: unknown[]; numAffectedRows?: number; insertId?: number };
type WireError = { message: string; code?: string };
type WireGroupResult = { ok: true; results: WireResult[] } | { ok: false; error: WireError };

function toResult(wire: WireResult): QueryResult<unknown> {
  return {
    rows: wire.rows,
    ...(wire.numAffectedRows === undefined ? {} : { numAffectedRows: BigInt(wire.numAffectedRows) }),
    ...(wire.insertId === undefined ? {} : { insertId: BigInt(wire.insertId) }),
  };
}

const wire = (query: CompiledQuery): WireQuery => ({ sql: query.sql, parameters: query.parameters });

/**
 * SQLite on a worker thread (sqlite-worker.mjs): the main thread hands it compiled
 * statements and never waits on the disk itself. If the worker dies, every pending and
 * later call fails, and `onExit` is told.
 */
export function startSqliteWorker(path: string, { onExit }: { onExit?: (error: Error) => void } = {}): SqlExecutor {
  const worker = connectWorker(new Worker(new URL("./sqlite-worker.mjs", import.meta.url), { workerData: { path } }), {
    name: "the database thread",
    closedError: () => new Error("the database is closed"),
    onExit,
  });

  return {
    async query(query) {
      return toResult(await worker.request<WireResult>("query", wire(query)));
    },
    async batch(groups) {
      const results = await worker.request<WireGroupResult[]>(
        "batch",
        groups.map((group) => group.map(wire)),
      );
      return results.map((group) =>
        group.ok ? { ok: true, results: group.results.map(toResult) } : { ok: false, error: reviveError(group.error) },
      );
    },
    close: () => worker.close(),
  };
}

/**
 * A Kysely instance whose queries run on the executor: for building and compiling the
 * store's SQL, and for the migrator. One connection, so callers queue for it.
 */
export function kyselyOn<DB>(executor: SqlExecutor): Kysely<DB> {
  let queue: Promise<void> = Promise.resolve();
  const connection: DatabaseConnection = {
    executeQuery: (query) => executor.query(query) as Promise<QueryResult<never>>,
    streamQuery() {
      throw new Error("streaming is not supported");
    },
  };
  let release: (() => void) | undefined;
  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      const previous = queue;
      let done!: () => void;
      queue = new Promise<void>((resolve) => (done = resolve));
      await previous;
      release = done;
      return connection;
    },
    async beginTransaction(conn) {
      await conn.executeQuery(CompiledQuery.raw("begin"));
    },
    async commitTransaction(conn) {
      await conn.executeQuery(CompiledQuery.raw("commit"));
    },
    async rollbackTransaction(conn) {
      await conn.executeQuery(CompiledQuery.raw("rollback"));
    },
    async releaseConnection() {
      release?.();
    },
    async destroy() {},
  };
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<DB>({ dialect });
}
