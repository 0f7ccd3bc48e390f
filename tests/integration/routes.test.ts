/**
 * Every route as the real server process answers it on the production build, before any
 * JavaScript runs: status codes, redirects, headers, what the HTML and each page's scripts
 * carry. HTTP only, so no browser; the browser journeys are in tests/e2e. Needs a build
 * (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteText } from "../../app/content/site-text";
import { internalPaths, prerenderedPaths, publicPaths } from "../../app/content/navigation";
import { englishPath, languageOfPath } from "../../app/lib/language";
import { pageScripts } from "../support/page-scripts";
import { spawnServer, type ServerProcess } from "./contact-helpers";

let server: ServerProcess;

/** The English edition; the Spanish one has its own checks in spanish-routes.test.ts. */
const englishPaths = prerenderedPaths.filter((path) => languageOfPath(path) === "en");

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_PER_MINUTE: "0" });
}, 60_000);

afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("every route as served, before JavaScript", () => {
  it("answers 200 with a title unique in its edition and an h1 in the HTML", async () => {
    const titles = new Map<string, string>();
    for (const path of englishPaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `title of ${path}`).toBeTruthy();
      expect([...titles.values()], `title of ${path} is unique`).not.toContain(title);
      titles.set(path, title!);
      expect(html, `h1 on ${path}`).toMatch(/<h1[\s>]/);
    }
    expect(titles.size).toBe(englishPaths.length);
  });

  it("unknown paths answer 404 with the 404 page, and the server logs the bad path", async () => {
    for (const path of ["/no-such-page", "/practice-areas/no-such-area", "/about/team/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
      // The page is HTML with islands (ADR 001): the server's request line is where the path is logged.
      const line = await server.waitForLog(new RegExp(`"path":"${path}","status":404`));
      expect(JSON.parse(line)).toMatchObject({ level: "info", msg: "request", method: "GET", path, status: 404 });
    }
  });

  it("a trailing slash redirects to the canonical URL", async () => {
    const response = await get("/about/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
    // A path that a browser would read as another host must stay on this one.
    const sneaky = await get("//example.com/");
    expect(sneaky.headers.get("location")).toBe("/example.com");
  });

  it("build internals are never served", async () => {
    expect((await get("/.vite/manifest.json")).status).toBe(404);
  });

  it("hashed assets are immutable and compressed; pages carry security headers", async () => {
    const page = await get("/", { headers: { "accept-encoding": "br, gzip" } });
    const headers = page.headers;
    expect(headers.get("content-encoding")).toBe("br");
    expect(headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBeTruthy();
    expect(headers.get("permissions-policy")).toBeTruthy();
    const csp = headers.get("content-security-policy")!;
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    // fetch decompresses the body; the header above says how it travelled.
    const html = await page.text();
    const script = pageScripts(html)[0];
    expect(script).toBeTruthy();
    const asset = await get(script!);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("files from memory: the fast path answers as the app does", () => {
  // "/%61bout" is "/about" to the app, but not a file the fast path knows: the app answers it.
  const throughTheApp = (path: string) => path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  const comparable = (response: Response) => {
    const headers = Object.fromEntries(response.headers);
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    delete headers["x-request-id"];
    delete headers.date;
    return headers;
  };

  it("with the same status, headers and bytes, in every encoding, and the same 304", async () => {
    const html = await (await get("/")).text();
    const asset = pageScripts(html)[0];
    expect(asset).toBeTruthy();
    for (const path of ["/about", "/practice-areas/civil-rights", asset!, "/robots.txt"]) {
      for (const encoding of ["br, gzip", "gzip", "identity"]) {
        const headers = { "accept-encoding": encoding };
        const fast = await get(path, { headers });
        const app = await get(throughTheApp(path), { headers });
        expect(fast.status, `${path} ${encoding}`).toBe(200);
        expect(app.status, `${throughTheApp(path)} ${encoding}`).toBe(200);
        expect(comparable(fast), `${path} ${encoding}`).toEqual(comparable(app));
        expect(await fast.text()).toBe(await app.text());

        const revalidate = { ...headers, "if-none-match": fast.headers.get("etag")! };
        const fastNotModified = await get(path, { headers: revalidate });
        const appNotModified = await get(throughTheApp(path), { headers: revalidate });
        expect(fastNotModified.status, `${path} ${encoding} revalidated`).toBe(304);
        expect(comparable(fastNotModified)).toEqual(comparable(appNotModified));
      }
    }
  });
});

describe("what every page carries", () => {
  it("the footer carries the notices CONTENT.md requires, and the head its SEO tags", async () => {
    for (const path of englishPaths) {
      const html = await (await get(path)).text();
      const footer = html.slice(html.lastIndexOf("<footer"));
      for (const notice of [
        "Attorney advertising.",
        "Responsible attorney: ",
        "Santa Rosa",
        "Suite 201",
        "not legal advice",
        "does not create an attorney-client relationship",
        "No mobile information will be shared with third parties or affiliates for marketing or promotional purposes.",
        'href="/privacy"',
      ]) {
        expect(footer, `${path}: ${notice}`).toContain(notice);
      }
      for (const tag of [
        'rel="canonical"',
        'property="og:title"',
        'property="og:image"',
        'name="twitter:card"',
        'name="description"',
      ]) {
        expect(html, `${path}: ${tag}`).toContain(tag);
      }
      expect(html, `${path} title`).toMatch(
        /<title>[^<]+ \| Avery Civil Rights Law<\/title>|<title>Avery Civil Rights Law \| /,
      );
      const noindex = html.includes('name="robots" content="noindex');
      expect(noindex, `${path} noindex`).toBe((internalPaths as readonly string[]).includes(englishPath(path)));
    }
  });

  it("the sitemap lists every public route and nothing else; robots.txt names it", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.filter((path) => languageOfPath(path) === "en")).toEqual([...publicPaths]);
    expect(paths).not.toContain("/photo-enhancement");

    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  it("the message widget's launcher is in the prerendered HTML, and the panel's code is not", async () => {
    const launcherName = siteText.widgetLauncher.openLabel;
    for (const path of ["/", "/about", "/practice-areas/false-arrest"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="message-widget-panel"/);
      expect(html, path).toContain(`aria-label="${launcherName.replace("'", "&#x27;")}"`);
      expect(html, path).not.toContain("message-widget-panel-");
    }
  });
});

describe("what each page's first-load JavaScript carries", () => {
  /** Every script a page's HTML references, with its source. */
  async function scriptsOf(path: string) {
    const html = await (await get(path)).text();
    const urls = pageScripts(html);
    return Promise.all(urls.map(async (url) => ({ url, source: await (await get(url)).text() })));
  }

  // Strings that only react-hook-form, Zod and react-day-picker contain.
  const signatures = ["shouldUnregister", "ZodError", "rdp-day"];

  it("form, validation and calendar libraries stay out of other pages' JavaScript", async () => {
    const consultation = (await scriptsOf("/consultation")).map(({ source }) => source).join("\n");
    // The form's own first load has the form and validation libraries (the calendar comes later).
    expect(consultation).toContain("shouldUnregister");
    expect(consultation).toContain("ZodError");
    expect(consultation).not.toContain("rdp-day");

    for (const path of ["/", "/about", "/contact", "/practice-areas", "/headlines"]) {
      const code = (await scriptsOf(path)).map(({ source }) => source).join("\n");
      for (const signature of signatures) expect(code, `${signature} on ${path}`).not.toContain(signature);
    }
  });

  it("the practice pages' text stays out of the JavaScript that other pages load", async () => {
    const html = await (await get("/practice-areas")).text();
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of new Set(scripts)) {
      const source = await (await get(script)).text();
      expect(source, script).not.toContain("Graham v. Connor");
      expect(source, script).not.toContain("five seconds");
    }
  });
});
