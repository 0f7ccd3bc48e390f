/**
 * The islands as Vite's dev server serves them, for a dev server that renders pages as the
 * production server does: each island's entry module as it is, the edition in its query (the
 * plugin reads it to resolve `~edition/`, ./vite-plugin.ts), and the same starter. A page
 * rendered in development then gets the same rewrite as a built one:
 * `hydrateAfterLoad(html, await devIslandsManifest())` (./rewrite.ts).
 */
import { EDITIONS } from "../app/editions/editions.ts";
import { ISLANDS } from "../app/islands/islands.ts";
import { buildStarter } from "./build-starter.ts";
import type { IslandChunks, IslandsManifest } from "./rewrite.ts";

export async function devIslandsManifest(): Promise<IslandsManifest> {
  const editions: IslandsManifest["editions"] = {};
  for (const { language } of EDITIONS) {
    editions[language] = Object.fromEntries(
      ISLANDS.map((island): [string, IslandChunks] => {
        // Its own imports load as the browser reaches them: nothing to list ahead.
        const entry = `/app/islands/${island}.tsx?edition=${language}`;
        return [island, { entry, modules: [entry] }];
      }),
    );
  }
  return { starter: await buildStarter(), editions };
}
