import { randomUUID } from "node:crypto";
import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./config";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import { EVIDENCE_UPLOADS_PATH } from "~/contract/evidence-uploads";
import type { Backend } from "./backend";
import { clientAddress } from "./limits/client-address";
import { errorMessage, logRequest, type Logger } from "./logger";
import { languageOfPath } from "~/lib/language";
import { isOfficeFormPath, isOfficePath } from "~/office/paths";
import { answerPath } from "./answer/service";
import { loggedPath } from "./logged-path";
import { bookingPath } from "./agenda/self-booking";
import { ANONYMOUS_PAGES, createAnonymousPages } from "./office/anonymous-pages";
import { MAX_FORM_BYTES, MAX_SITE_FORM_BYTES, MAX_UPLOAD_BYTES, OFFICE_IMAGE_UPLOAD_PATH } from "./office/form";
import { addressedOrigin, publicUrl, withUrl } from "./public-request";
import { hydrateAfterLoad, readIslandsManifest, type IslandsManifest } from "../islands/rewrite";
import { createNotFoundPage, NOT_FOUND_PROBE_PATH, SPANISH_NOT_FOUND_PROBE_PATH } from "./not-found-page";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers";
import { staticFastPath } from "./static-fast-path";
import { etagMatches, fileHeaders, loadStaticFiles, selectVariant, type StaticFile } from "./static-files";
import { createSiteFiles } from "./site-files";
import { createSiteContentRuntime } from "./content/runtime";

export type AppOptions = {
  config: Config;
  /** The client build: prerendered pages and hashed assets. */
  clientDir: string;
  /**
   * The server build, which renders what is not prerendered: the 404 page (once) and the
   * office's pages; in development, a function that gets the current one from Vite.
   */
  serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  logger: Logger;
  /** The endpoint, the office, the evidence uploads, the visitor's answer page, the readiness check and the site's published content. */
  backend: Pick<Backend, "contactRoute" | "office" | "answers" | "readiness" | "evidence"> &
    Partial<Pick<Backend, "content" | "booking">>;
  /** In development (`npm run dev`): pages are rendered on each request instead of read from the build. */
  development?: DevelopmentPages;
};

/**
 * How `npm run dev` serves pages: rendered by React Router on each request, then rewritten as
 * the build rewrites them (the same islands, the same starter, the same CSP by hash), with
 * `headTags` (Vite's client, for hot reload) added to the head.
 */
export type DevelopmentPages = { islands: IslandsManifest; headTags: string };

type Env = { Variables: { requestId: string } };

/** The site as a Hono app: every route, every file. */
export function createApp(options: AppOptions) {
  return createSite(options).app;
}

/**
 * The site as node's http server runs it: GET and HEAD of a file in memory by the fast path
 * (static-fast-path.ts), with the same headers and log line as the app would give them;
 * everything else by the app, through @hono/node-server. `hostname` is the one the server
 * listens on, for requests that name no host (as @hono/node-server's serve() passes it).
 */
export function createSite(options: AppOptions & { hostname?: string }): {
  app: Hono<Env>;
  listener: RequestListener;
  /** Resolves once the pages show the newest published version (rendered now if it is not the build's). */
  ready: Promise<void>;
} {
  const { config, clientDir, serverBuild, logger, backend, development } = options;
  const { office } = backend;
  const files = createSiteFiles(development ? new Map<string, StaticFile>() : loadStaticFiles(clientDir));
  const build =
    typeof serverBuild === "function"
      ? async () => loggingErrors(await serverBuild(), logger)
      : loggingErrors(serverBuild, logger);
  const renderRequest = createRequestHandler(build, development ? "development" : "production");
  const backendOrigin = config.site.backendUrl ? new URL(config.site.backendUrl).origin : undefined;
  const connectSources = backendOrigin && backendOrigin !== config.site.origin ? [backendOrigin] : [];
  const securityHeaders = baseSecurityHeaders({ hsts: config.site.https });
  const defaultCsp = contentSecurityPolicy({ connectSources });
  const islands = development ? development.islands : readIslandsManifest(clientDir);
  // Every render (the office's pages, the 404 page, a preview) with the content the public sees now.
  const content = createSiteContentRuntime({
    serverBuild: build,
    renderRequest,
    islands,
    origin: config.site.origin,
    files,
    logger,
    ...(backend.content ? { service: backend.content } : {}),
  });
  const handleRequest = content.handleRequest;
  // One 404 page per edition: an unknown path under /es/ gets the Spanish one.
  const builtNotFound = {
    en: createNotFoundPage(handleRequest, config.site.origin, NOT_FOUND_PROBE_PATH, islands),
    es: createNotFoundPage(handleRequest, config.site.origin, SPANISH_NOT_FOUND_PROBE_PATH, islands),
  };
  const notFoundPages = {
    en: { get: async () => content.notFound("en") ?? builtNotFound.en.get() },
    es: { get: async () => content.notFound("es") ?? builtNotFound.es.get() },
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
    // An office page's address (a request's id, a view's) is nobody else's business: no Referer leaves it.
    if (isOfficePath(c.req.path)) headers.set("Referrer-Policy", "no-referrer");
    // An address that is its own credential is logged by its page, never its secret.
    logRequest(logger, {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      started,
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

  app.route(CONTACT_FUNCTION_PATH, backend.contactRoute);
  // The files visitors send, over tus (server/evidence/): no page, no file of the build, is there.
  app.route(EVIDENCE_UPLOADS_PATH, backend.evidence.route);

  // For the machines that watch the site: no personal data, never cached.
  const noStore = { "Cache-Control": "no-store" };
  app.on(["GET", "HEAD"], "/healthz", (c) => c.json({ status: "ok" }, 200, noStore));
  app.on(["GET", "HEAD"], "/readyz", async (c) => {
    try {
      const readiness = await withTimeout(backend.readiness(), 3_000);
      const ready = readiness.storage === "writable";
      return c.json({ status: ready ? "ready" : "unavailable", ...readiness }, ready ? 200 : 503, noStore);
    } catch (error) {
      logger.error("not_ready", { error: error instanceof Error ? error.message : String(error) });
      return c.json({ status: "unavailable" }, 503, noStore);
    }
  });

  // The office pages: never stored by a cache, never indexed. Those anyone may open without a
  // session come from memory; the rest are rendered on request, with the session in React
  // Router's load context, at most OFFICE_REQUESTS_PER_MINUTE a minute per session (per client before sign-in). Every form
  // post must come from our own pages, as the browser addressed them (server/public-request.ts).
  const anonymousPages = createAnonymousPages(async (page) => {
    const { path, linkUsable } = ANONYMOUS_PAGES[page];
    const request = new Request(new URL(path, config.site.origin));
    const context = { ...office.forRequest(request, "127.0.0.1"), linkUsable: async () => linkUsable };
    return handleRequest(request, { office: context });
  });
  // Logged once per process: the office is opened at an address SITE_URL does not name.
  let siteUrlMismatchLogged = false;
  async function officeResponse(c: Context<Env>): Promise<Response> {
    const method = c.req.method;
    const takesForms = isOfficeFormPath(c.req.path);
    if (method !== "GET" && method !== "HEAD" && (method !== "POST" || !takesForms)) {
      return c.body(null, 405, { Allow: takesForms ? "GET, HEAD, POST" : "GET, HEAD" });
    }
    const url = publicUrl(c.req.raw, { siteOrigin: config.site.origin, trustProxy: config.http.trustProxy });
    const client = clientAddress(c, config.http.trustProxy);
    if (method === "POST") {
      const origin = c.req.header("origin") ?? null;
      if (origin !== url.origin) return refuseForeignForm(c, url, origin, client);
      if (Number(c.req.header("content-length") ?? 0) > maxOfficeBodyBytes(c.req.path)) {
        return c.text("Refused: this form is larger than any of the office's.", 413, { Connection: "close" });
      }
    }
    const request = withUrl(c.req.raw, url);
    const context = office.forRequest(request, client);
    let page, admitted;
    try {
      page = method === "POST" ? null : await office.anonymousPage(request);
      if (page) return await anonymousPages.answer(page, method);
      admitted = await office.admit(context, client);
    } catch (error) {
      // The database does not answer (the limits and links live there on PostgreSQL).
      logger.error("office_unavailable", { requestId: c.get("requestId"), error: errorMessage(error) });
      return c.text("The office is unavailable for a moment. Please try again shortly.", 503, { "Retry-After": "10" });
    }
    if (!admitted.allowed) {
      return c.text("Too many requests. Please wait a moment.", 429, {
        "Retry-After": String(admitted.retryAfterSeconds),
      });
    }
    return handleRequest(request, { office: context });
  }
  /**
   * A form posted from another origin: the office's error page, rendered as for a GET of the
   * same address, saying what to set when the form came from this very site at an address
   * SITE_URL does not name (SITE_URL left at another port, or another host name).
   */
  async function refuseForeignForm(c: Context<Env>, url: URL, origin: string | null, client: string) {
    const addressed = addressedOrigin(c.req.raw, config.http.trustProxy);
    const sameHost = origin !== null && origin === addressed && addressed !== config.site.origin;
    logger.warn("office_cross_origin_refused", { requestId: c.get("requestId"), path: c.req.path });
    if (sameHost && !siteUrlMismatchLogged) {
      siteUrlMismatchLogged = true;
      logger.warn("site_url_mismatch", {
        siteUrl: config.site.origin,
        openedAt: origin,
        note: `the office is opened at ${origin} but SITE_URL is ${config.site.url}: set SITE_URL=${origin} and restart`,
      });
    }
    const request = new Request(url, { method: "GET", headers: c.req.raw.headers });
    const refused = { status: 403, reason: "origin", siteUrl: config.site.origin, seen: origin, sameHost } as const;
    return handleRequest(request, { office: office.forRequest(request, client, { refused }) });
  }
  const officePages = async (c: Context<Env>, next: () => Promise<void>) => {
    // Unknown office paths get the 404 page from memory like any other, not a render each.
    if (!isOfficePath(c.req.path)) return next();
    const response = await officeResponse(c);
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  };
  // A draft's page and its images, for the office's preview: signed in, rate limited, never cached.
  app.on(["GET", "HEAD"], ["/office/site/draft", "/office/site/draft/*", "/office/site/media/*"], async (c) => {
    const request = withUrl(
      c.req.raw,
      publicUrl(c.req.raw, { siteOrigin: config.site.origin, trustProxy: config.http.trustProxy }),
    );
    try {
      const client = clientAddress(c, config.http.trustProxy);
      const context = office.forRequest(request, client);
      const session = await context.session();
      // A draft's images come with its page, which counted: a signed-in person's preview is one
      // request of the cap per page shown, however many images it holds (docs/benchmarks.md).
      if (!session || !c.req.path.startsWith("/office/site/media/")) {
        const admitted = await office.admit(context, client);
        if (!admitted.allowed) return c.text("Too many requests. Please wait a moment.", 429);
      }
      if (!session) return c.redirect("/office/sign-in", 303);
      const answer = await content.preview(c.req.path, session.email);
      if (!answer) return c.notFound();
      const headers: Record<string, string> = {
        "Content-Type": answer.contentType,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      };
      if (answer.scriptHashes) {
        // Shown inside the preview page's frames, which are the office's own.
        headers["Content-Security-Policy"] = contentSecurityPolicy({
          scriptHashes: answer.scriptHashes,
          connectSources,
        }).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
        headers["X-Frame-Options"] = "SAMEORIGIN";
      }
      const response = c.body(new Uint8Array(answer.body), answer.status as 200, headers);
      return response;
    } catch (error) {
      logger.error("office_unavailable", { requestId: c.get("requestId"), error: errorMessage(error) });
      return c.text("The office is unavailable for a moment. Please try again shortly.", 503, { "Retry-After": "10" });
    }
  });
  // An office address's private calendar feed, for a calendar app's subscription: no session
  // cookie reaches it, so the secret in its address is its credential (server/office/calendar-feed.ts).
  app.on(["GET", "HEAD"], "/office/calendar/:file", async (c) => {
    const file = c.req.param("file");
    const secret = file.endsWith(".ics") ? file.slice(0, -4) : "";
    try {
      const text = secret ? await office.calendarFeed(secret) : null;
      const headers = {
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      };
      if (text === null) return c.text("No such calendar.", 404, headers);
      return c.body(text, 200, { ...headers, "Content-Type": "text/calendar; charset=utf-8" });
    } catch (error) {
      logger.error("office_unavailable", { requestId: c.get("requestId"), error: errorMessage(error) });
      return c.text("The office is unavailable for a moment. Please try again shortly.", 503, { "Retry-After": "10" });
    }
  });
  app.all("/office", officePages);
  app.all("/office/*", officePages);

  // The page where a visitor answers the office, from the link in a reply: the link's token
  // goes into a cookie for the page and out of the address bar; the page is rendered on
  // request, never cached or indexed, its form refused from anywhere but itself.
  const { answers, booking } = backend;
  /** A visitor's page of a link (answer, pick a time): rendered on request, never cached or indexed, its form refused from anywhere but itself. */
  async function visitorPage(c: Context<Env>, render: (request: Request) => Promise<Response>) {
    const url = publicUrl(c.req.raw, { siteOrigin: config.site.origin, trustProxy: config.http.trustProxy });
    if (c.req.method === "POST") {
      if (c.req.header("origin") !== url.origin) return c.text("Refused: this form was not sent from this site.", 403);
      if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_BYTES) {
        return c.text("Refused: this answer is larger than the page allows.", 413, { Connection: "close" });
      }
    }
    const response = await render(withUrl(c.req.raw, url));
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    headers.set("X-Robots-Tag", "noindex, nofollow");
    headers.set("Referrer-Policy", "no-referrer");
    if (!headers.get("Content-Type")?.startsWith("text/html"))
      return new Response(response.body, { status: response.status, headers });
    // The page is the site's, with its header's and footer's islands, as a prerendered page has them.
    const html = hydrateAfterLoad(await response.text(), islands);
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }),
    );
    headers.delete("Content-Length");
    return new Response(html, { status: response.status, headers });
  }
  for (const language of ["en", "es"] as const) {
    const page = answerPath(language);
    app.get(`${page}/:token`, (c) =>
      c.body(null, 303, {
        Location: page,
        "Set-Cookie": answers.holdLink(c.req.param("token"), language),
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      }),
    );
    app.on(["GET", "HEAD", "POST"], page, (c) =>
      visitorPage(c, (request) =>
        handleRequest(request, { answer: answers.forRequest(request, clientAddress(c, config.http.trustProxy)) }),
      ),
    );
    // The page where a visitor picks a time for the consultation, from the confirmation or the
    // office's reply: the same way in (the token into a cookie for the page), the same headers.
    if (booking) {
      const book = bookingPath(language);
      app.get(`${book}/:token`, (c) =>
        c.body(null, 303, {
          Location: book,
          "Set-Cookie": booking.holdLink(c.req.param("token"), language),
          "Cache-Control": "no-store",
          "Referrer-Policy": "no-referrer",
        }),
      );
      app.on(["GET", "HEAD", "POST"], book, (c) =>
        visitorPage(c, (request) => handleRequest(request, { booking: booking.forRequest(request, language) })),
      );
    }
  }

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = files.get(c.req.path);
    if (!file || answeredBeforeFiles(c.req.path)) return next();
    return sendStaticFile(c, file, connectSources);
  });

  if (development) {
    // Every page, known or not, rendered now: an edit shows on the next reload.
    app.on(["GET", "HEAD"], "*", async (c) => {
      const response = await handleRequest(c.req.raw);
      if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
      const html = hydrateAfterLoad(await response.text(), development.islands).replace(
        "</head>",
        `${development.headTags}</head>`,
      );
      const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources });
      return c.html(html, response.status as 200 | 404, {
        "Content-Security-Policy": csp,
        "Cache-Control": "no-store",
      });
    });
  }

  // Every other GET is a page that does not exist: the 404 page, rendered once, from memory.
  // The request line already logs it with its status; a flood of them writes no more than that.
  app.on(["GET", "HEAD"], "*", async (c) =>
    sendStaticFile(c, await notFoundPages[languageOfPath(c.req.path)].get(), connectSources, 404),
  );

  // No page takes a form post or any other method: nothing to render.
  app.all("*", (c) => c.body(null, 405, { Allow: "GET, HEAD" }));

  // The routes above the files' handler come first in the fast path too: it never answers them.
  function answeredBeforeFiles(path: string) {
    return (
      path === "/healthz" ||
      path === "/readyz" ||
      path === CONTACT_FUNCTION_PATH ||
      path.startsWith(`${CONTACT_FUNCTION_PATH}/`) ||
      path.startsWith(EVIDENCE_UPLOADS_PATH) ||
      isOfficePath(path) ||
      path.startsWith("/office/site/")
    );
  }
  const fastPath = staticFastPath({
    files,
    skip: answeredBeforeFiles,
    headersFor: (file) => ({
      ...securityHeaders,
      "Content-Security-Policy": file.scriptHashes
        ? contentSecurityPolicy({ scriptHashes: file.scriptHashes, connectSources })
        : defaultCsp,
    }),
    logger,
  });
  const appListener = getRequestListener(app.fetch, { hostname: options.hostname });
  const listener: RequestListener = (req, res) => {
    if (!fastPath(req, res)) void appListener(req, res);
  };
  return { app, listener, ready: content.ready };
}

/** The site editor's forms carry whole documents, and its uploads images: more than the inbox's. */
function maxOfficeBodyBytes(path: string): number {
  if (path === OFFICE_IMAGE_UPLOAD_PATH) return MAX_UPLOAD_BYTES;
  return path.startsWith("/office/site") ? MAX_SITE_FORM_BYTES : MAX_FORM_BYTES;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function sendStaticFile(c: Context<Env>, file: StaticFile, connectSources: string[], status: 200 | 404 = 200) {
  const { body, encoding, etag } = selectVariant(file, c.req.header("Accept-Encoding"));
  const notModified = status === 200 && etagMatches(c.req.header("If-None-Match"), etag);
  const headers = fileHeaders(file, encoding, notModified ? 304 : status);
  if (file.scriptHashes) {
    headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, connectSources });
  }
  if (notModified) return c.body(null, 304, headers);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * The build with its errors logged as one JSON line each (the path, the error's name or code,
 * its first frames), where React Router would print a stack of many lines on stderr.
 */
function loggingErrors(build: ServerBuild, logger: Logger): ServerBuild {
  return {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        handleError(error, { request }) {
          if (request.signal.aborted) return;
          const frames =
            error instanceof Error
              ? (error.stack ?? "")
                  .split("\n")
                  .slice(1, 6)
                  .map((line) => line.trim())
              : [];
          logger.error("page_failed", {
            path: new URL(request.url).pathname,
            error: errorMessage(error),
            at: frames.join(" | "),
          });
        },
      },
    },
  };
}
