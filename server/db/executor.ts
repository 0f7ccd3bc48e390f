import type { CompiledQuery, QueryResult } from "kysely";

export type GroupResult = { ok: true; results: QueryResult<unknown>[] } | { ok: false; error: Error };

/**
 * Runs SQL that Kysely compiled. `batch` runs several groups of statements in one
 * transaction (one commit, one fsync), each group all-or-nothing on its own.
 */
export type SqlExecutor = {
  query(query: CompiledQuery): Promise<QueryResult<unknown>>;
  batch(groups: CompiledQuery[][]): Promise<GroupResult[]>;
  close(): Promise<void>;
};
