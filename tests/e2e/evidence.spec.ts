/**
 * The video that proves the case, as a visitor and the office live it, on the production server:
 * on a 390 px phone a visitor sends a request from /consultation, takes the confirmation's offer,
 * and sends two photos and a video while the network drops once; the Spanish edition does the
 * same from the widget. The office signs in, finds the files on the request's page, plays the
 * video and opens a photo. axe checks the upload page and the file pages at 390 and 1280 px.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { evidenceOfferCopy } from "../../app/content/evidence-upload";
import { sendFilesCopy as spanish } from "../../app/content/es/evidence-upload";
import { CONTACT_FUNCTION_PATH, type ContactResponse } from "../../app/contract/contact-endpoint";
import { signInLinkFor } from "../support/mailbox";
import { shownWidget } from "../support/shown-words";
import { expectNoAxeViolations, watchForErrors } from "./support";

const { messageWidgetCopy: spanishWidget, messageWidgetLauncherCopy: spanishLauncher } = shownWidget("es");

// Its own office address: journeys run side by side, and each must open only its own sign-in link.
const OFFICE = "evidence@example.com";
const REPORTS = process.env.EVIDENCE_SCREENS ?? "test-results/evidence-screens";
test.describe.configure({ mode: "serial" });

/** Two photos and a video, made here: a JPEG and a PNG by sharp, an H.264 MP4 by ffmpeg. */
function makeFiles() {
  const dir = mkdtempSync(join(tmpdir(), "evidence-e2e-"));
  const photo = async (name: string, format: "jpeg" | "png", color: string) => {
    const image = sharp({ create: { width: 1200, height: 800, channels: 3, background: color } });
    await (format === "jpeg" ? image.jpeg() : image.png()).toFile(join(dir, name));
    return join(dir, name);
  };
  const video = join(dir, "bystander video.mp4");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc=duration=4:size=640x360:rate=25"],
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-y", video],
  ]);
  return Promise.all([photo("injury 1.jpg", "jpeg", "#a33"), photo("injury 2.png", "png", "#36a")]).then(
    ([first, second]) => ({ photos: [first, second], video }),
  );
}

async function screen(page: Page, name: string) {
  mkdirSync(REPORTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(REPORTS, `${width}-${name}.png`), fullPage: true });
}

/** The confirmation's answer from the endpoint: the request's id, for the office's page. */
function requestAnswer(page: Page): Promise<ContactResponse> {
  return page
    .waitForResponse(
      (response) => response.url().endsWith(CONTACT_FUNCTION_PATH) && response.request().method() === "POST",
    )
    .then((response) => response.json() as Promise<ContactResponse>);
}

async function sendRequestFromForm(page: Page, lastName: string): Promise<ContactResponse> {
  await page.goto("/consultation");
  await expect(page.getByRole("button", { name: /^Date of Incident/ })).toBeVisible();
  await page.getByLabel(/^First Name/).fill("Maria");
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^Email Address/).fill("maria@example.com");
  await page.getByLabel(/^Phone Number/).fill("(707) 555-0199");
  await page.getByLabel(/^Preferred Language/).selectOption("English");
  await page.getByLabel(/^Tell Us What Happened/).fill("A deputy threw me to the ground. A neighbour filmed it.");
  await page
    .getByRole("radiogroup", { name: /pending criminal charges/ })
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await page.getByLabel(/^Police Agency Involved/).fill("Sonoma County Sheriff's Office");
  await page.getByLabel(/^Location of Incident/).fill("Sebastopol Road, Santa Rosa");
  await page.getByLabel(/^How Did You Hear About Us/).selectOption("Google search");
  const answer = requestAnswer(page);
  await page.getByRole("button", { name: "Submit Case Evaluation Request" }).click();
  return answer;
}

async function signIn(page: Page) {
  await page.goto("/office/sign-in");
  const asked = Date.now();
  await page.getByLabel("Office email address").fill(OFFICE);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(await signInLinkFor(OFFICE, asked));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor on a phone sends two photos and a video over a network that drops; the office plays them", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const problems = watchForErrors(page);
  const files = await makeFiles();
  const lastName = `Evidence-${Date.now().toString(36)}`;

  // The form's confirmation offers to send files; the offer leads to the upload page.
  const answer = await sendRequestFromForm(page, lastName);
  expect(answer.uploads?.token).toBeTruthy();
  const offer = page.getByRole("link", { name: evidenceOfferCopy.button });
  await expect(offer).toBeVisible();
  await screen(page, "1-confirmation-offer");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen(page, "1-confirmation-offer");
  await page.setViewportSize({ width: 390, height: 844 });
  await offer.click();
  await expect(page.getByRole("heading", { name: "Send photos or video", level: 1 })).toBeVisible();
  await expect(page.getByText(/You can send up to 20 files, 2 GB each and 5 GB in all/)).toBeVisible();
  // The credential left the address bar: it is in this tab's sessionStorage only.
  expect(new URL(page.url()).hash).toBe("");
  await screen(page, "2-send-files");
  await expectNoAxeViolations(page);

  // Two photos first, then the video, during which the network drops for two seconds.
  await page.locator('input[type="file"]').setInputFiles(files.photos);
  const list = page.getByRole("list").filter({ hasText: "injury 1.jpg" });
  await expect(list.getByText(/^Received: injury 1\.jpg/)).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(/^Received: injury 2\.png/)).toBeVisible({ timeout: 30_000 });
  // The video's first transfer is cut off and the phone is offline for two seconds.
  let cut = false;
  await page.route(/\/functions\/v1\/evidence-uploads\/[0-9a-f-]{36}$/, async (route) => {
    if (cut || route.request().method() !== "PATCH") return route.continue();
    cut = true;
    await context.setOffline(true);
    setTimeout(() => void context.setOffline(false), 2_000);
    await route.abort("internetdisconnected");
  });
  await page.getByLabel("Add more files").setInputFiles(files.video);
  await expect(page.getByRole("listitem").getByText(/^Received: bystander video\.mp4/)).toBeVisible({
    timeout: 60_000,
  });
  expect(cut).toBe(true);
  await expect(page.getByText("Every file is with the office. You can close this page.")).toBeVisible();
  await screen(page, "3-received");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen(page, "3-received");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing about the files, nor the credential, is left in the browser.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("send-files")))).toEqual(
    [],
  );
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("tus")))).toEqual([]);

  // The Spanish edition, from the widget's confirmation: one photo.
  await page.goto("/es");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: spanishLauncher.openLabel, includeHidden: true }).click();
  const panel = page.getByRole("dialog", { name: spanishWidget.title });
  await panel.getByRole("textbox", { name: spanishWidget.messageLabel }).fill("Tengo fotos de mis lesiones.");
  await panel.getByRole("textbox", { name: spanishWidget.messageLabel }).press("Enter");
  await panel.getByLabel(new RegExp(`^${spanishWidget.nameLabel}\\b`)).fill("Rosa Evidencia");
  await panel.getByLabel(new RegExp(`^${spanishWidget.phoneLabel}\\b`)).fill("707-555-0111");
  const spanishAnswer = requestAnswer(page);
  await panel.getByRole("button", { name: spanishWidget.submit }).click();
  expect((await spanishAnswer).uploads?.token).toBeTruthy();
  await panel.getByRole("link", { name: "Enviar fotos o videos" }).click();
  await expect(page.getByRole("heading", { name: spanish.heading, level: 1 })).toBeVisible();
  await screen(page, "4-enviar-archivos");
  await expectNoAxeViolations(page);
  await page.locator('input[type="file"]').setInputFiles(files.photos[0]!);
  await expect(page.getByRole("listitem").getByText(/^Recibido: injury 1\.jpg/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(spanish.allReceived)).toBeVisible();
  await screen(page, "5-recibido");

  // The office: the request's page lists the three files; the video plays; the photo opens.
  await signIn(page);
  await page.goto(`/office/requests/${answer.id}`);
  const section = page.locator("#files");
  await expect(section.getByRole("link", { name: "bystander video.mp4" })).toBeVisible();
  await expect(section.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(3);
  await expect(section.locator("img.office-thumb"))
    .toHaveCount(3, { timeout: 20_000 })
    .catch(async () => {
      // Thumbnails are made after the files arrive: reload once they are.
      await page.reload();
      await expect(section.locator("img.office-thumb")).toHaveCount(3);
    });
  // The record of custody, as the firm would give it to an expert.
  const custody = await page.request.get(`/office/requests/${answer.id}/custody.csv`);
  expect(custody.headers()["content-type"]).toContain("text/csv");
  const custodyCsv = await custody.text();
  expect(custodyCsv.match(/,[0-9a-f]{64},/g)).toHaveLength(3);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, "custody.csv"), custodyCsv);
  await section.scrollIntoViewIfNeeded();
  await screen(page, "6-office-request-files");
  await section.getByRole("link", { name: "bystander video.mp4" }).click();
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
  await screen(page, "7-office-video");
  await expectNoAxeViolations(page);
  await page.goBack();
  await section.getByRole("link", { name: "injury 1.jpg" }).click();
  await expect
    .poll(() => page.locator("main img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1200);
  await screen(page, "8-office-photo");
  await expectNoAxeViolations(page);

  // The same pages at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen(page, "8-office-photo");
  await page.goto(`/office/requests/${answer.id}`);
  await screen(page, "6-office-request-files");
  await expectNoAxeViolations(page);
  await page.goto(
    `/office/requests/${answer.id}/files/${(await section.getByRole("link", { name: "bystander video.mp4" }).getAttribute("href"))!.split("/").pop()}`,
  );
  await screen(page, "7-office-video");
  await expectNoAxeViolations(page);
  writeFileSync(join(REPORTS, "request-id.txt"), `${answer.id}\n`);
  // The dropped network and the transfer's retries make the browser report failed loads, and a
  // frame chunk asked for while offline (the toasts' styles) cannot load; nothing else may fail.
  expect(problems().filter((problem) => !/Failed to load resource|Unable to preload CSS/.test(problem))).toEqual([]);
});

test("the upload page at 1280 px, and without a link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/send-files");
  await expect(page.getByRole("heading", { name: "This page needs the link from your request" })).toBeVisible();
  await screen(page, "9-send-files-no-link");
  await expectNoAxeViolations(page);
});
