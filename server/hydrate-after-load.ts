/**
 * Scripts after the first paint (issue 15, ADRs 101 and 102). A prerendered page paints, reads
 * and links without script; what it runs is its islands (app/islands/). React Router renders
 * the page with an inert marker in their place, naming its language and, on two pages, its own
 * island (the form, the photo tool). This puts in its place:
 *
 * - a boot module, as an inert data block: it imports that edition's frame islands (the header,
 *   the launcher) and then, once they run, the page's own island;
 * - a one-line starter that, once the page has loaded and its first paint is on screen (the
 *   stylesheet applied, the main image decoded), asks for every module of the frame at once (no
 *   import waits for another's round trip) and inserts the boot module.
 *
 * The server hashes every inline script of the page for its CSP (server/security-headers.ts),
 * the data block included, whose text is the module the starter inserts.
 *
 * Used by the build on every prerendered page and by the server on the 404 page it renders.
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What React Router's <Scripts /> would write: no prerendered page may carry it (ADR 102). */
const ROUTER_SCRIPTS = /<link rel="modulepreload"|<script type="module"/;

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

/** The id of the inert boot module. */
export const BOOT_MODULE_ID = "hydrate";
/** Its type: not JavaScript, so the browser neither runs nor fetches anything for it. */
const INERT_TYPE = "text/x-hydrate-after-load";

/**
 * Once the page has loaded (at once if it already has), its main image is decoded and the browser
 * has reported the page's first contentful paint and first largest-contentful-paint candidate
 * (two frames where it reports neither; a second at most, for a tab loaded out of sight; at once
 * if the visitor has pressed a key or touched the page, after which no LCP is reported): asks for
 * every module in the preload list in one go, then runs the boot module.
 *
 * Waiting for the paint entries rather than for frames: a frame's callback runs before that frame
 * is on screen, so scripts asked for then can still start before the first paint is presented,
 * and a slow connection then shares the first paint's bandwidth with them.
 */
const STARTER =
  `<script>(function(){var d,u,r;function h(){if(d)return;d=1;var b=document.getElementById("${BOOT_MODULE_ID}");` +
  `b.getAttribute("data-preload").split(" ").forEach(function(u){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
  `var s=document.createElement("script");s.type="module";s.textContent=b.textContent;document.body.appendChild(s)}` +
  `function g(){if(r)setTimeout(h);else u=1}["pointerdown","keydown"].forEach(function(e){addEventListener(e,g,{once:true,capture:true})});` +
  `function p(){r=1;if(u)return setTimeout(h);var P=typeof PerformanceObserver=="function"&&PerformanceObserver,t=P&&P.supportedEntryTypes||[],n=0,` +
  `w=["paint","largest-contentful-paint"].filter(function(x){return t.indexOf(x)>=0});` +
  `if(!w.length)return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(h)})});` +
  `setTimeout(h,1000);w.forEach(function(x){var o=new P(function(l){` +
  `if(x=="paint"&&!l.getEntriesByName("first-contentful-paint").length)return;` +
  `o.disconnect();if(++n==w.length)setTimeout(h)});o.observe({type:x,buffered:true})})}` +
  `function a(){var i=document.querySelector('img[fetchpriority="high"]');` +
  `(i&&i.decode?i.decode().catch(function(){}):Promise.resolve()).then(p)}` +
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
  if (ROUTER_SCRIPTS.test(html)) {
    throw new HydrationRewriteError(
      "React Router's scripts in a prerendered page: pages are HTML with islands (ADR 102)",
    );
  }
  const markers = [...html.matchAll(ISLANDS_MARKER)];
  // A page without islands (the office pages) runs no script.
  if (markers.length === 0) return html;
  if (markers.length > 1) throw new HydrationRewriteError(`expected one islands marker, found ${markers.length}`);
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
