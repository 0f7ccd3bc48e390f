import type { Kysely, Transaction } from "kysely";

export type WriteOperation<DB, T> = (trx: Transaction<DB>) => Promise<T>;

type Pending<DB> = {
  operation: WriteOperation<DB, unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

export type GroupCommit<DB> = {
  /** Runs the operation in the next batch; resolves once that batch has committed. */
  write<T>(operation: WriteOperation<DB, T>): Promise<T>;
  /** Resolves when every write queued so far has committed or failed. */
  drain(): Promise<void>;
};

/**
 * Group commit: the writes that arrive while the event loop is busy (one turn of it,
 * or the length of the previous commit) share one transaction and so one fsync. Each
 * caller hears back only after its batch is on disk. If a batch fails, its writes are
 * retried one by one so that one bad write cannot fail its neighbours.
 */
export function createGroupCommit<DB>(db: Kysely<DB>, { maxBatch = 500 } = {}): GroupCommit<DB> {
  const queue: Pending<DB>[] = [];
  let scheduled = false;
  let flushing: Promise<void> | undefined;

  function schedule() {
    if (scheduled || flushing) return;
    scheduled = true;
    // setImmediate runs after the I/O phase: every request parsed in this turn joins the batch.
    setImmediate(() => {
      scheduled = false;
      flushing = flush().finally(() => {
        flushing = undefined;
        if (queue.length > 0) schedule();
      });
    });
  }

  async function flush() {
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const item of batch) out.push(await item.operation(trx));
        return out;
      });
      batch.forEach((item, index) => item.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          item.resolve(await db.transaction().execute(item.operation));
        } catch (itemError) {
          item.reject(itemError);
        }
      }
    }
  }

  return {
    write<T>(operation: WriteOperation<DB, T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ operation, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    async drain() {
      while (queue.length > 0 || scheduled || flushing) {
        if (flushing) await flushing;
        else await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
