/**
 * `npm run bench:mail-outage`: the mail provider away for 5 s while 20 requests arrive, then
 * back (tests/support/mail-outage-scenario.ts), on the real server process of this checkout,
 * or of another one with `-- --root <dir>` (built, with its dependencies installed) to compare
 * commits. Prints, for each request, the time from the provider's return to its arrival.
 *
 * Options: --requests N (20), --outage S (5), --mail-per-hour N (the server's default: 60).
 * Needs a build.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runOutageScenario } from "../tests/support/mail-outage-scenario";

const { values } = parseArgs({
  options: {
    root: { type: "string" },
    requests: { type: "string", default: "20" },
    outage: { type: "string", default: "5" },
    "mail-per-hour": { type: "string" },
  },
});
const root = values.root ? resolve(values.root) : undefined;
const perHour = values["mail-per-hour"];

const result = await runOutageScenario({
  requests: Number(values.requests),
  outageMs: Number(values.outage) * 1000,
  root,
  env: perHour === undefined ? {} : { MAIL_PER_HOUR: perHour },
  // The old outbox took minutes.
  arrivalTimeoutMs: 600_000,
});

const seconds = (ms: number | null) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
console.log(`checkout: ${root ?? "this one"}; ${values.requests} requests during a ${values.outage} s outage`);
console.log(`acknowledged ${result.acknowledged}, arrived ${result.arrived}, duplicates ${result.duplicates}`);
console.log(
  `after the return: ${result.singles} messages with one request, ${result.digests.length} digests` +
    (result.digests.length > 0 ? ` holding ${result.digests.join(", ")}` : "") +
    ` (${result.before} mailed alone before the outage)`,
);
console.log(
  `from the return to arrival: p50 ${seconds(result.summary.p50)}, p95 ${seconds(result.summary.p95)}, max ${seconds(result.summary.max)}`,
);
console.log(`each request, in the order sent: ${result.waits.map((ms) => (ms / 1000).toFixed(2)).join(" ")}`);
