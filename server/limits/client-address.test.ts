import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { forwardedClientAddress } from "./client-address";
import { createRateLimiter, rateLimitKey } from "./rate-limit";

describe("forwardedClientAddress", () => {
  it("takes the entry our proxies vouch for, counted from the right", () => {
    const header = "198.51.100.7, 203.0.113.5, 10.0.0.2";
    expect(forwardedClientAddress(header, 1)).toBe("10.0.0.2");
    // Behind a CDN and our proxy: the CDN edge is the last entry, the visitor the one before.
    expect(forwardedClientAddress(header, 2)).toBe("203.0.113.5");
    expect(forwardedClientAddress(header, 3)).toBe("198.51.100.7");
    expect(forwardedClientAddress("2001:db8::1,203.0.113.5", 2)).toBe("2001:db8::1");
  });

  it("gives nothing when off, when the header is too short, or when the entry is not a plain IP", () => {
    expect(forwardedClientAddress("203.0.113.5", 0)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress("203.0.113.5", 2)).toBeUndefined();
    expect(forwardedClientAddress(",203.0.113.5", 2)).toBeUndefined();
    for (const junk of ["unknown", "203.0.113.5:443", "[2001:db8::1]", "x".repeat(12_000), "", " , "]) {
      expect(forwardedClientAddress(`198.51.100.7, ${junk}`, 1), junk.slice(0, 20)).toBeUndefined();
    }
  });
});

function heapUsedAfterGc(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe("the per-address limiter's memory", () => {
  // The bound that ADR 022 states: at most 100,000 keys of at most 24 characters.
  const BOUND_BYTES = 32 * 1024 * 1024;

  it(`stays under ${BOUND_BYTES / 2 ** 20} MB with its map full of the longest keys an address can give`, () => {
    const limiter = createRateLimiter({ limit: 10 });
    const before = heapUsedAfterGc();
    const t = 1_000_000;
    for (let i = 0; i < 150_000; i++) {
      const address = `2001:${(i >> 16).toString(16).padStart(4, "f")}:${(i & 0xffff).toString(16).padStart(4, "f")}:ffff:1:2:3:4`;
      limiter.take(rateLimitKey(address), t);
    }
    const grown = heapUsedAfterGc() - before;
    // Used after the measurement, so the collector could not take the map away before it.
    expect(limiter.available(rateLimitKey("2001:fff2:49ef:ffff::1"), t)).toBe(9);
    expect(rateLimitKey("2001:ffff:ffff:ffff:1:2:3:4")).toHaveLength(24);
    console.info(`rate limiter, 100,000 keys: ${(grown / 2 ** 20).toFixed(1)} MB of heap`);
    expect(grown).toBeLessThan(BOUND_BYTES);
  });
});
