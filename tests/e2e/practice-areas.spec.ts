import { expect, test, type Locator, type Page } from "@playwright/test";
import { practiceAreaLinks, watchForErrors } from "./support";

const TEL = /^tel:\+\d{11}$/;
const TAGLINE = "You've got one shot. Make it your best.";

const cards = (page: Page) => page.getByTestId("practice-area-card");

/** How far a card's content reaches past its own box, in px (0 when nothing is clipped or spills). */
function overflowOf(card: Locator) {
  return card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const lowest = Math.max(...[...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect().bottom));
    return Math.max(
      element.scrollHeight - element.clientHeight,
      lowest - box.bottom,
      element.scrollWidth - element.clientWidth,
    );
  });
}

test.describe("the practice-areas index", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows 12 cards in the spec's order, each one link to its page, with an image and alt text", async ({
    page,
  }) => {
    await page.goto("/practice-areas");
    await expect(page.getByRole("heading", { level: 1, name: "Practice Areas" })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);

    for (const [index, area] of practiceAreaLinks.entries()) {
      const card = cards(page).nth(index);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(area.name);
      await expect(links).toHaveAttribute("href", `/practice-areas/${area.slug}`);
      await expect(card.getByRole("heading", { name: area.name })).toBeVisible();

      const image = card.locator("img");
      await expect(image).toHaveAttribute("alt", /\w{3,}.*\w{3,}/);
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "400");
      await expect(image).toHaveAttribute("src", new RegExp(`^/assets/${area.slug}-[\\w-]+\\.svg$`));
      await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    }
  });

  test("offers a phone link and a button to /consultation", async ({ page }) => {
    await page.goto("/practice-areas");
    const main = page.locator("main");
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute("href", TEL);
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    const schedule = main.getByRole("link", { name: "Schedule Case Evaluation" }).first();
    await expect(schedule).toHaveAttribute("href", "/consultation");
    await schedule.click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test("clicking anywhere on a card opens its page", async ({ page }) => {
    await page.goto("/practice-areas");
    await page.waitForLoadState("networkidle");
    const card = cards(page).nth(9);
    // A point on the artwork, far from the title: the title's link covers the whole card.
    await card.click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/practice-areas\/taser-devices$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taser / Electronic Control Devices");
  });

  test("cards are 650 px tall on a wide screen, with nothing spilling out", async ({ page }) => {
    await page.goto("/practice-areas");
    for (const card of await cards(page).all()) {
      const box = await card.boundingBox();
      expect(box?.height).toBe(650);
      expect(await overflowOf(card)).toBeLessThanOrEqual(0.5);
    }
  });

  test("on the narrowest wide screen (1024 px) the text still fits inside 650 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/practice-areas");
    for (const card of await cards(page).all()) {
      expect((await card.boundingBox())?.height).toBe(650);
      expect(await overflowOf(card)).toBeLessThanOrEqual(0.5);
    }
  });
});

test.describe("the practice-areas index on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("cards grow with their content: nothing clipped, nothing wider than the screen", async ({ page }) => {
    await page.goto("/practice-areas");
    await expect(cards(page)).toHaveCount(12);
    for (const card of await cards(page).all()) {
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await overflowOf(card)).toBeLessThanOrEqual(0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe("each practice page", () => {
  for (const area of practiceAreaLinks) {
    test(`${area.slug}: back link, quote, phone link, calls to action and breadcrumbs`, async ({ page, request }) => {
      const problems = watchForErrors(page);
      const path = `/practice-areas/${area.slug}`;

      // The text is in the HTML as served, before any JavaScript runs.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<h1 id="practice-title"`);
      expect(html).toMatch(/<h2[^>]*>(What to do now|How it works)<\/h2>/);

      await page.goto(path);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(area.name);
      await expect(page).toHaveTitle(/\| Avery Civil Rights Law$/);

      const back = main.getByRole("link", { name: "Back to Practice Areas" });
      await expect(back).toHaveAttribute("href", "/practice-areas");

      const quote = main.locator("figure blockquote");
      await expect(quote).toHaveCount(1);
      await expect(quote).not.toBeEmpty();
      await expect(main.locator("figure figcaption")).not.toBeEmpty();

      const phone = main.locator('a[href^="tel:"]').first();
      await expect(phone).toHaveAttribute("href", TEL);
      await expect(phone).toBeVisible();

      const cta = main.locator('a[href="/consultation"], a[href="/contact"]');
      expect(await cta.count()).toBeGreaterThanOrEqual(2);
      await expect(main.locator('a[href="/contact"]').first()).toBeAttached();

      const breadcrumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            JSON.parse(text) as {
              "@type": string;
              itemListElement?: { position: number; name: string; item: string }[];
            },
        )
        .filter((data) => data["@type"] === "BreadcrumbList");
      expect(breadcrumbs).toHaveLength(1);
      expect(breadcrumbs[0]!.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
        { "@type": "ListItem", position: 2, name: "Practice Areas", item: "http://localhost:3000/practice-areas" },
        { "@type": "ListItem", position: 3, name: area.name, item: `http://localhost:3000${path}` },
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://localhost:3000${path}`);

      await page.waitForLoadState("networkidle");
      expect(problems()).toEqual([]);
    });
  }

  test("the back link returns to the index", async ({ page }) => {
    await page.goto("/practice-areas/police-dogs");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Back to Practice Areas" }).click();
    await expect(page).toHaveURL(/\/practice-areas$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("litigation pages end with the tagline; the wrongful death and concierge pages do not", async ({ page }) => {
    for (const [slug, expected] of [
      ["civil-rights", true],
      ["excessive-force", true],
      ["wrongful-death", false],
      ["concierge-legal", false],
    ] as const) {
      await page.goto(`/practice-areas/${slug}`);
      const lastText = (await page.locator("main article > section").last().innerText()).trim();
      if (expected) expect(lastText.endsWith(TAGLINE), slug).toBe(true);
      else expect(lastText, slug).not.toContain(TAGLINE);
    }
  });

  test("the Taser page says a typical deployment lasts five seconds", async ({ page }) => {
    await page.goto("/practice-areas/taser-devices");
    await expect(page.locator("main")).toContainText("A typical deployment lasts five seconds.");
  });
});

test.describe("the concierge page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("says free case evaluations are not available and points to the contact page", async ({ page }) => {
    await page.goto("/practice-areas/concierge-legal");
    const main = page.locator("main");
    await expect(
      main.getByText("free case evaluations are not available for concierge services.").first(),
    ).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/consultation"]')).toHaveCount(0);
  });

  /**
   * Flags the page once React has hydrated it and run that first render's effects, where the
   * router restores the scroll position and a page may move it. React reports each commit, in
   * production builds too, to a developer-tools hook when one exists before it loads.
   */
  async function flagHydration(page: Page) {
    await page.addInitScript(() => {
      const global = window as unknown as Record<string, unknown>;
      global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {
          global.__effectsRan = true;
        },
      };
    });
  }

  const hydrated = (page: Page) =>
    page.waitForFunction(() => (window as unknown as Record<string, unknown>).__effectsRan === true);

  /** Scrolls down, reloads, and reports where the page settled once it has hydrated. */
  async function scrollAfterReload(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.reload();
    await hydrated(page);
    return page.evaluate(() => window.scrollY);
  }

  test("scrolls to the top on load, where another page keeps the restored position", async ({ page }) => {
    await flagHydration(page);
    // The router restores the scroll position on reload: a page without the rule stays down.
    expect(await scrollAfterReload(page, "/practice-areas/false-arrest")).toBeGreaterThan(1000);
    // The commit hook can fire before React flushes the passive effects: wait for the page to settle.
    await scrollAfterReload(page, "/practice-areas/concierge-legal");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
