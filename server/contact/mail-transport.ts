import { mkdirSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { LogFields } from "../logger";
import { bareAddress, type OutgoingMail } from "./mail-message";

/** What a delivery attempt came to. `error` is a short code, never a message text with data in it. */
export type DeliveryResult = { ok: true } | { ok: false; error: string };

export type MailTransport = {
  /** For the start-up log line: where mail goes, without credentials. */
  readonly description: LogFields;
  deliver(mail: OutgoingMail): Promise<DeliveryResult>;
  close(): void;
};

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    headers: mail.headers,
    // Only the office receives it, whatever the headers say.
    envelope: { from: bareAddress(mail.from), to: mail.to },
  };
}

/** A short, data-free code for a failure: nodemailer's code and the SMTP reply code. */
export function failureCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return "EUNKNOWN";
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === "string" ? code : "EUNKNOWN"];
  if (typeof responseCode === "number") parts.push(String(responseCode));
  return parts.join(" ");
}

/** Delivery to the office's mail provider over SMTP, on a small pool of reused connections. */
export function createSmtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    // Defaults wait minutes; the outbox would rather fail fast and retry later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: { mode: "smtp", host: parsed.hostname, port: parsed.port || (parsed.protocol === "smtps:" ? "465" : "587") },
    async deliver(mail) {
      try {
        await transporter.sendMail(toNodemailer(mail));
        return { ok: true };
      } catch (error) {
        return { ok: false, error: failureCode(error) };
      }
    },
    close: () => transporter.close(),
  };
}

function fileNameFor(mail: OutgoingMail): string {
  const stamp = mail.date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `${stamp}-${mail.requestId}.eml`;
}

/**
 * The embedded default when no SMTP server is configured: each message becomes an .eml
 * file, written to a temporary name, flushed to disk, then renamed, so a file is either
 * whole or absent. The name derives from the request, so a repeat overwrites, never adds.
 */
export function createFileTransport(dir: string): MailTransport {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: { mode: "files", dir: folder },
    async deliver(mail) {
      try {
        const info = await composer.sendMail(toNodemailer(mail));
        const target = join(folder, fileNameFor(mail));
        const temporary = `${target}.tmp`;
        const handle = await open(temporary, "w");
        try {
          await handle.writeFile(info.message as Buffer);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: failureCode(error) };
      }
    },
    close: () => composer.close(),
  };
}
