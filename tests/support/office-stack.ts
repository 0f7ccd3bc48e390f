/**
 * The office in production form, for the tests and the findings script: nginx terminating
 * TLS (docs/deploy.md's block, tests/support/nginx.ts) in front of the real server's
 * production build, one instance on SQLite or two on one PostgreSQL, mailing a real SMTP sink,
 * with SITE_URL https://office.law.test:<port> and TRUST_PROXY=1. `root` runs another checkout
 * (an older commit, to measure what it did). The first instance can sit behind a TCP relay
 * (tests/support/tcp-relay.ts) that cuts an answer off while the instance is killed, with the
 * second as nginx's backup: a crash at the worst moment, on demand.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { ConfigOverrides } from "../../server/config";
import { freePort, scratchDir, spawnServer, type ServerProcess } from "../integration/contact-helpers";
import { startTlsNginx, type TlsNginx } from "./nginx";
import { officeClient, signInClient, type OfficeClient } from "./office-client";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { startTcpRelay, type TcpRelay } from "./tcp-relay";
import { selfSignedCertificate } from "./tls-certificate";

export const OFFICE_HOST = "office.law.test";
const certificate = selfSignedCertificate(OFFICE_HOST);

export type StackDatabase = "sqlite" | "postgres";

export type OfficeStack = {
  database: StackDatabase;
  /** https://office.law.test:<port>, as the office's browsers see it. */
  base: string;
  /** The test's certificate, for the client to trust. */
  ca: string;
  sink: SmtpSink;
  nginx: TlsNginx;
  /** DATABASE_URL, as the instances have it. */
  databaseUrl: string;
  instances: ServerProcess[];
  /** Every line the instances wrote so far (those of instances started again included). */
  output(): string[];
  /** A signed-in client of the office as `email`, from `address` (X-Forwarded-For; see OfficeClient). */
  signedIn(email: string, address?: string): Promise<OfficeClient>;
  /** The rows a query returns, asked of the database itself (`?` placeholders on both). */
  query(text: string, parameters?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Moves these requests' closing (and stage change) `ms` into the past, as time would: the purge's work. */
  age(ids: string[], ms: number): Promise<void>;
  /** Kills the first instance while it answers the next request (needs `relay`); resolves once it is down. */
  killFirstWhileAnswering(): Promise<void>;
  /** Starts instance `index` again on the same settings. */
  restart(index: number): Promise<void>;
  /** The files an attacker with the disk would read: the SQLite files, or the cluster's data directory. */
  databaseFiles(): string[];
  stop(): Promise<void>;
};

export async function startOfficeStack({
  database,
  root,
  env = {},
  overrides,
  relay: withRelay = false,
  replayPosts = false,
}: {
  database: StackDatabase;
  root?: string;
  env?: Record<string, string>;
  overrides?: ConfigOverrides;
  /** The first instance behind a relay that can cut an answer off, the second (PostgreSQL) as nginx's backup. */
  relay?: boolean;
  /** nginx sends every POST again when an instance fails, as docs/deploy.md had it before. */
  replayPosts?: boolean;
}): Promise<OfficeStack> {
  const sink = await startSmtpSink();
  const cluster: PostgresCluster | undefined = database === "postgres" ? await startPostgresCluster() : undefined;
  const dir = scratchDir("office-stack");
  const dbPath = join(dir, "site.db");
  const databaseUrl = cluster ? await cluster.createDatabase("site") : `file:${dbPath}`;
  const port = await freePort();
  const base = `https://${OFFICE_HOST}:${port}`;
  const settings = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SITE_URL: base,
    // An https site starts only with its evidence key (ADR 060); an earlier checkout ignores it.
    EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    TRUST_PROXY: "1",
    MAIL_PER_HOUR: "0",
    RATE_LIMIT_PER_MINUTE: "0",
    STORAGE_LIMIT_PER_HOUR: "0",
    ...env,
  };
  const ports = await Promise.all((database === "postgres" ? [0, 1] : [0]).map(() => freePort()));
  const spawnAt = (instancePort: number) =>
    spawnServer({ ...settings, PORT: String(instancePort) }, { root, ...(overrides ? { overrides } : {}) });
  const instances = await Promise.all(ports.map(spawnAt));
  const earlier: string[] = [];
  const relay: TcpRelay | undefined = withRelay ? await startTcpRelay(ports[0]!) : undefined;
  const nginx = await startTlsNginx({
    port,
    upstreams: relay ? [relay.port] : ports,
    backups: relay ? ports.slice(1) : [],
    replayPosts,
    ...certificate,
  });
  let pgClient: pg.Client | undefined;

  const stack: OfficeStack = {
    database,
    base,
    ca: certificate.certificate,
    sink,
    nginx,
    databaseUrl,
    instances,
    output: () => [...earlier, ...instances.flatMap((instance) => instance.output)],
    signedIn: (email, address) =>
      signInClient(officeClient(base, { ca: certificate.certificate, address }), sink, email),
    async query(text, parameters = []) {
      if (cluster) {
        if (!pgClient) {
          pgClient = new pg.Client({ connectionString: databaseUrl });
          await pgClient.connect();
        }
        let n = 0;
        return (
          await pgClient.query(
            text.replace(/\?/g, () => `$${++n}`),
            parameters,
          )
        ).rows;
      }
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(text).all(...parameters) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    async age(ids, ms) {
      const text =
        "update contact_requests set closed_at = closed_at - ?, stage_changed_at = stage_changed_at - ? where id = ?";
      for (const id of ids) {
        if (cluster) await stack.query(text, [ms, ms, id]);
        else {
          const db = new Database(dbPath, { fileMustExist: true });
          try {
            db.pragma("busy_timeout = 5000");
            db.prepare(text).run(ms, ms, id);
          } finally {
            db.close();
          }
        }
      }
    },
    async killFirstWhileAnswering() {
      if (!relay) throw new Error("the stack has no relay");
      const first = instances[0]!;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        relay.cutNextAnswer(async () => {
          first.child.kill("SIGKILL");
          await first.exited;
        }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("no answer came through the relay within 20 s")), 20_000);
        }),
      ]).finally(() => clearTimeout(timer));
    },
    async restart(index) {
      const old = instances[index]!;
      if (old.child.exitCode === null && old.child.signalCode === null) {
        old.child.kill("SIGTERM");
        await old.exited;
      }
      earlier.push(...old.output);
      instances[index] = await spawnAt(ports[index]!);
    },
    databaseFiles() {
      if (!cluster) return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter(existsSync);
      const files: string[] = [];
      const walk = (folder: string) => {
        for (const entry of readdirSync(folder)) {
          const path = join(folder, entry);
          const stat = statSync(path);
          if (stat.isDirectory()) walk(path);
          else if (stat.isFile()) files.push(path);
        }
      };
      walk(cluster.dataDir);
      return files;
    },
    async stop() {
      await nginx.stop();
      await relay?.close();
      for (const instance of instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill("SIGTERM");
          await instance.exited;
        }
      }
      await pgClient?.end();
      await sink.close();
      await cluster?.remove();
    },
  };
  return stack;
}

/** How many times each of `words` occurs in `files`, byte for byte, as an attacker with the disk would search. */
export function occurrences(files: string[], words: string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // gone meanwhile (a WAL segment recycled)
    }
    let count = 0;
    for (const word of words) {
      const needle = Buffer.from(word);
      for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) count++;
    }
    if (count > 0) found.set(file, count);
  }
  return found;
}
