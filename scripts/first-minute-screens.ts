/**
 * `npm run screens:first-minute`: the screenshots issue 35's closing note asks for, at 390 x 844
 * on a touch phone, in both editions: the home page's first screen, each guide's first screen, and
 * the case-evaluation form restored from its draft after a reload. Runs the production build
 * (`npm run build` first) on a scratch database; writes reports/first-minute/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright";
import { caseEvaluationCopy } from "../app/content/case-evaluation";
import { caseEvaluationCopy as spanishCaseEvaluationCopy } from "../app/content/es/case-evaluation";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";
import { startTestServer } from "./start-test-server";

const OUT = "reports/first-minute";
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
const GUIDES = ["/what-to-do-now", "/deadlines", "/know-your-rights", "/questions"];
const EDITIONS = [
  { prefix: "", copy: caseEvaluationCopy },
  { prefix: "/es", copy: spanishCaseEvaluationCopy },
] as const;

mkdirSync(OUT, { recursive: true });
const server = await startTestServer({ port: 4391 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForTimeout(300); // the launcher band and the fonts settle
    await page.screenshot({ path: join(OUT, `${name}.png`) });
    console.log(`${OUT}/${name}.png`);
  };
  for (const { prefix, copy } of EDITIONS) {
    const edition = prefix ? "es" : "en";
    await open(page, `${server.url}${prefix}/`);
    await shot(`${edition}-home`);
    for (const guide of GUIDES) {
      await open(page, `${server.url}${prefix}${guide}`);
      await shot(`${edition}-${guide.slice(1)}`);
    }
    // Half a form typed, a reload, and the draft is back.
    await open(page, `${server.url}${prefix}/consultation`);
    await page.getByLabel(startsWith(copy.fields.firstName.label)).fill("Maria");
    await page.getByLabel(startsWith(copy.fields.lastName.label)).fill("Lopez");
    await page.getByLabel(startsWith(copy.fields.email.label)).fill("maria@example.org");
    await page.reload({ waitUntil: "networkidle" });
    // The restored fields under the sticky header.
    await page.getByLabel(startsWith(copy.fields.firstName.label)).evaluate((field) => {
      field.scrollIntoView({ block: "start" });
      window.scrollBy(0, -110);
    });
    await shot(`${edition}-form-restored`);
  }
} finally {
  await browser.close();
  await server.stop();
}

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}
