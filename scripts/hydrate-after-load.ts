/**
 * Build step, after `react-router build` and before precompression: every prerendered page gets
 * its scripts after the first paint, React Router's or its islands' (server/hydrate-after-load.ts,
 * ADRs 101 and 102).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hydrateAfterLoad, readIslandsManifest } from "../server/hydrate-after-load";

const root = process.argv[2] ?? join(process.env.BUILD_DIR || "build", "client");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield path;
  }
}

const islands = readIslandsManifest(root);
let count = 0;
for (const path of htmlFiles(root)) {
  const html = readFileSync(path, "utf8");
  const rewritten = hydrateAfterLoad(html, islands);
  if (rewritten === html) continue;
  writeFileSync(path, rewritten);
  count++;
}
console.log(`${count} pages hydrate after load in ${root}`);
