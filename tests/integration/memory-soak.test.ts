/**
 * The memory soak of `npm run soak:leak`, shortened to a little over a minute at a gentler
 * rate: every kind of request the endpoint meets, and the server's heap after a full garbage
 * collection must not grow past the warm-up. Resident memory is printed, not judged: it
 * takes most of a minute to settle (docs/benchmarks.md has the long curve). Needs a build.
 */
import { describe, expect, it } from "vitest";
import { growthAfterWarmup, runMemorySoak } from "../support/memory-soak";

const WARMUP_SECONDS = 35;
/**
 * The collected heap varies by about a megabyte from sample to sample. Kept text of about a
 * kilobyte per request that carries a body fails this (tried: +3.8 MB); smaller leaks are the
 * long soak's to find.
 */
const HEAP_BOUND_MB = 3;

describe("memory under a steady stream of requests", { timeout: 180_000 }, () => {
  it(`the heap after the warm-up grows by less than ${HEAP_BOUND_MB} MB`, async () => {
    const result = await runMemorySoak({ durationMs: 75_000, ratePerSecond: 300, sampleEveryMs: 5_000 });
    const growth = growthAfterWarmup(result.samples, WARMUP_SECONDS);
    console.log(
      `memory soak: ${result.requests} requests, statuses ${JSON.stringify(result.statuses)}; ` +
        `after ${WARMUP_SECONDS} s: heap ${growth.heapUsedMb} MB, RSS ${growth.rssMb} MB; ` +
        `RSS curve ${result.samples.map((sample) => `${sample.atSeconds}s:${sample.rssMb}`).join(" ")}`,
    );
    expect(result.requests).toBeGreaterThan(20_000);
    expect(growth.heapUsedMb).toBeLessThan(HEAP_BOUND_MB);
  });
});
