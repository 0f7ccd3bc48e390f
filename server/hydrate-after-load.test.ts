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

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-3.js");',
].join("\n");

/** A page as React Router's <Scripts /> writes it: preloads in the head, the boot module in the body. */
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/></head><body><main>Hello</main>' +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${boot}</script></body></html>`;

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
  const rewritten = hydrateAfterLoad(page);

  it("takes the module preloads out of the page and runs no module while it loads", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).not.toContain('<script type="module"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(rewritten).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("keeps React Router's boot module word for word, so its CSP hash allows it when inserted", () => {
    expect(rewritten).toContain(
      `data-preload="/assets/manifest-1.js /assets/root-2.js /assets/entry.client-3.js">${boot}</script>`,
    );
    const bootHash = inlineScriptHashes(`<script type="module" async="">${boot}</script>`)[0];
    expect(inlineScriptHashes(rewritten)).toContain(bootHash);
  });

  it("after the load event, asks for every module at once and then runs the boot module", async () => {
    const { inserted, listeners, runTimers } = runStarter(rewritten, "loading");
    await runTimers();
    expect(inserted).toEqual([]);
    listeners.load!();
    expect(inserted).toEqual([]);
    await runTimers();
    expect(inserted.map(({ rel, href }) => rel && `${rel} ${href}`).filter(Boolean)).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/root-2.js",
      "modulepreload /assets/entry.client-3.js",
    ]);
    expect(inserted.at(-1)).toMatchObject({ tag: "script", type: "module", textContent: boot });
  });

  it("starts at once when the page has already loaded", async () => {
    const { inserted, listeners, runTimers } = runStarter(rewritten, "complete");
    expect(listeners.load).toBeUndefined();
    await runTimers();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: boot });
  });

  it("waits for the page's main image to be decoded, so its paint does not wait for the scripts", async () => {
    const { inserted, listeners, runTimers, decoded } = runStarter(rewritten, "loading", { heroImage: true });
    listeners.load!();
    await runTimers();
    expect(inserted).toEqual([]);
    decoded();
    await runTimers();
    expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: boot });
  });

  it("leaves a page without scripts alone and does not rewrite a page twice", () => {
    const office = "<!DOCTYPE html><html><head></head><body><main>Inbox</main></body></html>";
    expect(hydrateAfterLoad(office)).toBe(office);
    expect(isRewritten(rewritten)).toBe(true);
    expect(hydrateAfterLoad(rewritten)).toBe(rewritten);
  });

  it("refuses a page it does not understand rather than shipping it half rewritten", () => {
    const twice = page.replace("</body>", `<script type="module" async="">${boot}</script></body>`);
    expect(() => hydrateAfterLoad(twice)).toThrow(HydrationRewriteError);
    const oddUrl = page.replace('href="/assets/root-2.js"', 'href="/assets/root-2.js" onload="x()"');
    expect(() => hydrateAfterLoad(oddUrl)).toThrow(HydrationRewriteError);
  });

  describe("a page with islands (ADR 102)", () => {
    const islands: IslandsManifest = {
      en: { entry: "/assets/islands-en-1.js", modules: ["/assets/islands-en-1.js", "/assets/react-2.js"] },
      es: { entry: "/assets/islands-es-3.js", modules: ["/assets/islands-es-3.js", "/assets/react-2.js"] },
      "case-evaluation-en": {
        entry: "/assets/island-case-evaluation-en-4.js",
        modules: ["/assets/island-case-evaluation-en-4.js", "/assets/zod-5.js", "/assets/react-2.js"],
      },
    };
    const islandsPage = (language: string) =>
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hola</main>' +
      `<script type="text/x-islands" data-language="${language}"></script></body></html>`;

    it("gets its edition's islands after load, with every module they import asked for at once", async () => {
      const rewritten = hydrateAfterLoad(islandsPage("es"), islands);
      expect(rewritten).not.toContain("text/x-islands");
      const { inserted, listeners, runTimers } = runStarter(rewritten, "loading");
      listeners.load!();
      await runTimers();
      expect(inserted.filter(({ rel }) => rel).map(({ href }) => href)).toEqual([
        "/assets/islands-es-3.js",
        "/assets/react-2.js",
      ]);
      expect(inserted.at(-1)).toMatchObject({ type: "module", textContent: 'import "/assets/islands-es-3.js";' });
      expect(inlineScriptHashes(rewritten)).toContain(
        inlineScriptHashes('<script>import "/assets/islands-es-3.js";</script>')[0],
      );
    });

    it("gets the page's own island once the frame's are running, so the launcher does not wait for the form", () => {
      const page = islandsPage("en").replace('data-language="en"', 'data-language="en" data-page="case-evaluation"');
      const rewritten = hydrateAfterLoad(page, islands);
      const boot = rewritten.match(/id="hydrate" data-preload="([^"]*)">([\s\S]*?)<\/script>/)!;
      // Asked for at once: the frame's modules only.
      expect(boot[1]).toBe("/assets/islands-en-1.js /assets/react-2.js");
      const lines = boot[2]!.split("\n");
      expect(lines[0]).toBe('import "/assets/islands-en-1.js";');
      // Then the page island's own modules, not those the frame already has, and its entry.
      expect(lines[1]).toContain('["/assets/island-case-evaluation-en-4.js","/assets/zod-5.js"]');
      expect(lines[1]).toContain('rel: "modulepreload"');
      expect(lines[2]).toBe('import("/assets/island-case-evaluation-en-4.js");');
      expect(() => hydrateAfterLoad(page.replace("case-evaluation", "photo-enhancement"), islands)).toThrow(
        /no island "photo-enhancement"/,
      );
    });

    it("stops the build when the build has no islands for the page's language", () => {
      expect(() => hydrateAfterLoad(islandsPage("fr"), islands)).toThrow(/no islands for language "fr"/);
      expect(() => hydrateAfterLoad(islandsPage("en"))).toThrow(HydrationRewriteError);
    });

    it("refuses a page with both islands and React Router's scripts", () => {
      const both = islandsPage("en").replace("</body>", `<script type="module" async="">${boot}</script></body>`);
      expect(() => hydrateAfterLoad(both, islands)).toThrow(HydrationRewriteError);
    });
  });
});
