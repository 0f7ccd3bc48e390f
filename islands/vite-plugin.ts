/**
 * The islands in the client build. Every page is HTML with islands: React Router prerenders it
 * and ships no script; the frame's islands (the header, the widget's launcher) run on every page,
 * and the form or the photo tool on its own page. This plugin:
 *
 * - builds each island's entry (app/islands/<island>.tsx) once per edition (app/editions/):
 *   in the entry, `~edition/<module>` is that edition's content module, so an edition's
 *   JavaScript carries its own words and no other's;
 * - groups the frame's code into chunks every page shares: "react"; "site-frame", the code every
 *   edition's frame imports; "site-frame-<language>", what only that edition's frame imports (its
 *   words). Rolldown splits the rest (the form, the widget's panel, the photo tool) where used;
 * - writes `.islands.json` in the client build: per edition and island, the entry's URL and every
 *   module it imports, and the starter (./starter.ts), minified. The page rewrite (./rewrite.ts)
 *   reads it at build (./finish-build.ts) and the server for its 404 page; the server never
 *   serves it (a dot-file);
 * - in development, has Vite's dependency scan start from the islands, whose packages the routes
 *   never import.
 */
import { fileURLToPath } from "node:url";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";
import { EDITIONS, type Language } from "../app/editions/editions.ts";
import { FRAME_ISLAND, ISLANDS } from "../app/islands/islands.ts";
import { buildStarter } from "./build-starter.ts";
import { ISLANDS_MANIFEST, type IslandChunks, type IslandsManifest } from "./rewrite.ts";

const ISLANDS_DIR = fileURLToPath(new URL("../app/islands/", import.meta.url));
const EDITION_IMPORT = "~edition/";

/** The entry module of an island in one edition: the island's file, with the edition as its query. */
export const entryId = (island: string, language: Language) => `${ISLANDS_DIR}${island}.tsx?edition=${language}`;

function editionOfEntry(importer: string | undefined) {
  const language = importer && new URL(importer, "file:").searchParams.get("edition");
  return EDITIONS.find((edition) => edition.language === language);
}

/** The chunk and every chunk it imports statically, the chunk first: what its page must fetch. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk") throw new Error(`island chunk ${fileName} is not in the bundle`);
  return [fileName, ...chunk.imports.flatMap((imported) => staticClosure(bundle, imported, seen))];
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Which frame chunk each module of the frames goes to: "site-frame" when more than one edition's
 * frame imports it (code), "site-frame-<language>" when only one does (that edition's words).
 * Read from the module graph, so no list of files can fall out of step with the code.
 */
export function frameChunks(graph: ModuleGraph): Map<string, string> {
  const editionsOf = new Map<string, Language[]>();
  for (const { language } of EDITIONS) {
    const entry = entryId(FRAME_ISLAND, language);
    const pending = [entry];
    const seen = new Set(pending);
    while (pending.length > 0) {
      for (const imported of graph.getModuleInfo(pending.pop()!)?.importedIds ?? []) {
        if (seen.has(imported) || imported.includes("node_modules") || imported.startsWith("\0")) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    seen.delete(entry);
    for (const id of seen) editionsOf.set(id, [...(editionsOf.get(id) ?? []), language]);
  }
  return new Map(
    [...editionsOf].map(([id, languages]) => [id, languages.length > 1 ? "site-frame" : `site-frame-${languages[0]}`]),
  );
}

export function islands(): Plugin[] {
  const references = new Map<string, { language: Language; island: string }>();
  return [
    {
      name: "islands:editions",
      enforce: "pre",
      // In development, Vite's dependency scan starts from the islands' files too (below), without
      // an edition: it reads the first edition's words (words import no package).
      async resolveId(source, importer, options) {
        if (!source.startsWith(EDITION_IMPORT)) return null;
        const edition = editionOfEntry(importer) ?? ((options as { scan?: boolean }).scan ? EDITIONS[0] : undefined);
        if (!edition) {
          this.error(`${source} in ${importer}: only an island's entry, built per edition, reads ${EDITION_IMPORT}`);
        }
        return this.resolve(`~/${edition.content}/${source.slice(EDITION_IMPORT.length)}`, importer, {
          skipSelf: true,
        });
      },
    },
    {
      // The pages load their islands after the first paint, so the dependencies only the islands
      // import would be found late: Vite would bundle them again while a page runs the first
      // bundle (two Reacts, "Outdated Optimize Dep"). Scanned from the start, they are bundled once.
      name: "islands:dev",
      apply: "serve",
      config: () => ({ optimizeDeps: { entries: ["app/islands/*.tsx"] } }),
    },
    {
      name: "islands:build",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      configEnvironment(name) {
        if (name !== "client") return;
        let chunks: Map<string, string> | undefined;
        return {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    // With Vite's preload helper, which every page's islands use.
                    {
                      name: "react",
                      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
                      priority: 30,
                    },
                    { name: (id, graph) => (chunks ??= frameChunks(graph)).get(id) ?? null, priority: 20 },
                  ],
                },
              },
            },
          },
        };
      },
      buildStart() {
        for (const { language } of EDITIONS) {
          for (const island of ISLANDS) {
            const reference = this.emitFile({
              type: "chunk",
              id: entryId(island, language),
              name: `island-${island}-${language}`,
            });
            references.set(reference, { language, island });
          }
        }
      },
      async generateBundle(_options, bundle) {
        const manifest: IslandsManifest = { starter: await buildStarter(), editions: {} };
        for (const [reference, { language, island }] of references) {
          const modules = staticClosure(bundle, this.getFileName(reference)).map((fileName) => `/${fileName}`);
          const chunks: IslandChunks = { entry: modules[0]!, modules };
          manifest.editions[language] = { ...manifest.editions[language], [island]: chunks };
        }
        this.emitFile({ type: "asset", fileName: ISLANDS_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
      },
    },
  ];
}
