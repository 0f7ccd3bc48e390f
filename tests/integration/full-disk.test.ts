/**
 * A full disk under the real server process, on a small tmpfs the test mounts and fills to the
 * last byte: the endpoint answers 503 with Retry-After and never 200 while the database cannot
 * write, the pages are still served, /readyz says not ready, the log says so once per episode,
 * and once the space is back the server takes requests again by itself, nothing acknowledged
 * lost. A full mail folder (file transport) holds deliveries back and resumes them. Needs a
 * build, and root to mount the tmpfs (skipped otherwise).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { mountSmallDisk, type SmallDisk } from "../support/small-disk";
import {
  caseEvaluation,
  countRows,
  postContact,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "./contact-helpers";

const probe = mountSmallDisk(1);
const skipped = "skipped" in probe ? probe.skipped : undefined;
if ("unmount" in probe) probe.unmount();
if (skipped) console.warn(`full-disk tests skipped: ${skipped}`);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function smallDisk(): SmallDisk {
  const disk = mountSmallDisk(8);
  if ("skipped" in disk) throw new Error(disk.skipped);
  cleanups.push(() => disk.unmount());
  return disk;
}

async function start(env: Record<string, string>) {
  // One client sends everything here: no limit of clients or networks is under test.
  const server = await spawnServer({
    MAIL_PER_HOUR: "0",
    RATE_LIMIT_PER_MINUTE: "0",
    STORAGE_LIMIT_PER_HOUR: "0",
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

const logged = (server: ServerProcess, msg: string, fields: Record<string, unknown> = {}) =>
  server.output
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => Object.entries(fields).every(([name, value]) => line[name] === value));

async function post(server: ServerProcess) {
  const response = await postContact(server.url, caseEvaluation);
  const body = (await response.json()) as { id?: string };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), id: body.id };
}

/** A file written twice has the same name: the log says whether any request was delivered more than once. */
function deliveredOnce(server: ServerProcess, ids: string[]): boolean {
  const delivered = logged(server, "mail_delivered").map((line) => line.contactId);
  return delivered.length === ids.length && new Set(delivered).size === ids.length;
}

/** The request ids of the .eml files in `dir`, one per file. */
const mailedIds = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .map((name) => name.slice(-40, -4))
    : [];

describe.skipIf(skipped)("a full disk", { timeout: 120_000 }, () => {
  it("under the database: 503 with Retry-After and never 200, pages served, not ready, logged once an episode, back by itself", async () => {
    const disk = smallDisk();
    // The default layout: the database and the mail folder on the one disk.
    const dbPath = join(disk.dir, "site.db");
    const mailDir = join(disk.dir, "mail");
    const server = await start({ DATABASE_URL: `file:${dbPath}`, MAIL_DIR: mailDir });
    const acknowledged: string[] = [];
    const ack = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const answer = await post(server);
        expect(answer.status).toBe(200);
        acknowledged.push(answer.id!);
      }
    };
    await ack(5);

    for (let episode = 1; episode <= 2; episode++) {
      disk.fill();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(server)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(503));
      expect(answers.every((answer) => answer.retryAfter === "10")).toBe(true);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const readiness = await fetch(`${server.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({ status: "unavailable", storage: "unavailable" });
      // A delivery still in hand when the disk filled may open an episode of the mail folder too.
      expect(logged(server, "storage_unavailable", { store: "database" })).toHaveLength(episode);

      disk.free();
      await expect
        .poll(() => logged(server, "storage_recovered", { store: "database" }).length, { timeout: 10_000 })
        .toBe(episode);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await ack(5);
    }

    expect(logged(server, "storage_unavailable", { store: "database" })).toHaveLength(2);
    // The requests already on their way when the disk filled; those after it were refused before writing.
    expect(logged(server, "storage_recovered", { store: "database" })[0]!.refusedWrites).toBeGreaterThanOrEqual(1);
    // Not once per request.
    expect(logged(server, "contact_request_not_stored")).toEqual([]);
    expect(logged(server, "delivery_round_failed")).toEqual([]);

    await expect.poll(() => mailedIds(mailDir).length, { timeout: 10_000 }).toBe(acknowledged.length);
    expect(mailedIds(mailDir).sort()).toEqual([...acknowledged].sort());
    // The file is there a moment before the delivery is recorded and logged.
    await expect.poll(() => deliveredOnce(server, acknowledged)).toBe(true);
    console.log(
      `full disk under the database: ${acknowledged.length} acknowledged, all stored and mailed once; ` +
        `40 refused with 503 in 2 episodes, each logged once`,
    );
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(countRows(dbPath)).toBe(acknowledged.length);
  });

  it("under the mail folder: every request is taken, deliveries wait and resume, nothing lost, logged once", async () => {
    const disk = smallDisk();
    const mailDir = join(disk.dir, "mail");
    const server = await start({ DATABASE_URL: `file:${join(scratchDir("full-mail"), "site.db")}`, MAIL_DIR: mailDir });
    const acknowledged: string[] = [];
    for (let i = 0; i < 3; i++) acknowledged.push((await post(server)).id!);
    await expect.poll(() => mailedIds(mailDir).length, { timeout: 10_000 }).toBe(3);

    disk.fill();
    for (let i = 0; i < 10; i++) {
      const answer = await post(server);
      expect(answer.status).toBe(200);
      acknowledged.push(answer.id!);
    }
    // Several tries of the folder meanwhile (one at most every 2 s).
    await sleep(5_000);
    expect(mailedIds(mailDir)).toHaveLength(3);
    expect(logged(server, "storage_unavailable")).toEqual([
      expect.objectContaining({ store: "mail_dir", error: "ENOSPC" }),
    ]);
    expect(logged(server, "mail_delivery_failed")).toHaveLength(1);

    disk.free();
    await expect.poll(() => mailedIds(mailDir).length, { timeout: 10_000 }).toBe(13);
    expect(mailedIds(mailDir).sort()).toEqual([...acknowledged].sort());
    expect(readdirSync(mailDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    // The file is there a moment before the delivery is recorded and logged.
    await expect.poll(() => deliveredOnce(server, acknowledged)).toBe(true);
    console.log(`full mail folder: ${acknowledged.length} acknowledged, all mailed once after the space came back`);
    await expect.poll(() => logged(server, "storage_recovered").length).toBe(1);
    expect(logged(server, "storage_recovered")[0]).toMatchObject({ store: "mail_dir" });
  });

  it("a delivery in hand when the disk fills is recorded once the space is back: mailed once, not left to its lease", async () => {
    const disk = smallDisk();
    const dbPath = join(disk.dir, "site.db");
    // A provider that holds each message until the test lets it go.
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let received = 0;
    let arrived: () => void = () => {};
    const inHand = new Promise<void>((resolve) => (arrived = resolve));
    const provider = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", async () => {
          received++;
          arrived();
          await held;
          callback();
        });
      },
    });
    await new Promise<void>((done) => provider.listen(0, "127.0.0.1", done));
    cleanups.push(() => new Promise<void>((done) => provider.close(() => done())));
    const { port } = provider.server.address() as { port: number };
    const server = await start({ DATABASE_URL: `file:${dbPath}`, SMTP_URL: `smtp://127.0.0.1:${port}` });

    const { id } = await post(server);
    await inHand;
    disk.fill();
    letGo();
    // Sent, but the database cannot say so yet.
    await server.waitForLog(/"msg":"storage_unavailable"/);
    expect(countRows(dbPath, `id = '${id}' and status = 'pending'`)).toBe(1);

    disk.free();
    await expect.poll(() => countRows(dbPath, `id = '${id}' and status = 'delivered'`), { timeout: 10_000 }).toBe(1);
    await sleep(2_000);
    expect(received).toBe(1);
    expect(logged(server, "delivery_round_failed")).toEqual([]);
  });
});
