/// <reference lib="webworker" />
/**
 * The enhancement worker: decodes, enhances and encodes off the main thread, so the page
 * stays responsive on a 16-megapixel photo. The main thread only hands over the file and
 * receives screen-sized bitmaps to show.
 */
import { applyEnhancement, DEFAULT_SETTINGS, planEnhancement } from "./enhance-pixels";
import { isAbortError, PhotoSession } from "./photo-session";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: WorkerResponse, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

function canWork(): boolean {
  try {
    return typeof createImageBitmap === "function" && new OffscreenCanvas(1, 1).getContext("2d") !== null;
  } catch {
    return false;
  }
}

const session = new PhotoSession({
  createCanvas: (width, height) => new OffscreenCanvas(width, height),
  // About 10 ms of work on a modest laptop: a newer request waits at most that long.
  bandPixels: 1 << 20,
});

function fail(id: number, error: unknown) {
  post({ type: "failed", id, aborted: isAbortError(error), message: error instanceof Error ? error.message : String(error) });
}

scope.onmessage = async ({ data: request }: MessageEvent<WorkerRequest>) => {
  try {
    switch (request.type) {
      case "open": {
        const { photo, preview } = await session.open(request.id, request.image, request.previewSide);
        post({ type: "opened", id: request.id, photo, preview }, [preview]);
        break;
      }
      case "enhance": {
        const { preview, width, height } = await session.enhance(request.id, request.settings);
        post({ type: "enhanced", id: request.id, preview, width, height }, [preview]);
        break;
      }
      case "png":
        post({ type: "png", id: request.id, blob: await session.png() });
        break;
    }
  } catch (error) {
    fail(request.id, error);
  }
};

/**
 * Runs the pixel loop on a small image a few times while the page is still idle, so the
 * JavaScript engine has compiled its optimised version before the first real photo: cold,
 * the first megapixels run several times slower.
 */
function warmUp() {
  const pixels = new Uint8ClampedArray(4 * 64 * 64).map((_, i) => (i * 97) & 255);
  const plan = planEnhancement(DEFAULT_SETTINGS);
  for (let round = 0; round < 50; round++) applyEnhancement(plan, pixels, pixels);
}

warmUp();
post({ type: "ready", ok: canWork() });
