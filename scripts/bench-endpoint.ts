/**
 * `npm run bench:endpoint`: load on POST /functions/v1/send-contact-email of the real server
 * (production build, embedded SQLite with synchronous=FULL, rate limits lifted, mail
 * written to MAIL_DIR, or sent to a local SMTP server that discards it with --smtp). Every request is a valid
 * case-evaluation payload with its own Idempotency-Key, so each one is a new durable row,
 * and the outbox mails them while the load runs.
 *
 * 1. paced: exactly 1,000 requests per second, evenly spaced, each latency measured from
 *    the moment it was due (so a stalled server cannot hide its queue);
 * 2. throughput: autocannon, 16 connections, as fast as the server answers.
 * Then every acknowledged id is looked up in the database, and the outbox backlog timed.
 *
 * With --postgres: the same runs on PostgreSQL (a throwaway cluster, synchronous_commit on, so
 * each answer waits for the commit's flush) with one instance, then with two instances behind
 * nginx (as docs/deploy.md shows), each on a fresh database.
 *
 * Needs a build: `npm run build` (or BUILD_DIR=<dir> npm run build, and the same BUILD_DIR here).
 * BENCH_DURATION (seconds per run, default 10); BENCH_NODE_ARGS passes flags to the server's node,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { Agent, request } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { buildEnvironment, parsePublicConfig } from "../app/config/public-config.server";
import { startNginx, type Nginx } from "../tests/support/nginx";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR || "build");
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RATE = 1000;
const CONNECTIONS = 16;
const useSmtp = process.argv.includes("--smtp");
const usePostgres = process.argv.includes("--postgres");

const body = JSON.stringify({
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria.gonzalez@example.org",
  phone: "(707) 555-0123",
  preferredLanguage: "Spanish",
  caseDescription: "Two deputies pushed me to the ground outside my home and I broke my wrist. ".repeat(4),
  pendingCharges: "no",
  policeAgency: "Sonoma County Sheriff's Office",
  incidentDate: "3/14/2024",
  incidentLocation: "Sebastopol Road, Santa Rosa",
  howHeardAboutUs: "Google search",
});
const headers = {
  "content-type": "application/json",
  authorization: `Bearer ${parsePublicConfig(buildEnvironment(ROOT)).PUBLIC_ANON_KEY}`,
};

if (!existsSync(join(BUILD_DIR, "server/index.js"))) {
  console.error(`No build at ${BUILD_DIR}: run "npm run build" first (with the same BUILD_DIR).`);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), "bench-endpoint-"));
/**
 * With --smtp: an SMTP server that accepts and discards, standing in for the provider. It runs
 * in its own process: in this one it would slow the load generator and skew the latencies.
 */
async function startDiscardingSmtp() {
  const code = `
    const { SMTPServer } = require(${JSON.stringify(createRequire(import.meta.url).resolve("smtp-server"))});
    const server = new SMTPServer({
      authOptional: true, disabledCommands: ["STARTTLS"], logger: false, closeTimeout: 200,
      onData(stream, _session, callback) { stream.resume(); stream.on("end", () => callback()); },
    });
    server.listen(0, "127.0.0.1", () => process.stdout.write(server.server.address().port + "\\n"));
    process.on("SIGTERM", () => server.close(() => process.exit(0)));
  `;
  const sinkProcess = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((found) =>
    sinkProcess.stdout!.once("data", (chunk: Buffer) => found(Number(String(chunk).trim()))),
  );
  return {
    port,
    close: () =>
      new Promise<void>((done) => {
        sinkProcess.once("exit", () => done());
        sinkProcess.kill("SIGTERM");
      }),
  };
}
const sink = useSmtp ? await startDiscardingSmtp() : undefined;

const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

type Servers = { url: string; stop(): Promise<void> };

/** One server process; its log goes to a file. */
async function startServer(name: string, databaseUrl: string, port = 0) {
  // The server's log goes to a file, as to a log collector. Not to a pipe into this process:
  // on Linux a write to a full pipe blocks the writer, so a busy load generator that reads
  // its pipe late would stall the server and measure itself.
  const logPath = join(scratch, `${name}.log`);
  const log = openSync(logPath, "w");
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", resolve(ROOT, "server/main.ts")], {
    cwd: ROOT,
    stdio: ["ignore", log, "inherit"],
    env: {
      ...process.env,
      BUILD_DIR,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MAIL_DIR: join(scratch, `${name}-mail`),
      SMTP_URL: sink ? `smtp://127.0.0.1:${sink.port}` : "",
      RATE_LIMIT_PER_MINUTE: "0",
      // Measures the endpoint and the outbox, not the disk ceiling or the mail pacing.
      STORAGE_LIMIT_PER_HOUR: "0",
      MAIL_PER_HOUR: "0",
      DATABASE_POOL_SIZE: "10",
    },
  });
  closeSync(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: see ${logPath}`);
    const line = readFileSync(logPath, "utf8")
      .split("\n")
      .find((candidate) => candidate.includes('"msg":"listening"'));
    if (line) {
      return {
        url: (JSON.parse(line) as { url: string }).url,
        stop: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      };
    }
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** `count` instances on one database; more than one behind nginx. */
async function startServers(databaseUrl: string, count: number): Promise<Servers> {
  if (count === 1) return startServer("server", databaseUrl);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const servers = await Promise.all(ports.map((port, index) => startServer(`server-${index}`, databaseUrl, port)));
  const nginx: Nginx = await startNginx({ port: await freePort(), upstreams: ports });
  return {
    url: nginx.url,
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

let endpoint: URL;
/** Every id the server acknowledged with 200, to look up in the database afterwards. */
const acknowledged = new Set<string>();
const remember = (text: string) => acknowledged.add((JSON.parse(text) as { id: string }).id);

type Figures = { label: string; accepted: number; p50: number; p99: number; max: number; failures: number };

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Open-loop load: request i is sent at start + i/RATE, whatever happened to the others. */
async function paced(seconds: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = RATE * seconds;
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  await new Promise<void>((finished) => {
    let sent = 0;
    let settled = 0;
    const settle = () => {
      if (++settled === total) finished();
    };
    const fire = (index: number) => {
      const due = start + (index * 1000) / RATE;
      const outgoing = request(
        endpoint,
        { method: "POST", agent, headers: { ...headers, "idempotency-key": randomUUID() } },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            if (response.statusCode === 200) {
              latencies.push(performance.now() - due);
              remember(text);
            } else failures++;
            settle();
          });
        },
      );
      outgoing.on("error", () => {
        failures++;
        settle();
      });
      outgoing.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * RATE) / 1000) + 1);
      while (sent < due) fire(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    label: `paced ${RATE} req/s, ${seconds} s`,
    accepted: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    failures,
  };
}

async function throughput(seconds: number, connections: number): Promise<Figures> {
  const result = await autocannon({
    url: endpoint.href,
    method: "POST",
    headers,
    body,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (outgoing) => ({
          ...outgoing,
          headers: { ...outgoing.headers, "idempotency-key": randomUUID() },
        }),
        onResponse: (status, text) => {
          if (status === 200) remember(text);
        },
      },
    ],
  });
  return {
    label: `throughput, ${connections} connections, ${seconds} s`,
    accepted: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** What a durable commit costs on this disk right now: every acknowledgement waits for one. */
function probeFsync(dir: string, count = 200) {
  const path = join(dir, "fsync-probe");
  const fd = openSync(path, "w");
  const latencies: number[] = [];
  const page = Buffer.alloc(4096, 1);
  for (let i = 0; i < count; i++) {
    writeSync(fd, page);
    const started = performance.now();
    fsyncSync(fd);
    latencies.push(performance.now() - started);
  }
  closeSync(fd);
  rmSync(path);
  latencies.sort((a, b) => a - b);
  return `fsync of 4 KB on this disk: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`;
}

function print({ label, accepted, p50, p99, max, failures }: Figures) {
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  console.log(
    `${label.padEnd(34)} accepted ${Math.round(accepted).toString().padStart(5)} req/s   p50 ${ms(p50)}   p99 ${ms(p99)}   max ${ms(max)}   failed ${failures}`,
  );
}

type Store = { ids(): Promise<Set<string>>; delivered(): Promise<number>; close(): Promise<void> };

function sqliteStore(path: string): Store {
  const db = new Database(path, { readonly: true });
  return {
    ids: async () => new Set(db.prepare("select id from contact_requests").pluck().all() as string[]),
    delivered: async () =>
      (db.prepare("select count(*) as n from contact_requests where status = 'delivered'").get() as { n: number }).n,
    close: async () => void db.close(),
  };
}

async function postgresStore(url: string): Promise<Store> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    ids: async () =>
      new Set((await client.query("select id from contact_requests")).rows.map((row) => row.id as string)),
    delivered: async () =>
      Number((await client.query("select count(*) as n from contact_requests where status = 'delivered'")).rows[0].n),
    close: () => client.end(),
  };
}

/** The runs against one set of servers, then the durability check and the outbox's backlog. */
async function measure(title: string, servers: Servers, openStore: () => Promise<Store>) {
  endpoint = new URL("/functions/v1/send-contact-email", servers.url);
  acknowledged.clear();
  console.log(`\n${title}`);
  try {
    await throughput(2, 8); // warm-up, not reported
    print(await paced(DURATION_S));
    print(await throughput(DURATION_S, CONNECTIONS));

    // Requests cut off when a run stopped may still be finishing on the server.
    await new Promise((done) => setTimeout(done, 1000));
    const store = await openStore();
    const stored = await store.ids();
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    console.log(
      `durability: ${acknowledged.size} acknowledged, ${missing} of them missing from the database` +
        ` (${stored.size} rows: answers still in flight when a run stopped are stored too)`,
    );
    const started = Date.now();
    const backlog = stored.size - (await store.delivered());
    while ((await store.delivered()) < stored.size && Date.now() - started < 180_000) {
      await new Promise((done) => setTimeout(done, 100));
    }
    const delivered = await store.delivered();
    await store.close();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `outbox: ${delivered} of ${stored.size} mailed; the ${backlog} left when the load stopped took ${seconds.toFixed(1)} s`,
    );
    if (missing > 0 || delivered < stored.size) process.exitCode = 1;
  } finally {
    await servers.stop();
  }
}

let cluster: PostgresCluster | undefined;
try {
  const mail = sink ? "an SMTP sink" : "MAIL_DIR files";
  console.log(probeFsync(scratch));
  if (!usePostgres) {
    const dbPath = join(scratch, "site.db");
    await measure(
      `bench:endpoint: SQLite synchronous=FULL, one instance, mail to ${mail}`,
      await startServers(`file:${dbPath}`, 1),
      async () => sqliteStore(dbPath),
    );
  } else {
    cluster = await startPostgresCluster({ settings: { synchronous_commit: "on", fsync: "on" } });
    for (const instances of [1, 2]) {
      const url = await cluster.createDatabase(`bench_${instances}`);
      await measure(
        `bench:endpoint: PostgreSQL synchronous_commit=on, ${instances === 1 ? "one instance" : "two instances behind nginx"}, mail to ${mail}`,
        await startServers(url, instances),
        () => postgresStore(url),
      );
    }
  }
} finally {
  await cluster?.remove();
  await sink?.close();
  rmSync(scratch, { recursive: true, force: true });
}
