/**
 * Shared by the contact endpoint's integration tests: the endpoint in this process on a
 * real HTTP port, or the real server as a child process on the production build, each on
 * a temporary database; payloads; and a free port for an SMTP server that starts later.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";
import { serve, type ServerType } from "@hono/node-server";
import Database from "better-sqlite3";
import { Hono } from "hono";
import { sql } from "kysely";
import { LOCAL_DEVELOPMENT_ANON_KEY } from "~/config/public-config.server";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import type { CaseEvaluation, WidgetSubmission } from "~/contract/contact-request";
import { startBackend, type Backend } from "../../server/backend";
import { loadConfig, type ConfigOverrides } from "../../server/config";
import { silentLogger, type Logger } from "../../server/logger";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";

export const ROOT = resolve(import.meta.dirname, "../..");
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR || "build");
export const ANON_KEY = LOCAL_DEVELOPMENT_ANON_KEY;

export const caseEvaluation: CaseEvaluation = {
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria.gonzalez@example.org",
  phone: "(707) 555-0123",
  preferredLanguage: "Spanish",
  caseDescription: "Two deputies pushed me to the ground outside my home and I broke my wrist.",
  pendingCharges: "no",
  policeAgency: "Sonoma County Sheriff's Office",
  incidentDate: "3/14/2024",
  incidentLocation: "Sebastopol Road, Santa Rosa",
  howHeardAboutUs: "Google search",
};

export const widgetSubmission: WidgetSubmission = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: "",
  phone: "707-555-0177",
  caseDescription: "An officer's dog bit my son during an arrest.\n\nCan someone call me back?",
  pendingCharges: "Not specified via chat",
  policeAgency: "Not specified via chat",
  incidentLocation: "Not specified via chat",
  preferredLanguage: "English",
  howHeardAboutUs: "Live Chat Widget",
};

export function scratchDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `${name}-`));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The databases the endpoint's suites run on. */
export const DATABASES = ["sqlite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

let cluster: Promise<PostgresCluster> | undefined;

/** One throwaway PostgreSQL cluster per test file, started when first asked for. */
export function testPostgres(): Promise<PostgresCluster> {
  cluster ??= startPostgresCluster();
  return cluster;
}

/** Stops and deletes the file's cluster, if it started one: call from afterAll. */
export async function removeTestPostgres(): Promise<void> {
  const started = cluster;
  cluster = undefined;
  if (started) await (await started).remove();
}

/** A new, empty PostgreSQL database on the file's cluster. */
export async function newPostgresDatabase(): Promise<string> {
  return (await testPostgres()).createDatabase(`test_${randomUUID().replaceAll("-", "").slice(0, 12)}`);
}

export type Endpoint = {
  url: string;
  service: Backend;
  /** The SQLite file (unused on PostgreSQL). */
  dbPath: string;
  mailDir: string;
  /** Rows of contact_requests matching the SQL condition, on whichever database the endpoint uses. */
  count(where?: string): Promise<number>;
  close(): Promise<void>;
};

/** The endpoint and its outbox in this process, served over real HTTP on a free port. */
export async function startEndpoint(
  env: Record<string, string> = {},
  {
    logger = silentLogger,
    database = "sqlite",
    overrides = {},
  }: { logger?: Logger; database?: DatabaseKind; overrides?: ConfigOverrides } = {},
): Promise<Endpoint> {
  const dir = scratchDir("contact-endpoint");
  const dbPath = join(dir, "site.db");
  const mailDir = join(dir, "mail");
  const config = loadConfig(
    {
      DATABASE_URL: database === "postgres" ? await newPostgresDatabase() : `file:${dbPath}`,
      MAIL_DIR: mailDir,
      RATE_LIMIT_PER_MINUTE: "0",
      // Every test request comes from 127.0.0.1, one network: its share of the disk ceiling would end a suite.
      STORAGE_LIMIT_PER_HOUR: "0",
      // One mail per request, however many a test sends: the pacing has tests of its own.
      MAIL_PER_HOUR: "0",
      ...env,
    },
    { ...overrides, delivery: { retryBaseMs: 100, retryMaxMs: 400, ...overrides.delivery } },
  );
  const service = await startBackend({ config, logger });
  const app = new Hono().route(CONTACT_FUNCTION_PATH, service.contactRoute);
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => done(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    service,
    dbPath,
    mailDir,
    async count(where = "1 = 1") {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from contact_requests where ${sql.raw(where)}`.execute(service.database.db);
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await new Promise((done) => server.close(done));
      await service.stop();
    },
  };
}

export type PostOptions = { headers?: Record<string, string>; key?: string | null; idempotencyKey?: string };

/** POSTs like the site's backend client: JSON, the bearer key, an optional Idempotency-Key. */
export function postContact(
  baseUrl: string,
  body: unknown,
  { headers = {}, key = ANON_KEY, idempotencyKey }: PostOptions = {},
) {
  return fetch(`${baseUrl}${CONTACT_FUNCTION_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function countRows(dbPath: string, where = "1 = 1"): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from contact_requests where ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr so far. */
  output: string[];
  exited: Promise<number | null>;
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
};

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export type SpawnOptions = {
  overrides?: ConfigOverrides;
  /** Another checkout to run, with its own build and dependencies (e.g. an older commit, to compare). */
  root?: string;
  /** Flags for the server's node, e.g. --expose-gc. */
  nodeArgs?: string[];
  /** Which output lines to keep in `output`: a long run drops the request lines. */
  keepLine?: (line: string) => boolean;
};

/**
 * The real server (server/main.ts) on the production build, as `npm run serve` starts it,
 * in a scratch working directory: relative defaults land there, and a developer's .env
 * in the checkout stays out of the test.
 */
export async function spawnServer(
  env: Record<string, string>,
  { overrides, root = ROOT, nodeArgs = [], keepLine = () => true }: SpawnOptions = {},
): Promise<ServerProcess> {
  const buildDir = root === ROOT ? BUILD_DIR : resolve(root, "build");
  if (!existsSync(join(buildDir, "server/index.js"))) {
    throw new Error(
      `No build at ${buildDir}: run "BUILD_DIR=${process.env.BUILD_DIR || "build"} npm run build" first.`,
    );
  }
  // With overrides, the same server from the test entry, which hands them to it.
  const entry = overrides ? "tests/support/server-entry.ts" : "server/main.ts";
  const loader =
    root === ROOT ? TSX_LOADER : pathToFileURL(createRequire(join(root, "package.json")).resolve("tsx")).href;
  const child = spawn(process.execPath, [...nodeArgs, "--import", loader, resolve(root, entry)], {
    cwd: scratchDir("server-cwd"),
    // tsx finds the tsconfig (and with it the ~/ alias) from the working directory, elsewhere on purpose here.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      TSX_TSCONFIG_PATH: resolve(root, "tsconfig.json"),
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: "0",
      // No morning list of what is due (issue 34) unless a test asks: its mail would come at whatever hour the tests run.
      OFFICE_DIGEST_HOUR: "0",
      ...(overrides ? { TEST_CONFIG_OVERRIDES: JSON.stringify(overrides) } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      output.push(...lines.filter((line) => line && keepLine(line)));
      for (const waiter of waiters) waiter();
    });
  }
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));

  function waitForLog(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    return new Promise((done, fail) => {
      const check = () => {
        const line = output.find((candidate) => pattern.test(candidate));
        if (!line) return;
        waiters.delete(check);
        clearTimeout(timer);
        done(line);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`server never logged ${pattern}; output:\n${output.join("\n")}`));
      }, timeoutMs);
      waiters.add(check);
      void exited.then(() => setTimeout(check, 50));
      check();
    });
  }

  const listening = await Promise.race([
    // Generous: on a busy machine tsx and the build can take a while to load.
    waitForLog(/"msg":"listening"/, 45_000),
    exited.then((code) => {
      throw new Error(`server exited (${code}) before listening:\n${output.join("\n")}`);
    }),
  ]);
  const url = (JSON.parse(listening) as { url: string }).url;
  return { url, child, output, exited, waitForLog };
}
