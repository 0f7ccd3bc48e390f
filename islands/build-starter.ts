/**
 * The starter (./starter.ts) as the pages carry it: bundled into one classic script and minified
 * by Vite, the build's own bundler. Run once per client build (./vite-plugin.ts) and by the
 * rewrite's tests, so they test what ships.
 */
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";

const STARTER = fileURLToPath(new URL("./starter.ts", import.meta.url));

export async function buildStarter(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      // An inline script: no module of its own, no globals.
      lib: { entry: STARTER, formats: ["iife"], name: "islandsStarter", fileName: "starter" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const [chunk, ...rest] = outputs.flatMap((output) => output.output);
  if (!chunk || chunk.type !== "chunk" || rest.length > 0) throw new Error("the starter did not build to one script");
  return chunk.code.trim();
}
