import { Script, createContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/security-headers";
import { BOOT_MODULE_ID } from "./boot-block";
import { buildStarter } from "./build-starter";
import { devIslandsManifest } from "./dev";
import { HydrationRewriteError, hydrateAfterLoad, isRewritten, type IslandsManifest } from "./rewrite";

const islands: IslandsManifest = {
  // The starter as the build makes it (beforeAll), so these tests run what ships.
  starter: "",
  editions: {
    en: {
      frame: { entry: "/assets/island-en-1.js", modules: ["/assets/island-en-1.js", "/assets/react-2.js"] },
      "case-evaluation": {
        entry: "/assets/island-case-evaluation-en-4.js",
        modules: ["/assets/island-case-evaluation-en-4.js", "/assets/zod-5.js", "/assets/react-2.js"],
      },
    },
    es: {
      frame: { entry: "/assets/island-es-3.js", modules: ["/assets/island-es-3.js", "/assets/react-2.js"] },
    },
  },
};

let english: string;

beforeAll(async () => {
  islands.starter = await buildStarter();
  english = hydrateAfterLoad(islandsPage("en"), islands);
});

/** A page as React Router renders it for the build (app/root.tsx): the islands' marker at the end. */
const islandsPage = (language: string, pageIsland?: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hola</main>' +
  '<script type="application/ld+json">{}</script>' +
  `<script type="text/x-islands" data-language="${language}"${pageIsland ? ` data-page="${pageIsland}"` : ""}></script>` +
  "</body></html>";

const frameBoot = 'import "/assets/island-en-1.js";';

type PaintEntryType = "paint" | "largest-contentful-paint";

/**
 * Runs the page's starter script against a minimal document and reports what it inserted.
 * `runTimers` runs what the starter queued for the next turn (frames, zero-delay timeouts, the hero
 * image's decoding) until nothing is left; `elapse` runs its delayed timeouts too. With
 * `paintEntries`, the window has a PerformanceObserver for those entry types, and `report` plays
 * the browser reporting a paint entry.
 */
function runStarter(
  html: string,
  readyState: "loading" | "complete",
  { heroImage = false, paintEntries }: { heroImage?: boolean; paintEntries?: PaintEntryType[] } = {},
) {
  const inserted: { tag: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { callback: () => void; delay: number }[] = [];
  let decoded!: () => void;
  const decoding = new Promise<void>((resolve) => (decoded = resolve));
  const observers: { type: PaintEntryType; callback: (list: unknown) => void; connected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ["mark", ...(paintEntries ?? [])];
    #observer = { type: "paint" as PaintEntryType, callback: (_: unknown) => {}, connected: false };
    constructor(callback: (list: unknown) => void) {
      this.#observer.callback = callback;
    }
    observe({ type, buffered }: { type: PaintEntryType; buffered: boolean }) {
      expect(buffered).toBe(true);
      Object.assign(this.#observer, { type, connected: true });
      observers.push(this.#observer);
    }
    disconnect() {
      this.#observer.connected = false;
    }
  }
  const report = (type: PaintEntryType, name: string) => {
    for (const observer of observers.filter((o) => o.connected && o.type === type)) {
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) });
    }
  };
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
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    requestAnimationFrame: (callback: () => void) => timers.push({ callback, delay: 0 }),
    ...(paintEntries ? { PerformanceObserver: FakePerformanceObserver } : {}),
    Promise,
  });
  const starter = html.match(/<\/script><script>([\s\S]*?)<\/script>/)![1]!;
  new Script(starter).runInContext(context);
  const run = async (due: (timer: (typeof timers)[number]) => boolean) => {
    await new Promise((resolve) => setImmediate(resolve));
    for (let next = timers.filter(due); next.length; next = timers.filter(due)) {
      for (const timer of next) timers.splice(timers.indexOf(timer), 1);
      next.forEach((timer) => timer.callback());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const runTimers = () => run((timer) => timer.delay === 0);
  const elapse = () => run(() => true);
  return { inserted, listeners, runTimers, elapse, decoded, report };
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

  it("where the browser reports paints, waits for the first contentful paint and LCP candidate to be on screen", async () => {
    const paintEntries: PaintEntryType[] = ["paint", "largest-contentful-paint"];
    const { inserted, listeners, runTimers, report } = runStarter(english, "loading", { paintEntries });
    listeners.load!();
    await runTimers();
    expect(inserted).toEqual([]);
    // First paint is not first contentful paint, and one of the two entries is not enough.
    report("paint", "first-paint");
    report("largest-contentful-paint", "largest-contentful-paint");
    await runTimers();
    expect(inserted).toEqual([]);
    report("paint", "first-contentful-paint");
    await runTimers();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: frameBoot });
    // Reported again (a later LCP candidate), it does not run the boot twice.
    report("largest-contentful-paint", "largest-contentful-paint");
    await runTimers();
    expect(inserted.filter(({ type }) => type === "module")).toHaveLength(1);
  });

  it("does not wait for paint entries once the visitor has touched the page (no LCP is reported after input)", async () => {
    const paintEntries: PaintEntryType[] = ["paint", "largest-contentful-paint"];
    const early = runStarter(english, "loading", { paintEntries });
    early.listeners.pointerdown!();
    early.listeners.load!();
    await early.runTimers();
    expect(early.inserted.at(-1)).toMatchObject({ type: "module", textContent: frameBoot });

    // A key pressed after load, while the starter waits for the entries: it starts then.
    const late = runStarter(english, "loading", { paintEntries });
    late.listeners.load!();
    late.report("paint", "first-contentful-paint");
    await late.runTimers();
    expect(late.inserted).toEqual([]);
    late.listeners.keydown!();
    await late.runTimers();
    expect(late.inserted.filter(({ type }) => type === "module")).toHaveLength(1);
  });

  it("starts within a second of load when no paint is reported (a tab loaded out of sight), once", async () => {
    const { inserted, listeners, runTimers, elapse, report } = runStarter(english, "loading", {
      paintEntries: ["paint"],
    });
    listeners.load!();
    await runTimers();
    expect(inserted).toEqual([]);
    await elapse();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: frameBoot });
    report("paint", "first-contentful-paint");
    await elapse();
    expect(inserted.filter(({ type }) => type === "module")).toHaveLength(1);
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
    // React Router's own scripts mean a page hydrated whole: not how pages are built.
    const routerPage = islandsPage("en").replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>');
    expect(() => hydrateAfterLoad(routerPage, islands)).toThrow(/React Router's scripts/);
  });
});

describe("in development", () => {
  it("gives a page the dev server's island entries, each edition's own, with the same starter", async () => {
    const manifest = await devIslandsManifest();
    expect(manifest.starter).toBe(islands.starter);
    const page = hydrateAfterLoad(islandsPage("es", "case-evaluation"), manifest);
    const boot = page.match(/id="hydrate" data-preload="([^"]*)">([\s\S]*?)<\/script>/)!;
    expect(boot[1]).toBe("/app/islands/frame.tsx?edition=es");
    expect(boot[2]).toContain('import("/app/islands/case-evaluation.tsx?edition=es");');
    expect(page).not.toContain("edition=en");
  });
});
