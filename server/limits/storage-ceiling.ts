import type { Limiter, LimiterFactory } from "./limiter";

/** How many networks it takes, at the least, to fill the ceiling: each may use this fraction of it. */
export const NETWORK_SHARES = 100;

const HOUR_MS = 3_600_000;

/**
 * STORAGE_LIMIT_PER_HOUR, which protects the disk, shared out between networks: each IPv4
 * /24 or IPv6 /48 may store at most 1/NETWORK_SHARES of it an hour, so that a few busy
 * networks (one IPv6 allocation rotating through its /64s, a handful of rented servers)
 * never fill it and close the form to everyone else. A request refused for its network
 * spends nothing of the ceiling; one refused by the ceiling has spent its network's share
 * (which only matters once the whole ceiling is spent).
 */
export function storageCeiling(limiter: LimiterFactory, perHour: number): Limiter {
  const share = perHour > 0 ? Math.max(1, Math.ceil(perHour / NETWORK_SHARES)) : 0;
  const network = limiter({ name: "storage-network", limit: share, windowMs: HOUR_MS, per: "network" });
  const everyone = limiter({ name: "storage", limit: perHour, windowMs: HOUR_MS, per: "everyone" });
  return {
    async take(clientAddress, now) {
      const own = await network.take(clientAddress, now);
      return own.allowed ? everyone.take(clientAddress, now) : own;
    },
  };
}
