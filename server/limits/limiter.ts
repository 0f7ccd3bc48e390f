import type { Database } from "../db/open";
import { createRateLimiter, type RateDecision } from "./rate-limit";
import { createPostgresRateLimiter } from "./shared-rate-limit";

/** What a caller asks of a rate limit, wherever its buckets live. */
export type Limiter = { take(key: string, now?: number): RateDecision | Promise<RateDecision> };

/**
 * Rate limits for this database's processes: in memory when one process owns the database,
 * in the database when several share it, so each instance draws on the same buckets.
 */
export function createLimiter(database: Database) {
  return ({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): Limiter =>
    database.capabilities.sharedByProcesses
      ? createPostgresRateLimiter(database.db, { name, limit, windowMs })
      : createRateLimiter({ limit, windowMs });
}
