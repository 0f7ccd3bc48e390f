import type { CompiledQuery, QueryResult } from "kysely";
import type { SqlExecutor } from "./sql-executor";

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
 */
export function createGroupCommit(executor: SqlExecutor, { maxBatch = 1000 } = {}): GroupCommit {
  const queue: Pending[] = [];
  let inFlight: Promise<void> | undefined;
  let scheduled = false;

  function schedule() {
    if (inFlight || scheduled || queue.length === 0) return;
    scheduled = true;
    // Let the rest of this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      inFlight = commit().finally(() => {
        inFlight = undefined;
        schedule();
      });
    });
  }

  async function commit() {
    const batch = queue.splice(0, maxBatch);
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
      while (queue.length > 0 || scheduled || inFlight) {
        if (inFlight) await inFlight;
        else await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
