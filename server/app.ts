import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { siteOrigin, type Config } from "./config";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import type { ContactService } from "./contact";
import type { Logger } from "./logger";
import { languageOfPath } from "~/lib/language";
import { createNotFoundPage, SPANISH_NOT_FOUND_PROBE_PATH } from "./not-found-page";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";
import { etagMatches, loadStaticFiles, selectVariant, type StaticFile } from "./static-files";

export type AppOptions = {
  config: Config;
  /** The client build: prerendered pages and hashed assets. */
  clientDir: string;
  /** The server build, which renders what is not prerendered: the 404 page (once) and `.data` answers. */
  serverBuild: ServerBuild;
  logger: Logger;
  /** The send-contact-email endpoint and what stands behind it. */
  contact: Pick<ContactService, "route">;
};

type Env = { Variables: { requestId: string } };

export function createApp({ config, clientDir, serverBuild, logger, contact }: AppOptions) {
  const files = loadStaticFiles(clientDir);
  const handleRequest = createRequestHandler(serverBuild, "production");
  const backendOrigin = config.PUBLIC_BACKEND_URL ? new URL(config.PUBLIC_BACKEND_URL).origin : undefined;
  const connectSources = backendOrigin && backendOrigin !== siteOrigin(config) ? [backendOrigin] : [];
  const securityHeaders = baseSecurityHeaders({ hsts: new URL(config.SITE_URL).protocol === "https:" });
  const defaultCsp = contentSecurityPolicy({ connectSources });
  // One 404 page per edition: an unknown path under /es/ gets the Spanish one.
  const notFoundPages = {
    en: createNotFoundPage(handleRequest, siteOrigin(config)),
    es: createNotFoundPage(handleRequest, siteOrigin(config), SPANISH_NOT_FOUND_PROBE_PATH),
  };

  const app = new Hono<Env>();

  // One structured line per request; security headers on every response.
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", defaultCsp);
    headers.set("X-Request-Id", requestId);
    logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // One canonical URL per page: no trailing slash.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // Collapse leading slashes too, so "//host/" can never become an off-site redirect.
      const canonical = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
      return c.redirect(`${canonical}${search}`, 301);
    }
    await next();
  });

  app.route(CONTACT_FUNCTION_PATH, contact.route);

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    return sendStaticFile(c, file, connectSources);
  });

  // Client-side navigation asks for "<path>.data": React Router answers (no HTML, so no inline script).
  // It gets the default CSP, which allows no inline script, whatever it holds.
  app.on(["GET", "HEAD"], "/:path{.+\\.data}", compress(), (c) => handleRequest(c.req.raw));

  // Every other GET is a page that does not exist: the 404 page, rendered once, from memory.
  // The request line already logs it with its status; a flood of them writes no more than that.
  app.on(["GET", "HEAD"], "*", async (c) =>
    sendStaticFile(c, await notFoundPages[languageOfPath(c.req.path)].get(), connectSources, 404),
  );

  // No page takes a form post or any other method: nothing to render.
  app.all("*", (c) => c.body(null, 405, { Allow: "GET, HEAD" }));

  return app;
}

function sendStaticFile(c: Context<Env>, file: StaticFile, connectSources: string[], status: 200 | 404 = 200) {
  const { body, encoding, etag } = selectVariant(file, c.req.header("Accept-Encoding"));
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    Vary: "Accept-Encoding",
  };
  if (status === 200) headers.ETag = etag;
  if (file.scriptHashes) {
    headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, connectSources });
  }
  if (status === 200 && etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}
