/**
 * The islands' starter: the one inline script of every page, after its inert boot block
 * (./boot-block.ts). Built and minified with the client build (./build-starter.ts); the server
 * hashes it, with every other inline script, for the page's CSP.
 *
 * Once the page has loaded (at once if it already has), its main image is decoded and the browser
 * has reported the page's first contentful paint and first largest-contentful-paint candidate,
 * it asks for every module of the boot's preload list in one go, so no import waits for another's
 * round trip, and then runs the boot module.
 *
 * Why the paint entries rather than frames: a frame's callback runs before that frame is on
 * screen, so scripts asked for then can still start before the first paint is presented, and a
 * slow connection then shares the first paint's bandwidth with them. Where the browser reports
 * neither entry, two frames; a second at most, for a tab loaded out of sight (it paints nothing);
 * at once if the visitor has pressed a key or touched the page, after which no LCP is reported.
 */
import { BOOT_MODULE_ID, PRELOAD_ATTRIBUTE } from "./boot-block";

const PAINT_ENTRIES = ["paint", "largest-contentful-paint"];
/** The longest wait for the paint entries once the page has loaded. */
const PAINT_TIMEOUT_MS = 1000;

let started = false;
let touched = false;
let loaded = false;

function start(): void {
  if (started) return;
  started = true;
  const boot = document.getElementById(BOOT_MODULE_ID);
  if (!boot) return;
  for (const href of (boot.getAttribute(PRELOAD_ATTRIBUTE) ?? "").split(" ")) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = boot.textContent;
  document.body.appendChild(script);
}

function onInput(): void {
  if (loaded) setTimeout(start);
  else touched = true;
}

function afterFirstPaint(): void {
  loaded = true;
  if (touched) {
    setTimeout(start);
    return;
  }
  const Observer = typeof PerformanceObserver === "function" ? PerformanceObserver : undefined;
  const awaited = PAINT_ENTRIES.filter((type) => Observer?.supportedEntryTypes?.includes(type));
  if (!Observer || awaited.length === 0) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    return;
  }
  setTimeout(start, PAINT_TIMEOUT_MS);
  let reported = 0;
  for (const type of awaited) {
    const observer = new Observer((list) => {
      // First paint is not yet first contentful paint.
      if (type === "paint" && list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      if (++reported === awaited.length) setTimeout(start);
    });
    observer.observe({ type, buffered: true });
  }
}

function afterLoad(): void {
  const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = mainImage?.decode ? mainImage.decode().catch(() => {}) : Promise.resolve();
  void decoded.then(afterFirstPaint);
}

for (const type of ["pointerdown", "keydown"]) addEventListener(type, onInput, { once: true, capture: true });
if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
