/**
 * `npm run soak:leak`: a few hundred thousand contact requests of every kind at a steady rate
 * through the real server process (tests/support/memory-soak.ts), its memory sampled every
 * 10 s. The verdict: after the warm-up, resident memory grows by less than RSS_BOUND_MB and the
 * heap (after a full collection) by less than HEAP_BOUND_MB. Prints the curve and writes it to
 * reports/soak-leak-<time>.md. Exit code 1 when it fails.
 *
 * Options: --minutes N (8.5), --rate N (600 requests a second: about 300,000 in all), --warmup S (120:
 * resident memory settles over the first two minutes or so on the 2-core VM).
 * Needs a build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { growthAfterWarmup, runMemorySoak } from "../tests/support/memory-soak";

// What a working server may still add after its warm-up: allocator and page-cache noise for
// resident memory, and nothing much for the collected heap (the rate limiter's keys are
// bounded, its visitors all seen within the warm-up).
const RSS_BOUND_MB = 32;
const HEAP_BOUND_MB = 4;

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "8.5" },
    rate: { type: "string", default: "600" },
    warmup: { type: "string", default: "120" },
  },
});
const warmupSeconds = Number(values.warmup);
console.log(`${values.minutes} min at ${values.rate} requests a second; warm-up ${warmupSeconds} s`);
console.log("   s  requests   RSS MB  heap MB (after GC)  heap total MB  external MB");
const result = await runMemorySoak({
  durationMs: Number(values.minutes) * 60_000,
  ratePerSecond: Number(values.rate),
  onSample: (s) =>
    console.log(
      `${String(s.atSeconds).padStart(4)}  ${String(s.requests).padStart(8)}  ${s.rssMb.toFixed(1).padStart(7)}  ` +
        `${s.heapUsedMb.toFixed(1).padStart(18)}  ${s.heapTotalMb.toFixed(1).padStart(13)}  ${s.externalMb.toFixed(1).padStart(11)}`,
    ),
});

const growth = growthAfterWarmup(result.samples, warmupSeconds);
const pass = growth.rssMb < RSS_BOUND_MB && growth.heapUsedMb < HEAP_BOUND_MB;
const report = [
  `# Memory soak, ${new Date().toISOString()}`,
  "",
  `${result.requests} requests in ${result.seconds.toFixed(0)} s (${Math.round(result.requests / result.seconds)} a second; asked ${values.rate}), ` +
    `${result.mailed} mails; kinds ${JSON.stringify(result.kinds)}; statuses ${JSON.stringify(result.statuses)}`,
  "",
  "| s | requests | RSS MB | heap used MB (after GC) | heap total MB | external MB |",
  "| ---: | ---: | ---: | ---: | ---: | ---: |",
  ...result.samples.map(
    (s) => `| ${s.atSeconds} | ${s.requests} | ${s.rssMb} | ${s.heapUsedMb} | ${s.heapTotalMb} | ${s.externalMb} |`,
  ),
  "",
  `after the ${warmupSeconds} s warm-up: RSS ${growth.rssMb >= 0 ? "+" : ""}${growth.rssMb} MB (bound ${RSS_BOUND_MB}), ` +
    `heap ${growth.heapUsedMb >= 0 ? "+" : ""}${growth.heapUsedMb} MB (bound ${HEAP_BOUND_MB}): ${pass ? "PASS" : "FAIL"}`,
].join("\n");
console.log(`\n${report}`);
const reports = resolve(import.meta.dirname, "..", "reports");
mkdirSync(reports, { recursive: true });
const file = join(reports, `soak-leak-${new Date().toISOString().replace(/[:.]/g, "-")}.md`);
writeFileSync(file, `${report}\n`);
console.log(`\nwritten to ${file}`);
process.exit(pass ? 0 : 1);
