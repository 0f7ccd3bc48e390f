/**
 * The real server process on the production build: what only a whole process shows
 * (start-up messages, SIGKILL and restart, graceful shutdown, what reaches the logs).
 * Needs a build: `BUILD_DIR=<dir> npm run build` first (the default is build/).
 */
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_FUNCTION_PATH, HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  caseEvaluation,
  countRows,
  freePort,
  postContact,
  scratchDir,
  sleep,
  spawnServer,
  type ServerProcess,
} from "./contact-helpers";

/** A TCP server where an SMTP server should be, which accepts connections and says nothing. */
async function silentProvider(port: number) {
  const sockets = new Set<Socket>();
  let connectedOnce: () => void = () => {};
  const connected = new Promise<void>((done) => (connectedOnce = done));
  const server = createServer((socket) => {
    sockets.add(socket);
    connectedOnce();
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    connected,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

const running: ServerProcess[] = [];
const sinks: SmtpSink[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const sink of sinks.splice(0)) await sink.close();
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

// Each test starts one or two processes; on a loaded machine that alone takes seconds.
describe("the server process", { timeout: 90_000 }, () => {
  it("killed with SIGKILL right after acknowledging, delivers the request after a restart", async () => {
    const dir = scratchDir("contact-kill");
    const smtpPort = await freePort();
    // The provider accepts the connection and never answers: the request is claimed and in
    // flight when the process dies, the hardest moment to be killed at.
    const silent = await silentProvider(smtpPort);
    const env = {
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "office@law.example",
    };
    const first = await start(env);
    const response = await postContact(first.url, caseEvaluation);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await silent.connected;
    first.child.kill("SIGKILL");
    await first.exited;
    await silent.close();

    expect(countRows(join(dir, "site.db"), `id = '${id}' and status = 'pending'`)).toBe(1);

    const sink = await startSmtpSink({ port: smtpPort });
    sinks.push(sink);
    const second = await start(env);
    await second.waitForLog(/"msg":"contact_store_ready".*"pendingResumed":1/);
    const mail = await sink.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === id, 10_000);
    // The request's facts, never its story (ADR 024).
    expect(mail.text).toContain(`Phone: ${caseEvaluation.phone}`);
    expect(mail.text).toContain(`Location of incident: ${caseEvaluation.incidentLocation}`);
    expect(mail.text).not.toContain(caseEvaluation.caseDescription.slice(0, 20));
    await second.waitForLog(new RegExp(`"msg":"mail_delivered","contactId":"${id}"`));
    await sleep(300);
    expect(sink.messages).toHaveLength(1);
  });

  it("on embedded defaults: says mail goes to files, writes it within a second, logs no visitor data, stops cleanly", async () => {
    const dir = scratchDir("contact-embedded");
    const dbPath = join(dir, "db", "site.db");
    const mailDir = join(dir, "mail");
    const server = await start({ DATABASE_URL: `file:${dbPath}`, MAIL_DIR: mailDir });
    const notice = await server.waitForLog(/"msg":"mail_to_files"/);
    expect(notice).toContain(mailDir);
    expect(notice).toContain("SMTP_URL is not set");

    const response = await postContact(server.url, caseEvaluation);
    expect(response.status).toBe(200);
    // Mounted in the full app: the request log and security headers apply.
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const { id } = (await response.json()) as { id: string };
    const started = Date.now();
    while (!existsSync(mailDir) || !readdirSync(mailDir).some((name) => name.endsWith(`${id}.eml`))) {
      expect(Date.now() - started).toBeLessThan(2500);
      await sleep(25);
    }
    await server.waitForLog(new RegExp(`"msg":"mail_delivered","contactId":"${id}"`));
    expect((await postContact(server.url, { ...caseEvaluation, email: "broken" })).status).toBe(422);
    expect((await postContact(server.url, { ...caseEvaluation, [HONEYPOT_FIELD]: "spam" })).status).toBe(200);
    // The pages are still served next to the endpoint.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}${CONTACT_FUNCTION_PATH}`)).status).toBe(405);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    // A cleanly closed SQLite database folds its write-ahead log back and removes it.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    expect(countRows(dbPath)).toBe(2);

    const logs = server.output.join("\n");
    expect(logs).toContain(id);
    for (const value of [
      caseEvaluation.firstName,
      caseEvaluation.lastName,
      caseEvaluation.email,
      caseEvaluation.phone,
      caseEvaluation.caseDescription.slice(0, 20),
      caseEvaluation.incidentLocation,
      caseEvaluation.policeAgency,
    ]) {
      expect(logs).not.toContain(value);
    }
  });

  it("refuses to start on a bad setting, naming it", async () => {
    await expect(spawnServer({ RETENTION_DAYS: "forever", SMTP_URL: "http://mail" })).rejects.toThrow(
      /Invalid configuration:[\s\S]*SMTP_URL[\s\S]*RETENTION_DAYS|Invalid configuration:[\s\S]*RETENTION_DAYS[\s\S]*SMTP_URL/,
    );
  });
});
