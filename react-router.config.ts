import type { Config } from "@react-router/dev/config";
import { prerenderedPaths, prerenderedResourcePaths } from "./app/content/navigation";

export default {
  // The server build renders what is not prerendered: the 404 page.
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: () => [...prerenderedPaths, ...prerenderedResourcePaths],
  // Every route is known up front: no /__manifest endpoint to serve (only `npm run dev` navigates
  // on the client; built pages are HTML with islands, ADR 102).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
