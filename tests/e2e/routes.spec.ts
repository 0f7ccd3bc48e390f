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

  test("a stale link to an unknown path shows the 404 page, whose menu and launcher work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    // Every move between pages is a page load (ADR 001): the server answers 404 with the page.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), { href: "/missing-page", textContent: "stale" });
      document.querySelector("main")!.prepend(link);
    });
    const [response] = await Promise.all([page.waitForResponse("**/missing-page"), page.getByText("stale").click()]);
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The islands hydrate after load, as on every page: a tap before then does nothing yet.
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /message/i }).click();
    await expect(page.locator("#message-widget-panel")).toBeVisible();
  });
});
