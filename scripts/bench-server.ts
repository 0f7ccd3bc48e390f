/**
 * `npm run bench:server`: the production server against nginx, side by side in one run, on the
 * same client build. Debian's nginx (one worker, `gzip_static on`, its own temporary config on
 * 127.0.0.1, see tests/support/nginx.ts) is the reference; our server runs as one process.
 *
 * For each path (the home page, a practice page, the largest hashed JavaScript asset) wrk
 * loads nginx, then our server: 50 connections, keep-alive, one wrk thread (wrk is C and cheap
 * on CPU, which leaves the second core to the server under test), `Accept-Encoding: gzip` (the
 * only encoding Debian's nginx can send from files, so both send the same bytes) and
 * `Accept: text/html` for pages. Targets per path: at least 0.6x nginx's requests/s, p99 at
 * most 10 ms. Prints a table, writes it to reports/bench-server.md, exits 1 if a target is missed.
 *
 * Needs a build (`npm run build`), nginx and wrk. BENCH_DURATION: seconds per run (default 10).
 * BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startStaticNginx } from "../tests/support/nginx";
import { startTestServer } from "./start-test-server";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT_DIR = resolve(ROOT, process.env.BUILD_DIR || "build", "client");
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;
const CONNECTIONS = 50;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 10;

type Run = { requestsPerSecond: number; p99Ms: number; errors: number };

/** wrk's own summary is for people; this prints the figures as one JSON line for the script. */
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BENCH_JSON {\\"requests\\":%d,\\"durationUs\\":%d,\\"p99Us\\":%d,\\"errors\\":%d}\\n",
    summary.requests, summary.duration, latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** The largest JavaScript file among the hashed assets: the framework entry chunk. */
function largestAsset(): string {
  const scripts = readdirSync(join(CLIENT_DIR, "assets")).filter((name) => name.endsWith(".js"));
  if (scripts.length === 0) throw new Error(`No JavaScript in ${CLIENT_DIR}/assets: run "npm run build" first.`);
  const size = (name: string) => statSync(join(CLIENT_DIR, "assets", name)).size;
  return `/assets/${scripts.sort((a, b) => size(b) - size(a))[0]}`;
}

function headersFor(path: string): Record<string, string> {
  return path.startsWith("/assets/")
    ? { "Accept-Encoding": "gzip" }
    : { "Accept-Encoding": "gzip", Accept: "text/html" };
}

/** Status, encoding and length of one response, to check that both servers send the same bytes. */
function probe(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; length: number }>((done, fail) => {
    const req = request(url, { headers }, (res) => {
      let length = 0;
      res.on("data", (chunk: Buffer) => (length += chunk.length));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, encoding: String(res.headers["content-encoding"] ?? "identity"), length }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

function wrk(url: string, headers: Record<string, string>, seconds: number, script: string): Promise<Run> {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "5s", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((done, fail) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.on("error", fail);
    child.on("exit", (code) => {
      const line = out.split("\n").find((candidate) => candidate.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) return fail(new Error(`wrk exited with ${code}:\n${out}`));
      const report = JSON.parse(line.slice("BENCH_JSON ".length)) as {
        requests: number;
        durationUs: number;
        p99Us: number;
        errors: number;
      };
      done({
        requestsPerSecond: report.requests / (report.durationUs / 1e6),
        p99Ms: report.p99Us / 1000,
        errors: report.errors,
      });
    });
  });
}

const scratch = mkdtempSync(join(tmpdir(), "bench-server-"));
const script = join(scratch, "report.lua");
writeFileSync(script, WRK_REPORT);
const paths = ["/", "/practice-areas/civil-rights", largestAsset()];

// Another process's load skews both servers, not always alike: the report says how busy the machine was.
const loadBefore = loadavg()[0]!;
const nginx = await startStaticNginx({ port: await freePort(), root: CLIENT_DIR });
const ours = await startTestServer({
  port: await freePort(),
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
});
const rows: string[][] = [];
let met = true;
try {
  for (const path of paths) {
    const headers = headersFor(path);
    const [reference, candidate] = await Promise.all([
      probe(nginx.url + path, headers),
      probe(ours.url + path, headers),
    ]);
    if (reference.status !== 200 || candidate.status !== 200 || reference.encoding !== candidate.encoding) {
      throw new Error(`${path}: nginx ${JSON.stringify(reference)}, ours ${JSON.stringify(candidate)}`);
    }
    if (reference.length !== candidate.length) {
      throw new Error(`${path}: nginx sends ${reference.length} bytes, ours ${candidate.length}: not the same build?`);
    }
    const results: Run[] = [];
    for (const server of [nginx, ours]) {
      await wrk(server.url + path, headers, WARM_UP_S, script);
      results.push(await wrk(server.url + path, headers, DURATION_S, script));
    }
    const [theirs, mine] = results as [Run, Run];
    const ratio = mine.requestsPerSecond / theirs.requestsPerSecond;
    const ok = ratio >= MIN_RATIO && mine.p99Ms <= MAX_P99_MS && mine.errors === 0;
    met &&= ok;
    rows.push([
      path,
      Math.round(theirs.requestsPerSecond).toLocaleString("en-US"),
      `${theirs.p99Ms.toFixed(2)} ms`,
      Math.round(mine.requestsPerSecond).toLocaleString("en-US"),
      `${mine.p99Ms.toFixed(2)} ms`,
      `${ratio.toFixed(2)}x`,
      `${ratio >= MIN_RATIO ? "yes" : "NO"} / ${mine.p99Ms <= MAX_P99_MS ? "yes" : "NO"}${mine.errors ? ` (${mine.errors} errors)` : ""}`,
    ]);
    console.log(`${path}: done`);
  }
} finally {
  await ours.stop();
  await nginx.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const header = [
  "path",
  "nginx req/s",
  "nginx p99",
  "ours req/s",
  "ours p99",
  "ratio",
  `>= ${MIN_RATIO}x / p99 <= ${MAX_P99_MS} ms`,
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
const table = [
  line(header),
  `| ${widths.map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`,
  ...rows.map(line),
].join("\n");
const setting =
  `${DURATION_S} s per run after ${WARM_UP_S} s of warm-up, ${CONNECTIONS} connections, keep-alive, wrk -t1, ` +
  "Accept-Encoding: gzip; nginx: one worker, gzip_static; ours: one process; " +
  `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (the benchmark itself adds about 2)`;
mkdirSync(join(ROOT, "reports"), { recursive: true });
writeFileSync(
  join(ROOT, "reports/bench-server.md"),
  `# bench:server, ${new Date().toISOString()}\n\n${setting}\n\n${table}\n\nTargets ${met ? "met" : "NOT met"}.\n`,
);
console.log(`\n${setting}\n\n${table}\n\nTargets ${met ? "met" : "NOT met"}; written to reports/bench-server.md`);
process.exit(met ? 0 : 1);
