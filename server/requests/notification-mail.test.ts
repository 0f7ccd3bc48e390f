import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "~/office/field-labels";
import { withSiteLanguage } from "../contact/route";
import { bareAddress, escapeHtml, headerSafe } from "../mail/message";
import { createFileTransport } from "../mail/transport";
import { composeBatchMail, composeContactMail } from "./notification-mail";
import type { StoredContactRequest } from "./repository";
import { caseEvaluation, widgetSubmission } from "./test-support";

const settings = { from: "Firm website <website@law.example>", to: ["office@law.example"] };
const stored = (over: Partial<StoredContactRequest> = {}): StoredContactRequest => ({
  id: "0b6f3c1e-1111-4222-8333-444455556666",
  source: "case-evaluation",
  payload: { ...caseEvaluation },
  attempts: 1,
  createdAt: Date.UTC(2024, 2, 14, 17, 30),
  ...over,
});

describe("headerSafe", () => {
  it("drops Unicode format characters, which can reverse or hide part of a name", () => {
    expect(headerSafe("Jane\u202Eeod\u202C")).toBe("Janeeod");
    expect(headerSafe("Ja\u200Bne\u2066 Doe\uFEFF")).toBe("Jane Doe");
  });

  it("drops MIME encoded-words, including one that removing another would form", () => {
    expect(headerSafe("=?utf-8?q?Your_Bank?= Jane")).toBe("Jane");
    expect(headerSafe("=?=?utf-8?b?QQ==?=utf-8?q?x?= Jane")).toBe("Jane");
    expect(headerSafe("Jane =? Doe ?=")).toBe("Jane =? Doe ?=");
  });
});

describe("composeBatchMail", () => {
  it("carries every request in full, each with its id, and replies to no one", () => {
    const requests = [
      stored(),
      stored({ id: "1b6f3c1e-1111-4222-8333-444455556666", source: "widget", payload: { ...widgetSubmission } }),
    ];
    const mail = composeBatchMail(requests, settings);
    expect(mail.subject).toBe("Website: 2 requests sent together (many arrived at once)");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.headers["X-Contact-Request-Count"]).toBe("2");
    expect(mail.headers["X-Contact-Request-Ids"]).toBe(requests.map((request) => request.id).join(" "));
    for (const request of requests) {
      expect(mail.text).toContain(`Request id: ${request.id}`);
      expect(mail.html).toContain(`Request id: ${request.id}`);
    }
    expect(mail.text).toContain("(reply to jane.doe@example.org)");
    expect(mail.text).toContain("Reference: 0B6F3C1E");
    expect(mail.text).toContain("Reference: 1B6F3C1E");
    for (const request of requests) {
      for (const line of String(request.payload.caseDescription).split("\n").filter(Boolean)) {
        expect(mail.text).not.toContain(line);
        expect(mail.html).not.toContain(escapeHtml(line));
      }
    }
  });
});

describe("composeContactMail", () => {
  it("names the source and the visitor in the subject", () => {
    expect(composeContactMail(stored(), settings).subject).toBe("Website form: case evaluation request from Jane Doe");
    const widget = composeContactMail(stored({ source: "widget", payload: { ...widgetSubmission } }), settings);
    expect(widget.subject).toBe("Message widget: new message from Sam Lee Park");
  });

  it("lists every field but the story in the order of the spec, in text and in HTML", () => {
    const mail = composeContactMail(stored(), settings);
    const mailed = FIELD_LABELS.filter(([key]) => key !== "caseDescription");
    const positions = mailed.map(([, label]) => mail.text.indexOf(`${label}: `));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const [key] of mailed) {
      const value = String(caseEvaluation[key]);
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain("Reference: 0B6F3C1E");
    expect(mail.html).toContain("Reference: 0B6F3C1E");
    expect(mail.text).toContain("Request id: 0b6f3c1e-1111-4222-8333-444455556666");
    expect(mail.text).toContain("Received: 2024-03-14T17:30:00.000Z");
  });

  it("never carries the visitor's story, from the form or the widget: it points to the office instead", () => {
    const requests = [
      stored({ payload: { ...caseEvaluation, caseDescription: "STORY-MARKER-FORM the deputies hit me twice." } }),
      stored({
        source: "widget",
        payload: { ...widgetSubmission, caseDescription: "STORY-MARKER-WIDGET hello\n\nhelp" },
      }),
    ];
    for (const request of requests) {
      const mail = composeContactMail(request, { ...settings, officeOrigin: "https://law.example" });
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("STORY-MARKER");
        expect(part).not.toContain("Case description");
      }
      expect(mail.text).toContain("What they wrote is not in this email: read it in the office inbox.");
      expect(mail.text).toContain(
        `Open it in the office inbox (sign in first if asked): https://law.example/office/requests/${request.id}`,
      );
      expect(mail.text).toContain(`Phone: ${String(request.payload.phone)}`);
      expect(mail.text).toContain(`Preferred language: ${String(request.payload.preferredLanguage)}`);
    }
    const batch = composeBatchMail(requests, settings);
    expect(batch.text).not.toContain("STORY-MARKER");
    expect(batch.html).not.toContain("STORY-MARKER");
  });

  it("shows a missing or empty optional field as not given", () => {
    const mail = composeContactMail(stored({ payload: { ...caseEvaluation, incidentDate: "" } }), settings);
    expect(mail.text).toContain("Date of incident: (not given)");
  });

  it("escapes the visitor's text in HTML", () => {
    const payload = { ...caseEvaluation, incidentLocation: `<script>alert("x")</script> & <b>bold</b> it's` };
    const mail = composeContactMail(stored({ payload }), settings);
    expect(mail.html).not.toContain("<script>alert");
    expect(mail.html).not.toContain("<b>bold");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; it&#39;s",
    );
  });

  it("replies to the visitor when an email was given, and derives the Message-ID from the request id", () => {
    const mail = composeContactMail(stored(), settings);
    expect(mail.replyTo).toEqual({ name: "Jane Doe", address: "jane.doe@example.org" });
    expect(mail.messageId).toBe("<contact-request.0b6f3c1e-1111-4222-8333-444455556666@law.example>");
    const widget = composeContactMail(stored({ source: "widget", payload: { ...widgetSubmission } }), settings);
    expect(widget.replyTo).toBeUndefined();
  });

  it("replies to nobody when the stored email is not one plain address", () => {
    for (const email of [
      '"billing@law.example" <attacker@evil.example>',
      "office@law.example, attacker@evil.example",
      "Attacker <attacker@evil.example>",
      "attacker@evil.example (Avery Law)",
      "a@b@evil.example",
    ]) {
      expect(
        composeContactMail(stored({ payload: { ...caseEvaluation, email } }), settings).replyTo,
        email,
      ).toBeUndefined();
    }
  });
});

describe("headerSafe", () => {
  it("turns every line break and control character into a space", () => {
    expect(headerSafe("Eve\r\nBcc: victim@example.com")).toBe("Eve Bcc: victim@example.com");
    expect(headerSafe("a\nb\rc\u2028d\u2029e\u0085f\u0000g\tz")).toBe("a b c d e f g z");
    expect(headerSafe("x".repeat(200)).length).toBe(80);
  });
});

describe("bareAddress", () => {
  it("takes the address out of a named mailbox", () => {
    expect(bareAddress("Firm website <website@law.example>")).toBe("website@law.example");
    expect(bareAddress("website@law.example")).toBe("website@law.example");
  });
});

describe("a message as it is written out", () => {
  it("cannot be given extra headers through any field", async () => {
    const injection = "\r\nBcc: victim@example.com\r\nX-Injected: yes\r\n\r\nbody";
    const payload = Object.fromEntries(Object.keys(caseEvaluation).map((key) => [key, `Eve${injection}`]));
    payload.email = "eve@example.org";
    const dir = mkdtempSync(join(tmpdir(), "mail-"));
    const transport = createFileTransport(dir);
    const result = await transport.deliver(composeContactMail(stored({ payload }), settings));
    await transport.close();
    expect(result).toEqual({ ok: true });

    const [file] = readdirSync(dir);
    const raw = readFileSync(join(dir, file!), "utf8");
    const parsed = await simpleParser(raw);
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(parsed.headers.has("x-injected")).toBe(false);
    const headerBlock = raw.split(/\r?\n\r?\n/)[0]!;
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(headerBlock).not.toMatch(/^x-injected:/im);
    expect(parsed.subject).toMatch(
      /^Website form: case evaluation request from Eve Bcc: victim@example\.com X-Injected: yes body/,
    );
    expect(parsed.subject).not.toMatch(/[\r\n]/);
    expect(parsed.to).toMatchObject({ value: [{ address: "office@law.example" }] });
    expect(parsed.text).toContain("Bcc: victim@example.com"); // kept, harmlessly, as body text
  });
});

describe("a request from the Spanish edition", () => {
  it("says so, in English, in the office's email and its subject; an English-site request does not", () => {
    const spanish = composeContactMail(stored({ payload: { ...caseEvaluation, siteLanguage: "es" } }), settings);
    expect(spanish.subject).toBe("[ES] Website form: case evaluation request from Jane Doe");
    expect(spanish.text).toContain("Sent from the Spanish edition of the website (/es)");
    expect(spanish.html).toContain("Sent from the Spanish edition of the website (/es)");
    const widget = composeContactMail(
      stored({ source: "widget", payload: { ...widgetSubmission, siteLanguage: "es" } }),
      settings,
    );
    expect(widget.subject).toBe("[ES] Message widget: new message from Sam Lee Park");
    const english = composeContactMail(stored(), settings);
    expect(english.text).not.toContain("Spanish edition");
    expect(english.subject).not.toContain("[ES]");
  });

  it("is marked by the route from Content-Language, beside the payload's fields", () => {
    const request = { source: "case-evaluation" as const, payload: { ...caseEvaluation } };
    expect(withSiteLanguage(request, "es").payload).toMatchObject({ siteLanguage: "es", firstName: "Jane" });
    expect(withSiteLanguage(request, "es-US").payload).toHaveProperty("siteLanguage", "es");
    expect(withSiteLanguage(request, undefined)).toBe(request);
    expect(withSiteLanguage(request, "en")).toBe(request);
    expect(withSiteLanguage(request, "estonian")).toBe(request);
  });
});
