/**
 * What a visitor sends stays theirs and the office's: the files holding it are private to
 * the server's account, and the retention purge erases it from the database, its
 * write-ahead log and the mail folder, so a byte search of the disk's files finds nothing.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  caseEvaluation,
  countRows,
  postContact,
  scratchDir,
  spawnServer,
  startEndpoint,
  type Endpoint,
  type ServerProcess,
} from "./contact-helpers";

const DAY_MS = 86_400_000;

let endpoint: Endpoint | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  server = undefined;
});

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file the request could sit in: the database, its WAL and shared memory, every file under the mail folder. */
function filesHoldingData(dbPath: string, mailDir: string): string[] {
  const mail = existsSync(mailDir) ? readdirSync(mailDir).map((name) => join(mailDir, name)) : [];
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, ...mail].filter((path) => existsSync(path));
}

/** Like `strings | grep`: which of `files` hold `text` as bytes, anywhere. */
/**
 * The files that hold `text`: as bytes, or in a mail file across the soft line breaks of its
 * quoted-printable body, wherever the encoder happened to fold the line.
 */
function filesContaining(files: string[], text: string): string[] {
  const needle = Buffer.from(text, "utf8");
  return files.filter((path) => {
    const bytes = readFileSync(path);
    return (
      bytes.includes(needle) ||
      bytes
        .toString("latin1")
        .replace(/=\r?\n/g, "")
        .includes(text)
    );
  });
}

async function waitForMailFile(mailDir: string, id: string): Promise<string> {
  await expect
    .poll(() => (existsSync(mailDir) ? readdirSync(mailDir) : []).some((name) => name.endsWith(`${id}.eml`)), {
      timeout: 5000,
    })
    .toBe(true);
  return join(
    mailDir,
    readdirSync(mailDir).find((name) => name.endsWith(`${id}.eml`))!,
  );
}

describe("private files", () => {
  it("the database, its WAL, the mail folder and each .eml are readable by the server's account alone", async () => {
    endpoint = await startEndpoint();
    const response = await postContact(endpoint.url, caseEvaluation);
    const { id } = (await response.json()) as { id: string };
    const mailFile = await waitForMailFile(endpoint.mailDir, id);

    expect(mode(dirname(endpoint.dbPath))).toBe("700");
    expect(mode(endpoint.mailDir)).toBe("700");
    for (const file of [endpoint.dbPath, `${endpoint.dbPath}-wal`, `${endpoint.dbPath}-shm`, mailFile]) {
      expect(mode(file), file).toBe("600");
    }
  });

  it("the server process starts with umask 077 and names, at start-up, a file that others can read", async () => {
    const dir = scratchDir("private-start");
    const dataDir = join(dir, "data");
    const exposed = join(dir, "mail", "old.eml");
    // A folder and a file left behind by an older version, readable by everyone.
    mkdirSync(join(dir, "mail"), { mode: 0o755 });
    writeFileSync(exposed, "From: old\n", { mode: 0o644 });
    server = await spawnServer({ DATABASE_URL: `file:${join(dataDir, "site.db")}`, MAIL_DIR: join(dir, "mail") });

    const warning = JSON.parse(await server.waitForLog(/"msg":"files_readable_by_others"/)) as { paths: string };
    expect(warning.paths.split(",")).toEqual(expect.arrayContaining([join(dir, "mail"), exposed]));
    expect(warning.paths).not.toContain("site.db");

    const response = await postContact(server.url, caseEvaluation);
    const { id } = (await response.json()) as { id: string };
    const mailFile = await waitForMailFile(join(dir, "mail"), id);
    expect(mode(dataDir)).toBe("700");
    expect(mode(join(dataDir, "site.db"))).toBe("600");
    expect(mode(`${join(dataDir, "site.db")}-wal`)).toBe("600");
    expect(mode(mailFile)).toBe("600");
  });
});

describe("erasure", () => {
  it("after the retention purge, no byte of a purged request is left in the database, its WAL or the mail folder", async () => {
    endpoint = await startEndpoint({ RETENTION_DAYS: "30" });
    const marker = `ERASE-${randomUUID()}`;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await postContact(endpoint.url, {
        ...caseEvaluation,
        caseDescription: `${marker} happened on the corner; ${i} witnesses saw the officers.`,
        // The story never reaches the mail (ADR 024): the location carries the marker there.
        incidentLocation: `${marker} corner, Santa Rosa`,
      });
      ids.push(((await response.json()) as { id: string }).id);
    }
    for (const id of ids) await waitForMailFile(endpoint.mailDir, id);
    await expect.poll(() => countRows(endpoint!.dbPath, "status = 'delivered'"), { timeout: 5000 }).toBe(20);
    // The search can see it: before the purge the text is in the database files and the mail.
    const before = filesContaining(filesHoldingData(endpoint.dbPath, endpoint.mailDir), marker);
    expect(before.some((path) => path.endsWith(".eml"))).toBe(true);
    expect(before.some((path) => path.includes("site.db"))).toBe(true);

    // Closed by the office (an open request is never purged), then purged as the hourly purge
    // would once the retention period is over.
    for (const id of ids) await endpoint.service.requests.setStage(id, "retained", { now: Date.now() });
    const purged = await endpoint.service.purge(Date.now() + 31 * DAY_MS);
    expect(purged).toEqual({ rows: 20, reduced: 0, conflictRecords: 0, mailFiles: 20 });

    expect(countRows(endpoint.dbPath)).toBe(0);
    expect(filesContaining(filesHoldingData(endpoint.dbPath, endpoint.mailDir), marker)).toEqual([]);
    expect(statSync(`${endpoint.dbPath}-wal`).size).toBe(0);
  });

  it("keeps what is not yet past retention, in the database and in the mail folder", async () => {
    endpoint = await startEndpoint({ RETENTION_DAYS: "30" });
    const response = await postContact(endpoint.url, caseEvaluation);
    const { id } = (await response.json()) as { id: string };
    await waitForMailFile(endpoint.mailDir, id);
    await expect.poll(() => countRows(endpoint!.dbPath, "status = 'delivered'"), { timeout: 5000 }).toBe(1);
    await endpoint.service.requests.setStage(id, "retained", { now: Date.now() });
    expect(await endpoint.service.purge(Date.now() + 29 * DAY_MS)).toEqual({
      rows: 0,
      reduced: 0,
      conflictRecords: 0,
      mailFiles: 0,
    });
    expect(readdirSync(endpoint.mailDir).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
  });
});
