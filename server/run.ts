import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createSite, type AppOptions } from "./app";
import { startBackend } from "./backend";
import { ConfigError, loadConfig, loadDotEnv, type ConfigOverrides } from "./config";
import { errorMessage, stdioLogger } from "./logger";

// Everything the server creates (database, WAL, mail files, their folders) is for its own account alone.
process.umask(0o077);

const BUILD_DIR = resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build");
const SHUTDOWN_TIMEOUT_MS = 10_000;
const logger = stdioLogger();

/** Every way out of the server: the log lines still in memory are written first. */
function exit(code: number): never {
  logger.flush();
  process.exit(code);
}

/** Where the pages come from, and what stands in front of the site (Vite, in development). */
type Pages = Pick<AppOptions, "serverBuild" | "development"> & {
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  close?: () => Promise<void>;
};

/**
 * The server as a process: configuration from the environment (and `.env`), the backend, the
 * site, signals. In production its pages are the build's; in development (`npm run dev`) the
 * same server renders them with Vite as middleware (./dev-pages.ts). `overrides` are for
 * tests only (tests/support/server-entry.ts).
 */
export async function runServer({
  overrides = {},
  mode = "production",
}: { overrides?: ConfigOverrides; mode?: "production" | "development" } = {}) {
  try {
    await main(overrides, mode);
  } catch (error: unknown) {
    if (error instanceof ConfigError) console.error(error.message);
    // Before the first request nothing a visitor sent can be in it: the whole message helps
    // the operator ("listen EADDRINUSE … 127.0.0.1:3000").
    else logger.error("startup_failed", { error: error instanceof Error ? error.message : String(error) });
    exit(1);
  }
}

async function main(overrides: ConfigOverrides, mode: "production" | "development") {
  if (process.env.NODE_ENV !== mode) {
    // React picks its build when first imported: too late to fix here, so refuse instead.
    throw new ConfigError(
      mode === "production"
        ? `NODE_ENV is ${JSON.stringify(process.env.NODE_ENV ?? "")}: the server runs only with NODE_ENV=production ` +
            "(React's development build renders many times slower). Start it with npm run serve or npm start."
        : `NODE_ENV is ${JSON.stringify(process.env.NODE_ENV ?? "")}: the development server runs with NODE_ENV=development. Start it with npm run dev.`,
    );
  }
  const fromDotEnv = loadDotEnv();
  const config = loadConfig(process.env, overrides);
  if (fromDotEnv.length > 0) logger.info("config_from_dotenv", { variables: fromDotEnv.join(",") });
  if (process.env.RATE_LIMIT_GLOBAL_PER_MINUTE !== undefined) {
    logger.warn("setting_ignored", {
      variable: "RATE_LIMIT_GLOBAL_PER_MINUTE",
      note: "no longer refuses visitors: see STORAGE_LIMIT_PER_HOUR and MAIL_PER_HOUR",
    });
  }
  const server = createServer();
  const pages: Pages =
    mode === "production"
      ? { serverBuild: (await import(pathToFileURL(resolve(BUILD_DIR, "server/index.js")).href)) as ServerBuild }
      : await (await import("./dev-pages")).startDevPages(server);
  // The database thread died: nothing can be stored any more, so stop and let the process manager restart us.
  let onFatal: () => void = () => exit(1);
  const backend = await startBackend({ config, logger, onFatal: () => onFatal() });
  const { listener, ready } = createSite({
    config,
    clientDir: resolve(BUILD_DIR, "client"),
    serverBuild: pages.serverBuild,
    development: pages.development,
    logger,
    backend,
    hostname: config.http.host,
  });

  let stopping = false;
  const { middleware } = pages;
  const site = middleware
    ? (req: IncomingMessage, res: ServerResponse) => middleware(req, res, () => listener(req, res))
    : listener;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Once stopping, each response closes its connection: a client that keeps sending on a
    // kept-alive connection would otherwise hold the stop open until its timeout.
    if (stopping) res.setHeader("Connection", "close");
    site(req, res);
  });
  // A restarted instance serves the newest published version from its first request.
  await ready;
  server.listen(config.http.port, config.http.host, () => {
    const info = server.address() as AddressInfo;
    logger.info("listening", { url: `http://${info.address}:${info.port}`, siteUrl: config.site.url });
  });

  let exitCode = 0;
  function shutdown(reason: string, code = 0) {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    logger.info("shutting_down", { reason });
    const force = setTimeout(() => {
      logger.warn("shutdown_timeout", { timeoutMs: SHUTDOWN_TIMEOUT_MS });
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Requests in flight finish (each waits for its write), then the outbox and the database close.
    server.close(async (error) => {
      if (error) logger.error("shutdown_failed", { error: errorMessage(error) });
      try {
        await pages.close?.();
        await backend.stop();
      } catch (stopError) {
        logger.error("shutdown_failed", { error: errorMessage(stopError) });
        exit(1);
      }
      logger.info("stopped");
      exit(error ? 1 : exitCode);
    });
    // Idle keep-alive connections would hold close() open; active requests finish first.
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  onFatal = () => shutdown("database_thread_stopped", 1);
}
