import type { Database } from "../db/open";
import { createRateLimiter, networkKey, rateLimitKey, type RateDecision } from "./rate-limit";
import { createPostgresRateLimiter } from "./shared-rate-limit";

/**
 * What a limit counts: each client (an IPv4 address or an IPv6 /64), each network (an IPv4
 * /24 or an IPv6 /48), everyone together, or each key the caller names (at most 24 characters
 * of its own making, such as a request's id or a signed-in session's hash: never a header as
 * sent).
 */
export type LimitScope = "client" | "network" | "everyone" | "named";

const KEY_OF: Record<LimitScope, (address: string) => string> = {
  client: rateLimitKey,
  network: networkKey,
  everyone: () => "all",
  named: (key) => key.slice(0, 24),
};

/** What a caller asks of a rate limit, wherever its buckets live: one request from a client's address. */
export type Limiter = { take(clientAddress: string, now?: number): RateDecision | Promise<RateDecision> };

export type LimiterFactory = (limit: { name: string; limit: number; windowMs: number; per: LimitScope }) => Limiter;

/**
 * Rate limits for this database's processes: in memory when one process owns the database,
 * in the database when several share it, so each instance draws on the same buckets. A
 * limit takes the client's address as it is and keys it by its scope itself, so no caller
 * can count a whole IPv6 address where its /64 is meant.
 */
export function createLimiter(database: Database): LimiterFactory {
  return ({ name, limit, windowMs, per }) => {
    const buckets = database.capabilities.sharedByProcesses
      ? createPostgresRateLimiter(database.db, { name, limit, windowMs })
      : createRateLimiter({ limit, windowMs });
    const keyOf = KEY_OF[per];
    return { take: (clientAddress, now) => buckets.take(keyOf(clientAddress), now) };
  };
}
