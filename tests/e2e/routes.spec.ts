import { expect, test } from "@playwright/test";
import { prerenderedPaths, watchForErrors } from "./support";

test.describe("every route as served, before JavaScript", () => {
  test("answers 200 with a unique title and an h1 in the HTML", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of prerenderedPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `title of ${path}`).toBeTruthy();
      expect([...titles.values()], `title of ${path} is unique`).not.toContain(title);
      titles.set(path, title!);
      expect(html, `h1 on ${path}`).toMatch(/<h1[\s>]/);
    }
    expect(titles.size).toBe(prerenderedPaths.length);
  });

  test("unknown paths answer 404 with the 404 page", async ({ request }) => {
    for (const path of ["/no-such-page", "/practice-areas/no-such-area", "/about/team/x"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
    }
  });

  test("a trailing slash redirects to the canonical URL", async ({ request, baseURL }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about");
    const sneaky = await request.get(`${baseURL}//example.com/`, { maxRedirects: 0 });
    expect(sneaky.headers()["location"]).toBe("/example.com");
  });

  test("build internals are never served", async ({ request }) => {
    expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
  });

  test("hashed assets are immutable and compressed; pages carry security headers", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    const headers = page.headers();
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toContain("max-age=60");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    const csp = headers["content-security-policy"]!;
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ??
      (await page.text()).match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("in the browser", () => {
  for (const path of [...prerenderedPaths]) {
    test(`${path} loads with no console error or CSP violation`, async ({ page }) => {
      const problems = watchForErrors(page);
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      // Let hydration finish, then check nothing complained.
      await page.waitForLoadState("networkidle");
      expect(problems()).toEqual([]);
    });
  }

  test("a client-side navigation to an unknown path shows the 404 page and logs it", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // A history change the router handles itself, as when a visitor follows a stale in-app link.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/missing-page");
      window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
    });
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => warnings).toContain("404: no page at /missing-page");
  });
});
