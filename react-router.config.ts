import type { Config } from "@react-router/dev/config";
import { prerenderedPaths, prerenderedResourcePaths } from "./app/content/navigation";

export default {
  // The server build renders what is not prerendered: the 404 page.
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: () => [...prerenderedPaths, ...prerenderedResourcePaths],
  // Every route is known up front: no /__manifest endpoint to serve (no page navigates on the
  // client: pages are HTML with islands).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
