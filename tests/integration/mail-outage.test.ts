/**
 * The mail provider away for 5 s while 20 requests arrive, then back: the real server process
 * against a real SMTP server on 127.0.0.1 (tests/support/mail-outage-scenario.ts). The office
 * gets each request once, alone while under its hourly allowance, and a digest holds only what
 * the allowance could not carry. The times are printed; `npm run bench:mail-outage` measures
 * them on any commit. Needs a build.
 */
import { describe, expect, it } from "vitest";
import { runOutageScenario, type OutageResult } from "../support/mail-outage-scenario";

function report(label: string, result: OutageResult) {
  const { p50, p95, max } = result.summary;
  console.log(
    `${label}: acknowledged ${result.acknowledged}, arrived ${result.arrived}, duplicates ${result.duplicates}; ` +
      `from the return: p50 ${p50} ms, p95 ${p95} ms, max ${max} ms; ` +
      `${result.singles} alone, digests [${result.digests.join(", ")}]`,
  );
}

describe("a five-second mail outage", { timeout: 120_000 }, () => {
  it("under the allowance: every request arrives once, each alone", async () => {
    const result = await runOutageScenario();
    report("outage, MAIL_PER_HOUR 60", result);
    expect(result).toMatchObject({ acknowledged: 20, arrived: 20, duplicates: 0, singles: 20, digests: [] });
  });

  it("past the allowance: alone while it lasts, then one digest with the rest, nothing twice", async () => {
    const result = await runOutageScenario({ env: { MAIL_PER_HOUR: "10", MAIL_BATCH_INTERVAL_SECONDS: "120" } });
    report("outage, MAIL_PER_HOUR 10", result);
    expect(result).toMatchObject({ acknowledged: 20, arrived: 20, duplicates: 0, before: 1 });
    // The one mailed before the outage used one of the ten.
    expect(result.singles).toBe(9);
    expect(result.digests).toEqual([11]);
  });
});
