// @ts-check
/**
 * The thread that owns the SQLite connection. With synchronous=FULL every COMMIT waits for
 * the disk; here that wait blocks this thread only, while the main thread keeps reading
 * requests and queueing the next batch. Plain JavaScript so that it loads without a
 * TypeScript loader, in the server and under the test runner alike.
 *
 * Requests (../worker-requests.mjs):
 *   "query", Query        one statement, outside any batch            -> Result
 *   "batch", Query[][]    one transaction, one savepoint per group    -> per group { ok, results } | { ok, error }
 *   "close"
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import { answerRequests, describeError } from "../worker-requests.mjs";

/** @typedef {{ sql: string, parameters: readonly unknown[] }} Query */
/** @typedef {{ rows: unknown[], numAffectedRows?: number, insertId?: number }} Result */

const port = parentPort;
if (!port) throw new Error("sqlite-worker.mjs runs as a worker thread");

/** @type {string} */
const path = workerData.path;
if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
const db = new Database(path);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");
// Deleted rows are overwritten with zeros, not just unlinked: erased means erased.
db.pragma("secure_delete = ON");

/** Prepared statements by SQL text: the store uses a handful of query shapes. */
const statements = new Map();
/** @param {string} sql */
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= 256) statements.clear();
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/** @param {Query} query @returns {Result} */
function run(query) {
  const statement = prepare(query.sql);
  if (statement.reader) return { rows: statement.all(...query.parameters) };
  const { changes, lastInsertRowid } = statement.run(...query.parameters);
  return { rows: [], numAffectedRows: changes, insertId: Number(lastInsertRowid) };
}

/**
 * One transaction for the whole batch, a savepoint around each group: a group that fails
 * is rolled back alone and reported, the others commit together with one fsync.
 * @param {Query[][]} groups
 */
function runBatch(groups) {
  db.exec("BEGIN IMMEDIATE");
  try {
    const results = groups.map((group) => {
      db.exec("SAVEPOINT batch_group");
      try {
        const out = group.map(run);
        db.exec("RELEASE batch_group");
        return { ok: true, results: out };
      } catch (error) {
        db.exec("ROLLBACK TO batch_group");
        db.exec("RELEASE batch_group");
        return { ok: false, error: describeError(error) };
      }
    });
    db.exec("COMMIT");
    return results;
  } catch (error) {
    if (db.inTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

answerRequests(
  port,
  {
    query: (/** @type {Query} */ query) => run(query),
    batch: (/** @type {Query[][]} */ groups) => runBatch(groups),
  },
  { onClose: () => db.close() },
);
