import { isIPv4, isIPv6 } from "node:net";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  take(key: string, now?: number): RateDecision;
  /** Whole requests `key` could make right now without being refused (Infinity when off). */
  available(key: string, now?: number): number;
  /** Milliseconds until `key` has at least one request again (0 when it has one now). */
  msUntilAvailable(key: string, now?: number): number;
};

type Bucket = { tokens: number; updatedAt: number };

/**
 * A token bucket per key: `limit` requests at once, refilled evenly over `windowMs` (a
 * minute unless said otherwise). A limit of 0 turns it off. Buckets that have refilled are
 * forgotten, and the map holds at most `maxKeys`, so a flood of addresses cannot grow
 * memory without end; callers keep keys short (an IP address, never a header as sent).
 */
export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxKeys = 100_000,
}: {
  limit: number;
  windowMs?: number;
  maxKeys?: number;
}): RateLimiter {
  if (limit <= 0) {
    return { take: () => ({ allowed: true }), available: () => Infinity, msUntilAvailable: () => 0 };
  }
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();
  let lastSweep = 0;

  function sweep(now: number) {
    lastSweep = now;
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * refillPerMs >= limit) buckets.delete(key);
    }
  }

  function tokensOf(key: string, now: number): number {
    const bucket = buckets.get(key);
    return bucket ? Math.min(limit, bucket.tokens + (now - bucket.updatedAt) * refillPerMs) : limit;
  }

  return {
    available: (key, now = Date.now()) => Math.floor(tokensOf(key, now)),
    msUntilAvailable(key, now = Date.now()) {
      const tokens = tokensOf(key, now);
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / refillPerMs);
    },
    take(key, now = Date.now()) {
      if (now - lastSweep > Math.min(windowMs, 60_000)) sweep(now);
      const bucket = buckets.get(key);
      const tokens = tokensOf(key, now);
      if (tokens < 1) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
      }
      if (!bucket && buckets.size >= maxKeys) {
        // Oldest first: Map keeps insertion order.
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      buckets.set(key, { tokens: tokens - 1, updatedAt: now });
      return { allowed: true };
    },
  };
}

/** The eight groups of an IPv6 address, "::" expanded, each without leading zeros and lower case. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array(missing).fill("0"), ...tailGroups] : headGroups;
  return groups.map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
}

/** An IPv4 address, also when written as an IPv4-mapped IPv6 one; undefined otherwise. */
function ipv4Of(address: string): string | undefined {
  if (isIPv4(address)) return address;
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 network of an IPv6
 * address (one subscriber usually holds a whole /64 and could rotate through it).
 */
export function rateLimitKey(address: string): string {
  const ipv4 = ipv4Of(address);
  if (ipv4) return ipv4;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The network a client belongs to, for what is shared out between networks rather than
 * clients: an IPv4 /24, or an IPv6 /48 (what one site, or one customer of a provider, is
 * usually given). Few attackers hold many of either.
 */
export function networkKey(address: string): string {
  const ipv4 = ipv4Of(address);
  if (ipv4) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 3).join(":")}::/48`;
}
