/**
 * Every route as the real server process answers it on the production build, before any
 * JavaScript runs: status codes, redirects, headers. HTTP only, so no browser; the browser
 * journeys of the same routes are in tests/e2e/routes.spec.ts. Needs a build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedPaths } from "../../app/content/navigation";
import { spawnServer, type ServerProcess } from "./contact-helpers";

let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_GLOBAL_PER_MINUTE: "0" });
}, 60_000);

afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("every route as served, before JavaScript", () => {
  it("answers 200 with a unique title and an h1 in the HTML", async () => {
    const titles = new Map<string, string>();
    for (const path of prerenderedPaths) {
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
    expect(titles.size).toBe(prerenderedPaths.length);
  });

  it("unknown paths answer 404 with the 404 page", async () => {
    for (const path of ["/no-such-page", "/practice-areas/no-such-area", "/about/team/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
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
    expect(headers.get("cache-control")).toContain("max-age=60");
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
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await get(script!);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
