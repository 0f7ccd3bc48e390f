/**
 * `npm run bench:office`: the office's pages over a seeded database, on SQLite and on a
 * throwaway PostgreSQL cluster, at 10,000 and 100,000 requests (npm run office:seed's fake
 * requests, three years of them). For each page, the server time (the app in this process,
 * from the request to the last byte of the answer): median and p95 of RUNS runs. For the CSV
 * of every request: its first byte, its total time and how much the process's resident
 * memory grew. Prints a table, writes reports/bench-office/ (the table, the query plans of a
 * search and of the last page, and at 100,000 on SQLite the dashboard at 390 and 1280 px,
 * checked by axe) and exits 1 when a page's p95 passes 50 ms at 100,000, the CSV's first
 * byte 200 ms, or its memory 50 MB.
 *
 *   npm run build && npm run bench:office [-- --sizes=10000,100000 --engines=sqlite,postgres --runs=40]
 *
 * A benchmark, not a test: run it on an otherwise idle machine; the figures go to docs/benchmarks.md.
 * React renders as in production (the npm script sets NODE_ENV=production).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { CompiledQuery } from "kysely";
import { chromium } from "playwright-core";
import { openDatabase, type Database } from "../server/db/open";
import { silentLogger } from "../server/logger";
import { createRequestReads, type InboxQuery, type PageAt } from "../server/requests/reads";
import { searchTerms } from "../server/payload/search-text";
import { writeSeed } from "../server/requests/seed-writer";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { startOfficeApp, type OfficeApp } from "../tests/support/office-app";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "reports/bench-office");
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const SIZES = option("sizes", "10000,100000").split(",").map(Number);
const ENGINES = option("engines", "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const RUNS = Number(option("runs", "40"));
const BUDGET_MS = 50;
const FIRST_BYTE_MS = 200;
const MEMORY_MB = 50;

type Measure = { name: string; medianMs: number; p95Ms: number };
type CsvMeasure = { rows: number; firstByteMs: number; totalMs: number; rssGrowthMb: number; megabytes: number };
type Run = { engine: string; size: number; seedSeconds: number; pages: Measure[]; csv: CsvMeasure };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Server time of `paths` (one per run, round robin), after a few runs to warm the renderer and the caches. */
async function measure(office: OfficeApp, name: string, paths: string[]): Promise<Measure> {
  const times: number[] = [];
  for (let run = -3; run < RUNS; run++) {
    const path = paths[(run + 3) % paths.length]!;
    const started = performance.now();
    const response = await office.get(path);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (run >= 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
}

/** The CSV of every request: first byte, total, and resident memory at its highest against before. */
async function measureCsv(office: OfficeApp): Promise<CsvMeasure> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const response = await office.get("/office/export.csv?filter=all");
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines++;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  return {
    // Every record ends with CRLF; the header is one. (A description's own line breaks are quoted inside a cell and counted here too: close enough for a size.)
    rows: lines - 1,
    firstByteMs: round(firstByteMs),
    totalMs: Math.round(totalMs),
    rssGrowthMb: round((peak - before) / 1_048_576),
    megabytes: round(bytes / 1_048_576),
  };
}

/** Some requests to look at: ids spread over the table, a reference, a name, a phone number. */
async function samples(database: Database) {
  const { rows } = await database.read(
    CompiledQuery.raw("select id, payload from contact_requests where stage <> 'spam' order by created_at"),
  );
  const all = rows as { id: string; payload: string }[];
  const spread = Array.from({ length: 20 }, (_, index) => all[Math.floor(((index + 0.5) / 20) * all.length)]!);
  const named = spread.map((row) => JSON.parse(row.payload) as Record<string, string>);
  return {
    ids: spread.map((row) => row.id),
    reference: spread[7]!.id.slice(0, 8).toUpperCase(),
    name: `${named[3]!.firstName} ${named[3]!.lastName}`,
    phone: named.find((payload) => payload.phone)?.phone ?? "",
  };
}

/** The month `count` months before this one, "2025-12". */
function monthsBack(count: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - count);
  return date.toISOString().slice(0, 7);
}

async function pagesOf(office: OfficeApp, database: Database): Promise<Measure[]> {
  const { ids, reference, name, phone } = await samples(database);
  const q = (text: string) => encodeURIComponent(text);
  const month = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 7);
  const list: [string, string[]][] = [
    ["Inbox, first page (open)", ["/office"]],
    ["All, first page", ["/office?filter=all"]],
    ["All, last page", ["/office?filter=all&page=last"]],
    ["All, claim-deadline order", ["/office?filter=all&sort=claim-deadline"]],
    ...(["new", "contacted", "consultation", "retained", "declined", "referred", "spam"] as const).map(
      (stage): [string, string[]] => [`Stage: ${stage}`, [`/office?filter=${stage}`]],
    ),
    ["Channel: message widget", ["/office?filter=all&source=widget"]],
    ["Site language: Spanish", ["/office?filter=all&edition=es"]],
    ["Claim deadline within 30 days", ["/office?filter=open&claim=30"]],
    ["Claim deadline passed", ["/office?filter=all&claim=passed"]],
    ["Received in one month", [`/office?filter=all&from=${month}-01&to=${month}-28`]],
    ["Mine", ["/office?filter=all&mine=1"]],
    ["All filters at once, last page", [`/office?filter=declined&source=widget&edition=es&from=${month}-01&page=last`]],
    ["Search: a name", [`/office?filter=all&q=${q(name)}`]],
    ["Search: a reference", [`/office?filter=all&q=${q(reference)}`]],
    ["Search: a phone number, other format", [`/office?filter=all&q=${q(phone.replace(/\D/g, ""))}`]],
    ["Search: two words of a story", [`/office?filter=all&q=${q("perro policía")}`]],
    ["Search: a word in most requests", [`/office?filter=all&q=police`]],
    ["Search: a common word, last page", [`/office?filter=all&q=police&page=last`]],
    ["Search with filters", [`/office?filter=declined&edition=es&q=${q("taser")}`]],
    ["A request's page", ids.map((id) => `/office/requests/${id}`)],
    ["Dashboard, last 6 months (its default)", ["/office/dashboard"]],
    ["Dashboard, 12 months", [`/office/dashboard?from=${monthsBack(11)}`]],
    ["Dashboard, three years", [`/office/dashboard?from=${monthsBack(35)}`]],
  ];
  const measured: Measure[] = [];
  for (const [label, paths] of list) measured.push(await measure(office, label, paths));
  return measured;
}

/** The statements behind a search and the last page, with their plans (EXPLAIN QUERY PLAN, or EXPLAIN ANALYZE). */
async function plans(database: Database): Promise<string> {
  const reads = createRequestReads(database);
  const original = database.read;
  const out: string[] = [];
  const cases: [string, InboxQuery, PageAt][] = [
    ["Search for a name, first page", { filter: "all", search: searchTerms("ángela álvarez") }, { end: "first" }],
    [
      "Search for a word in most requests, first page",
      { filter: "all", search: searchTerms("police") },
      { end: "first" },
    ],
    ["All requests, last page", { filter: "all" }, { end: "last" }],
    ["Declined, Spanish, widget, last page", { filter: "declined", edition: "es", source: "widget" }, { end: "last" }],
  ];
  for (const [label, query, at] of cases) {
    const seen: CompiledQuery[] = [];
    (database as { read: Database["read"] }).read = async (compiled) => (seen.push(compiled), original(compiled));
    await reads.list(query, at, 50);
    (database as { read: Database["read"] }).read = original;
    out.push(`## ${label}`);
    for (const compiled of seen) {
      const explain =
        database.engine === "sqlite" ? "explain query plan " : "explain (analyze, buffers, costs off, timing off) ";
      const { rows } = await database.read(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      const plan = (rows as Record<string, unknown>[]).map((row) => String(row.detail ?? row["QUERY PLAN"]));
      out.push("```sql", compiled.sql.replace(/^select "id",.*? from/s, "select … from"), "```", "```", ...plan, "```");
    }
  }
  return out.join("\n");
}

async function screens(office: OfficeApp): Promise<string[]> {
  const url = await office.serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems: string[] = [];
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const [name, value] = office.cookie.split("=");
      await context.addCookies([{ name: name!, value: value!, domain: "127.0.0.1", path: "/office" }]);
      const page = await context.newPage();
      await page.goto(`${url}/office/dashboard`);
      await page.screenshot({ path: join(OUT, `dashboard-${width}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).analyze();
      problems.push(...violations.map((violation) => `${width} px: ${violation.id}: ${violation.help}`));
      await page.goto(`${url}/office?filter=all&q=${encodeURIComponent("taser vallejo")}`);
      await page.screenshot({ path: join(OUT, `search-${width}.png`), fullPage: true });
      await context.close();
    }
    const print = await browser.newContext({ viewport: { width: 800, height: 1100 } });
    const [name, value] = office.cookie.split("=");
    await print.addCookies([{ name: name!, value: value!, domain: "127.0.0.1", path: "/office" }]);
    const page = await print.newPage();
    await page.goto(`${url}/office/dashboard`);
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: join(OUT, "dashboard-print.png"), fullPage: true });
    await page.pdf({ path: join(OUT, "dashboard.pdf"), format: "Letter" });
    await print.close();
  } finally {
    await browser.close();
  }
  return problems;
}

async function runOne(engine: "sqlite" | "postgres", size: number, cluster: PostgresCluster | null): Promise<Run> {
  const scratch = join(ROOT, "reports/bench-office/scratch", `${engine}-${size}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const url = cluster ? await cluster.createDatabase(`bench_${size}`) : `file:${join(scratch, "site.db")}`;
  const started = performance.now();
  const seeding = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 60_000 }, { logger: silentLogger });
  await writeSeed(seeding, { count: size, now: Date.now(), offices: ["intake@example.com", "paralegal@example.com"] });
  // PostgreSQL as autovacuum leaves it after a bulk load: statistics, and pages all visible.
  if (cluster) await seeding.read(CompiledQuery.raw("vacuum analyze contact_requests"));
  await seeding.close();
  const seedSeconds = round((performance.now() - started) / 1000);
  console.log(`${engine}, ${size.toLocaleString("en-US")} requests: seeded in ${seedSeconds} s`);
  const office = await startOfficeApp({ databaseUrl: url, buildDir: join(ROOT, "build"), scratch });
  try {
    const pages = await pagesOf(office, office.backend.database);
    const csv = await measureCsv(office);
    if (size === Math.max(...SIZES)) {
      writeFileSync(join(OUT, `plans-${engine}.md`), await plans(office.backend.database));
      if (engine === "sqlite") {
        const problems = await screens(office);
        writeFileSync(
          join(OUT, "axe.txt"),
          problems.length ? problems.join("\n") + "\n" : "axe: no violations at 390 or 1280 px\n",
        );
        if (problems.length) console.log(problems.join("\n"));
      }
    }
    return { engine, size, seedSeconds, pages, csv };
  } finally {
    await office.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function table(runs: Run[]): string {
  const heads = runs.map((run) => `${run.engine} ${run.size.toLocaleString("en-US")}`);
  const lines = [
    `| server time, median / p95 (ms) | ${heads.join(" | ")} |`,
    `| --- | ${heads.map(() => "---:").join(" | ")} |`,
  ];
  for (const [index, { name }] of runs[0]!.pages.entries()) {
    lines.push(
      `| ${name} | ${runs.map((run) => `${run.pages[index]!.medianMs} / ${run.pages[index]!.p95Ms}`).join(" | ")} |`,
    );
  }
  lines.push(
    `| CSV of all: rows | ${runs.map((run) => run.csv.rows.toLocaleString("en-US")).join(" | ")} |`,
    `| CSV of all: first byte (ms) | ${runs.map((run) => run.csv.firstByteMs).join(" | ")} |`,
    `| CSV of all: total (ms) | ${runs.map((run) => run.csv.totalMs.toLocaleString("en-US")).join(" | ")} |`,
    `| CSV of all: size (MB) | ${runs.map((run) => run.csv.megabytes).join(" | ")} |`,
    `| CSV of all: RSS growth (MB) | ${runs.map((run) => run.csv.rssGrowthMb).join(" | ")} |`,
    `| seeding (s) | ${runs.map((run) => run.seedSeconds).join(" | ")} |`,
  );
  return lines.join("\n");
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const runs: Run[] = [];
  for (const engine of ENGINES) {
    const cluster = engine === "postgres" ? await startPostgresCluster() : null;
    try {
      for (const size of SIZES) runs.push(await runOne(engine, size, cluster));
    } finally {
      await cluster?.remove();
    }
  }
  const report = table(runs);
  writeFileSync(join(OUT, "table.md"), `${report}\n`);
  console.log(`\n${report}\n\nWrote ${OUT}`);
  const largest = Math.max(...SIZES);
  const failures = runs
    .filter((run) => run.size === largest)
    .flatMap((run) => [
      ...run.pages
        .filter((page) => page.p95Ms > BUDGET_MS)
        .map((page) => `${run.engine}: ${page.name} p95 ${page.p95Ms} ms`),
      ...(run.csv.firstByteMs > FIRST_BYTE_MS ? [`${run.engine}: CSV first byte ${run.csv.firstByteMs} ms`] : []),
      ...(run.csv.rssGrowthMb > MEMORY_MB ? [`${run.engine}: CSV RSS growth ${run.csv.rssGrowthMb} MB`] : []),
    ]);
  if (failures.length > 0) {
    console.log(`Over budget at ${largest.toLocaleString("en-US")}:\n${failures.join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
