/**
 * `npm run audit:lighthouse`: Lighthouse 12 (default mobile: emulated Moto G Power, slow 4G) on
 * the production build served by the real server, in Debian's Chromium, for every prerendered
 * route in both throttling modes (ADR 003):
 *
 * - simulated (Lighthouse's default): performance 100 and LCP at most 1.3 s;
 * - devtools (Chromium throttles for real): LCP at most 1.6 s, or at most 5 % over the limit page
 *   (below) when the host cannot paint even that within 1.6 s;
 * - both: total blocking time at most 50 ms; accessibility, best practices and SEO 100;
 * - the CPU slowdown calibrated to the host's benchmark index (cpuSlowdown, below), as
 *   Lighthouse's throttling documentation advises, so every host emulates the same phone;
 * - the message launcher opens the widget within 3.5 s of navigation, under devtools throttling.
 *
 * Every figure is the median of three runs (five when three miss a target, as Lighthouse advises
 * against run-to-run variance); a route still below a target is measured once more after the
 * others, and that second round's figures stand. In the same run it measures the limit: the home
 * page's HTML with its scripts removed, which paints as fast as this build can; each route's LCP
 * is printed as a ratio to it, so a reader sees how close to the limit the machine at hand allows.
 *
 * `-- --gate`: the four representative routes `npm test` checks, in the simulated mode and with the
 * launcher timed (the devtools mode's figures are wall-clock times that move with the host's
 * load, so only the full audit, run on purpose on an idle machine, measures them); `-- --route=/about` one route;
 * `-- --runs=5` more runs. Wants an otherwise idle machine: the simulated figures scale with the CPU.
 */
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { launchReady } from "../tests/support/launch-ready";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { internalPaths, prerenderedPaths } from "../app/content/navigation";
import { PANEL_ID } from "../app/features/message-widget/panel-frame";
import { englishPath } from "../app/lib/language";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { startTestServer } from "./start-test-server";

/**
 * Lighthouse's four-times CPU slowdown is calibrated for a high-end desktop, whose benchmark index
 * starts at 1,500 (Lighthouse's throttling documentation); on a slower host, or one another job
 * is loading, the same four times emulates a far slower phone than the targets were set for. So
 * each run slows the CPU by 4 × (the host's benchmark index, as Lighthouse measured it in the
 * latest runs) / 1,500, at most 4× (the documentation's figure for every high-end host): the same
 * phone whatever the host, never less than no slowdown at all.
 */
const HIGH_END_DESKTOP_INDEX = 1500;
const recentIndexes: number[] = [];
const slowdownsUsed: number[] = [];
function cpuSlowdown(): number {
  if (recentIndexes.length === 0) return throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const index = median(recentIndexes.slice(-5));
  const four = throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const slowdown = Math.min(four, Math.max(1, (four * index) / HIGH_END_DESKTOP_INDEX));
  slowdownsUsed.push(slowdown);
  return slowdown;
}

export const TARGETS = {
  simulate: { performance: 100, lcpMs: 1300 },
  devtools: { lcpMs: 1600, overLimit: 1.05 },
  tbtMs: 50,
  launcherMs: 3500,
  otherCategories: 100,
};
/** What `npm test` runs: the home page, one practice page, the form and the photo tool. */
const GATE = ["/", "/practice-areas/excessive-force", "/consultation", "/photo-enhancement"];
const LIMIT_PATH = "/lighthouse-limit";

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const only = process.argv.filter((arg) => arg.startsWith("--route=")).map((arg) => arg.slice("--route=".length));
const routes = only.length ? only : process.argv.includes("--gate") ? GATE : [...prerenderedPaths];
/**
 * In `npm test` (`--gate`) the devtools mode is not run: its figures are wall-clock times under
 * real throttling, which move with the host's load (ADR 003), and measuring them there took half
 * the gate's minutes. The full audit, run on purpose on an idle machine, holds both modes to the
 * targets; the launcher's time, measured under the same real throttling, is gated in both.
 */
const DEVTOOLS_MEASURED = !process.argv.includes("--gate");
const RUNS = Number(argument("runs") ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);

type Mode = "simulate" | "devtools";
type Run = { performance: number; fcp: number; lcp: number; tbt: number; cls: number; other?: Record<string, number> };
type Measured = {
  route: string;
  simulate: Run;
  /** Absent under `--gate`. */
  devtools?: Run;
  launcherMs?: number;
  other: Record<string, number>;
  /** How many runs each median is of. */
  runs: string;
};

const OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"];

/** Publishes a launch-ready version into the server's database before it starts (content:import --publish). */
function publishLaunchReady(env: Record<string, string>) {
  const file = join(tmpdir(), `lighthouse-content-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(launchReady()));
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      resolve(import.meta.dirname, "../server/content/cli.ts"),
      "import",
      file,
      "--publish",
      "--as",
      "office@example.com",
    ],
    { cwd: resolve(import.meta.dirname, ".."), env: { ...process.env, ...env }, stdio: "inherit" },
  );
}
/** The photo tool is internal and carries noindex on purpose; "blocked from indexing" is its intended state. */
const INTENDED_NOINDEX = new Set<string>(internalPaths);

/**
 * The build as built, plus the limit page: the home page's HTML with every script removed (data
 * blocks such as JSON-LD stay), precompressed like the rest, served by the same server.
 */
function buildWithLimitPage(): string {
  const dir = resolve(import.meta.dirname, "..", "build-lighthouse");
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build"), dir, { recursive: true });
  const home = readFileSync(join(dir, "client", "index.html"), "utf8");
  const withoutScripts = home
    .replace(/<script(?![^>]*application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const limitDir = join(dir, "client", LIMIT_PATH.slice(1));
  mkdirSync(limitDir, { recursive: true });
  const body = Buffer.from(withoutScripts);
  writeFileSync(join(limitDir, "index.html"), body);
  writeFileSync(join(limitDir, "index.html.gz"), gzipSync(body, { level: 9 }));
  writeFileSync(
    join(limitDir, "index.html.br"),
    brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return dir;
}

const buildDir = buildWithLimitPage();
// --stored-content: the pages the server renders from a version published from its database (a
// launch-ready one, imported before it starts), not the build's prerendered first version.
const storedContent = process.argv.includes("--stored-content");
const server = await startTestServer({
  port,
  env: { RATE_LIMIT_PER_MINUTE: "0", BUILD_DIR: buildDir, OFFICE_EMAILS: "office@example.com" },
  ...(storedContent ? { prepare: publishLaunchReady } : {}),
});
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });

/** The audits the performance score is made of: a run that needs nothing else computes only these. */
const METRIC_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

async function lighthouseRun(route: string, mode: Mode, withOtherCategories: boolean, attempt = 1): Promise<Run> {
  const noindex = INTENDED_NOINDEX.has(englishPath(route));
  const result = await lighthouse(
    `${server.url}${route}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(withOtherCategories
        ? { onlyCategories: ["performance", ...OTHER_CATEGORIES] }
        : { onlyCategories: ["performance"], onlyAudits: METRIC_AUDITS }),
    },
    {
      extends: "lighthouse:default",
      settings: {
        throttlingMethod: mode,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown() },
        disableFullPageScreenshot: !withOtherCategories,
        ...(noindex ? { skipAudits: ["is-crawlable"] } : {}),
      },
    },
  );
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  // A run Lighthouse itself could not complete (a protocol timeout) is run again, not counted as a score.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${route} (${mode}): ${result.lhr.runtimeError.message}`);
    console.warn(`${route} (${mode}): ${result.lhr.runtimeError.code}, running again`);
    return lighthouseRun(route, mode, withOtherCategories, attempt + 1);
  }
  const { categories, audits, environment } = result.lhr;
  if (environment.benchmarkIndex > 0) recentIndexes.push(environment.benchmarkIndex);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    other: withOtherCategories ? Object.fromEntries(OTHER_CATEGORIES.map((id) => [id, score(id)])) : undefined,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs (not one run's figures). */
function medianRun(runs: Run[]): Run {
  const of = (key: keyof Omit<Run, "other">) => median(runs.map((run) => run[key]));
  return { performance: of("performance"), fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt"), cls: of("cls") };
}

/** Whether a median run meets its mode's targets. */
function meets(run: Run | undefined, mode: Mode): boolean {
  if (!run) return true;
  if (run.tbt > TARGETS.tbtMs) return false;
  if (mode === "devtools")
    return run.lcp <= Math.max(TARGETS.devtools.lcpMs, (limit?.devtools?.lcp ?? 0) * TARGETS.devtools.overLimit);
  return run.performance >= TARGETS.simulate.performance && run.lcp <= TARGETS.simulate.lcpMs;
}

/**
 * The median of RUNS runs; when it misses a target, two more runs and the median of all, as
 * Lighthouse's documentation advises against run-to-run variance (the report says how many).
 */
async function measure(route: string, mode: Mode): Promise<{ run: Run; other: Record<string, number>; runs: number }> {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index++) {
    runs.push(await lighthouseRun(route, mode, index === 0 && mode === "simulate" && route !== LIMIT_PATH));
  }
  if (route !== LIMIT_PATH && !meets(medianRun(runs), mode)) {
    for (let index = 0; index < 2; index++) runs.push(await lighthouseRun(route, mode, false));
  }
  return { run: medianRun(runs), other: runs[0]!.other ?? {}, runs: runs.length };
}

/**
 * Time from navigation to a working launcher, as a visitor on a slow phone meets it: Lighthouse's
 * devtools throttling (request latency, bandwidth, CPU four times slower) and its phone's screen,
 * a tap on the launcher every 100 ms from the first paint, until a tap opens the widget. Not
 * before it: a visitor sees nothing to tap until then, and a tap aimed by an unstyled layout lands
 * wherever the styled page puts something else (the band's Call link, which would dial).
 */
const painted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length > 0).catch(() => false);

async function launcherTime(page: Page, route: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const slow4g = throttling.mobileSlow4G;
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4g.requestLatencyMs,
    downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown() });
  const launcher = page.locator(`button[aria-controls="${PANEL_ID}"]`);
  const panel = page.locator(`#${PANEL_ID}`);
  const started = Date.now();
  await page.goto(`${server.url}${route}`, { waitUntil: "commit" });
  for (;;) {
    const tapped = Date.now();
    if (tapped - started > 20_000) throw new Error(`the launcher on ${route} did not open the widget within 20 s`);
    if ((await painted(page)) && (await launcher.isVisible())) {
      await launcher.tap({ force: true, timeout: 1_000 }).catch(() => {});
      if (await panel.isVisible()) {
        await cdp.detach();
        return tapped - started;
      }
    }
    await page.waitForTimeout(100);
  }
}

async function launcherTimes(routesToTime: string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times = new Map<string, number>();
  try {
    for (const route of routesToTime) {
      const samples: number[] = [];
      // Like the Lighthouse figures: two more samples when the median misses the target.
      while (samples.length < RUNS || (samples.length < RUNS + 2 && median(samples) > TARGETS.launcherMs)) {
        const context = await browser.newContext({
          viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
          deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
          userAgent: userAgents.mobile,
        });
        samples.push(await launcherTime(await context.newPage(), route));
        await context.close();
      }
      times.set(route, median(samples));
    }
  } finally {
    await browser.close();
  }
  return times;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const results: Measured[] = [];
let limit: { simulate: Run; devtools?: Run };
try {
  // One run first, not counted, for the host's benchmark index: the counted runs emulate the same phone.
  await lighthouseRun(LIMIT_PATH, "simulate", false);
  limit = {
    simulate: (await measure(LIMIT_PATH, "simulate")).run,
    devtools: DEVTOOLS_MEASURED ? (await measure(LIMIT_PATH, "devtools")).run : undefined,
  };
  console.log(
    `limit (home page, no JavaScript): LCP ${seconds(limit.simulate.lcp)} simulated, ${limit.devtools ? seconds(limit.devtools.lcp) : "not measured"} devtools`,
  );
  for (const route of routes) {
    const simulate = await measure(route, "simulate");
    const devtools = DEVTOOLS_MEASURED ? await measure(route, "devtools") : undefined;
    results.push({
      route,
      simulate: simulate.run,
      devtools: devtools?.run,
      other: simulate.other,
      runs: `${simulate.runs}/${devtools?.runs ?? 0}`,
    });
    const devtoolsFigures = devtools
      ? `devtools LCP ${seconds(devtools.run.lcp)}, TBT ${Math.round(devtools.run.tbt)} ms`
      : "devtools not measured";
    console.log(
      `${route}: simulated ${simulate.run.performance}, LCP ${seconds(simulate.run.lcp)}, TBT ${Math.round(simulate.run.tbt)} ms; ` +
        `${devtoolsFigures}; ${JSON.stringify(simulate.other)}`,
    );
  }
  // A route below a target is measured again, in the mode it missed, once the others are done:
  // a passing load on the machine (another job, a backup) misses one round, a slower page both.
  for (const result of results) {
    const again = (["simulate", "devtools"] as const).filter((mode) => !meets(result[mode], mode));
    if (again.length === 0) continue;
    console.log(`${result.route}: below a target (${again.join(", ")}), measured again after the others`);
    const runs = result.runs.split("/");
    for (const mode of again) {
      const second = await measure(result.route, mode);
      result[mode] = second.run;
      runs[mode === "simulate" ? 0 : 1] += `, again ${second.runs}`;
    }
    result.runs = runs.join("/");
  }
  await chrome.kill();
  const launcher = await launcherTimes(routes);
  for (const result of results) result.launcherMs = launcher.get(result.route);
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}

/** The targets a route misses. */
function misses(result: Measured): string[] {
  const failed: string[] = [];
  const { simulate, devtools } = result;
  if (simulate.performance < TARGETS.simulate.performance) failed.push(`performance ${simulate.performance}`);
  if (simulate.lcp > TARGETS.simulate.lcpMs) failed.push(`simulated LCP ${seconds(simulate.lcp)}`);
  // A page cannot paint before its own HTML without scripts does: on a host where even the limit
  // misses 1.6 s, the route is held to the limit (5 % over it at most) measured in the same run.
  if (
    devtools &&
    devtools.lcp > Math.max(TARGETS.devtools.lcpMs, (limit.devtools?.lcp ?? 0) * TARGETS.devtools.overLimit)
  )
    failed.push(`devtools LCP ${seconds(devtools.lcp)}`);
  if (simulate.tbt > TARGETS.tbtMs) failed.push(`simulated TBT ${Math.round(simulate.tbt)} ms`);
  if (devtools && devtools.tbt > TARGETS.tbtMs) failed.push(`devtools TBT ${Math.round(devtools.tbt)} ms`);
  if ((result.launcherMs ?? Infinity) > TARGETS.launcherMs)
    failed.push(`launcher ${seconds(result.launcherMs ?? NaN)}`);
  for (const [id, score] of Object.entries(result.other)) {
    if (score < TARGETS.otherCategories) failed.push(`${id} ${score}`);
  }
  return failed;
}

const ratio = (lcp: number, limitLcp: number) => (lcp / limitLcp).toFixed(2);
/** The devtools columns: FCP, LCP, TBT and LCP over the limit's, or "n/m" (not measured) under `--gate`. */
const devtoolsCells = (d: Run | undefined) =>
  d && limit.devtools
    ? `| ${seconds(d.fcp)} | ${seconds(d.lcp)} | ${Math.round(d.tbt)} ms | ${ratio(d.lcp, limit.devtools.lcp)} `
    : "| n/m | n/m | n/m | n/m ";
const row = (result: Measured) => {
  const { simulate: s, devtools: d } = result;
  const failed = misses(result);
  const status = failed.length ? `**${failed.join(", ")}**` : "ok";
  return (
    `| ${result.route} | ${s.performance} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${Math.round(s.tbt)} ms | ${ratio(s.lcp, limit.simulate.lcp)} ` +
    devtoolsCells(d) +
    `| ${result.launcherMs === undefined ? "n/a" : seconds(result.launcherMs)} ` +
    `| ${OTHER_CATEGORIES.map((id) => result.other[id] ?? "n/a").join(" / ")} | ${result.runs} | ${status} |`
  );
};
const limitRow =
  `| limit: home, no JavaScript | ${limit.simulate.performance} | ${seconds(limit.simulate.fcp)} | ${seconds(limit.simulate.lcp)} | ${Math.round(limit.simulate.tbt)} ms | 1.00 ` +
  `${devtoolsCells(limit.devtools)}| n/a | n/a | ${RUNS}/${limit.devtools ? RUNS : 0} | reference |`;
const table = [
  "| route | perf. (sim.) | FCP (sim.) | LCP (sim.) | TBT (sim.) | LCP / limit (sim.) | FCP (devtools) | LCP (devtools) | TBT (devtools) | LCP / limit (devtools) | launcher working (devtools) | a11y / best pr. / SEO | runs (sim./devtools) | status |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|",
  limitRow,
  ...results.map(row),
].join("\n");
const calibration =
  `Host benchmark index (Lighthouse's, median of its runs) ${Math.round(median(recentIndexes))}, ` +
  `so the CPU was slowed ${Math.min(...slowdownsUsed).toFixed(1)}× to ${Math.max(...slowdownsUsed).toFixed(1)}× ` +
  `(4× on a high-end desktop, index ${HIGH_END_DESKTOP_INDEX}: the same phone whatever the host).`;
const report =
  `# Lighthouse 12, mobile, ${new Date().toISOString()}\n\n` +
  `${calibration}\n\n` +
  `Each figure is the median of its runs (${RUNS}, or ${RUNS + 2} when ${RUNS} missed a target; a route still below a target measured again after the others, whose figures stand); targets: simulated performance ${TARGETS.simulate.performance} and LCP at most ${seconds(TARGETS.simulate.lcpMs)}, ` +
  `${DEVTOOLS_MEASURED ? "" : "devtools mode not measured (n/m) under --gate; "}devtools LCP at most ${seconds(TARGETS.devtools.lcpMs)} (or 5 % over the limit when the limit misses it), TBT at most ${TARGETS.tbtMs} ms, launcher working within ${seconds(TARGETS.launcherMs)}.\n\n${table}\n`;
mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.md", report);
console.log(`\n${calibration}\n\n${table}\n\nwritten to reports/lighthouse.md`);

const below = results.filter((result) => misses(result).length);
if (below.length) {
  console.error(`\n${below.length} route(s) below the targets: ${below.map((result) => result.route).join(", ")}`);
  process.exit(1);
}
