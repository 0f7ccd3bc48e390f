/**
 * A real SMTP server for tests (smtp-server), standing in for the office's mail provider,
 * which is outside this machine. It keeps what arrives in memory and, when given a folder,
 * writes each message there as an .eml file so other processes can read it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpEnvelope = { from: string; to: string[] };

export type SmtpSink = {
  port: number;
  messages: ParsedMail[];
  /** The SMTP envelope of each message, in the same order as `messages`. */
  envelopes: SmtpEnvelope[];
  /** When each message had arrived whole (Date.now()), in the same order as `messages`. */
  arrivedAt: number[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

export async function startSmtpSink({ port = 0, dir }: { port?: number; dir?: string } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const envelopes: SmtpEnvelope[] = [];
  const arrivedAt: number[] = [];
  const listeners = new Set<() => void>();
  if (dir) mkdirSync(dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    // close() would otherwise wait up to 30 s for pooled client connections to leave.
    closeTimeout: 200,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        const at = Date.now();
        if (dir) writeFileSync(join(dir, `${Date.now()}-${messages.length}.eml`), raw);
        const { mailFrom, rcptTo } = session.envelope;
        const parsed = await simpleParser(raw);
        envelopes.push({ from: mailFrom ? mailFrom.address : "", to: rcptTo.map((recipient) => recipient.address) });
        arrivedAt.push(at);
        messages.push(parsed);
        for (const listener of listeners) listener();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  return {
    port: boundPort,
    messages,
    envelopes,
    arrivedAt,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
