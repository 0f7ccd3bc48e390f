/**
 * The whole site in this process, on the production build and whatever database `databaseUrl`
 * names, with an office address signed in: for measuring the office's pages by server time
 * (app.request, no network) and, when served, for a browser. Mail goes to files in a scratch
 * folder; nothing is sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, createSite } from "../../server/app";
import { startBackend, type Backend } from "../../server/backend";
import { loadConfig } from "../../server/config";
import { silentLogger } from "../../server/logger";
import { createLinksRepository } from "../../server/office/links-repository";
import { issueSignInLink } from "../../server/office/sign-in";

export const OFFICE_ADDRESS = "intake@example.com";
const ORIGIN = "http://localhost:3000";

export type OfficeApp = {
  backend: Backend;
  app: ReturnType<typeof createApp>;
  /** "office_session=…", for the Cookie header. */
  cookie: string;
  /** A signed-in GET of an office path, answered by the app in this process. */
  get(path: string): Promise<Response>;
  /**
   * The address of a listing given as a query ("filter=all&q=taser&page=last"): its search and
   * filters posted as the inbox's form does (the server keeps them as a view), its page kept in
   * the URL; at `resource` (the inbox, or "/office/export.csv").
   */
  listing(query: string, resource?: string): Promise<string>;
  /** Serves the site on 127.0.0.1 (for a browser): its URL. */
  serve(): Promise<string>;
  stop(): Promise<void>;
};

export async function startOfficeApp({
  databaseUrl,
  buildDir,
  scratch,
  env = {},
}: {
  databaseUrl: string;
  buildDir: string;
  scratch: string;
  env?: Record<string, string>;
}): Promise<OfficeApp> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    MAIL_DIR: join(scratch, "mail"),
    OFFICE_EMAILS: `${OFFICE_ADDRESS},paralegal@example.com`,
    SITE_URL: ORIGIN,
    // Three years of seeded requests stay: the hourly purge would otherwise erase the closed ones.
    RETENTION_DAYS: "3650",
    // The pages are requested far more often than a person clicks.
    RATE_LIMIT_PER_MINUTE: "0",
    ...env,
  });
  const backend = await startBackend({ config, logger: silentLogger });
  const serverBuild = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  const options = { config, clientDir: resolve(buildDir, "client"), serverBuild, logger: silentLogger, backend };
  // Office requests are limited per client; the measurements make thousands.
  const office = { ...backend.office, admit: async () => ({ allowed: true as const, retryAfterSeconds: 0 }) };
  const app = createApp({ ...options, backend: { ...backend, office } });
  const link = new URL(
    await issueSignInLink(createLinksRepository(backend.database), {
      origin: config.site.origin,
      ttlMs: 60_000,
      email: OFFICE_ADDRESS,
    }),
  );
  // Opening the link moves its token into a cookie; confirming sends that cookie.
  const opened = await app.request(link.href);
  const held = /^(office_link=[^;]*)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
  const confirmed = await app.request(`${ORIGIN}/office/link`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: held, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const cookie = /^(office_session=[^;]*)/.exec(confirmed.headers.get("set-cookie") ?? "")![1]!;
  let server: Server | undefined;
  return {
    backend,
    app,
    cookie,
    get: async (path) => app.request(path, { headers: { Cookie: cookie } }),
    listing: (query, resource = "/office") =>
      listingAddress(async (path, init) => app.request(`${ORIGIN}${path}`, init), cookie, ORIGIN, query, resource),
    async serve() {
      const { listener } = createSite({ ...options, backend: { ...backend, office }, hostname: "127.0.0.1" });
      server = createServer(listener);
      await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      if (server) await new Promise((done) => server!.close(done));
      await backend.stop();
    },
  };
}

/** Query names that stay in the URL: the page of a listing, and whether an export has the notes. */
const IN_THE_URL = ["after", "before", "page", "notes"];

/**
 * A listing's address as the inbox's search form makes it: the form's words and filters posted
 * (with the form token and a one-time id read from the inbox's page), the view's id from the
 * redirect, the page's own query names put back. `fetchIn` answers a path on the site.
 */
export async function listingAddress(
  fetchIn: (path: string, init?: RequestInit) => Promise<Response>,
  cookie: string,
  origin: string,
  query: string,
  resource = "/office",
): Promise<string> {
  const asked = new URLSearchParams(query);
  const page = await (await fetchIn("/office", { headers: { Cookie: cookie } })).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1] ?? "";
  const body = new URLSearchParams({ csrf: field("csrf"), once: field("once") });
  for (const [name, value] of asked) if (!IN_THE_URL.includes(name)) body.append(name, value);
  const posted = await fetchIn("/office?index", {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const location = posted.headers.get("location");
  if (!location) throw new Error(`the inbox's search answered ${posted.status}`);
  const address = new URL(location, origin);
  address.pathname = resource;
  for (const name of IN_THE_URL) if (asked.has(name)) address.searchParams.set(name, asked.get(name)!);
  return `${address.pathname}${address.search}`;
}
