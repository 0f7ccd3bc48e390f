import { expect, test, type Locator, type Page } from "@playwright/test";
import { practiceAreaLinks } from "./support";
import * as enResults from "../../app/content/achievements";
import * as esResults from "../../app/content/es/achievements";
import { honors } from "../../app/content/honors";
import { publishedOpinions } from "../../app/content/opinions";
import { HOME_PRESS_COUNT, pressItems } from "../../app/content/press";
import { testimonials } from "../../app/content/testimonials";

const CTA = "You've got one shot. Make it your best.";
const DISCLAIMER = /Results depend on the facts of each case/;

const main = (page: Page) => page.locator("main");
const section = (page: Page, heading: string | RegExp): Locator =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: typeof heading === "string" }) });

/** Each result's card: its amount, then its kind and year, what it was for, its county or court; the disclaimer below. */
async function expectResults(
  page: Page,
  edition: {
    achievements: readonly enResults.Achievement[];
    resultKinds: Readonly<Record<enResults.ResultKind, string>>;
  } = enResults,
) {
  const { achievements, resultKinds } = edition;
  const heading = edition === enResults ? "Record-Breaking Achievements" : "Resultados para nuestros clientes";
  const results = section(page, heading);
  const cards = results.locator("li");
  await expect(cards).toHaveCount(achievements.length);
  for (const [index, item] of achievements.entries()) {
    await expect(cards.nth(index).locator("p")).toHaveText([
      item.amount,
      `${resultKinds[item.kind]}, ${item.year}`,
      item.label,
      item.county,
    ]);
  }
  await expect(results.locator("ul + p")).toHaveText(edition === enResults ? DISCLAIMER : /Los resultados dependen/);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

async function expectClosingCallToAction(page: Page) {
  const band = section(page, CTA);
  await expect(band).toBeVisible();
  await expect(band.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  await expect(band.getByRole("link", { name: "Schedule Case Evaluation" })).toHaveAttribute("href", "/consultation");
}

test.describe("pages say what the spec says", () => {
  test("home", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let Justice Be Done");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: /Call \(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
    await expect(hero.getByRole("link", { name: "Schedule Case Evaluation" })).toHaveAttribute("href", "/consultation");

    const areas = section(page, "Areas of Practice");
    await expect(areas.getByRole("link", { name: "View All Practice Areas" })).toHaveAttribute(
      "href",
      "/practice-areas",
    );
    for (const area of practiceAreaLinks) {
      await expect(areas.locator(`a[href="/practice-areas/${area.slug}"]`)).toBeVisible();
    }

    const quotes = main(page).locator("figure:has(blockquote)");
    await expect(quotes).toHaveCount(testimonials.length);
    await expect(quotes.locator("figcaption")).toHaveText(testimonials.map((item) => item.name));

    await expectResults(page);

    const news = section(page, "In the News");
    await expect(news.locator("article")).toHaveCount(HOME_PRESS_COUNT);
    await expect(news.getByRole("link", { name: /^Read Article/ })).toHaveCount(HOME_PRESS_COUNT);
    await expect(news.getByRole("link", { name: "More Headlines" })).toHaveAttribute("href", "/headlines");
    const dates = await news
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());

    const track = section(page, "Proven Track Record");
    await expect(track.locator("li")).toHaveCount(honors.length);
    for (const honor of honors) {
      await expect(track.locator("li").filter({ hasText: honor.title })).toContainText(String(honor.year));
    }

    await expectClosingCallToAction(page);
    expect((await jsonLd(page)).map((data) => data["@type"])).toContain("LegalService");
  });

  test("about", async ({ page }) => {
    await page.goto("/about");
    const portrait = page.getByRole("img", { name: /portrait of/i });
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveAttribute("width", /\d+/);
    await expect(portrait).toHaveAttribute("height", /\d+/);
    const text = await main(page).innerText();
    for (const fact of [
      "Wyoming",
      "ten years",
      "Marine",
      "law school",
      "All California state courts",
      "All California federal courts",
      "Vermont Supreme Court",
      "Supreme Court of the United States",
    ]) {
      expect(text, fact).toContain(fact);
    }
    await expect(section(page, "Published Opinions").locator("cite")).toHaveText(publishedOpinions);
    await expectResults(page);
    await expect(section(page, "Proven Track Record").locator("li")).toHaveCount(honors.length);
    await expectClosingCallToAction(page);
    const person = (await jsonLd(page)).find((data) => data["@type"] === "Person");
    expect(person).toMatchObject({
      name: expect.any(String),
      jobTitle: expect.any(String),
      worksFor: { "@type": "LegalService" },
    });
    // The Spanish edition's cards name the kind in Spanish, with the same years.
    await page.goto("/es/about");
    await expectResults(page, esResults);
  });

  test("contact", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Case Evaluation");
    const info = section(page, "Contact Information");
    await expect(info.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(info.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(info.getByText("PLEASE NOTE WE HAVE MOVED!", { exact: true })).toBeVisible();
    await expect(info.locator("address")).toContainText("Santa Rosa, California");
    await expect(info.locator("address")).toContainText("Suite 201");
    await expect(info.getByRole("heading", { name: "Availability" })).toBeVisible();
    const why = section(page, /^Why choose/);
    for (const card of ["Proven Track Record", "No Cost to You", "Free Case Evaluation"]) {
      await expect(why.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    // Rule 7.1: the contingency promise says how case costs are handled.
    await expect(why).toContainText(/costs/);
    await expectClosingCallToAction(page);
    expect((await jsonLd(page)).map((data) => data["@type"])).toContain("LegalService");
  });

  test("consultation, around the form", async ({ page }) => {
    await page.goto("/consultation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule Your Free Consultation");
    const hero = page.locator("main > section").first();
    await expect(hero.locator('a[href^="tel:"]')).toBeVisible();
    await expect(hero.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Case Evaluation Request Form" })).toBeVisible();
    const next = section(page, "What Happens Next?");
    const steps = next.locator("ol > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText(/review/i);
    await expect(steps.nth(1)).toContainText(/contact/i);
    await expect(steps.nth(2)).toContainText(/free case evaluation/i);
  });

  test("headlines: every press item, newest first", async ({ page }) => {
    await page.goto("/headlines");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("In the News");
    const articles = main(page).locator("article");
    await expect(articles).toHaveCount(pressItems.length);
    const rows = await articles.evaluateAll((items) =>
      items.map((item) => ({
        date: item.querySelector("time")?.getAttribute("datetime") ?? "",
        headline: item.querySelector("h2")?.textContent ?? "",
        publication: item.querySelector("p")?.textContent ?? "",
        link: item.querySelector("a")?.getAttribute("href") ?? "",
      })),
    );
    for (const row of rows) {
      expect(row.headline.length).toBeGreaterThan(10);
      expect(row.publication.length).toBeGreaterThan(2);
      expect(row.link).toMatch(/^https:\/\//);
    }
    expect(rows.map((row) => row.date)).toEqual(
      rows
        .map((row) => row.date)
        .sort()
        .reverse(),
    );
    await expect(main(page).getByRole("link", { name: /^Read Article/ })).toHaveCount(pressItems.length);
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(main(page).locator('a[href="/practice-areas/civil-rights"]')).toBeVisible();
  });

  test("privacy policy, linked from the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    for (const heading of [
      "What we collect",
      "Who receives it",
      "How long we keep it",
      "Your choices and rights",
      "Do Not Track",
      "No third-party trackers",
      "Changes to this policy",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(main(page).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });
});

// The footer notices, SEO tags, sitemap and robots.txt of every page as served are checked
// over plain HTTP in tests/integration/routes.test.ts.

test.describe("images and layout stability", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px the largest image is preloaded, the rest lazy, and nothing shifts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/about"]) {
        await page.goto(path);
        const preload = page.locator('head link[rel="preload"][as="image"]');
        await expect(preload).toHaveCount(1);
        const first = page.locator("main img").first();
        await expect(first).toHaveAttribute("fetchpriority", "high");
        await expect(first).not.toHaveAttribute("loading", "lazy");
        const rest = await page.locator("main img").evaluateAll((imgs) =>
          imgs.slice(1).map((img) => ({
            loading: img.getAttribute("loading"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            alt: img.getAttribute("alt"),
          })),
        );
        for (const img of rest)
          expect(img).toMatchObject({
            loading: "lazy",
            width: expect.stringMatching(/\d/),
            height: expect.stringMatching(/\d/),
            alt: expect.any(String),
          });

        await page.waitForLoadState("networkidle");
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        });
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[]) {
                  if (!entry.hadRecentInput) total += entry.value;
                }
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(total), 200);
            }),
        );
        expect(shift, `cumulative layout shift on ${path}`).toBeLessThan(0.02);
      }
    });
  }
});
