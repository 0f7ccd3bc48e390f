import { Script, createContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  BOOT_MODULE_ID,
  HydrationRewriteError,
  hydrateAfterLoad,
  isRewritten,
  type IslandsManifest,
} from "./hydrate-after-load";
import { inlineScriptHashes } from "./security-headers";

const islands: IslandsManifest = {
  en: { entry: "/assets/island-en-1.js", modules: ["/assets/island-en-1.js", "/assets/react-2.js"] },
  es: { entry: "/assets/island-es-3.js", modules: ["/assets/island-es-3.js", "/assets/react-2.js"] },
  "case-evaluation-en": {
    entry: "/assets/island-case-evaluation-en-4.js",
    modules: ["/assets/island-case-evaluation-en-4.js", "/assets/zod-5.js", "/assets/react-2.js"],
  },
};

/** A page as React Router renders it for the build (app/root.tsx): the islands' marker at the end. */
const islandsPage = (language: string, pageIsland?: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hola</main>' +
  '<script type="application/ld+json">{}</script>' +
  `<script type="text/x-islands" data-language="${language}"${pageIsland ? ` data-page="${pageIsland}"` : ""}></script>` +
  "</body></html>";

const english = hydrateAfterLoad(islandsPage("en"), islands);
const frameBoot = 'import "/assets/island-en-1.js";';

/**
 * Runs the page's starter script against a minimal document and reports what it inserted.
 * `runTimers` runs what the starter queued (frames, timeouts, the hero image's decoding) until
 * nothing is left.
 */
function runStarter(html: string, readyState: "loading" | "complete", { heroImage = false } = {}) {
  const inserted: { tag: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  let decoded!: () => void;
  const decoding = new Promise<void>((resolve) => (decoded = resolve));
  const dataBlock = html.match(
    /<script type="text\/x-hydrate-after-load" id="hydrate" data-preload="([^"]*)">([\s\S]*?)<\/script>/,
  )!;
  const element = (tag: string) => ({ tag }) as (typeof inserted)[number];
  const append = (child: (typeof inserted)[number]) => inserted.push({ ...child });
  const context = createContext({
    document: {
      readyState,
      getElementById: (id: string) =>
        id === BOOT_MODULE_ID
          ? {
              textContent: dataBlock[2],
              getAttribute: (name: string) => (name === "data-preload" ? dataBlock[1] : null),
            }
          : null,
      createElement: element,
      querySelector: (selector: string) =>
        heroImage && selector === 'img[fetchpriority="high"]' ? { decode: () => decoding } : null,
      head: { appendChild: append },
      body: { appendChild: append },
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    Promise,
  });
  const starter = html.match(/<script>(\(function\(\)\{function h[\s\S]*?)<\/script>/)![1]!;
  new Script(starter).runInContext(context);
  const runTimers = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (timers.length) {
      timers.splice(0).forEach((callback) => callback());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { inserted, listeners, runTimers, decoded };
}

describe("hydrateAfterLoad", () => {
  it("puts the islands' boot in place of the marker, inert: nothing runs or loads while the page loads", () => {
    expect(english).not.toContain("text/x-islands");
    expect(english).not.toContain('<script type="module"');
    expect(english).not.toContain('<link rel="modulepreload"');
    expect(english).toContain(`data-preload="/assets/island-en-1.js /assets/react-2.js">${frameBoot}</script>`);
    expect(english).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("the CSP the server computes from the page allows the module the starter inserts", () => {
    const inserted = inlineScriptHashes(`<script type="module">${frameBoot}</script>`)[0];
    expect(inlineScriptHashes(english)).toContain(inserted);
  });

  it("after the load event, asks for every module of the frame at once and then runs the boot module", async () => {
    const { inserted, listeners, runTimers } = runStarter(english, "loading");
    await runTimers();
    expect(inserted).toEqual([]);
    listeners.load!();
    expect(inserted).toEqual([]);
    await runTimers();
    expect(inserted.map(({ rel, href }) => rel && `${rel} ${href}`).filter(Boolean)).toEqual([
      "modulepreload /assets/island-en-1.js",
      "modulepreload /assets/react-2.js",
    ]);
    expect(inserted.at(-1)).toMatchObject({ tag: "script", type: "module", textContent: frameBoot });
  });

  it("starts at once when the page has already loaded", async () => {
    const { inserted, listeners, runTimers } = runStarter(english, "complete");
    expect(listeners.load).toBeUndefined();
    await runTimers();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: frameBoot });
  });

  it("waits for the page's main image to be decoded, so its paint does not wait for the scripts", async () => {
    const { inserted, listeners, runTimers, decoded } = runStarter(english, "loading", { heroImage: true });
    listeners.load!();
    await runTimers();
    expect(inserted).toEqual([]);
    decoded();
    await runTimers();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: frameBoot });
  });

  it("gives each edition its own islands", () => {
    const spanish = hydrateAfterLoad(islandsPage("es"), islands);
    expect(spanish).toContain('>import "/assets/island-es-3.js";</script>');
    expect(spanish).not.toContain("island-en");
  });

  it("gets the page's own island once the frame's are running, so the launcher does not wait for the form", () => {
    const rewritten = hydrateAfterLoad(islandsPage("en", "case-evaluation"), islands);
    const boot = rewritten.match(/id="hydrate" data-preload="([^"]*)">([\s\S]*?)<\/script>/)!;
    // Asked for at once: the frame's modules only.
    expect(boot[1]).toBe("/assets/island-en-1.js /assets/react-2.js");
    const lines = boot[2]!.split("\n");
    expect(lines[0]).toBe(frameBoot);
    // Then the page island's own modules, not those the frame already has, and its entry.
    expect(lines[1]).toContain('["/assets/island-case-evaluation-en-4.js","/assets/zod-5.js"]');
    expect(lines[1]).toContain('rel: "modulepreload"');
    expect(lines[2]).toBe('import("/assets/island-case-evaluation-en-4.js");');
  });

  it("leaves a page without islands alone and does not rewrite a page twice", () => {
    const office = "<!DOCTYPE html><html><head></head><body><main>Inbox</main></body></html>";
    expect(hydrateAfterLoad(office)).toBe(office);
    expect(isRewritten(english)).toBe(true);
    expect(hydrateAfterLoad(english, islands)).toBe(english);
  });

  it("stops the build on a page it does not understand rather than ship one that never hydrates", () => {
    expect(() => hydrateAfterLoad(islandsPage("fr"), islands)).toThrow(/no islands for language "fr"/);
    expect(() => hydrateAfterLoad(islandsPage("en"))).toThrow(HydrationRewriteError);
    expect(() => hydrateAfterLoad(islandsPage("en", "photo-enhancement"), islands)).toThrow(
      /no island "photo-enhancement"/,
    );
    const twice = islandsPage("en").replace(
      "</body>",
      `${islandsPage("en").match(/<script type="text\/x-islands"[^>]*><\/script>/)![0]}</body>`,
    );
    expect(() => hydrateAfterLoad(twice, islands)).toThrow(/one islands marker/);
    // React Router's own scripts mean a page hydrated whole: not how pages are built (ADR 102).
    const routerPage = islandsPage("en").replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>');
    expect(() => hydrateAfterLoad(routerPage, islands)).toThrow(/React Router's scripts/);
  });
});
