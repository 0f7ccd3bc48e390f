/**
 * Scripts after the first paint (issue 15, ADR 101). React Router's <Scripts /> asks for every
 * module of the page in the head (`modulepreload`) and starts them at once: on a slow phone they
 * compete with the stylesheet and the hero image for the first second, though none of them is
 * needed to paint a prerendered page. This rewrites a rendered page so that:
 *
 * - the `modulepreload` links are gone;
 * - React Router's boot module (the inline `<script type="module">` that imports the route
 *   modules and the client entry) is kept word for word, but as an inert data block, and a one-line
 *   starter inserts it once the page has loaded (its stylesheet, fonts and images in view).
 *
 * The boot module keeps its bytes, so its CSP hash (server/security-headers.ts) still allows it.
 *
 * A page React Router does not hydrate (ADR 102) carries instead an inert marker naming its
 * language; it gets the same starter, with a boot module that imports that edition's islands
 * (app/islands/) and the list of their modules from the build's islands manifest.
 *
 * Used by the build on every prerendered page and by the server on the 404 page it renders.
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The one shape React Router writes: a root-relative URL of a built asset, nothing else. */
const PRELOAD_HREF = /^<link rel="modulepreload" href="(\/[\w./-]+)"\/>$/;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/** What the client build says of each edition's islands (scripts/island-entries.ts writes it). */
export type IslandsManifest = Record<string, { entry: string; modules: string[] }>;
/** Its file name in the client build: a dot-file, which the server never serves. */
export const ISLANDS_MANIFEST = ".islands.json";

/** The client build's islands manifest; none in a build without islands (a test's). */
export function readIslandsManifest(clientDir: string): IslandsManifest | undefined {
  const path = join(clientDir, ISLANDS_MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as IslandsManifest) : undefined;
}

const ISLANDS_MARKER = /<script type="text\/x-islands" data-language="([a-z]+)"(?: data-page="([a-z-]+)")?><\/script>/g;

/** The id of the inert copy of React Router's boot module. */
export const BOOT_MODULE_ID = "hydrate";
/** Its type: not JavaScript, so the browser neither runs nor fetches anything for it. */
const INERT_TYPE = "text/x-hydrate-after-load";

/**
 * Once the page has loaded (at once if it already has): asks for every module the page needs in
 * one go (the preload list React Router wrote, so no import waits for another), then runs the boot
 * module. A task after `load`, so the page's first frame and its images are out of the way first.
 */
const STARTER =
  `<script>(function(){function h(){var b=document.getElementById("${BOOT_MODULE_ID}");` +
  `b.getAttribute("data-preload").split(" ").forEach(function(u){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
  `var s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)}` +
  `function a(){var i=document.querySelector('img[fetchpriority="high"]');` +
  `(i&&i.decode?i.decode().catch(function(){}):Promise.resolve()).then(function(){` +
  `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(h)})})})}` +
  `if(document.readyState==="complete")a();else addEventListener("load",a,{once:true})})()</script>`;

export class HydrationRewriteError extends Error {}

/** Whether a page has already been rewritten (the build is run again on its own output). */
export function isRewritten(html: string): boolean {
  return html.includes(`type="${INERT_TYPE}"`);
}

const ASSET_URL = /^\/[\w./-]+$/;

function inertBoot(boot: string, preloads: string[]): string {
  if (boot.includes("</")) throw new HydrationRewriteError("the boot module holds a closing tag");
  if (preloads.some((href) => !ASSET_URL.test(href))) throw new HydrationRewriteError("unexpected module URL");
  return `<script type="${INERT_TYPE}" id="${BOOT_MODULE_ID}" data-preload="${preloads.join(" ")}">${boot}</script>${STARTER}`;
}

export function hydrateAfterLoad(html: string, islands?: IslandsManifest): string {
  if (isRewritten(html)) return html;
  const markers = [...html.matchAll(ISLANDS_MARKER)];
  const boots = [...html.matchAll(BOOT_MODULE)];
  if (markers.length > 0) {
    if (markers.length > 1 || boots.length > 0 || MODULE_PRELOAD.test(html)) {
      throw new HydrationRewriteError("a page has either islands or React Router's scripts, and once");
    }
    const [, language = "", pageIsland] = markers[0]!;
    const frame = islands?.[language];
    if (!frame) throw new HydrationRewriteError(`no islands for language "${language}" in the build`);
    let boot = `import "${frame.entry}";`;
    if (pageIsland) {
      const page = islands[`${pageIsland}-${language}`];
      if (!page) throw new HydrationRewriteError(`no island "${pageIsland}" for language "${language}" in the build`);
      // The page's own island once the frame's are running: the launcher does not wait for the form.
      const rest = page.modules.filter((href) => !frame.modules.includes(href));
      if (rest.some((href) => !ASSET_URL.test(href))) throw new HydrationRewriteError("unexpected module URL");
      boot +=
        `\nfor (const href of ${JSON.stringify(rest)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
        `\nimport("${page.entry}");`;
    }
    return html.replace(ISLANDS_MARKER, () => inertBoot(boot, frame.modules));
  }
  // A page without React Router's scripts (the office pages) has nothing to defer.
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new HydrationRewriteError(`expected one boot module, found ${boots.length}`);
  const boot = boots[0]![1]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([link]) => {
    const href = PRELOAD_HREF.exec(link)?.[1];
    if (!href) throw new HydrationRewriteError(`unexpected module preload: ${link}`);
    return href;
  });
  return html.replace(MODULE_PRELOAD, "").replace(BOOT_MODULE, () => inertBoot(boot, preloads));
}
