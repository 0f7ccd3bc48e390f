import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parsePublicConfig } from "./app/config/public-config.server.ts";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The tests see the defaults, whatever a developer's .env says.
  define: { __PUBLIC_CONFIG__: JSON.stringify(parsePublicConfig({})) },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
