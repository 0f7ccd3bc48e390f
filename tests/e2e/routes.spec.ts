import { expect, test } from "@playwright/test";
import { prerenderedPaths, watchForErrors } from "./support";

// What the server answers before any JavaScript (status codes, redirects, headers) is checked
// over plain HTTP in tests/integration/routes.test.ts.
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
