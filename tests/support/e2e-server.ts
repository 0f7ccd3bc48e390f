/**
 * What the Playwright journeys run against: the production server on the production
 * build, with its database and mail in a scratch folder under test-results/.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const root = resolve(import.meta.dirname, "../..");
const scratch = resolve(root, "test-results/e2e-server");

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const server = spawn(process.execPath, ["--import", "tsx", resolve(root, "server/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(E2E_PORT),
    DATABASE_URL: `file:${resolve(scratch, "site.db")}`,
    MAIL_DIR: resolve(scratch, "mail"),
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
