/**
 * A newcomer's machine, for the README's commands: a fresh clone of HEAD and a shell whose PATH
 * starts with the Node.js under test (Debian's 20, the pinned 24, or none at all), with none of the
 * npm_config_* variables that `npm test` passes to its children.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { homeCopy } from "~/content/home";

export const repositoryRoot = join(import.meta.dirname, "..", "..");

const packageJson = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as {
  engines: { node: string };
};
/** "24.11", from package.json's ">=24.11.0". */
export const minimumNode = packageJson.engines.node.replace(/^>=\s*/, "").replace(/\.\d+$/, "");

const useNode = readFileSync(join(repositoryRoot, "scripts/use-node-24.sh"), "utf8");
export const pinnedNode = /NODE_24_VERSION:-([\d.]+)/.exec(useNode)![1]!;
export const pinnedNpm = /NPM_VERSION:-([\d.]+)/.exec(useNode)![1]!;

/** Where ./site unpacks the pinned Node.js in a clone. */
export function pinnedNodeBin(clone: string): string {
  return join(clone, ".tools", `node-v${pinnedNode}-npm-${pinnedNpm}`, "bin");
}

/** Debian's Node.js, when this machine has one older than the project needs: the newcomer's. */
export function oldSystemNode(): { version: string; abi: string } | null {
  const run = spawnSync("/usr/bin/node", ["-p", "process.versions.node + ' ' + process.versions.modules"], {
    encoding: "utf8",
  });
  if (run.status !== 0) return null;
  const [version = "", abi = ""] = run.stdout.trim().split(" ");
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const [needMajor = 0, needMinor = 0] = minimumNode.split(".").map(Number);
  return major < needMajor || (major === needMajor && minor < needMinor) ? { version, abi } : null;
}

/** A clone of the commit under test, as `git clone` gives it: no node_modules, no build, no .tools. */
export function cloneHead(): string {
  const clone = mkdtempSync(join(tmpdir(), "fresh-clone-"));
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: repositoryRoot, encoding: "utf8" }).stdout.trim();
  for (const args of [
    ["clone", "--quiet", "--no-checkout", repositoryRoot, clone],
    ["-C", clone, "checkout", "--quiet", "--detach", head],
  ]) {
    const git = spawnSync("git", args, { encoding: "utf8" });
    if (git.status !== 0) throw new Error(`git ${args.join(" ")}: ${git.stderr}`);
  }
  return clone;
}

/** A folder of links to every program in /usr/bin but Node.js and npm: a machine without them. */
export function pathWithoutNode(): string {
  const bin = mkdtempSync(join(tmpdir(), "no-node-bin-"));
  for (const name of readdirSync("/usr/bin")) {
    if (!["node", "nodejs", "npm", "npx", "corepack"].includes(name))
      symlinkSync(join("/usr/bin", name), join(bin, name));
  }
  return bin;
}

/**
 * The newcomer's environment: this machine's settings for reaching the registry, nothing of npm's
 * but one. npm takes what its cache holds without asking the registry whether each of some 700
 * packages changed: the same install, a minute sooner.
 */
export function newcomerEnv(path: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    HOME: process.env.HOME,
    PATH: path,
    LANG: "C.UTF-8",
    npm_config_prefer_offline: "true",
    ...extra,
  };
  for (const name of ["NODE_EXTRA_CA_CERTS", "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY"]) {
    if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

export interface Finished {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a command line in the clone, as typed at a prompt, and waits for it. */
export function type(clone: string, command: string, env: NodeJS.ProcessEnv): Finished {
  const run = spawnSync("bash", ["-c", command], { cwd: clone, env, encoding: "utf8", timeout: 300_000 });
  return { status: run.status, signal: run.signal, stdout: run.stdout, stderr: run.stderr };
}

/** What a command said on stderr, without npm's warnings about this machine's own .npmrc. */
export function saidLines(run: Finished): string[] {
  return run.stderr.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface Running {
  output: () => string;
  /** Stops the command and everything it started (npm, the build, the server). */
  stop: () => Promise<void>;
  child: ChildProcess;
}

/** Starts a long-running command in the clone, in a process group of its own. */
export function start(clone: string, command: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn("bash", ["-c", command], { cwd: clone, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid!, "SIGTERM");
        const killLater = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
        await exited;
        clearTimeout(killLater);
      }
    },
  };
}

/** Waits until the server answers GET / with the home page, or the command ends without it. */
export async function homePageServed(running: Running, port: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) {
      throw new Error(
        `the command ended (${running.child.exitCode ?? running.child.signalCode}):\n${running.output()}`,
      );
    }
    const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    if (response?.status === 200 && (await response.text()).includes(homeCopy.hero.title)) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`no home page on port ${port} after ${timeoutMs} ms:\n${running.output()}`);
}
