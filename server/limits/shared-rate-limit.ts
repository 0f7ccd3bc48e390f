import { sql, type Kysely } from "kysely";
import type { SiteDatabase } from "../db/schema";
import type { RateDecision } from "./rate-limit";

const SWEEP_EVERY_MS = 60_000;

/**
 * The token bucket of rate-limit.ts, kept in PostgreSQL so every instance draws on the same
 * buckets: `limit` requests at once, refilled evenly over `windowMs`, the same arithmetic in
 * the same double precision, so it gives the same answers as the in-memory one. One
 * statement per request (an upsert that takes a token only if there is one); the table is
 * unlogged, so it costs no disk flush. Times come from the instance's clock; an instance
 * whose clock runs behind the bucket's last update counts no refill rather than a negative
 * one. Buckets that have refilled are deleted about once a minute.
 */
export function createPostgresRateLimiter(
  db: Kysely<SiteDatabase>,
  { name, limit, windowMs = 60_000 }: { name: string; limit: number; windowMs?: number },
): { take(key: string, now?: number): Promise<RateDecision> | RateDecision } {
  if (limit <= 0) return { take: () => ({ allowed: true }) };
  const refillPerMs = limit / windowMs;
  const prefix = `${name}:`;
  let lastSweep = 0;

  /** The bucket's tokens at `now`, by the stored row `b`. */
  const refilled = (now: number) =>
    sql`least(${limit}::double precision, b.tokens + greatest(0, ${now}::bigint - b.updated_at) * ${refillPerMs}::double precision)`;

  function sweep(now: number) {
    lastSweep = now;
    void sql`delete from rate_limit_buckets as b where b.key like ${`${prefix}%`} and ${refilled(now)} >= ${limit}`
      .execute(db)
      .catch(() => undefined);
  }

  return {
    async take(key, now = Date.now()) {
      if (now - lastSweep > Math.min(windowMs, SWEEP_EVERY_MS)) sweep(now);
      const bucket = prefix + key;
      // The select sees the row as it was before the upsert (one snapshot for the whole
      // statement): when no token was taken, that is what the wait is computed from.
      const { rows } = await sql<{ taken: number | null; tokens: number | null }>`
        with taken as (
          insert into rate_limit_buckets as b (key, tokens, updated_at)
          values (${bucket}, ${limit - 1}::double precision, ${now}::bigint)
          on conflict (key) do update
            set tokens = ${refilled(now)} - 1, updated_at = greatest(b.updated_at, ${now}::bigint)
            where ${refilled(now)} >= 1
          returning b.tokens
        )
        select (select tokens from taken) as taken,
               (select ${refilled(now)} from rate_limit_buckets as b where b.key = ${bucket}) as tokens`.execute(db);
      const row = rows[0];
      if (!row || row.taken !== null) return { allowed: true };
      const tokens = Number(row.tokens ?? 0);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
    },
  };
}
