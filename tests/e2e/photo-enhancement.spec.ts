import { readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import sharp from "sharp";
import { photoEnhancementCopy as copy } from "../../app/content/photo-enhancement";
import {
  DEFAULT_SETTINGS,
  enhancePixels,
  type EnhancementSettings,
} from "../../app/features/photo-enhancement/enhance-pixels";
import { fitWithinPixelLimit, formatMegapixels } from "../../app/features/photo-enhancement/image-size";
import { expectNoAxeViolations, watchForErrors } from "./support";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A 64 × 48 test photo: teal on the left, a skin tone on the right, a white stripe at the top. */
async function twoTonePhoto(): Promise<{ png: Buffer; pixels: Uint8ClampedArray; width: number; height: number }> {
  const width = 64;
  const height = 48;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < 4 ? [255, 255, 255] : x < width / 2 ? [40, 120, 200] : [222, 168, 140];
      pixels.set([...colour, 255], (y * width + x) * 4);
    }
  }
  const png = await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { png, pixels, width, height };
}

/** Width and height from a PNG's IHDR chunk, which always follows the signature. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every request the page makes; none may carry a body, let alone the photo. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

function expectNoRequestCarriesData(requests: Request[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(`${request.method()} ${request.url()}`).toMatch(/^GET /);
    expect(request.postDataBuffer()).toBeNull();
    expect(request.url()).not.toMatch(/^data:|;base64,/);
  }
}

async function openTool(page: Page) {
  await page.goto("/photo-enhancement");
  await expect(page.getByRole("img", { name: copy.original.defaultAlt })).toBeVisible();
  // Hydrated and the default portrait decoded: its size is shown.
  await expect(page.getByText(copy.size(1200, 1500), { exact: true }).first()).toBeVisible();
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(copy.upload.button).setInputFiles(file);
}

async function downloadPng(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: copy.download.idle }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("enhanced-headshot.png");
  return readFileSync(await download.path());
}

/** The pixels the tool must produce: the pure function on the source, as the unit tests pin it. */
function expectedPixels(source: Uint8ClampedArray, settings: EnhancementSettings = DEFAULT_SETTINGS) {
  const target = new Uint8ClampedArray(source.length);
  enhancePixels(source, target, settings);
  return target;
}

async function rawPixels(png: Buffer): Promise<Uint8ClampedArray> {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
}

test.describe("photo enhancement", () => {
  test("is kept out of search engines", async ({ page }) => {
    await page.goto("/photo-enhancement");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("keeps its code off the other pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/about", "/contact"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /photo|enhance/i.test(path))).toEqual([]);
  });

  test("opens with the default portrait, enhances it and downloads a PNG of it", async ({ page }) => {
    const problems = watchForErrors(page);
    const requests = recordRequests(page);
    await openTool(page);

    const original = page.getByRole("img", { name: copy.original.defaultAlt });
    expect(await original.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await expect(page.getByText(copy.enhanced.empty)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.download.idle })).toHaveCount(0);

    // Record every button label shown: "Enhancing..." may last a few milliseconds only.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { buttonLabels: Set<string> }).buttonLabels = seen;
      const main = document.querySelector("main")!;
      new MutationObserver(() => {
        for (const button of main.querySelectorAll("button")) {
          seen.add(`${button.querySelector("svg.animate-spin") ? "spinner + " : ""}${button.textContent?.trim()}`);
        }
      }).observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    const enhanced = page.getByRole("img", { name: copy.enhanced.alt });
    await expect(enhanced).toBeVisible();
    await expect(page.getByRole("main").locator('p[role="status"]')).toHaveText(copy.status.enhanced);
    const labels = await page.evaluate(() => [...(window as unknown as { buttonLabels: Set<string> }).buttonLabels]);
    expect(labels).toContain(`spinner + ${copy.enhance.busy}`);
    await expect(page.getByRole("button", { name: copy.enhance.idle })).toBeVisible();

    const png = await downloadPng(page);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 1500 });

    await expectNoAxeViolations(page);
    expectNoRequestCarriesData(requests);
    expect(problems()).toEqual([]);
  });

  test("enhances an uploaded photo exactly as the pixel maths says, with the sliders' values", async ({ page }) => {
    const problems = watchForErrors(page);
    const requests = recordRequests(page);
    await openTool(page);
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();

    const photo = await twoTonePhoto();
    await upload(page, { name: "two-tone.png", mimeType: "image/png", buffer: photo.png });
    await expect(page.getByRole("img", { name: copy.original.alt("two-tone.png") })).toBeVisible();
    await expect(page.getByText(copy.size(64, 48), { exact: true })).toBeVisible();
    // The upload cleared the previous result.
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeHidden();
    await expect(page.getByRole("button", { name: copy.download.idle })).toHaveCount(0);

    const brightness = page.getByRole("slider", { name: "Brightness" });
    const contrast = page.getByRole("slider", { name: "Contrast" });
    const saturation = page.getByRole("slider", { name: "Saturation" });
    await expect(brightness).toHaveValue("88");
    await expect(contrast).toHaveValue("112");
    await expect(saturation).toHaveValue("85");
    await expect(page.locator("output")).toHaveText(["88%", "112%", "85%"]);
    await expect(brightness).toHaveAttribute("min", "50");
    await expect(brightness).toHaveAttribute("max", "150");
    await expect(saturation).toHaveAttribute("min", "0");
    await expect(saturation).toHaveAttribute("max", "200");

    await brightness.fill("120");
    await saturation.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await contrast.fill("140");
    await contrast.press("End");
    await expect(page.locator("output")).toHaveText(["120%", "150%", "87%"]);
    await expect(saturation).toHaveAttribute("aria-valuetext", "87%");

    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();
    await expect(page.getByText(copy.enhanced.stale)).toHaveCount(0);

    const png = await downloadPng(page);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: photo.width, height: photo.height });
    const settings = { brightness: 120, contrast: 150, saturation: 87 };
    expect(await rawPixels(png)).toEqual(expectedPixels(photo.pixels, settings));

    // Moving a slider afterwards says the result no longer matches; Reset brings the defaults back.
    await brightness.fill("100");
    await expect(page.getByText(copy.enhanced.stale)).toBeVisible();
    await page.getByRole("button", { name: copy.sliders.reset }).click();
    await expect(page.locator("output")).toHaveText(["88%", "112%", "85%"]);

    expectNoRequestCarriesData(requests);
    expect(problems()).toEqual([]);
  });

  test("refuses a text file with an inline error and keeps the current photo and result", async ({ page }) => {
    const problems = watchForErrors(page);
    await openTool(page);
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();

    await upload(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expect(page.getByRole("alert")).toHaveText(copy.errors.notAnImage("notes.txt"));
    await expect(page.getByLabel(copy.upload.button)).toHaveAccessibleDescription(copy.errors.notAnImage("notes.txt"));
    await expect(page.getByRole("img", { name: copy.original.defaultAlt })).toBeVisible();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();
    await expectNoAxeViolations(page);

    // A file that claims to be an image but is not one is refused after decoding.
    await upload(page, { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a jpeg") });
    await expect(page.getByRole("alert")).toHaveText(copy.errors.unreadable("broken.jpg"));
    await expect(page.getByRole("img", { name: copy.original.defaultAlt })).toBeVisible();

    // A good upload clears the error.
    const photo = await twoTonePhoto();
    await upload(page, { name: "two-tone.png", mimeType: "image/png", buffer: photo.png });
    await expect(page.getByRole("img", { name: copy.original.alt("two-tone.png") })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(problems()).toEqual([]);
  });

  test("opens a photo dropped on the tool", async ({ page }) => {
    await openTool(page);
    const photo = await twoTonePhoto();
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
        return transfer;
      },
      [...photo.png],
    );
    const zone = page.getByRole("figure").filter({ hasText: copy.original.heading });
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await expect(page.getByText(copy.upload.dropHere)).toBeVisible();
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(page.getByRole("img", { name: copy.original.alt("dropped.png") })).toBeVisible();
    await expect(page.getByText(copy.upload.dropHere)).toHaveCount(0);

    const textTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["hello"], "notes.txt", { type: "text/plain" }));
      return transfer;
    });
    await zone.dispatchEvent("drop", { dataTransfer: textTransfer });
    await expect(page.getByRole("alert")).toHaveText(copy.errors.notAnImage("notes.txt"));
  });

  test("shows the whole result of a photo enhanced in several bands, with no gap or seam between them", async ({
    page,
  }) => {
    await openTool(page);
    // 1600 × 1400 is three bands of about a megapixel in the worker, two of them of 655 rows.
    const colour = [196, 132, 104];
    const png = await sharp({
      create: { width: 1600, height: 1400, channels: 3, background: { r: colour[0]!, g: colour[1]!, b: colour[2]! } },
    })
      .png()
      .toBuffer();
    await upload(page, { name: "plain.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText(copy.size(1600, 1400), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    const enhanced = page.getByRole("img", { name: copy.enhanced.alt });
    await expect(enhanced).toBeVisible();

    // Every preview row must come from a band, in the enhanced colour: a band missing, misplaced
    // or blended at its edge leaves transparent or darker rows.
    const expected = [...expectedPixels(Uint8ClampedArray.of(...colour, 255))];
    const preview = await enhanced.evaluate((canvas: HTMLCanvasElement, expected: number[]) => {
      const copy = new OffscreenCanvas(canvas.width, canvas.height);
      const context = copy.getContext("2d")!;
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const offRows = new Set<number>();
      for (let i = 0; i < data.length; i++) {
        if (Math.abs(data[i]! - expected[i % 4]!) > 1) offRows.add(Math.floor(i / 4 / canvas.width));
      }
      return { width: canvas.width, height: canvas.height, offRows: [...offRows] };
    }, expected);
    expect(preview.height).toBeGreaterThan(100);
    expect(preview.width / preview.height).toBeCloseTo(1600 / 1400, 2);
    expect(preview.offRows).toEqual([]);
  });

  test("stands a phone photo up the way its EXIF orientation says", async ({ page }) => {
    await openTool(page);
    // Stored 60 × 40, EXIF orientation 6: shown rotated, 40 × 60.
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#3c78c8" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await upload(page, { name: "phone.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await expect(page.getByText(copy.size(40, 60), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();
    expect(pngSize(await downloadPng(page))).toEqual({ width: 40, height: 60 });
  });

  test("scales a photo over 16.7 megapixels down first and says so", async ({ page }) => {
    // Decoding 20 megapixels takes a while on a busy test machine.
    test.slow();
    await openTool(page);
    const width = 5000;
    const height = 4000;
    const png = await sharp({ create: { width, height, channels: 3, background: "#6b8db5" } })
      .png()
      .toBuffer();
    await upload(page, { name: "huge.png", mimeType: "image/png", buffer: png });
    const fitted = fitWithinPixelLimit(width, height);
    await expect(page.getByText(copy.scaled(formatMegapixels(width, height), fitted.width, fitted.height))).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(copy.size(fitted.width, fitted.height), { exact: true })).toHaveCount(2);
  });

  test("works on the main thread, decoding through a canvas, where Web Workers and WebCodecs are unavailable", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.addInitScript(() => {
      // @ts-expect-error -- simulating an older browser
      delete window.Worker;
      // @ts-expect-error -- simulating an older browser
      delete window.ImageDecoder;
    });
    await openTool(page);
    const photo = await twoTonePhoto();
    await upload(page, { name: "two-tone.png", mimeType: "image/png", buffer: photo.png });
    await expect(page.getByRole("img", { name: copy.original.alt("two-tone.png") })).toBeVisible();
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();
    const png = await downloadPng(page);
    expect(await rawPixels(png)).toEqual(expectedPixels(photo.pixels));
    expect(problems()).toEqual([]);
  });

  test("says so when enhancing fails, and keeps working afterwards", async ({ page }) => {
    await page.addInitScript(() => {
      // @ts-expect-error -- on the main thread a test can break what the enhancement relies on
      delete window.Worker;
      // @ts-expect-error -- and without WebCodecs a photo opens through a canvas
      delete window.ImageDecoder;
      const failing = { active: true };
      (window as unknown as { failing: typeof failing }).failing = failing;
      const original = window.createImageBitmap.bind(window) as (...args: unknown[]) => Promise<ImageBitmap>;
      // The result's preview is made from ImageData; opening a photo through a canvas never is.
      window.createImageBitmap = ((...args: unknown[]) =>
        failing.active && args[0] instanceof ImageData
          ? Promise.reject(new Error("simulated failure"))
          : original(...args)) as typeof window.createImageBitmap;
    });
    await openTool(page);
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("alert")).toHaveText("Error enhancing photo. Please try again.");
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeHidden();

    await page.evaluate(() => {
      (window as unknown as { failing: { active: boolean } }).failing.active = false;
    });
    await page.getByRole("button", { name: copy.enhance.idle }).click();
    await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  for (const { width, sideBySide } of [
    { width: 390, sideBySide: false },
    { width: 1280, sideBySide: true },
  ]) {
    test(`shows original and enhanced ${sideBySide ? "side by side" : "stacked"} at ${width} px, without axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openTool(page);
      await page.getByRole("button", { name: copy.enhance.idle }).click();
      // Even on a phone, where Enhance sits below both photos, the result comes into view.
      await expect(page.getByRole("img", { name: copy.enhanced.alt })).toBeInViewport({ ratio: 0.3 });

      const original = await page.getByRole("figure").filter({ hasText: copy.original.heading }).boundingBox();
      const enhanced = await page.getByRole("figure").filter({ hasText: copy.enhanced.heading }).boundingBox();
      expect(original && enhanced).toBeTruthy();
      if (sideBySide) {
        expect(Math.abs(original!.y - enhanced!.y)).toBeLessThan(1);
        expect(enhanced!.x).toBeGreaterThan(original!.x + original!.width);
      } else {
        expect(enhanced!.y).toBeGreaterThanOrEqual(original!.y + original!.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    });
  }
});
