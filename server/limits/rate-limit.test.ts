import { describe, expect, it } from "vitest";
import { createRateLimiter, networkKey, rateLimitKey } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows a burst of the limit, then refuses with the wait until the next slot", () => {
    const limiter = createRateLimiter({ limit: 3 });
    const t = 1_000_000;
    expect(limiter.take("a", t).allowed).toBe(true);
    expect(limiter.take("a", t).allowed).toBe(true);
    expect(limiter.take("a", t).allowed).toBe(true);
    expect(limiter.take("a", t)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    // Another client is not affected.
    expect(limiter.take("b", t).allowed).toBe(true);
    // One slot refills every 20 s.
    expect(limiter.take("a", t + 19_000).allowed).toBe(false);
    expect(limiter.take("a", t + 20_000).allowed).toBe(true);
    expect(limiter.take("a", t + 20_000).allowed).toBe(false);
  });

  it("is off at 0", () => {
    const limiter = createRateLimiter({ limit: 0 });
    for (let i = 0; i < 1000; i++) expect(limiter.take("a").allowed).toBe(true);
  });

  it("keeps a bounded number of clients", () => {
    const limiter = createRateLimiter({ limit: 1, maxKeys: 2 });
    const t = 5_000_000;
    expect(limiter.take("a", t).allowed).toBe(true);
    expect(limiter.take("b", t).allowed).toBe(true);
    expect(limiter.take("c", t).allowed).toBe(true); // evicts "a", the oldest
    expect(limiter.take("a", t).allowed).toBe(true);
    expect(limiter.take("c", t).allowed).toBe(false);
  });
});

describe("createRateLimiter over an hour", () => {
  it("refills over its window and says how much is left and when the next one comes", () => {
    const limiter = createRateLimiter({ limit: 60, windowMs: 3_600_000 });
    const t = 9_000_000;
    expect(limiter.available("office", t)).toBe(60);
    for (let i = 0; i < 60; i++) expect(limiter.take("office", t).allowed).toBe(true);
    expect(limiter.available("office", t)).toBe(0);
    expect(limiter.msUntilAvailable("office", t)).toBe(60_000);
    expect(limiter.take("office", t)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.available("office", t + 120_000)).toBe(2);
  });
});

describe("rateLimitKey", () => {
  it("keys IPv4 by address, mapped IPv4 by its IPv4 form, IPv6 by its /64", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});

describe("networkKey", () => {
  it("keys IPv4 by its /24, mapped IPv4 the same, IPv6 by its /48", () => {
    expect(networkKey("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkKey("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:7:1::1")).toBe("2001:db8:7::/48");
    expect(networkKey("2001:0db8:0007:ffff:1:2:3:4")).toBe("2001:db8:7::/48");
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkKey("unknown")).toBe("unknown");
  });
});
