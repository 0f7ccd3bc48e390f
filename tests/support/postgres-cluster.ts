/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: Debian's server binaries, initdb
 * into a temporary folder, listening on 127.0.0.1 and a free port (its socket in that folder
 * too), removed afterwards. initdb refuses to run as root, so as root it runs as the
 * `postgres` account, in a folder that account owns.
 */
import { execFile } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export type PostgresCluster = {
  port: number;
  /** postgres://… of the cluster's default database. */
  url: string;
  /** The cluster's data directory (its tables' files and its write-ahead log), which the test owns. */
  dataDir: string;
  /** A new, empty database on the cluster; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server ("fast": open sessions are cut, as in a crash of the network). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes the cluster's folder. */
  remove(): Promise<void>;
  /** The server's processes now: the postmaster and those it started (for a benchmark's CPU time). */
  processIds(): number[];
};

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, "bin")).find((dir) => existsSync(join(dir, "pg_ctl")));
  if (!found)
    throw new Error("PostgreSQL's server binaries are missing: apt-get install -y postgresql (or set PG_BIN)");
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export async function startPostgresCluster({
  settings = {},
}: { settings?: Record<string, string> } = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  chmodSync(dir, 0o700);
  const command = (file: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, file), ...args]) : run(join(bin, file), args);

  const data = join(dir, "data");
  await command("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=200",
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(" ");
  const start = async () => {
    await command("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"]);
  };
  const stop = async () => {
    await command("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;

  return {
    port,
    url,
    dataDir: data,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replaceAll('"', "")}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    processIds() {
      const postmaster = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, "utf8");
      return [postmaster, ...children.split(" ").filter(Boolean).map(Number)];
    },
    async remove() {
      if (running) await stop().catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
