/**
 * `npm run bench:server`: the production server against nginx, and against the server of
 * another commit when asked (`--against=<commit>`, built once in a temporary folder:
 * ./reference-build.ts), side by side in one run. Debian's nginx (one worker, `gzip_static
 * on`, its own temporary config on 127.0.0.1, see tests/support/nginx.ts) serves this tree's
 * client build; each Node server runs as one process on its own build.
 *
 * For each path (the home page, a practice page, the largest hashed JavaScript asset) wrk
 * loads each server in turn, ROUNDS times, the order turning each round so that none always
 * runs first or last: 50 connections, keep-alive, one wrk thread (wrk is C and cheap on CPU,
 * which leaves the second core to the server under test), `Accept-Encoding: gzip` (the only
 * encoding Debian's nginx can send from files, so all send the same kind of bytes) and
 * `Accept: text/html` for pages. The table gives each server's median requests/s and median
 * p99 over the rounds, and for the Node servers the CPU time their process took per request
 * (from /proc: less moved by the machine's other work than requests/s). Targets, per path: at
 * least MIN_RATIO of nginx's requests/s and a p99 of at most MAX_P99_MS; against a commit, at
 * least its requests/s and a p99 no higher. Prints the table, writes it to
 * reports/bench-server.md, exits 1 if a target is missed.
 *
 *   npm run build && npm run bench:server [-- --against=fbdcdc8 --rounds=3 --rebuild]
 *
 * Needs nginx and wrk. BENCH_DURATION: seconds per run (default 5). BENCH_NODE_ARGS passes
 * flags to the Node servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startStaticNginx } from "../tests/support/nginx";
import { cpuTimeMs, freePort } from "./processes";
import { referenceBuild } from "./reference-build";
import { startTestServer } from "./start-test-server";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR || "build");
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const AGAINST = option("against", "");
const ROUNDS = Number(option("rounds", "3"));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 2;
const CONNECTIONS = 50;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 10;

type Run = { requestsPerSecond: number; p99Ms: number; errors: number; cpuUsPerRequest: number | null };
type Server = { name: string; url: string; clientDir: string; pid: number | null; stop(): Promise<void> };

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

/** The largest JavaScript file among a build's hashed assets: the framework entry chunk. */
function largestAsset(clientDir: string): string {
  const scripts = readdirSync(join(clientDir, "assets")).filter((name) => name.endsWith(".js"));
  if (scripts.length === 0) throw new Error(`No JavaScript in ${clientDir}/assets: run "npm run build" first.`);
  const size = (name: string) => statSync(join(clientDir, "assets", name)).size;
  return `/assets/${scripts.sort((a, b) => size(b) - size(a))[0]}`;
}

function headersFor(path: string): Record<string, string> {
  return path.startsWith("/assets/")
    ? { "Accept-Encoding": "gzip" }
    : { "Accept-Encoding": "gzip", Accept: "text/html" };
}

/** Status, encoding and length of one response, to check what each server sends. */
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

function wrk(url: string, headers: Record<string, string>, seconds: number, script: string, pid: number | null) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "5s", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  const cpuBefore = pid === null ? 0 : cpuTimeMs([pid]);
  return new Promise<Run>((done, fail) => {
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
        cpuUsPerRequest: pid === null ? null : ((cpuTimeMs([pid]) - cpuBefore) * 1e3) / report.requests,
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function nodeServer(name: string, root: string, buildDir: string): Promise<Server> {
  const server = await startTestServer({
    port: await freePort(),
    root,
    env: { BUILD_DIR: buildDir },
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  });
  return {
    name,
    url: server.url,
    clientDir: resolve(root, buildDir, "client"),
    pid: server.process.pid!,
    stop: server.stop,
  };
}

const scratch = mkdtempSync(join(tmpdir(), "bench-server-"));
const script = join(scratch, "report.lua");
writeFileSync(script, WRK_REPORT);
const reference = AGAINST ? referenceBuild(AGAINST, { rebuild: process.argv.includes("--rebuild") }) : null;

// Another process's load skews every server, not always alike: the report says how busy the machine was.
const loadBefore = loadavg()[0]!;
const servers: Server[] = [];
const rows: string[][] = [];
let met = true;
try {
  const clientDir = resolve(BUILD_DIR, "client");
  const nginx = await startStaticNginx({ port: await freePort(), root: clientDir });
  servers.push({ name: "nginx", url: nginx.url, clientDir, pid: null, stop: nginx.stop });
  if (reference) servers.push(await nodeServer(reference.commit.slice(0, 7), reference.dir, "build"));
  servers.push(await nodeServer("ours", ROOT, process.env.BUILD_DIR || "build"));
  const ours = servers.at(-1)!;
  const before = reference ? servers[1]! : null;

  for (const page of ["/", "/practice-areas/civil-rights", "asset"]) {
    const pathOf = (server: Server) => (page === "asset" ? largestAsset(server.clientDir) : page);
    const headers = headersFor(pathOf(ours));
    for (const server of servers) {
      const found = await probe(server.url + pathOf(server), headers);
      if (found.status !== 200 || found.encoding !== "gzip") {
        throw new Error(`${server.name} ${pathOf(server)}: ${JSON.stringify(found)}`);
      }
    }
    const runs = new Map<Server, Run[]>(servers.map((server) => [server, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // The order turns each round: nginx, A, B; then A, B, nginx; …
      const order = servers.map((_, index) => servers[(index + round) % servers.length]!);
      for (const server of order) {
        const url = server.url + pathOf(server);
        await wrk(url, headers, WARM_UP_S, script, server.pid);
        runs.get(server)!.push(await wrk(url, headers, DURATION_S, script, server.pid));
      }
    }
    const summary = (server: Server) => {
      const all = runs.get(server)!;
      const cpu = all.map((run) => run.cpuUsPerRequest).filter((value) => value !== null);
      return {
        requestsPerSecond: median(all.map((run) => run.requestsPerSecond)),
        p99Ms: median(all.map((run) => run.p99Ms)),
        errors: all.reduce((sum, run) => sum + run.errors, 0),
        cpuUsPerRequest: cpu.length ? median(cpu) : null,
        rounds: all.map((run) => Math.round(run.requestsPerSecond).toLocaleString("en-US")).join(", "),
      };
    };
    const [theirs, mine] = [summary(servers[0]!), summary(ours)];
    const then = before ? summary(before) : null;
    const ratio = mine.requestsPerSecond / theirs.requestsPerSecond;
    const againstThen = then ? mine.requestsPerSecond / then.requestsPerSecond : null;
    const checks = [
      ratio >= MIN_RATIO,
      mine.p99Ms <= MAX_P99_MS,
      mine.errors === 0,
      ...(then ? [againstThen! >= 1, mine.p99Ms <= then.p99Ms] : []),
    ];
    met &&= checks.every(Boolean);
    const cell = (found: ReturnType<typeof summary>) =>
      `${Math.round(found.requestsPerSecond).toLocaleString("en-US")} (${found.rounds}), p99 ${found.p99Ms.toFixed(2)} ms` +
      (found.cpuUsPerRequest === null ? "" : `, ${found.cpuUsPerRequest.toFixed(1)} µs CPU`);
    rows.push([
      page === "asset" ? "largest asset" : page,
      cell(theirs),
      ...(then ? [cell(then)] : []),
      cell(mine),
      `${ratio.toFixed(2)}x`,
      ...(then ? [`${againstThen!.toFixed(2)}x`] : []),
      checks.every(Boolean) ? "yes" : `NO${mine.errors ? ` (${mine.errors} errors)` : ""}`,
    ]);
    console.log(`${page}: done`);
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const then = reference ? reference.commit.slice(0, 7) : null;
const header = [
  "path",
  "nginx: req/s (rounds), p99",
  ...(then ? [`${then}: req/s (rounds), p99, CPU per request`] : []),
  "ours: req/s (rounds), p99, CPU per request",
  "ours / nginx",
  ...(then ? [`ours / ${then}`] : []),
  `targets met`,
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
  `${ROUNDS} rounds of ${DURATION_S} s per server after ${WARM_UP_S} s of warm-up, ${CONNECTIONS} connections, keep-alive, wrk -t1, ` +
  "Accept-Encoding: gzip; nginx: one worker, gzip_static; each Node server: one process; medians of the rounds; " +
  `targets: at least ${MIN_RATIO}x nginx, p99 at most ${MAX_P99_MS} ms${then ? `, at least ${then}'s req/s with a p99 no higher` : ""}; ` +
  `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (the benchmark itself adds about 2)`;
mkdirSync(join(ROOT, "reports"), { recursive: true });
writeFileSync(
  join(ROOT, "reports/bench-server.md"),
  `# bench:server, ${new Date().toISOString()}\n\n${setting}\n\n${table}\n\nTargets ${met ? "met" : "NOT met"}.\n`,
);
console.log(`\n${setting}\n\n${table}\n\nTargets ${met ? "met" : "NOT met"}; written to reports/bench-server.md`);
process.exit(met ? 0 : 1);
