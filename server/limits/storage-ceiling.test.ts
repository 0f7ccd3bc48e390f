import { describe, expect, it } from "vitest";
import type { Database } from "../db/open";
import { createLimiter } from "./limiter";
import { storageCeiling } from "./storage-ceiling";

/** The limits of a database that one process owns: in memory. */
const inMemory = createLimiter({ capabilities: { sharedByProcesses: false } } as Database);

describe("the storage ceiling", () => {
  it("gives each network a hundredth of it, so a few networks never close the form to the rest", async () => {
    const ceiling = storageCeiling(inMemory, 1_000);
    const t = 1_000_000;
    const allowed = async (address: string) => (await ceiling.take(address, t)).allowed;
    // One IPv6 /48, a new /64 each time: ten, then refused.
    const fromOneAllocation = await Promise.all(
      Array.from({ length: 30 }, (_, i) => allowed(`2001:db8:7:${i.toString(16)}::1`)),
    );
    expect(fromOneAllocation.filter(Boolean)).toHaveLength(10);
    // One IPv4 /24, every address in it.
    const fromOneNetwork = await Promise.all(Array.from({ length: 30 }, (_, i) => allowed(`203.0.113.${i + 1}`)));
    expect(fromOneNetwork.filter(Boolean)).toHaveLength(10);
    // Everyone else is still welcome.
    expect(await allowed("198.51.100.7")).toBe(true);
    expect(await allowed("2001:db8:ffff::1")).toBe(true);
  });

  it("still holds the total, and a request its network refuses spends nothing of it", async () => {
    const ceiling = storageCeiling(inMemory, 200);
    const t = 2_000_000;
    for (let i = 0; i < 50; i++) await ceiling.take("192.0.2.1", t);
    // 2 of the 200 went to 192.0.2.0/24; the 48 refused did not count.
    let stored = 2;
    for (let network = 0; network < 150 && stored < 200; network++) {
      for (let i = 0; i < 2; i++) if ((await ceiling.take(`10.${network}.0.${i + 1}`, t)).allowed) stored++;
    }
    expect(stored).toBe(200);
    expect((await ceiling.take("10.200.0.1", t)).allowed).toBe(false);
  });

  it("is off at 0", async () => {
    const ceiling = storageCeiling(inMemory, 0);
    for (let i = 0; i < 500; i++) expect((await ceiling.take("192.0.2.1")).allowed).toBe(true);
  });
});
