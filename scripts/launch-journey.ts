/**
 * `npm run journey:launch -- <folder>`: a person at the firm launches the site, in a browser, on a
 * fresh install (the sample site): replaces every sample fact and the portrait, adds a news item
 * in both languages, reviews the Spanish, publishes, and sees the public pages change; then
 * `check:launch` must exit 0. Screenshots of each step at 1280 and 390 px go to <folder> (default
 * reports/launch-journey). Not a test: a demonstration the closing note shows, run on demand.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { DOCUMENTS } from "../app/content/model/documents";
import { chromiumArgs, chromiumPath } from "../tests/support/browser";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = resolve(process.argv[2] ?? join(ROOT, "reports/launch-journey"));
const OFFICE = "dana@riveralaw.com";

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => done(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const scratch = join(ROOT, `test-results/launch-journey-${port}`);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
mkdirSync(OUT, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  SITE_URL: base,
  DATABASE_URL: `file:${join(scratch, "site.db")}`,
  MAIL_DIR: join(scratch, "mail"),
  OFFICE_EMAILS: OFFICE,
  RATE_LIMIT_PER_MINUTE: "0",
};
const server = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server/main.ts")], {
  cwd: ROOT,
  env,
  stdio: "ignore",
});
for (;;) {
  if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
  await new Promise((done) => setTimeout(done, 300));
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
let step = 0;

async function shot(name: string, widths = [1280, 390]) {
  step++;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(OUT, `${String(step).padStart(2, "0")}-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const field = (name: string) => page.locator(`[name="${name}"]`);
async function edit(id: string) {
  // At a person's pace: the office counts 120 requests a minute per client (OFFICE_REQUESTS_PER_MINUTE).
  await page.waitForTimeout(1600);
  await page.goto(`${base}/office/site/edit/${id.replaceAll("/", ".")}`);
}
async function save() {
  await page.getByRole("button", { name: "Save draft" }).click();
  await page
    .getByText(/Draft saved/)
    .first()
    .waitFor();
}
/** Removes every item of a list, one click each, as a person would. */
async function removeAll(id: string, list: string) {
  for (;;) {
    await edit(id);
    const remove = page.locator(`button[name="op"][value^="remove:${list}."]`).first();
    if ((await remove.count()) === 0) return;
    await remove.click();
    await page.waitForLoadState("load");
  }
}

try {
  // Signing in with a link printed on the server (office:link), as when setting the site up.
  const printed = execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "server/office/cli.ts"), OFFICE], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  await page.goto(/http\S+token=[\w-]+/.exec(printed)![0].replace(/^https?:\/\/[^/]+/, base));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Inbox" }).waitFor();
  await shot("inbox-sample-facts");
  await page.goto(`${base}/office/site`);
  await shot("website-before-launch");

  await edit("firm");
  await field("firm.name").fill("Rivera Civil Rights Law");
  await field("firm.shortName").fill("Rivera Law");
  await field("firm.attorney.name").fill("Dana Rivera");
  await field("firm.phone.display").fill("707 526 8810");
  await field("firm.email").fill("office@riveralaw.com");
  await field("firm.staffEmails.0").fill("office@riveralaw.com");
  await field("firm.staffEmails.1").fill("intake@riveralaw.com");
  await field("firm.address.street").fill("418 Mendocino Avenue");
  await field("firm.address.suite").fill("Suite 300");
  await field("firm.hours.schema").fill("Mo-Fr 08:30-17:30");
  await field("firm.spanishSpeakers.0.name").fill("Lucía Ortega");
  await field("firm.spanishSpeakers.0.role").selectOption("intake");
  await field("firm.spanishConsultation").selectOption("interpreter");
  await field("firm.copyrightYear").fill("2026");
  await shot("firm-facts");
  await save();

  await edit("shared");
  await field("firmText.hours.en").fill("Monday to Friday, 8:30 AM to 5:30 PM");
  await field("firmText.hours.es").fill("de lunes a viernes, de 8:30 a.m. a 5:30 p.m.");
  await field("feeTerms.en").fill(
    "You pay no attorney's fee unless we win. Case costs, such as filing fees and expert fees, are separate from the fee. If there is no recovery, the office bears those costs. Your written fee agreement says so before any work begins.",
  );
  await field("feeTerms.es").fill(
    "Usted no paga honorarios de abogado a menos que obtengamos una compensación para usted. Los costos del caso, como lo que cobra la corte por presentar la demanda y lo que cobran los peritos (expertos), son aparte de los honorarios. Si no se obtiene ninguna compensación, usted no paga esos costos. Su contrato de honorarios lo explica por escrito antes de empezar cualquier trabajo.",
  );
  await save();
  await shot("firm-words-hours");

  await edit("images");
  await page.locator('input[type="file"]').nth(1).setInputFiles(join(ROOT, "tests/fixtures/portrait-with-gps.jpg"));
  await page.getByRole("button", { name: "Upload", exact: true }).nth(1).click();
  await page.getByText("The picture was uploaded").waitFor();
  await field("images.attorneyPortrait.alt.en").fill("Dana Rivera, attorney, in the office");
  await field("images.attorneyPortrait.alt.es").fill("Dana Rivera, abogada, en la oficina");
  await save();
  await shot("portrait-uploaded");

  for (const id of ["home", "about"]) {
    await edit(id);
    await field(`${id}Copy.achievements.title.en`).fill("Results for Our Clients");
    await save();
    // The Spanish heading already claims no record: still right.
    await page.locator(`input[name="${id}Copy.achievements.title.es-still-right"]`).check();
    await save();
  }

  await removeAll("testimonials", "testimonials");
  await removeAll("honors", "honors");
  await removeAll("opinions", "opinions");
  await removeAll("achievements", "achievements");
  await removeAll("press", "pressItems");
  await edit("press");
  await page.locator('button[name="op"][value="add:pressItems"]').click();
  await page.waitForLoadState("load");
  await field("pressItems.0.publication").fill("Press Democrat");
  await field("pressItems.0.headline.en").fill("Santa Rosa attorney opens civil rights practice downtown");
  await field("pressItems.0.headline.es").fill(
    "Abogada de Santa Rosa abre una oficina de derechos civiles en el centro",
  );
  await field("pressItems.0.date").fill("2026-11-20");
  await field("pressItems.0.excerpt.en").fill(
    "Dana Rivera's new office helps people harmed by police, with free consultations in English and Spanish.",
  );
  await field("pressItems.0.excerpt.es").fill(
    "La nueva oficina de Dana Rivera ayuda a personas lastimadas por la policía, con consultas gratuitas en inglés y en español.",
  );
  await field("pressItems.0.link").fill("https://www.pressdemocrat.com/article/news/rivera-civil-rights-practice");
  await shot("news-item");
  await save();

  await edit("privacy");
  await field("privacyCopy.effectiveDate").fill("2026-12-01");
  const governing = page.locator('textarea[name$=".paragraphs.en"]').filter({ hasText: "which version governs" });
  await governing.fill(
    "This policy is published in English and in Spanish. If the two versions ever differ, the English version governs.",
  );
  const gobierna = page.locator('textarea[name$=".paragraphs.es"]').filter({ hasText: "Pendiente de confirmar" });
  await gobierna.fill(
    "Esta política se publica en inglés y en español. Si alguna vez las dos versiones no coinciden, prevalece la versión en inglés.",
  );
  await save();

  await edit("office-replies");
  await page.locator('input[type="checkbox"][name="confirm:officeReplies.decline"]').check();
  await save();

  // The firm's reviewer reads the Spanish of every part, then of the forms and menus.
  for (const document of DOCUMENTS.filter((candidate) => !candidate.oneLanguage)) {
    await edit(document.id);
    await page.locator("#spanish-reviewed").check();
    await save();
  }
  await page.goto(`${base}/office/site/interface`);
  await page.locator("#interface-reviewed").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.goto(`${base}/office/site`);
  await shot("website-ready");

  await page.goto(`${base}/office/site/preview?page=/about`);
  await page.frameLocator('iframe[title^="Desktop"]').getByText("Dana Rivera").first().waitFor();
  await shot("preview-about", [1280]);

  await page.goto(`${base}/office/site`);
  const published = Date.now();
  await page.getByRole("button", { name: "Publish the changes" }).click();
  await page.getByRole("status").waitFor();
  // Publish answers once this server serves the new version.
  const served = Date.now() - published;
  await shot("published");
  for (const [path, name] of [
    ["/", "home"],
    ["/about", "about"],
    ["/headlines", "headlines"],
    ["/es", "home-es"],
  ] as const) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    await shot(`public-${name}`);
  }
  const check = (() => {
    try {
      return {
        code: 0,
        output: execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts/check-launch.ts")], {
          cwd: ROOT,
          env,
          encoding: "utf8",
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { code: failed.status, output: failed.stdout };
    }
  })();
  writeFileSync(join(OUT, "check-launch.txt"), `$ npm run check:launch   (exit ${check.code})\n${check.output}`);
  console.log(
    `published: Publish answered, the new pages served, after ${served} ms; check:launch exited ${check.code}:\n${check.output}`,
  );
  process.exitCode = check.code;
} catch (error) {
  // Where it stopped, for whoever runs it.
  await page.screenshot({ path: join(OUT, "stopped.png"), fullPage: true }).catch(() => undefined);
  console.error(`stopped at ${page.url()}`);
  throw error;
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
