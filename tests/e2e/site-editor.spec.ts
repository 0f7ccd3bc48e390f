/**
 * The firm runs its own site, in a browser, on a server of its own (its own database: the other
 * journeys read the sample site): a launch-ready version is imported first, as from a staging
 * site. An editor changes the office hours in both languages, previews the draft and publishes,
 * and the home page shows them; a portrait is uploaded and appears on /about with its alt text;
 * a result without its disclaimer is refused with the reason; a paralegal, not a publisher,
 * cannot publish. axe checks every editor page at 1280 and 390 px.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { launchReady, READY_FIRM } from "../support/launch-ready";
import { expectNoAxeViolations, watchForErrors } from "./support";

const ROOT = resolve(import.meta.dirname, "../..");
const OFFICE = "intake@example.com";
const PARALEGAL = "paralegal@example.com";
const SCREENS = "test-results/site-editor-screens";

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let base = "";
let env: Record<string, string>;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function run(script: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", resolve(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => (code === 0 ? done(output) : fail(new Error(`${script} exited ${code}: ${output}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const scratch = resolve(ROOT, `test-results/site-editor-${port}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  base = `http://127.0.0.1:${port}`;
  env = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: base,
    DATABASE_URL: `file:${join(scratch, "site.db")}`,
    MAIL_DIR: join(scratch, "mail"),
    OFFICE_EMAILS: `${OFFICE},${PARALEGAL}`,
    OFFICE_PUBLISHERS: OFFICE,
    RATE_LIMIT_PER_MINUTE: "0",
  };
  // The firm's content from its staging site, before the server starts: it serves it at once.
  const file = join(scratch, "ready.json");
  writeFileSync(file, JSON.stringify(launchReady()));
  await run("server/content/cli.ts", ["import", file, "--publish", "--as", OFFICE]);
  server = spawn(process.execPath, ["--import", "tsx", resolve(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
});

/** Signs in through a link printed on the server (office:link), as when mail is down. */
async function signIn(page: Page, address: string) {
  const printed = await run("server/office/cli.ts", [address]);
  const link = /http\S+\/office\/link\?token=[\w-]+/.exec(printed)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

/** axe at both widths, and a screenshot of each. */
async function check(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} fits ${width} px`,
    ).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/${width}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an editor changes the hours in both languages, previews, publishes, and the home page shows them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  await signIn(page, OFFICE);
  await page.getByRole("link", { name: "Website" }).click();
  await expect(page.getByRole("heading", { name: "Your website" })).toBeVisible();
  await expect(page.getByText("Nothing is left to replace: the site may go live.")).toBeVisible();
  await check(page, "1-website");

  await page.getByRole("link", { name: "The firm's words" }).click();
  const english = page.getByLabel("Office hours: English", { exact: true });
  const spanish = page.getByLabel("Office hours: Spanish", { exact: true });
  await english.fill("Monday to Friday, 8 AM to 6 PM");
  await spanish.fill("De lunes a viernes, de 8 a.m. a 6 p.m.");
  await check(page, "2-editor");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();
  await expect(english).toHaveValue("Monday to Friday, 8 AM to 6 PM");

  // A result's kind, year and county or court are the firm's to set, in both languages.
  await page.goto(`${base}/office/site/edit/achievements`);
  // The kind is chosen by the words both editions print.
  const firstResult = page.getByRole("listitem").filter({ hasText: "Result 1" });
  await firstResult.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Verdict (in Spanish: Veredicto)" });
  await page.locator('[name="achievements.0.year"]').fill("2025");
  await page.locator('[name="achievements.0.county.en"]').fill("Sonoma County Superior Court");
  await page.locator('[name="achievements.0.county.es"]').fill("Corte Superior del condado de Sonoma");
  await check(page, "2-results-editor");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();

  await page.goto(`${base}/office/site/preview?page=/`);
  await expect(page.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
  const desktop = page.frameLocator('iframe[title^="Desktop"]');
  await expect(desktop.getByText("Monday to Friday, 8 AM to 6 PM").first()).toBeVisible();
  await check(page, "3-preview");
  // The public page still shows the published hours until the draft is published.
  expect(await (await fetch(`${base}/`)).text()).not.toContain("8 AM to 6 PM");

  await page.goto(`${base}/office/site`);
  await page.getByRole("button", { name: "Publish the changes" }).click();
  await expect(page.getByRole("status")).toContainText("Published: the public site now shows version 2.");
  await page.goto(`${base}/`);
  await expect(page.getByText("Monday to Friday, 8 AM to 6 PM").first()).toBeVisible();
  await expect(
    page.getByRole("link", { name: new RegExp(READY_FIRM.phone.replace(/[()]/g, "\\$&")) }).first(),
  ).toBeVisible();
  const result = page.locator(`section[aria-labelledby="achievements"] li`).first();
  await expect(result).toContainText("Verdict, 2025");
  await expect(result).toContainText("Sonoma County Superior Court");
  await page.goto(`${base}/es`);
  await expect(page.getByText("De lunes a viernes, de 8 a.m. a 6 p.m.").first()).toBeVisible();
  await expect(result).toContainText("Veredicto, 2025");
  await expect(result).toContainText("Corte Superior del condado de Sonoma");
  for (const [path, kind] of [
    ["/about", "Verdict, 2025"],
    ["/es/about", "Veredicto, 2025"],
  ] as const) {
    await page.goto(`${base}${path}`);
    await expect(result, path).toContainText(kind);
  }
  expect(problems()).toEqual([]);
});

test("a new portrait appears on /about with its alt text", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OFFICE);
  await page.goto(`${base}/office/site/edit/images`);
  const portrait = page.getByRole("group", { name: "The attorney's portrait", exact: true });
  await portrait.getByLabel("Upload a new picture").setInputFiles(resolve(ROOT, "tests/fixtures/portrait.heic"));
  await portrait.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("The picture was uploaded and chosen below")).toBeVisible();
  const alt = page.getByRole("group", { name: "The attorney's portrait", exact: true });
  await alt.getByLabel(/What it shows.*English/).fill(`${READY_FIRM.attorney} in the office, smiling`);
  await alt.getByLabel(/What it shows.*Spanish/).fill(`${READY_FIRM.attorney} en la oficina, sonriendo`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();
  await check(page, "4-photos");
  await page.goto(`${base}/office/site`);
  await page.getByRole("button", { name: "Publish the changes" }).click();
  await expect(page.getByRole("status")).toContainText("version 3");
  await page.goto(`${base}/about`);
  const image = page.getByRole("img", { name: `${READY_FIRM.attorney} in the office, smiling` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/media\/[\w-]+-\d+\.(avif|webp)$/,
  );
});

test("a result without its disclaimer is refused with the reason; a paralegal cannot publish", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OFFICE);
  await page.goto(`${base}/office/site/edit/contact`);
  const card = page.getByRole("listitem").filter({ hasText: "Reason 1" });
  await card.getByLabel("Show the results disclaimer").uncheck();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved/).first()).toBeVisible();
  await page.goto(`${base}/office/site`);
  await page.getByRole("button", { name: "Publish the changes" }).click();
  await expect(page.getByRole("alert")).toContainText("Not published. Change these first:");
  await expect(page.getByRole("alert")).toContainText("where the results disclaimer is not shown");
  await check(page, "5-refused");
  await page
    .getByRole("link", { name: "Sign out" })
    .or(page.getByRole("button", { name: /Sign out/ }))
    .first()
    .click();

  await signIn(page, PARALEGAL);
  await page.goto(`${base}/office/site`);
  await expect(page.getByRole("button", { name: "Publish the changes" })).toHaveCount(0);
  await expect(page.getByText("a publisher (OFFICE_PUBLISHERS) publishes them")).toBeVisible();
  await page.getByLabel("Note for the reviewer (optional)").fill("The contact card, please");
  await page.getByRole("button", { name: "Ask for review" }).click();
  await expect(page.getByText("Your request for review is recorded.")).toBeVisible();
  await expect(page.getByText(`${PARALEGAL} asked for a review`)).toBeVisible();
  await page.goto(`${base}/office/site/history`);
  await check(page, "6-history");
  await page.goto(`${base}/office/site/versions/3?from=2&to=3`);
  await check(page, "7-compare");
  await page.goto(`${base}/office/site/interface`);
  await check(page, "8-interface");
});
