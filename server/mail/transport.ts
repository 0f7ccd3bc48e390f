import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { SendMailOptions } from "nodemailer";
import type { LogFields } from "../logger";
import { connectWorker, type WorkerConnection } from "../worker-requests.mjs";
import { smtpSettings, type SmtpOptions } from "../config/smtp-security";
import { bareAddress, type OutgoingMail } from "./message";

/** What a delivery attempt came to. `error` is a short code, never a message text with data in it. */
export type DeliveryResult = { ok: true } | { ok: false; error: string };

export type MailTransport = {
  /** For the start-up log line: where mail goes, without credentials. */
  readonly description: LogFields;
  /** How many deliveries are worth having in flight at once. */
  readonly concurrency: number;
  deliver(mail: OutgoingMail): Promise<DeliveryResult>;
  close(): Promise<void>;
};

export function toNodemailer(mail: OutgoingMail): SendMailOptions {
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
    icalEvent: mail.calendar
      ? { method: mail.calendar.method, filename: "consultation.ics", content: mail.calendar.content }
      : undefined,
    // Only the `to` addresses receive it, whatever the headers say.
    envelope: { from: bareAddress(mail.from), to: mail.to },
  };
}

/** "20240314T173000Z-<request id>.eml": sorted by arrival, and the same name on a repeat. */
export function mailFileName(mail: OutgoingMail): string {
  const stamp = mail.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${mail.requestId}.eml`;
}

type WorkerSettings = { kind: "smtp"; options: SmtpOptions } | { kind: "files"; dir: string };

/**
 * A transport whose work (building the MIME message, SMTP, file writes) runs on its own
 * thread (mail-worker.mjs). A thread that dies is replaced on the next delivery; the
 * deliveries it had in hand fail and the outbox retries them.
 */
function threadedTransport(settings: WorkerSettings, description: LogFields, concurrency: number): MailTransport {
  let worker: WorkerConnection | undefined;

  function thread(): WorkerConnection {
    if (worker && !worker.failure()) return worker;
    worker = connectWorker(new Worker(new URL("./mail-worker.mjs", import.meta.url), { workerData: settings }), {
      name: "the mail thread",
    });
    return worker;
  }

  return {
    description,
    concurrency,
    async deliver(mail) {
      try {
        return await thread().request<DeliveryResult>("deliver", {
          message: toNodemailer(mail),
          fileName: mailFileName(mail),
        });
      } catch {
        // The thread died with this delivery in hand: the outbox retries it on a new one.
        return { ok: false, error: "EMAILTHREAD" };
      }
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.close();
    },
  };
}

/**
 * Delivery to the office's mail provider over SMTP; network-bound, so one per pooled
 * connection. Encrypted unless the server is on this machine: `smtps://` is TLS from the
 * start, and `smtp://` must upgrade with STARTTLS (`requireTLS`), so a server that does not
 * offer it, or an attacker who strips it, gets neither the login nor the message. The
 * connection's options are the ones config/smtp-security.ts judged, never re-read from the URL.
 * `plaintextToLoopback: false` removes the exemption for a relay on this machine.
 */
export function createSmtpTransport(url: string, { plaintextToLoopback = true } = {}): MailTransport {
  const settings = smtpSettings(url, { plaintextToLoopback });
  if (!settings.ok) throw new Error(`SMTP_URL ${settings.problem}`);
  const { options } = settings;
  return threadedTransport(
    { kind: "smtp", options },
    {
      mode: "smtp",
      host: options.host,
      port: String(options.port),
      tls: options.secure
        ? "implicit"
        : options.requireTLS && !options.ignoreTLS
          ? "starttls-required"
          : options.ignoreTLS
            ? "none"
            : "starttls-if-offered (loopback)",
    },
    3,
  );
}

/**
 * The embedded default when no SMTP server is configured: each message becomes an .eml
 * file under `dir`, named after its request, so a repeat overwrites rather than adds.
 * Disk-bound like the database, so one at a time: it must not crowd out the commits.
 */
export function createFileTransport(dir: string): MailTransport {
  const folder = resolve(dir);
  return threadedTransport({ kind: "files", dir: folder }, { mode: "files", dir: folder }, 1);
}
