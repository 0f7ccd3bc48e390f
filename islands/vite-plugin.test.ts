import { describe, expect, it } from "vitest";
import { entryId, frameChunks } from "./vite-plugin";

/** A module graph as Rolldown reports it: each module and what it imports statically. */
function graph(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null) };
}

describe("frameChunks", () => {
  const en = entryId("frame", "en");
  const es = entryId("frame", "es");

  it("puts what every edition's frame imports in site-frame, and what one imports in its own chunk", () => {
    const chunks = frameChunks(
      graph({
        [en]: ["/app/islands/hydrate.tsx", "/app/content/site-text.ts", "/node_modules/react/index.js"],
        [es]: ["/app/islands/hydrate.tsx", "/app/content/es/site-text.ts", "\0vite/preload-helper.js"],
        "/app/islands/hydrate.tsx": ["/app/components/layout/site-header.tsx"],
        "/app/content/site-text.ts": ["/app/content/layout.ts"],
        "/app/content/es/site-text.ts": ["/app/content/es/layout.ts"],
      }),
    );
    expect(Object.fromEntries(chunks)).toEqual({
      "/app/islands/hydrate.tsx": "site-frame",
      "/app/components/layout/site-header.tsx": "site-frame",
      "/app/content/site-text.ts": "site-frame-en",
      "/app/content/layout.ts": "site-frame-en",
      "/app/content/es/site-text.ts": "site-frame-es",
      "/app/content/es/layout.ts": "site-frame-es",
    });
  });

  it("leaves the entries themselves, node_modules and virtual modules to other groups", () => {
    const chunks = frameChunks(graph({ [en]: ["/node_modules/react/index.js", "\0virtual", en], [es]: [] }));
    expect(chunks.has(en)).toBe(false);
    expect(chunks.has("/node_modules/react/index.js")).toBe(false);
    expect(chunks.has("\0virtual")).toBe(false);
  });
});
