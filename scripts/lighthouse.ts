/**
 * `npm run audit:lighthouse [-- --all]`: Lighthouse 12 (default mobile settings: emulated
 * Moto G Power, simulated slow 4G) against the production build on the real server, in
 * Debian's Chromium. Writes reports/lighthouse.md and fails unless accessibility, best
 * practices and SEO are 100 and performance is at least 95 on every audited route.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { internalPaths, prerenderedPaths } from "../app/content/navigation";
import { englishPath } from "../app/lib/language";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { startTestServer } from "./start-test-server";

const SAMPLE = [
  "/",
  "/about",
  "/contact",
  "/consultation",
  "/headlines",
  "/practice-areas",
  "/practice-areas/excessive-force",
  "/photo-enhancement",
  // The Spanish edition, within the same bars (issue 17).
  "/es",
  "/es/consultation",
  "/es/practice-areas/excessive-force",
];
const only = process.argv.filter((arg) => arg.startsWith("--route=")).map((arg) => arg.slice("--route=".length));
const routes = only.length ? only : process.argv.includes("--all") ? [...prerenderedPaths] : SAMPLE;
const MIN = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
/** The photo tool is internal and carries noindex on purpose; "blocked from indexing" is its intended state. */
const INTENDED_NOINDEX = new Set<string>(internalPaths);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);

const server = await startTestServer({ port, env: { RATE_LIMIT_PER_MINUTE: "0" } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
});

type Row = {
  route: string;
  scores: Record<string, number>;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  failed: string[];
};

/** Lighthouse's own advice against run-to-run variance: a route below the bar is run again and judged by its median run. */
const RUNS_WHEN_BELOW = 5;

async function audit(route: string): Promise<Row> {
  const result = await lighthouse(
    `${server.url}${route}`,
    { port: chrome.port, output: "json", logLevel: "error" },
    INTENDED_NOINDEX.has(englishPath(route))
      ? { extends: "lighthouse:default", settings: { skipAudits: ["is-crawlable"] } }
      : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(Object.keys(MIN).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  const failed = Object.entries(MIN)
    .filter(([id, min]) => (scores[id] ?? 0) < min)
    .map(([id]) => {
      const bad = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      return `${id} ${scores[id]} (${bad.join(", ")})`;
    });
  const value = (id: string) => audits[id]?.displayValue ?? "n/a";
  return {
    route,
    scores,
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    failed,
  };
}

const rows: Row[] = [];
try {
  for (const route of routes) {
    const runs = [await audit(route)];
    while (runs[0]!.failed.length && runs.length < RUNS_WHEN_BELOW) runs.push(await audit(route));
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const row = runs[Math.floor(runs.length / 2)]!;
    rows.push(row);
    const note = runs.length > 1 ? ` (median of ${runs.map((r) => r.scores.performance).join(", ")})` : "";
    console.log(
      `${route}: ${JSON.stringify(row.scores)}${note}${row.failed.length ? `  FAILED ${row.failed.join("; ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const table = [
  "| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  ),
].join("\n");
mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.md", `# Lighthouse (mobile defaults), ${new Date().toISOString()}\n\n${table}\n`);
console.log(`\n${table}\n\nwritten to reports/lighthouse.md`);

const failures = rows.filter((r) => r.failed.length);
if (failures.length) {
  console.error(`\n${failures.length} route(s) below the bar: ${failures.map((r) => r.route).join(", ")}`);
  process.exit(1);
}
