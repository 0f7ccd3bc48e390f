/**
 * The office's mail, against real SMTP servers on 127.0.0.1: never in clear text past this
 * machine, given up (and said so) on a permanent rejection, headers a sender cannot
 * disguise, and a flood of requests from many addresses that locks no visitor out and
 * reaches the office paced, every request accounted for.
 */
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../../server/logger";
import { composeContactMail } from "../../server/requests/notification-mail";
import { createSmtpTransport } from "../../server/mail/transport";
import { startSmtpSink } from "../support/smtp-sink";
import { caseEvaluation, countRows, postContact, startEndpoint, type Endpoint } from "./contact-helpers";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * An SMTP server on 127.0.0.1 that records every command that would carry a secret or a
 * case. It offers no STARTTLS (a test sink has no certificate a client would trust).
 */
async function recordingSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const seen = { auth: 0, mailFrom: 0, data: 0 };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    closeTimeout: 200,
    logger: false,
    onAuth(_auth, _session, callback) {
      seen.auth++;
      callback(null, { user: "office" });
    },
    onMailFrom(_address, _session, callback) {
      seen.mailFrom++;
      callback();
    },
    onData(stream, _session, callback) {
      seen.data++;
      stream.resume();
      stream.on("end", () => callback());
    },
    ...options,
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.server.address() as { port: number };
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  return { port, seen };
}

function capturingLogger() {
  const lines: { level: string; msg: string; fields: LogFields }[] = [];
  const record =
    (level: string) =>
    (msg: string, fields: LogFields = {}) =>
      lines.push({ level, msg, fields });
  const logger: Logger = { info: record("info"), warn: record("warn"), error: record("error") };
  return { logger, lines };
}

const stored = { id: randomUUID(), source: "case-evaluation" as const, attempts: 1, createdAt: Date.now() };

describe("mail transport encryption", () => {
  it("with the loopback exemption off, a server that offers no STARTTLS gets no login and no message", async () => {
    const { port, seen } = await recordingSmtpServer();
    const transport = createSmtpTransport(`smtp://office:secret@127.0.0.1:${port}`, { plaintextToLoopback: false });
    closers.push(() => transport.close());
    const mail = composeContactMail(
      { ...stored, payload: { ...caseEvaluation } },
      { from: "website@law.example", to: ["office@law.example"] },
    );

    const result = await transport.deliver(mail);

    expect(result.ok).toBe(false);
    expect(seen).toMatchObject({ auth: 0, mailFrom: 0, data: 0 });
    expect(transport.description).toMatchObject({ tls: "starttls-required" });
  });

  it("to a relay on this machine (the exemption on), plain SMTP delivers", async () => {
    const { port, seen } = await recordingSmtpServer();
    const transport = createSmtpTransport(`smtp://office:secret@127.0.0.1:${port}`);
    closers.push(() => transport.close());
    const mail = composeContactMail(
      { ...stored, payload: { ...caseEvaluation } },
      { from: "website@law.example", to: ["office@law.example"] },
    );
    expect(await transport.deliver(mail)).toEqual({ ok: true });
    expect(seen).toMatchObject({ auth: 1, mailFrom: 1, data: 1 });
  });
});

describe("a permanent rejection", () => {
  it("ends as delivery_failed: marked failed in the store, logged with ids only, not retried", async () => {
    const { port, seen } = await recordingSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
      },
    });
    const { logger, lines } = capturingLogger();
    const endpoint: Endpoint = await startEndpoint({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { logger });
    closers.push(() => endpoint.close());

    const response = await postContact(endpoint.url, caseEvaluation);
    const { id } = (await response.json()) as { id: string };

    await expect
      .poll(() => countRows(endpoint.dbPath, `id = '${id}' and status = 'failed'`), { timeout: 5000 })
      .toBe(1);
    // The row is settled first, then its attempt is recorded, then the line is logged.
    await expect.poll(() => lines.filter((line) => line.msg === "delivery_failed").length, { timeout: 5000 }).toBe(1);
    const failed = lines.filter((line) => line.msg === "delivery_failed");
    expect(failed).toEqual([
      { level: "error", msg: "delivery_failed", fields: { contactId: id, attempt: 1, error: "EENVELOPE 550" } },
    ]);
    expect(JSON.stringify(lines)).not.toContain(caseEvaluation.email);
    // Retries would come after 100 ms here: none comes.
    await new Promise((done) => setTimeout(done, 600));
    expect(seen.mailFrom).toBe(1);
    expect(countRows(endpoint.dbPath, `id = '${id}' and attempts = 1 and failed_at is not null`)).toBe(1);
    // Kept for the office: the purge never removes a failed delivery.
    expect(await endpoint.service.purge(Date.now() + 3650 * 86_400_000)).toMatchObject({ rows: 0 });
  });

  it("a failed login is the server's setting, not the request's: retried, not given up", async () => {
    const { port } = await recordingSmtpServer({
      onAuth(_auth, _session, callback) {
        callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
      },
    });
    const { logger, lines } = capturingLogger();
    const endpoint = await startEndpoint({ SMTP_URL: `smtp://office:wrong@127.0.0.1:${port}` }, { logger });
    closers.push(() => endpoint.close());
    const { id } = (await (await postContact(endpoint.url, caseEvaluation)).json()) as { id: string };
    await expect
      .poll(() => countRows(endpoint.dbPath, `id = '${id}' and status = 'pending' and attempts >= 2`), {
        timeout: 5000,
      })
      .toBe(1);
    expect(lines.find((line) => line.msg === "mail_delivery_failed")?.fields.error).toBe("EAUTH 535");
  });

  it(`gives up after the most attempts allowed`, async () => {
    const { port } = await recordingSmtpServer({
      onMailFrom(_address, _session, callback) {
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      },
    });
    const { logger, lines } = capturingLogger();
    const endpoint = await startEndpoint(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { logger, overrides: { delivery: { maxAttempts: 3 } } },
    );
    closers.push(() => endpoint.close());
    const { id } = (await (await postContact(endpoint.url, caseEvaluation)).json()) as { id: string };
    await expect
      .poll(() => countRows(endpoint.dbPath, `id = '${id}' and status = 'failed' and attempts = 3`), { timeout: 8000 })
      .toBe(1);
    await expect.poll(() => lines.filter((line) => line.msg === "delivery_failed").length, { timeout: 5000 }).toBe(1);
    expect(lines.filter((line) => line.msg === "delivery_failed").map((line) => line.fields.error)).toEqual([
      "EENVELOPE 451",
    ]);
  });
});

describe("headers a sender cannot disguise", () => {
  it("a Subject and Reply-To name with U+202E, U+200B or an encoded-word arrive without them", async () => {
    const sink = await startSmtpSink();
    closers.push(() => sink.close());
    const endpoint = await startEndpoint({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    closers.push(() => endpoint.close());

    const response = await postContact(endpoint.url, {
      ...caseEvaluation,
      firstName: "Ma\u202Eria\u200B",
      lastName: "=?utf-8?q?Your_Bank?= Gonzalez",
    });
    const { id } = (await response.json()) as { id: string };
    const mail = await sink.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === id);

    expect(mail.subject).toBe("Website form: case evaluation request from Maria Gonzalez");
    expect(mail.replyTo?.value[0]).toMatchObject({ name: "Maria Gonzalez", address: caseEvaluation.email });
    expect(mail.subject).not.toMatch(/\p{Cf}/u);
  });
});

const REQUEST_ID = /Request id: ([0-9a-f-]{36})/g;
const requestIdsIn = (mail: ParsedMail) => [...(mail.text ?? "").matchAll(REQUEST_ID)].map((match) => match[1]!);

describe("a flood from many addresses", { timeout: 60_000 }, () => {
  it("200 valid requests from 200 addresses, then a new visitor is served; the office gets every one, paced", async () => {
    const sink = await startSmtpSink();
    closers.push(() => sink.close());
    const endpoint = await startEndpoint({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: "10",
      MAIL_PER_HOUR: "20",
      MAIL_BATCH_INTERVAL_SECONDS: "1",
    });
    closers.push(() => endpoint.close());
    const from = (address: string) =>
      postContact(endpoint.url, caseEvaluation, { headers: { "X-Forwarded-For": address } });

    const ids: string[] = [];
    for (let start = 0; start < 200; start += 20) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => from(`198.18.${(start + i) >> 8}.${(start + i) & 255}`)),
      );
      for (const response of responses) {
        expect(response.status).toBe(200);
        ids.push(((await response.json()) as { id: string }).id);
      }
    }
    const newcomer = await from("203.0.113.200");
    expect(newcomer.status).toBe(200);
    ids.push(((await newcomer.json()) as { id: string }).id);

    await expect
      .poll(() => new Set(sink.messages.flatMap(requestIdsIn)).size, { timeout: 30_000, interval: 200 })
      .toBe(201);
    const mailed = sink.messages.flatMap(requestIdsIn);
    expect(mailed.sort()).toEqual([...ids].sort());
    // 20 one by one, then the rest together: far fewer messages than requests.
    const single = sink.messages.filter((mail) => mail.headers.get("x-contact-request-id"));
    const batches = sink.messages.filter((mail) => mail.headers.get("x-contact-request-count"));
    expect(single).toHaveLength(20);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(sink.messages.length).toBeLessThan(60);
    expect(countRows(endpoint.dbPath, "status = 'delivered'")).toBe(201);
  });
});
