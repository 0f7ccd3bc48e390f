import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/browser";

/** The development server's smoke test (`npm run test:dev`): the site as `npm run dev` serves it. */
const port = Number(process.env.E2E_PORT ?? 4273);
// The test workers read the mailbox of this port (tests/support/e2e-paths.ts).
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: "tests/dev",
  outputDir: `test-results/playwright-dev-${port}`,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Vite transforms each module on first request: the first page load is slow.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: "node --import tsx tests/support/dev-server.ts",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
