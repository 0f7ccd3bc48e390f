import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { devIslandsManifest } from "../islands/dev";

/** Vite's client (hot reload) and React Refresh's runtime, which the islands' modules expect before they run. */
const HEAD_TAGS =
  '<script type="module" src="/@vite/client"></script>' +
  '<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>';

/**
 * `npm run dev`: the production server, with Vite in front as middleware (its modules, its
 * hot reload over the server's own port) and React Router's development build, so the
 * endpoint, the office, the islands and the headers behave as they do in production.
 */
export async function startDevPages(server: Server) {
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  return {
    serverBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    development: { islands: await devIslandsManifest(), headTags: HEAD_TAGS },
    middleware: vite.middlewares,
    close: () => vite.close(),
  };
}
