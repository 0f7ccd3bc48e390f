import { test } from "@playwright/test";
import { expectNoAxeViolations, prerenderedPaths } from "./support";

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The pick page without a link (self-booking, issue 34): its "link no longer works" state.
    for (const path of [...prerenderedPaths, "/no-such-page", "/es/no-such-page", "/book", "/es/book"]) {
      test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page);
      });
    }
  });
}
