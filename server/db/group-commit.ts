import type { CompiledQuery, QueryResult } from "kysely";
import type { SqlExecutor } from "./executor";

type Pending = {
  queries: CompiledQuery[];
  resolve(results: QueryResult<unknown>[]): void;
  reject(error: unknown): void;
};

export type GroupCommit = {
  /**
   * Runs the statements, all or nothing, in the next batch; resolves with their results
   * once that batch has committed (and so is on disk).
   */
  write(queries: CompiledQuery[]): Promise<QueryResult<unknown>[]>;
  /** Resolves when every write queued so far has committed or failed. */
  drain(): Promise<void>;
};

/**
 * Group commit: while one batch commits, the writes that arrive meanwhile queue up and
 * go together in the next transaction, so many requests share one fsync. Each caller
 * hears back only after its own batch committed; a write that fails is rolled back alone.
 * `concurrency` batches may be in flight at once: 1 for SQLite's single connection; more on
 * PostgreSQL, where a batch's statements each cost a network round trip, so batches on
 * several connections overlap their round trips and the server flushes their commits together.
 */
export function createGroupCommit(
  executor: SqlExecutor,
  { maxBatch = 1000, concurrency = 1 }: { maxBatch?: number; concurrency?: number } = {},
): GroupCommit {
  const queue: Pending[] = [];
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  function schedule() {
    if (inFlight.size >= concurrency || scheduled || queue.length === 0) return;
    scheduled = true;
    // Let the rest of this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      const running: Promise<void> = commit().finally(() => {
        inFlight.delete(running);
        schedule();
      });
      inFlight.add(running);
      schedule();
    });
  }

  async function commit() {
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    try {
      const outcomes = await executor.batch(batch.map((item) => item.queries));
      batch.forEach((item, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) item.resolve(outcome.results);
        else item.reject(outcome.error);
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  return {
    write(queries) {
      return new Promise((resolve, reject) => {
        queue.push({ queries, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (queue.length > 0 || scheduled || inFlight.size > 0) {
        if (inFlight.size > 0) await Promise.all(inFlight);
        else await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
