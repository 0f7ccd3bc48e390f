/**
 * Build step, after `react-router build` and before precompression:
 * - every prerendered page gets its islands' scripts after the first paint (./rewrite.ts);
 * - the `.data` files React Router writes next to the pages go: they answer client-side
 *   navigation, and no page navigates on the client (every link is a page load).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hydrateAfterLoad, readIslandsManifest } from "./rewrite.ts";

const root = process.argv[2] ?? join(process.env.BUILD_DIR || "build", "client");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const islands = readIslandsManifest(root);
let pages = 0;
let data = 0;
for (const path of files(root)) {
  if (path.endsWith(".data")) {
    rmSync(path);
    data++;
    continue;
  }
  if (!path.endsWith(".html")) continue;
  const html = readFileSync(path, "utf8");
  const rewritten = hydrateAfterLoad(html, islands);
  if (rewritten === html) continue;
  writeFileSync(path, rewritten);
  pages++;
}
console.log(`${pages} pages hydrate after load, ${data} .data files removed, in ${root}`);
