/**
 * What the Playwright journeys run against: the production server on the production
 * build, with a real SMTP server standing in for the office's mail provider, and the
 * database and mailbox in a scratch folder under test-results/.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { e2eMailboxDir, e2ePort, e2eScratchDir, e2eSmtpPort } from "./e2e-paths";
import { startSmtpSink } from "./smtp-sink";

const port = e2ePort();
const scratch = e2eScratchDir(port);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const sink = await startSmtpSink({ port: e2eSmtpPort(), dir: e2eMailboxDir(port) });

const server = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, "../../server/main.ts")], {
  cwd: resolve(import.meta.dirname, "../.."),
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
    DATABASE_URL: `file:${resolve(scratch, "site.db")}`,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_DIR: resolve(scratch, "mail"),
    // The files visitors send, and their key, in the scratch folder too (tests/e2e/evidence.spec.ts).
    EVIDENCE_DIR: resolve(scratch, "evidence"),
    // The journeys send many requests from one address, and many in a minute.
    RATE_LIMIT_PER_MINUTE: "0",
    // ...all from 127.0.0.1, one network, which would soon have used its share of the disk ceiling.
    STORAGE_LIMIT_PER_HOUR: "0",
    // Each journey looks for its own mail: one per request, never batched.
    MAIL_PER_HOUR: "0",
    // Who may sign in to the office inbox; not MAIL_TO, to show the setting works. One address per journey
    // file that signs in (office, agenda, self-booking, evidence): they run side by side.
    OFFICE_EMAILS: "intake@example.com,agenda@example.com,booking@example.com,evidence@example.com",
    // Every office journey signs in anew, and reruns reuse the server.
    OFFICE_LINKS_PER_HOUR: "0",
    // No morning list of what is due (issue 34): its mail would come at whatever hour the journeys run.
    OFFICE_DIGEST_HOUR: "0",
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", async (code) => {
  await sink.close();
  process.exit(code ?? 0);
});
