/**
 * Starts the production server on the production build for a script (Lighthouse, benchmarks),
 * with its database and mail in a temporary folder, and waits until it answers. `root` is the
 * tree to run, this one by default (a benchmark's reference build is another: ./reference-build.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export type TestServer = { url: string; process: ChildProcess; stop(): Promise<void> };

export async function startTestServer({
  port,
  env = {},
  nodeArgs = [],
  root = resolve(import.meta.dirname, ".."),
  prepare,
}: {
  port: number;
  env?: Record<string, string>;
  /** Flags for the server's node, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
  root?: string;
  /** Run before the server starts, with its environment (its database's URL): e.g. an import. */
  prepare?: (env: Record<string, string>) => Promise<void> | void;
}): Promise<TestServer> {
  const scratch = mkdtempSync(join(tmpdir(), "site-server-"));
  const own = { DATABASE_URL: `file:${join(scratch, "site.db")}`, MAIL_DIR: join(scratch, "mail"), ...env };
  await prepare?.(own);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", resolve(root, "server/main.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...own,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 30 s");
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((done) => {
        const finish = () => {
          rmSync(scratch, { recursive: true, force: true });
          done();
        };
        // A server that has already exited sends no second exit event.
        if (child.exitCode !== null || child.signalCode !== null) return finish();
        child.once("exit", finish);
        child.kill("SIGTERM");
      }),
  };
}
