import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parsePublicConfig } from "./app/config/public-config.server.ts";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The tests see the defaults, whatever a developer's .env says.
  define: { __PUBLIC_CONFIG__: JSON.stringify(parsePublicConfig({})) },
  test: {
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two projects, so `npm run validate` runs the unit tests alone, without a build, and
    // `npm test` runs the process-level ones once, after the build they need.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "islands/**/*.test.ts"],
        },
      },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
      // The README's commands in a fresh clone: minutes, most of them npm install and the build.
      { extends: true, test: { name: "fresh-machine", include: ["tests/fresh-machine/**/*.test.ts"] } },
    ],
  },
});
