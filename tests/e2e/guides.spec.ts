import { expect, test, type Page } from "@playwright/test";
import * as enFrame from "../../app/content/guides/copy";
import * as esFrame from "../../app/content/es/guides/copy";
import * as enDeadlines from "../../app/content/guides/deadlines";
import * as esDeadlines from "../../app/content/es/guides/deadlines";
import * as enQuestions from "../../app/content/guides/questions";
import * as esQuestions from "../../app/content/es/guides/questions";
import * as enSteps from "../../app/content/guides/what-to-do-now";
import * as esSteps from "../../app/content/es/guides/what-to-do-now";
import { expectNoAxeViolations } from "./support";

/**
 * The guides as a visitor sees them (issue 35): on a 390 × 844 phone the first step of
 * /what-to-do-now starts on the first screen, between the sticky header and the band at the
 * screen's foot, with one way to call and the 911 line above it; the long guides (/deadlines,
 * /questions) open with an "On this page" list whose every link leads to a heading on the page.
 */
const editions = [
  { prefix: "", frame: enFrame.guideFrameCopy, steps: enSteps, deadlines: enDeadlines, questions: enQuestions },
  { prefix: "/es", frame: esFrame.guideFrameCopy, steps: esSteps, deadlines: esDeadlines, questions: esQuestions },
] as const;

const PHONE = { width: 390, height: 844 };

/** The first screen's free band on a phone: under the sticky header, above the launcher's band. */
async function firstScreen(page: Page) {
  const header = await page.getByRole("banner").boundingBox();
  // Below 1024 px the message button sits in an opaque band across the screen's foot.
  const band = page.locator("[data-launcher-band]");
  await expect(band).toBeVisible();
  const bandBox = (await band.boundingBox())!;
  return { top: header ? header.y + header.height : 0, bottom: bandBox.y };
}

for (const { prefix, frame, steps, deadlines, questions } of editions) {
  test.describe(`the guides${prefix ? " (Spanish)" : ""}`, () => {
    test(`${prefix}/what-to-do-now: the first step's heading and first step are on a phone's first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${prefix}/what-to-do-now`);
      await page.waitForLoadState("load");
      const first = steps.whatToDoNowGuide.sections[0];
      const heading = page.getByRole("heading", { level: 2, name: first.heading, exact: true });
      const screen = await firstScreen(page);
      const box = (await heading.boundingBox())!;
      expect(box.y, "under the header").toBeGreaterThanOrEqual(screen.top);
      expect(box.y + box.height, "above the band at the foot").toBeLessThanOrEqual(screen.bottom);
      // And the whole first step reads there too, not only its heading (before issue 35's compact
      // hero its heading just made it and the step itself was cut by the band).
      const step = (await page.locator(`section[aria-labelledby="guide-section-1"] li`).first().boundingBox())!;
      expect(step.y + step.height, "the first step, to its last line").toBeLessThanOrEqual(screen.bottom);

      // One way to call at the top, the 911 line kept; the form is offered in the card under the text.
      const hero = page.locator("article > header");
      await expect(hero.getByRole("link", { name: new RegExp(frame.callLabel) })).toHaveAttribute("href", /^tel:/);
      await expect(hero.getByRole("link", { name: frame.scheduleLabel })).toBeHidden();
      await expect(hero).toContainText("911");
      const aside = page.locator("article aside");
      await expect(aside.getByRole("link", { name: frame.scheduleLabel })).toBeVisible();
      await expect(page.getByRole("navigation", { name: frame.onThisPage })).toHaveCount(0);
    });

    test(`${prefix}/what-to-do-now: the hero's two actions stand side by side on a wide screen`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/what-to-do-now`);
      const hero = page.locator("article > header");
      await expect(hero.getByRole("link", { name: new RegExp(frame.callLabel) })).toBeVisible();
      await expect(hero.getByRole("link", { name: frame.scheduleLabel })).toBeVisible();
    });

    for (const [path, expected] of [
      // The calculator opens the page, above the list; the list names the sections after it.
      ["/deadlines", deadlines.deadlinesGuide.sections.map((item) => item.heading)],
      ["/questions", Object.values(questions.questionsGuide.topics)],
    ] as const) {
      test(`${prefix}${path} opens with an "On this page" list whose every link leads to a heading`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await page.goto(`${prefix}${path}`);
        const list = page.getByRole("navigation", { name: frame.onThisPage, exact: true });
        await expect(list).toBeVisible();
        const links = list.getByRole("link");
        await expect(links).toHaveText([...expected]);
        for (const link of await links.all()) {
          const href = (await link.getAttribute("href"))!;
          expect(href).toMatch(/^#[\w-]+$/);
          const target = page.locator(href);
          await expect(target, href).toHaveCount(1);
          expect(await target.evaluate((node) => /^H[23]$/.test(node.tagName)), href).toBe(true);
          await expect(target).toHaveText((await link.textContent())!);
        }
        // Following the last link brings its heading into view, clear of the sticky header.
        const last = links.last();
        const target = page.locator((await last.getAttribute("href"))!);
        await last.click();
        await expect(target).toBeInViewport();
        const header = (await page.getByRole("banner").boundingBox())!;
        expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
        await expectNoAxeViolations(page);
      });
    }

    test(`${prefix}/questions: every question stands under its group's heading`, async ({ page }) => {
      await page.goto(`${prefix}/questions`);
      const guide = questions.questionsGuide;
      for (const [topic, heading] of Object.entries(guide.topics)) {
        const group = page.locator(`section[aria-labelledby="questions-${topic}"]`);
        await expect(group.getByRole("heading", { level: 2 })).toHaveText(heading);
        await expect(group.getByRole("heading", { level: 3 })).toHaveText(
          guide.questions.filter((item) => item.topic === topic).map((item) => item.question),
        );
      }
      await expect(page.locator("article h3")).toHaveCount(guide.questions.length);
    });
  });
}
