/**
 * What the development smoke test runs against: `npm run dev` (server/dev.ts, Vite as
 * middleware), with a real SMTP sink and a scratch database, as tests/support/e2e-server.ts
 * does for the production build.
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

const server = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, "../../server/dev.ts")], {
  cwd: resolve(import.meta.dirname, "../.."),
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${resolve(scratch, "site.db")}`,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_DIR: resolve(scratch, "mail"),
    MAIL_PER_HOUR: "0",
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", async (code) => {
  await sink.close();
  process.exit(code ?? 0);
});
