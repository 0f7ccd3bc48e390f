import { expect, test } from "@playwright/test";
import { practiceAreaLinks } from "./support";

test.describe("header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("brand, main links and active highlighting", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(page.getByRole("link", { name: /Avery Civil Rights Law/ }).first()).toHaveAttribute("href", "/");
    await expect(page.getByText("a civil rights law practice").first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("the Practice Areas label goes to the index and stays active on an area (prefix match)", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("link", { name: "Practice Areas", exact: true }).click();
    await expect(page).toHaveURL(/\/practice-areas$/);
    await page.goto("/practice-areas/false-arrest");
    await expect(nav.getByRole("link", { name: "Practice Areas", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("the dropdown opens by mouse, lists all 12 areas, and navigates to the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 600);
    const toggle = page.getByRole("button", { name: "Show the list of practice areas" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Practice Areas", exact: true })
      .hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(list.getByRole("link")).toHaveCount(12);
    for (const area of practiceAreaLinks) await expect(list.getByRole("link", { name: area.name })).toBeVisible();

    await list.getByRole("link", { name: "Wrongful Death" }).click();
    await expect(page).toHaveURL(/\/practice-areas\/wrongful-death$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the dropdown works by keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const toggle = page.getByRole("button", { name: "Show the list of practice areas" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const first = page.getByRole("link", { name: practiceAreaLinks[0].name, exact: true }).first();
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: practiceAreaLinks[1].name, exact: true }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/practice-areas/${practiceAreaLinks[1].slug}$`));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu toggle opens a stacked menu that closes on selection and on Escape", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const name of ["Home", "About", "Practice Areas", "Contact", ...practiceAreaLinks.map((a) => a.name)]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("no horizontal overflow at 390 px", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the narrowest phone (issue 35)", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("shows the firm's whole name in the header, in both editions, and no Enter hint on a touch screen", async ({
    page,
  }) => {
    for (const path of ["/", "/es"]) {
      await page.goto(path);
      const name = page.locator("header a").first().locator("span span").first();
      await expect(name).toHaveText("Avery Civil Rights Law");
      // Neither cut at the side nor clamped below: the box holds all of its text.
      const fits = await name.evaluate(
        (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight + 1,
      );
      expect(fits, path).toBe(true);
    }
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /^Message .* office$/ }).click();
    const box = page.locator("dialog[open] textarea");
    await expect(box).toBeVisible();
    const hint = page.locator(`[id="${await box.getAttribute("aria-describedby")}"]`);
    await expect(hint).toBeHidden();
  });
});
