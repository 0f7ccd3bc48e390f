/**
 * A Vite plugin for the client build: the islands' entry modules (app/islands/, one per edition,
 * ADR 102) become entry chunks of the same build as the hydrated pages, so they share its React
 * chunk, and `.islands.json` in the client build says, per edition, the entry's URL and every
 * module it imports. The build step that rewrites the pages (scripts/hydrate-after-load.ts) and
 * the server's 404 page read it; the server never serves it (a dot-file).
 */
import { resolve } from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

import { ISLANDS_MANIFEST, type IslandsManifest } from "../server/hydrate-after-load.ts";

/** Each edition's frame (the header, the launcher), then the pages' own islands, by edition. */
export const ISLAND_ENTRIES = {
  en: "app/islands/english.tsx",
  es: "app/islands/spanish.tsx",
  "case-evaluation-en": "app/islands/case-evaluation-en.tsx",
  "case-evaluation-es": "app/islands/case-evaluation-es.tsx",
  "photo-enhancement-en": "app/islands/photo-enhancement-en.tsx",
  "photo-enhancement-es": "app/islands/photo-enhancement-es.tsx",
} as const;

/** The chunk and every chunk it imports statically, the chunk first: what its page must fetch. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk") throw new Error(`island chunk ${fileName} is not in the bundle`);
  return [fileName, ...chunk.imports.flatMap((imported) => staticClosure(bundle, imported, seen))];
}

export function islandEntries(): Plugin {
  const references = new Map<keyof typeof ISLAND_ENTRIES, string>();
  return {
    name: "island-entries",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      for (const [language, id] of Object.entries(ISLAND_ENTRIES) as [keyof typeof ISLAND_ENTRIES, string][]) {
        references.set(
          language,
          this.emitFile({ type: "chunk", id: resolve(import.meta.dirname, "..", id), name: `island-${language}` }),
        );
      }
    },
    generateBundle(_options, bundle) {
      const manifest = Object.fromEntries(
        [...references].map(([language, reference]) => {
          const modules = staticClosure(bundle, this.getFileName(reference)).map((fileName) => `/${fileName}`);
          return [language, { entry: modules[0]!, modules }];
        }),
      ) satisfies IslandsManifest;
      this.emitFile({ type: "asset", fileName: ISLANDS_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
