/**
 * The README's commands in a fresh clone of HEAD, typed by a newcomer whose machine has Debian's
 * Node.js 20, then none at all: `./site start` serves the site, and what cannot work (a project
 * script on Node.js 20, a node_modules another Node.js built) says so in one line, never crashes.
 * It runs `./site start` and `./site serve`, never `./site test`, which runs this file.
 * The steps share one clone and run in order, each from where the one before left it.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cloneHead,
  freePort,
  homePageServed,
  minimumNode,
  newcomerEnv,
  oldSystemNode,
  pathWithoutNode,
  pinnedNode,
  pinnedNodeBin,
  type Running,
  saidLines,
  start,
  type,
} from "./newcomer";

const oldNode = oldSystemNode();
const DEBIAN_PATH = "/usr/bin:/bin";

let clone = "";
const running: Running[] = [];

async function serveFromClone(command: string, env: NodeJS.ProcessEnv, timeoutMs: number) {
  const port = await freePort();
  const site = start(clone, command, { ...env, PORT: String(port) });
  running.push(site);
  const elapsed = await homePageServed(site, port, timeoutMs);
  await site.stop();
  return { output: site.output(), elapsed };
}

beforeAll(() => {
  clone = cloneHead();
});

afterAll(async () => {
  for (const site of running) await site.stop();
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe.skipIf(!oldNode)("a newcomer on a machine whose Node.js is too old", () => {
  it(
    "types ./site start: it fetches Node.js 24, installs, builds and serves the home page",
    { timeout: 600_000 },
    async () => {
      const { output, elapsed } = await serveFromClone("./site start", newcomerEnv(DEBIAN_PATH), 540_000);

      expect(output).toContain(`Fetching Node.js ${pinnedNode}`);
      expect(output).toContain("./site: node_modules is missing: npm install");
      expect(existsSync(join(pinnedNodeBin(clone), "node"))).toBe(true);
      console.info(
        `fresh clone, Node.js ${oldNode!.version} first on PATH, warm npm cache: first page after ${elapsed} ms`,
      );
    },
  );

  it.each([
    ["npm start", "./site start"],
    ["npm test", "./site test"],
    ["npm run serve", "./site serve"],
    ["npm run dev", "./site dev"],
    ["npm run office:link -- intake@example.com", "./site office:link"],
  ])("types %s: one line names the Node.js needed and %s", (command, instead) => {
    const run = type(clone, command, newcomerEnv(DEBIAN_PATH));

    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(saidLines(run)).toEqual([
      `This project needs Node.js ${minimumNode} or newer, and this is Node.js ${oldNode!.version}: run ${instead} instead (it fetches Node.js 24 into .tools/ once).`,
    ]);
  });

  it(
    "finds node_modules rebuilt by the old Node.js: npm scripts refuse it in one line, ./site rebuilds it",
    { timeout: 300_000 },
    async () => {
      const rebuiltByOldNode = type(clone, "npm rebuild", newcomerEnv(DEBIAN_PATH));
      expect(rebuiltByOldNode.status).toBe(1);
      expect(rebuiltByOldNode.stderr).toContain(`This project needs Node.js ${minimumNode} or newer`);
      const marker = JSON.parse(readFileSync(join(clone, "node_modules/.installed-by-node.json"), "utf8"));
      expect(marker).toMatchObject({ node: oldNode!.version, abi: oldNode!.abi });

      const pinned = newcomerEnv(`${pinnedNodeBin(clone)}:${DEBIAN_PATH}`);
      const abi = type(clone, "node -p process.versions.modules", pinned).stdout.trim();
      const serve = type(clone, "npm run serve", pinned);
      expect(serve.signal).toBeNull();
      expect(serve.status).toBe(1);
      expect(saidLines(serve)).toEqual([
        `node_modules was installed by Node.js ${oldNode!.version} (module ABI ${oldNode!.abi}) and this is Node.js ${pinnedNode} (ABI ${abi}): run npm rebuild, or ./site serve.`,
      ]);

      const { output } = await serveFromClone("./site serve", newcomerEnv(DEBIAN_PATH), 240_000);
      expect(output).toContain(`./site: node_modules was installed by Node.js ${oldNode!.version}`);
      expect(output).toContain("npm rebuild");
    },
  );
});

// Without Node.js and npm, ./site downloads with curl or wget; a machine with neither cannot.
const canDownload = ["curl", "wget"].some((tool) => existsSync(`/usr/bin/${tool}`));

describe.skipIf(!canDownload)("a newcomer on a machine without Node.js", () => {
  it(
    "types ./site serve: it fetches Node.js and npm from the registry with curl or wget, and serves",
    { timeout: 600_000 },
    async () => {
      const path = pathWithoutNode();
      try {
        expect(type(clone, "command -v node || command -v npm", newcomerEnv(path)).status).toBe(1);
        // The clone as the steps above left it, built and installed, less the Node.js they fetched;
        // alone, this test builds first.
        rmSync(join(clone, ".tools"), { recursive: true, force: true });
        const command = existsSync(join(clone, "build")) ? "./site serve" : "./site start";

        const { output } = await serveFromClone(command, newcomerEnv(path), 540_000);

        expect(output).toContain(`Fetching Node.js ${pinnedNode}`);
        expect(existsSync(join(pinnedNodeBin(clone), "npm"))).toBe(true);
      } finally {
        rmSync(path, { recursive: true, force: true });
      }
    },
  );
});
