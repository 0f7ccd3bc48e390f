import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { createClient, FunctionsHttpError } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FUNCTION_PATH, HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { sendContactRequest } from "~/contract/send-contact-request";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { CASE_EVALUATION_MESSAGES } from "../support/spec-messages";
import {
  ANON_KEY,
  caseEvaluation,
  DATABASES,
  freePort,
  postContact,
  removeTestPostgres,
  sleep,
  startEndpoint,
  widgetSubmission,
  type Endpoint,
} from "./contact-helpers";

afterAll(removeTestPostgres);

// The same suite on embedded SQLite and on PostgreSQL.

/** The upload grant every accepted request's answer carries. */
const grant = {
  url: expect.stringMatching(/\/functions\/v1\/evidence-uploads$/),
  token: expect.stringMatching(/^[\w-]{40,64}$/),
  expiresAt: expect.any(Number),
  limits: { fileBytes: 2048 * 1_048_576, requestBytes: 5120 * 1_048_576, files: 20 },
};

describe.each(DATABASES)("on %s", (database) => {
  const OFFICE = "intake@law.example";

  let sink: SmtpSink;
  let endpoint: Endpoint;

  beforeAll(async () => {
    sink = await startSmtpSink();
    endpoint = await startEndpoint(
      {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_TO: OFFICE,
        MAIL_FROM: "Firm website <website@law.example>",
        SITE_URL: "https://law.example",
        EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
        ALLOWED_ORIGINS: "https://preview.law.example",
      },
      { database },
    );
  });
  afterAll(async () => {
    await endpoint?.close();
    await sink?.close();
  });

  const mailsFor = (id: string) => sink.messages.filter((mail) => mail.headers.get("x-contact-request-id") === id);

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
    return body.error;
  }

  describe("a valid request", () => {
    it("is answered 200 with an id and reaches the office's mailbox with every field", async () => {
      const started = Date.now();
      const response = await postContact(endpoint.url, caseEvaluation);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { ok: boolean; id: string };
      // With where and how to send files for it: an upload address and a credential (ADR 060).
      expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), uploads: grant });

      const mail = await sink.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === body.id, 5000);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(mail.subject).toBe("Website form: case evaluation request from Maria Gonzalez");
      expect(mail.messageId).toBe(`<contact-request.${body.id}@law.example>`);
      expect(mail.replyTo?.value).toEqual([{ name: "Maria Gonzalez", address: "maria.gonzalez@example.org" }]);
      expect(mail.from?.value).toEqual([{ name: "Firm website", address: "website@law.example" }]);
      const text = mail.text ?? "";
      const html = mail.html || "";
      for (const value of Object.values(caseEvaluation)) {
        expect(text).toContain(value);
        expect(html).toContain(value.replaceAll("'", "&#39;"));
      }
      const envelope = sink.envelopes[sink.messages.indexOf(mail)];
      expect(envelope).toEqual({ from: "website@law.example", to: [OFFICE] });
      await expect.poll(() => endpoint.count(`id = '${body.id}' and status = 'delivered'`)).toBe(1);
    });

    it("from the widget names the widget and, with no email, sets no Reply-To", async () => {
      const response = await postContact(endpoint.url, widgetSubmission);
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      const mail = await sink.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === id);
      expect(mail.subject).toBe("Message widget: new message from Dana Whitfield");
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain("An officer's dog bit my son during an arrest.");
      expect(mail.text).toContain("Phone: 707-555-0177");
    });

    it("accepts the key in the apikey header instead of the bearer token", async () => {
      const response = await postContact(endpoint.url, caseEvaluation, { key: null, headers: { apikey: ANON_KEY } });
      expect(response.status).toBe(200);
    });

    it("takes a request from the site's own backend client", async () => {
      const response = await sendContactRequest(caseEvaluation, {
        idempotencyKey: randomUUID(),
        backendUrl: endpoint.url,
        anonKey: ANON_KEY,
      });
      expect(response).toEqual({ ok: true, id: expect.any(String), uploads: grant });
    });
  });

  describe("a real supabase-js client", () => {
    const client = () =>
      createClient(endpoint.url, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
      });

    it("invokes the function and gets the id back; the mail arrives", async () => {
      const { data, error } = await client().functions.invoke("send-contact-email", { body: widgetSubmission });
      expect(error).toBeNull();
      expect(data).toEqual({ ok: true, id: expect.any(String), uploads: grant });
      await sink.waitFor((mail) => mail.headers.get("x-contact-request-id") === (data as { id: string }).id);
    });

    it("sees a refused payload as an HTTP error carrying the field messages", async () => {
      const { data, error } = await client().functions.invoke("send-contact-email", {
        body: { ...caseEvaluation, phone: "123" },
      });
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { code: "validation_failed", fields: { phone: "Please enter a valid phone number" } },
      });
    });
  });

  describe("CORS", () => {
    const preflight = (origin: string) =>
      fetch(`${endpoint.url}${CONTACT_FUNCTION_PATH}`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
        },
      });

    it("answers a preflight 204 with the methods and headers, for the site's own origin", async () => {
      const response = await preflight("https://law.example");
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("https://law.example");
      expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
      expect(response.headers.get("access-control-allow-headers")).toBe(
        "authorization, x-client-info, apikey, content-type, content-language, idempotency-key",
      );
    });

    it("allows the origins of ALLOWED_ORIGINS and no other", async () => {
      expect((await preflight("https://preview.law.example")).headers.get("access-control-allow-origin")).toBe(
        "https://preview.law.example",
      );
      const stranger = await preflight("https://evil.example");
      expect(stranger.status).toBe(204);
      expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("puts CORS headers on successes and on errors", async () => {
      const origin = { Origin: "https://law.example" };
      const ok = await postContact(endpoint.url, caseEvaluation, { headers: origin });
      const unauthorised = await postContact(endpoint.url, caseEvaluation, { headers: origin, key: "wrong" });
      const invalid = await postContact(endpoint.url, {}, { headers: origin });
      for (const response of [ok, unauthorised, invalid]) {
        expect(response.headers.get("access-control-allow-origin")).toBe("https://law.example");
        expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
      }
      expect([ok.status, unauthorised.status, invalid.status]).toEqual([200, 401, 422]);
    });
  });

  describe("bad input", () => {
    it("401 without the key or with a wrong one", async () => {
      await expectError(await postContact(endpoint.url, caseEvaluation, { key: null }), 401, "unauthorized");
      await expectError(await postContact(endpoint.url, caseEvaluation, { key: "not-the-key" }), 401, "unauthorized");
      await expectError(
        await postContact(endpoint.url, caseEvaluation, { key: null, headers: { apikey: "nope" } }),
        401,
        "unauthorized",
      );
    });

    it("415 for a content type other than JSON", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"]) {
        const response = await postContact(endpoint.url, JSON.stringify(caseEvaluation), {
          headers: { "Content-Type": type },
        });
        await expectError(response, 415, "unsupported_media_type");
      }
    });

    it("400 for a body that is not JSON, not a JSON object, or not UTF-8", async () => {
      for (const body of ["", "{", "firstName=Maria", "[1,2]", '"text"', "null", "42"]) {
        await expectError(await postContact(endpoint.url, body), 400, "invalid_body");
      }
      const response = await fetch(`${endpoint.url}${CONTACT_FUNCTION_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${ANON_KEY}` },
        body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      });
      await expectError(response, 400, "invalid_body");
    });

    it("413 for a body over 32 KB, declared or streamed", async () => {
      const big = JSON.stringify({ ...caseEvaluation, caseDescription: "x".repeat(33 * 1024) });
      await expectError(await postContact(endpoint.url, big), 413, "payload_too_large");

      // 64 MB on offer, with no Content-Length: the server must stop reading long before the end.
      const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
      const chunks = 1024;
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < chunks) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const streamed = await fetch(`${endpoint.url}${CONTACT_FUNCTION_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${ANON_KEY}` },
        body: stream,
        duplex: "half",
      } as RequestInit);
      await expectError(streamed, 413, "payload_too_large");
      expect(sent).toBeLessThan(chunks / 4);
    });

    it("422 with the spec's message for each invalid field", async () => {
      const error = await expectError(
        await postContact(endpoint.url, {
          firstName: "",
          lastName: " ",
          email: "not-an-email",
          phone: "12345",
          preferredLanguage: "",
          caseDescription: "too short",
          pendingCharges: "maybe",
          policeAgency: "",
          incidentLocation: "",
          howHeardAboutUs: "",
        }),
        422,
        "validation_failed",
      );
      expect(error.fields).toEqual(CASE_EVALUATION_MESSAGES);
    });

    it("422 for a widget message with neither email nor phone", async () => {
      const error = await expectError(
        await postContact(endpoint.url, { ...widgetSubmission, email: "", phone: "" }),
        422,
        "validation_failed",
      );
      expect(error.fields).toEqual({ email: "Please give an email address or a phone number" });
    });

    it("405 with Allow for any other method", async () => {
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const response = await fetch(`${endpoint.url}${CONTACT_FUNCTION_PATH}`, { method });
        await expectError(response, 405, "method_not_allowed");
        expect(response.headers.get("allow")).toBe("POST, OPTIONS");
      }
    });

    it("400 for a malformed Idempotency-Key", async () => {
      const response = await postContact(endpoint.url, caseEvaluation, { idempotencyKey: "x".repeat(300) });
      await expectError(response, 400, "invalid_idempotency_key");
    });

    it("never answers 500 to anything a client sends", async () => {
      const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
      const bodies = [
        deep,
        `{"a":${deep}}`,
        JSON.stringify({ ...caseEvaluation, firstName: 42 }),
        JSON.stringify({ ...caseEvaluation, __proto__: { polluted: true }, constructor: { prototype: 1 } }),
        JSON.stringify({ ...caseEvaluation, caseDescription: "\ud800 lone surrogate, long enough to pass" }),
        JSON.stringify({ ...caseEvaluation, firstName: "\u0000\u202e\ufeff" }),
        JSON.stringify({ ...caseEvaluation, [HONEYPOT_FIELD]: { nested: deep } }),
        "\ufeff" + JSON.stringify(caseEvaluation),
        JSON.stringify({ howHeardAboutUs: "Live Chat Widget" }),
      ];
      for (const body of bodies) {
        const response = await postContact(endpoint.url, body);
        expect(response.status, body.slice(0, 60)).toBeLessThan(500);
        await response.arrayBuffer();
      }
    });
  });

  describe("idempotency", () => {
    it("a retried Idempotency-Key gets the same answer, one row and one mail", async () => {
      const key = randomUUID();
      const first = await postContact(endpoint.url, caseEvaluation, { idempotencyKey: key });
      const firstBody = (await first.json()) as { id: string };
      await sink.waitFor((mail) => mail.headers.get("x-contact-request-id") === firstBody.id);

      const retry = await postContact(endpoint.url, caseEvaluation, { idempotencyKey: key });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({ ok: true, id: firstBody.id, uploads: grant });
      await sleep(300);
      expect(await endpoint.count(`idempotency_key = '${key}'`)).toBe(1);
      expect(mailsFor(firstBody.id)).toHaveLength(1);
    });

    it("concurrent duplicates make one row and one mail", async () => {
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => postContact(endpoint.url, caseEvaluation, { idempotencyKey: key })),
      );
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as { id: string }[];
      expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
      await sink.waitFor((mail) => mail.headers.get("x-contact-request-id") === bodies[0]!.id);
      await sleep(300);
      expect(await endpoint.count(`idempotency_key = '${key}'`)).toBe(1);
      expect(mailsFor(bodies[0]!.id)).toHaveLength(1);
    });

    it("the same key with a different payload is refused, not silently merged", async () => {
      const key = randomUUID();
      expect((await postContact(endpoint.url, caseEvaluation, { idempotencyKey: key })).status).toBe(200);
      const other = await postContact(
        endpoint.url,
        { ...caseEvaluation, phone: "707-555-0999" },
        { idempotencyKey: key },
      );
      await expectError(other, 422, "idempotency_key_reused");
    });
  });

  describe("spam", () => {
    it("a filled honeypot gets a normal-looking 200, is stored as spam and never mailed", async () => {
      const response = await postContact(endpoint.url, { ...caseEvaluation, [HONEYPOT_FIELD]: "https://spam.example" });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { ok: boolean; id: string };
      // The same answer as any request's, upload credential included.
      expect(body).toEqual({ ok: true, id: expect.any(String), uploads: grant });
      await sleep(400);
      expect(await endpoint.count(`id = '${body.id}' and status = 'spam'`)).toBe(1);
      expect(mailsFor(body.id)).toHaveLength(0);
    });

    it("an empty honeypot is a person: mailed as usual", async () => {
      const response = await postContact(endpoint.url, { ...caseEvaluation, [HONEYPOT_FIELD]: "" });
      const { id } = (await response.json()) as { id: string };
      await sink.waitFor((mail) => mail.headers.get("x-contact-request-id") === id);
    });
  });

  describe("header injection", () => {
    it("CR and LF in the fields never add a header or a recipient", async () => {
      const injected = {
        ...caseEvaluation,
        firstName: "Eve\r\nBcc: victim@example.com",
        lastName: "Doe\nX-Injected: 1\r\n\r\n<html>",
        policeAgency: "SRPD\r\nTo: another@example.com",
      };
      const response = await postContact(endpoint.url, injected);
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      const mail = await sink.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === id);
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.to).toMatchObject({ value: [{ address: OFFICE }] });
      expect(sink.envelopes[sink.messages.indexOf(mail)]!.to).toEqual([OFFICE]);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain("Eve Bcc: victim@example.com Doe X-Injected: 1");
    });
  });

  describe("rate limits", () => {
    let limited: Endpoint;
    afterEach(async () => {
      await limited?.close();
    });

    it("answers 429 with Retry-After past the per-address limit", async () => {
      limited = await startEndpoint({ RATE_LIMIT_PER_MINUTE: "3" }, { database });
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await postContact(limited.url, caseEvaluation);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
          // A page on another origin may read it too, to tell the visitor how long to wait.
          expect(response.headers.get("access-control-expose-headers")).toBe("Retry-After");
          expect(await response.json()).toMatchObject({ error: { code: "rate_limited" } });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("ignores X-Forwarded-For unless TRUST_PROXY=1, and then limits each forwarded address", async () => {
      limited = await startEndpoint({ RATE_LIMIT_PER_MINUTE: "1" }, { database });
      const spoof = (ip: string) => postContact(limited.url, caseEvaluation, { headers: { "X-Forwarded-For": ip } });
      expect((await spoof("198.51.100.1")).status).toBe(200);
      expect((await spoof("198.51.100.2")).status).toBe(429);
      await limited.close();

      limited = await startEndpoint({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "1" }, { database });
      expect((await spoof("198.51.100.1")).status).toBe(200);
      expect((await spoof("198.51.100.2")).status).toBe(200);
      expect((await spoof("198.51.100.1")).status).toBe(429);
      // Only the right-most entry, the one our proxy adds, counts: a client cannot rotate the left part.
      expect((await spoof("203.0.113.7, 198.51.100.1")).status).toBe(429);
      // Not an address: the socket's address counts instead (127.0.0.1, fresh here), never the text.
      expect((await spoof("not-an-address")).status).toBe(200);
      expect((await spoof(`${"x".repeat(4000)}`)).status).toBe(429);
    });

    it("behind a CDN and our proxy (TRUST_PROXY=2), limits the visitor, not the CDN edge", async () => {
      limited = await startEndpoint({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "2" }, { database });
      const via = (visitor: string) =>
        postContact(limited.url, caseEvaluation, { headers: { "X-Forwarded-For": `${visitor}, 192.0.2.50` } });
      expect((await via("198.51.100.1")).status).toBe(200);
      expect((await via("198.51.100.2")).status).toBe(200);
      expect((await via("198.51.100.1")).status).toBe(429);
    });

    it("stores requests from many networks up to a high hourly ceiling that protects the disk", async () => {
      limited = await startEndpoint({ STORAGE_LIMIT_PER_HOUR: "2", TRUST_PROXY: "1" }, { database });
      const from = (ip: string) => postContact(limited.url, caseEvaluation, { headers: { "X-Forwarded-For": ip } });
      const statuses = [(await from("192.0.2.1")).status, (await from("198.51.100.2")).status];
      const third = await from("203.0.113.3");
      expect([...statuses, third.status]).toEqual([200, 200, 503]);
      expect(await third.json()).toMatchObject({ error: { code: "unavailable" } });
      // One of the hour's slots comes back every 30 minutes.
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(1700);
    });
  });

  describe("delivery while SMTP is down", () => {
    it("acknowledges at once, and the mail arrives once SMTP is back", async () => {
      const port = await freePort();
      const down = await startEndpoint({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { database });
      let late: SmtpSink | undefined;
      try {
        const response = await postContact(down.url, caseEvaluation);
        expect(response.status).toBe(200);
        const { id } = (await response.json()) as { id: string };
        await sleep(500);
        expect(await down.count(`id = '${id}' and status = 'pending' and attempts >= 1`)).toBe(1);

        late = await startSmtpSink({ port });
        const mail = await late.waitFor((candidate) => candidate.headers.get("x-contact-request-id") === id, 5000);
        expect(mail.text).toContain("Maria");
        await expect.poll(() => down.count(`id = '${id}' and status = 'delivered'`)).toBe(1);
        await sleep(300);
        expect(late.messages).toHaveLength(1);
      } finally {
        await down.close();
        await late?.close();
      }
    });
  });

  describe("without SMTP_URL", () => {
    it("writes each message as an .eml file under MAIL_DIR", async () => {
      const files = await startEndpoint({ database });
      try {
        const response = await postContact(files.url, caseEvaluation);
        const { id } = (await response.json()) as { id: string };
        const deadline = Date.now() + 3000;
        let names: string[] = [];
        while (Date.now() < deadline) {
          try {
            names = readdirSync(files.mailDir).filter((name) => name.endsWith(".eml"));
          } catch {
            names = [];
          }
          if (names.length > 0) break;
          await sleep(50);
        }
        expect(names).toEqual([expect.stringContaining(id)]);
      } finally {
        await files.close();
      }
    });
  });
});
