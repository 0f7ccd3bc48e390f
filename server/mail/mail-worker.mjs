// @ts-check
/**
 * The thread that hands mail to the provider: nodemailer builds the MIME message and
 * either sends it over SMTP (a small pool of reused connections) or writes it as an .eml
 * file. Kept off the main thread so that building and writing mail never slows the
 * endpoint. Plain JavaScript so that it loads without a TypeScript loader.
 *
 * workerData: { kind: "smtp", options } | { kind: "files", dir }   (options: config/smtp-security.ts's SmtpOptions, as judged)
 * Requests (../worker-requests.mjs):
 *   "deliver", { message, fileName }  -> { ok: true } | { ok: false, error }   (error: a short code, no text)
 *   "close"
 */
import { mkdirSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { setPriority } from "node:os";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";
import { answerRequests } from "../worker-requests.mjs";

const port = parentPort;
if (!port) throw new Error("mail-worker.mjs runs as a worker thread");

// Mail is background work: under load, taking requests in comes first. On Linux a nice
// value belongs to the calling thread alone (elsewhere it would renice the whole process).
if (process.platform === "linux") {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: run at normal priority.
  }
}

/** @type {{ kind: "smtp", options: import("nodemailer/lib/smtp-pool").Options } | { kind: "files", dir: string }} */
const settings = workerData;

/** A short, data-free code for a failure: nodemailer's code and the SMTP reply code. @param {unknown} error */
function failureCode(error) {
  if (typeof error !== "object" || error === null) return "EUNKNOWN";
  const { code, responseCode } = /** @type {{ code?: unknown, responseCode?: unknown }} */ (error);
  const parts = [typeof code === "string" ? code : "EUNKNOWN"];
  if (typeof responseCode === "number") parts.push(String(responseCode));
  return parts.join(" ");
}

const transporter =
  settings.kind === "smtp"
    ? nodemailer.createTransport({
        // Host, port, TLS and login exactly as config/smtp-security.ts judged them: no URL for nodemailer to read again.
        ...settings.options,
        pool: true,
        maxConnections: 3,
        // Defaults wait minutes; the outbox would rather fail fast and retry later. While the
        // provider is out, the loop tries it with one message at a time: a provider that takes
        // connections and never greets holds that try for the greeting timeout, so it bounds
        // how late the office hears after the provider's return (the soak, npm run soak:mail).
        // A healthy provider greets within a second; a slow reply to a whole message is another
        // matter (a timeout there could send it twice), hence the longer socket timeout.
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true });

// Readable by the server's account alone, whatever the umask.
if (settings.kind === "files") mkdirSync(settings.dir, { recursive: true, mode: 0o700 });

/**
 * Written to a temporary name, flushed to disk, then renamed, and the folder flushed so the
 * rename itself survives a crash before the row is marked delivered: a file is whole or absent.
 * @param {Buffer} content @param {string} fileName
 */
async function writeMailFile(content, fileName) {
  if (settings.kind !== "files") throw new Error("not a file transport");
  const target = join(settings.dir, fileName);
  const temporary = `${target}.tmp`;
  try {
    const handle = await open(temporary, "w", 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    // A disk that filled up mid-write gets the partial file's space back.
    await rm(temporary, { force: true });
    throw error;
  }
  const folder = await open(settings.dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** @param {import("nodemailer").SendMailOptions} message @param {string} fileName */
async function deliver(message, fileName) {
  try {
    const info = await transporter.sendMail(message);
    if (settings.kind === "files")
      await writeMailFile(/** @type {Buffer} */ (/** @type {{ message: unknown }} */ (info).message), fileName);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: failureCode(error) };
  }
}

answerRequests(
  port,
  {
    deliver: (
      /** @type {{ message: import("nodemailer").SendMailOptions, fileName: string }} */ { message, fileName },
    ) => deliver(message, fileName),
  },
  { onClose: () => transporter.close() },
);
