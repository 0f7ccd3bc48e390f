/// <reference lib="webworker" />
/**
 * The enhancement worker: decodes, enhances and encodes off the main thread, so the page
 * stays responsive on a 16-megapixel photo. The main thread only hands over the file and
 * receives screen-sized bitmaps to show. Calls and answers travel through Comlink; bitmaps go
 * in the transfer list, moved between threads, never copied.
 */
import { expose, transfer } from "comlink";
import type { EnhancementSettings } from "./enhance-pixels";
import { applyEnhancement, DEFAULT_SETTINGS, planEnhancement } from "./enhance-pixels";
import { PhotoSession } from "./photo-session";

const session = new PhotoSession({
  createCanvas: (width, height) => new OffscreenCanvas(width, height),
  // About 10 ms of work on a modest laptop: a newer request waits at most that long.
  bandPixels: 1 << 20,
});

const api = {
  /** Whether this browser can decode and draw here; the page falls back to its own thread if not. */
  canWork(): boolean {
    try {
      return typeof createImageBitmap === "function" && new OffscreenCanvas(1, 1).getContext("2d") !== null;
    } catch {
      return false;
    }
  },
  async open(id: number, image: Blob, previewSide: number) {
    const opened = await session.open(id, image, previewSide);
    return transfer(opened, [opened.preview]);
  },
  async enhance(id: number, settings: EnhancementSettings) {
    const enhanced = await session.enhance(id, settings);
    return transfer(enhanced, [enhanced.preview]);
  },
  png: () => session.png(),
};

export type EnhanceWorker = typeof api;

/**
 * Runs the pixel loop on a small image a few times while the page is still idle, so the
 * JavaScript engine has compiled its optimised version before the first real photo: cold,
 * the first megapixels run several times slower. The page's first call waits for it.
 */
function warmUp() {
  const pixels = new Uint8ClampedArray(4 * 64 * 64).map((_, i) => (i * 97) & 255);
  const plan = planEnhancement(DEFAULT_SETTINGS);
  for (let round = 0; round < 50; round++) applyEnhancement(plan, pixels, pixels);
}

warmUp();
expose(api);
