/**
 * `npm run soak:mail`: ten minutes of a flapping mail provider under a steady stream of
 * requests (tests/support/mail-flapping-scenario.ts): the provider goes down and up at random
 * every 5 to 40 s, sometimes refusing with 421 or 451, sometimes accepting connections and
 * stalling. The verdict: every acknowledged request arrived exactly once, and the p95 of the
 * time from the provider's return to the arrival of the requests that waited is at most 10 s.
 * Writes the report to reports/soak-mail-<time>.md as well. Exit code 1 when it fails.
 *
 * Options: --minutes N (10), --every MS (1000, between requests), --seed N (random),
 * --mail-per-hour N (0: no digests, so the times are the provider's, not the pacing's).
 * Needs a build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { randomFlaps, runFlappingScenario } from "../tests/support/mail-flapping-scenario";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    every: { type: "string", default: "1000" },
    seed: { type: "string", default: String(Math.floor(Math.random() * 2 ** 31)) },
    "mail-per-hour": { type: "string", default: "0" },
  },
});
const P95_BOUND_MS = 10_000;
const seed = Number(values.seed);
const flaps = randomFlaps(Number(values.minutes) * 60_000, seed);

console.log(`seed ${seed}: ${flaps.length} flaps over ${values.minutes} min, a request every ${values.every} ms`);
const result = await runFlappingScenario({
  flaps,
  requestEveryMs: Number(values.every),
  env: { MAIL_PER_HOUR: values["mail-per-hour"]! },
  onFlap: (flap, elapsed) =>
    console.log(`${(elapsed / 1000).toFixed(0).padStart(4)} s  ${flap.mode} for ${flap.ms} ms`),
});

const s = (ms: number | null) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const exactlyOnce = result.missing === 0 && result.duplicates === 0 && result.acknowledged === result.sent;
const fast = (result.afterReturn.p95 ?? 0) <= P95_BOUND_MS;
const report = [
  `# Mail soak, ${new Date().toISOString()}`,
  "",
  `seed ${seed}, ${values.minutes} min, a request every ${values.every} ms, MAIL_PER_HOUR ${values["mail-per-hour"]}`,
  `failures: ${Object.entries(result.failures)
    .map(([mode, count]) => `${mode} ×${count}`)
    .join(", ")}; the server logged ${result.loggedOutages} outages and ${result.loggedReturns} returns`,
  "",
  "| sent | acknowledged | arrived | duplicates | missing | statuses |",
  "| ---: | ---: | ---: | ---: | ---: | --- |",
  `| ${result.sent} | ${result.acknowledged} | ${result.arrived} | ${result.duplicates} | ${result.missing} | ${JSON.stringify(result.statuses)} |`,
  "",
  "| measured | requests | p50 | p95 | max |",
  "| --- | ---: | ---: | ---: | ---: |",
  `| provider's return → arrival (waited) | ${result.afterReturn.count} | ${s(result.afterReturn.p50)} | ${s(result.afterReturn.p95)} | ${s(result.afterReturn.max)} |`,
  `| acknowledged → arrival (never waited) | ${result.whileUp.count} | ${s(result.whileUp.p50)} | ${s(result.whileUp.p95)} | ${s(result.whileUp.max)} |`,
  "",
  `verdict: ${exactlyOnce ? "every acknowledged request arrived exactly once" : "REQUESTS LOST OR DOUBLED"}; ` +
    `p95 after a return ${s(result.afterReturn.p95)} ${fast ? "≤" : ">"} ${s(P95_BOUND_MS)}: ${exactlyOnce && fast ? "PASS" : "FAIL"}`,
].join("\n");
console.log(`\n${report}`);
const reports = resolve(import.meta.dirname, "..", "reports");
mkdirSync(reports, { recursive: true });
const file = join(reports, `soak-mail-${new Date().toISOString().replace(/[:.]/g, "-")}.md`);
writeFileSync(file, `${report}\n`);
console.log(`\nwritten to ${file}`);
process.exit(exactlyOnce && fast ? 0 : 1);
