/**
 * The restore drill, with real processes: requests flow into the server, `npm run db:backup`
 * copies the database meanwhile, the server dies, the database is replaced by the copy and the
 * server starts again. Every request acknowledged before the backup began is in the restored
 * database, and those still waiting to be mailed are mailed; those acknowledged after it began
 * are the loss window docs/deploy.md states. Needs a build.
 */
import { execFile, spawn } from "node:child_process";
import { copyFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { findPgDump } from "../../server/db/backup";
import { startFlakyProvider, type FlakyProvider } from "../support/flaky-smtp";
import {
  caseEvaluation,
  newPostgresDatabase,
  postContact,
  removeTestPostgres,
  ROOT,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "./contact-helpers";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => removeTestPostgres());

async function start(env: Record<string, string>) {
  const server = await spawnServer(env, { keepLine: (line) => !line.includes('"msg":"request"') });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

/** `npm run db:backup -- <file>` as an operator runs it, beside the server. */
function runBackup(databaseUrl: string, file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn("npm", ["run", "--silent", "db:backup", "--", file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

/** A request every `everyMs` until stopped, each from its own visitor and network; what was acknowledged, and when. */
function requestStream(server: ServerProcess, everyMs: number) {
  const acknowledged = new Map<string, number>();
  let running = true;
  let sent = 0;
  const done = (async () => {
    const inFlight: Promise<void>[] = [];
    while (running) {
      sent++;
      const visitor = sent;
      inFlight.push(
        (async () => {
          const response = await postContact(server.url, caseEvaluation, {
            headers: { "X-Forwarded-For": `10.${1 + (visitor >> 8)}.${visitor & 255}.1` },
          }).catch(() => undefined);
          if (response?.status === 200) acknowledged.set(((await response.json()) as { id: string }).id, Date.now());
        })(),
      );
      await sleep(everyMs);
    }
    await Promise.all(inFlight);
  })();
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

function idsIn(path: string): Map<string, string> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select id, status from contact_requests").all() as { id: string; status: string }[];
    return new Map(rows.map((row) => [row.id, row.status]));
  } finally {
    db.close();
  }
}

describe("backup and restore", { timeout: 120_000 }, () => {
  it("everything acknowledged before the backup began is restored, and what was still to be mailed is mailed", async () => {
    const provider: FlakyProvider = await startFlakyProvider();
    cleanups.push(() => provider.close());
    const dir = scratchDir("restore-drill");
    const dbPath = join(dir, "site.db");
    const env = {
      DATABASE_URL: `file:${dbPath}`,
      SMTP_URL: `smtp://127.0.0.1:${provider.port}`,
      MAIL_TO: "office@law.example",
      TRUST_PROXY: "1",
      MAIL_PER_HOUR: "0",
    };
    const first = await start(env);
    const stream = requestStream(first, 20);
    // Mailed while the provider is up, then waiting while it is away.
    await sleep(2_000);
    await provider.setMode("down");
    await sleep(2_000);

    const backupFile = join(dir, "backup.db");
    const backupBegan = Date.now();
    const backup = await runBackup(env.DATABASE_URL, backupFile);
    const backupEnded = Date.now();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up .* mode 600/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    await sleep(1_000);
    first.child.kill("SIGKILL");
    await first.exited;
    await stream.stop();

    // The machine is restored from the backup.
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${dbPath}${suffix}`, { force: true });
    copyFileSync(backupFile, dbPath);
    const restored = idsIn(dbPath);
    const before = [...stream.acknowledged].filter(([, at]) => at < backupBegan).map(([id]) => id);
    const after = [...stream.acknowledged].filter(([, at]) => at >= backupBegan).map(([id]) => id);
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((id) => !restored.has(id))).toEqual([]);
    const pending = [...restored].filter(([, status]) => status === "pending").map(([id]) => id);
    const delivered = [...restored].filter(([, status]) => status === "delivered").map(([id]) => id);
    expect(pending.length).toBeGreaterThan(0);
    expect(delivered.length).toBeGreaterThan(0);

    await provider.setMode("up");
    await start(env);
    await provider.waitForAll(pending, 30_000);
    await sleep(1_000);
    const counts = provider.arrivedCount();
    // Each request once: those delivered before the backup are not sent again.
    expect([...counts.values()].filter((count) => count > 1)).toEqual([]);
    expect(before.filter((id) => !counts.has(id))).toEqual([]);
    const lost = after.filter((id) => !restored.has(id));
    console.log(
      `restore drill: ${stream.acknowledged.size} acknowledged, ${before.length} before the backup command began, ` +
        `all restored; the copy held ${restored.size} (${delivered.length} mailed before it, ${pending.length} mailed ` +
        `after the restore); of the ${after.length} acknowledged after the command began, ${lost.length} were lost ` +
        `(the window); the command took ${backupEnded - backupBegan} ms`,
    );
  });

  it.skipIf(!findPgDump())(
    "on PostgreSQL, the command runs pg_dump: a private dump that pg_restore brings back",
    async () => {
      const databaseUrl = await newPostgresDatabase();
      const server = await start({
        DATABASE_URL: databaseUrl,
        MAIL_DIR: join(scratchDir("pg-backup"), "mail"),
        TRUST_PROXY: "1",
      });
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const response = await postContact(server.url, caseEvaluation, {
          headers: { "X-Forwarded-For": `10.2.0.${i}` },
        });
        expect(response.status).toBe(200);
        ids.push(((await response.json()) as { id: string }).id);
      }
      const file = join(scratchDir("pg-backup"), "site.dump");
      const backup = await runBackup(databaseUrl, file);
      expect(backup.code, backup.output).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const restoredUrl = await newPostgresDatabase();
      await promisify(execFile)(join(dirname(findPgDump()!), "pg_restore"), [
        "--no-owner",
        `--dbname=${restoredUrl}`,
        file,
      ]);
      const client = new pg.Client({ connectionString: restoredUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>("select id from contact_requests");
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      } finally {
        await client.end();
      }
    },
  );
});
