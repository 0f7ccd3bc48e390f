/**
 * The page rewrite: scripts after the first paint. A prerendered page paints, reads and links
 * without script; what it runs is its islands (app/islands/). React Router renders the page with
 * an inert marker in their place (app/root.tsx), naming its language and, on two pages, its own
 * island (the form, the photo tool). This puts in its place:
 *
 * - the boot module, as an inert data block (./boot-block.ts): it imports the edition's frame
 *   (the header, the launcher) and then, once the frame runs, the page's own island;
 * - the starter (./starter.ts), which runs the boot once the page's first paint is on screen.
 *
 * The server hashes every inline script of the page for its CSP (server/security-headers.ts),
 * the data block included, whose text is the module the starter inserts: no 'unsafe-inline', no
 * nonce. Used by the build on every prerendered page (./finish-build.ts) and by the server on
 * the 404 page it renders (server/not-found-page.ts).
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FRAME_ISLAND, ISLANDS_MARKER_TYPE } from "../app/islands/islands.ts";
import { BOOT_MODULE_ID, BOOT_TYPE, PRELOAD_ATTRIBUTE } from "./boot-block.ts";

/** An island's entry chunk and every chunk it imports statically, the entry first: what a page must fetch. */
export type IslandChunks = { entry: string; modules: string[] };

/** What the client build says of the islands (./vite-plugin.ts writes it). */
export type IslandsManifest = {
  /** The starter, minified: the inline script that runs the boot. */
  starter: string;
  /** Per language, per island (the frame and the pages' own). */
  editions: Record<string, Record<string, IslandChunks>>;
};

/** Its file name in the client build: a dot-file, which the server never serves. */
export const ISLANDS_MANIFEST = ".islands.json";

/** The client build's islands manifest; none in a build without islands (a test's). */
export function readIslandsManifest(clientDir: string): IslandsManifest | undefined {
  const path = join(clientDir, ISLANDS_MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as IslandsManifest) : undefined;
}

/** What React Router's <Scripts /> would write: no prerendered page may carry it. */
const ROUTER_SCRIPTS = /<link rel="modulepreload"|<script type="module"/;

const ISLANDS_MARKER = new RegExp(
  `<script type="${ISLANDS_MARKER_TYPE.replace("/", "\\/")}" data-language="([a-z]+)"(?: data-page="([a-z-]+)")?></script>`,
  "g",
);

/** A module's URL from the build (/assets/…) or Vite's dev server (/app/islands/frame.tsx?edition=es). */
const ASSET_URL = /^\/[\w./-]+(\?[\w=&-]+)?$/;

export class HydrationRewriteError extends Error {}

/** Whether a page has already been rewritten (the build is run again on its own output). */
export function isRewritten(html: string): boolean {
  return html.includes(`type="${BOOT_TYPE}"`);
}

function inertBoot(boot: string, preloads: string[], starter: string): string {
  if (boot.includes("</") || starter.includes("</")) throw new HydrationRewriteError("a script holds a closing tag");
  if (preloads.some((href) => !ASSET_URL.test(href))) throw new HydrationRewriteError("unexpected module URL");
  return (
    `<script type="${BOOT_TYPE}" id="${BOOT_MODULE_ID}" ${PRELOAD_ATTRIBUTE}="${preloads.join(" ")}">${boot}</script>` +
    `<script>${starter}</script>`
  );
}

/**
 * The page with its islands' boot and starter in place of the marker. It refuses a page it does
 * not recognise (React Router's own scripts, two markers, an edition or island the build lacks),
 * so the build stops instead of shipping a page that never hydrates.
 */
export function hydrateAfterLoad(html: string, islands?: IslandsManifest): string {
  if (isRewritten(html)) return html;
  if (ROUTER_SCRIPTS.test(html)) {
    throw new HydrationRewriteError("React Router's scripts in a prerendered page: pages are HTML with islands");
  }
  const markers = [...html.matchAll(ISLANDS_MARKER)];
  // A page without islands (the office pages) runs no script.
  if (markers.length === 0) return html;
  if (markers.length > 1) throw new HydrationRewriteError(`expected one islands marker, found ${markers.length}`);
  const [, language = "", pageIsland] = markers[0]!;
  const edition = islands?.editions[language];
  const frame = edition?.[FRAME_ISLAND];
  if (!islands || !edition || !frame)
    throw new HydrationRewriteError(`no islands for language "${language}" in the build`);
  let boot = `import "${frame.entry}";`;
  if (pageIsland) {
    const page = edition[pageIsland];
    if (!page) throw new HydrationRewriteError(`no island "${pageIsland}" for language "${language}" in the build`);
    // The page's own island once the frame's are running: the launcher does not wait for the form.
    const rest = page.modules.filter((href) => !frame.modules.includes(href));
    if (rest.some((href) => !ASSET_URL.test(href))) throw new HydrationRewriteError("unexpected module URL");
    boot +=
      `\nfor (const href of ${JSON.stringify(rest)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
      `\nimport("${page.entry}");`;
  }
  return html.replace(ISLANDS_MARKER, () => inertBoot(boot, frame.modules, islands.starter));
}
