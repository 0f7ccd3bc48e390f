/**
 * The flapping mail provider of `npm run soak:mail`, shortened to about a minute: each failure
 * once (down, 421 at the greeting, 451 at MAIL FROM, a connection that never hears a greeting)
 * between short returns, under two requests a second. Every acknowledged request arrives
 * exactly once; the times are printed, and judged by the soak script. Needs a build.
 */
import { describe, expect, it } from "vitest";
import { runFlappingScenario, type Flap } from "../support/mail-flapping-scenario";

const flaps: Flap[] = [
  { mode: "up", ms: 4_000 },
  { mode: "down", ms: 8_000 },
  { mode: "up", ms: 5_000 },
  { mode: "refuse-421", ms: 8_000 },
  { mode: "up", ms: 5_000 },
  { mode: "refuse-451", ms: 8_000 },
  { mode: "up", ms: 5_000 },
  { mode: "stall", ms: 12_000 },
  { mode: "up", ms: 5_000 },
];

describe("a flapping mail provider", { timeout: 240_000 }, () => {
  it("every acknowledged request arrives exactly once", async () => {
    const result = await runFlappingScenario({ flaps, requestEveryMs: 500, env: { MAIL_PER_HOUR: "0" } });
    const { afterReturn, whileUp } = result;
    console.log(
      `flapping: sent ${result.sent}, acknowledged ${result.acknowledged}, arrived ${result.arrived}, ` +
        `duplicates ${result.duplicates}; from a return (${afterReturn.count} waited): p50 ${afterReturn.p50} ms, ` +
        `p95 ${afterReturn.p95} ms, max ${afterReturn.max} ms; never waited (${whileUp.count}): p95 ${whileUp.p95} ms`,
    );
    expect(result).toMatchObject({ duplicates: 0, missing: 0, statuses: { 200: result.sent } });
    expect(result.acknowledged).toBe(result.sent);
    // Every failure came, and the server saw each as an outage that ended.
    expect(result.failures).toEqual({ down: 1, "refuse-421": 1, "refuse-451": 1, stall: 1 });
    expect(result.loggedOutages).toBe(4);
    expect(result.loggedReturns).toBe(4);
    expect(afterReturn.count).toBeGreaterThan(20);
  });
});
