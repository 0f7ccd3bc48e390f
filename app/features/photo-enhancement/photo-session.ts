import { applyEnhancement, planEnhancement, type EnhancementSettings } from "./enhance-pixels";
import { fitWithinPixelLimit, previewSize } from "./image-size";

/**
 * One photo being worked on: decoding, the source pixels, enhancing band by band, screen-sized
 * previews of the original and of each result, and the PNG for download. The same class runs in the Web Worker (on an OffscreenCanvas) and, where
 * workers or OffscreenCanvas are missing, on the main thread (on a <canvas>).
 *
 * Every request carries an id from one increasing counter. An open supersedes every earlier
 * request; an enhancement supersedes earlier enhancements. A superseded request stops at its
 * next check and rejects with an AbortError, so a running enhancement is cancelled by
 * starting a new one, or by opening another photo.
 */

export type OpenedPhoto = {
  /** Size the tool works at, after EXIF orientation and any scaling down. */
  width: number;
  height: number;
  /** Size of the decoded photo before scaling down. */
  sourceWidth: number;
  sourceHeight: number;
  scaled: boolean;
};

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export type SessionEnvironment = {
  createCanvas(width: number, height: number): AnyCanvas;
  /** Pixels enhanced between two yields to the event loop, where cancellation is noticed. */
  bandPixels: number;
};

type Source = {
  canvas: AnyCanvas;
  context: AnyContext;
  pixels: ImageData;
  output: ImageData;
  preview: { canvas: AnyCanvas; context: AnyContext };
};

/** A full-resolution result, shown through a preview that fits the screen. */
export type Enhanced = { preview: ImageBitmap; width: number; height: number };

/** The latest finished enhancement: what is on screen and what Download saves. */
type Result = { id: number; settings: EnhancementSettings; png: Promise<Blob> | null };

export function abortError(): DOMException {
  return new DOMException("superseded by a newer request", "AbortError");
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Lets queued messages (a newer request) run; MessageChannel avoids setTimeout's 4 ms clamp. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export class PhotoSession {
  #latestOpen = 0;
  #latestEnhance = 0;
  #source: Source | null = null;
  /** Settles when the latest open has finished, successfully or not. */
  #opened: Promise<unknown> = Promise.resolve();
  #result: Result | null = null;

  constructor(private readonly environment: SessionEnvironment) {}

  /** Opens a photo; `previewSide` is the longest side, in device pixels, of the previews. */
  open(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    this.#latestOpen = id;
    const opening = this.#decode(id, image, previewSide);
    this.#opened = opening.catch(() => undefined);
    return opening;
  }

  async #decode(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    // "from-image" applies the EXIF orientation, so a phone photo stands the right way up.
    const bitmap = await createImageBitmap(image, { imageOrientation: "from-image" });
    try {
      if (id !== this.#latestOpen) throw abortError();
      const sourceWidth = bitmap.width;
      const sourceHeight = bitmap.height;
      const { width, height, scaled } = fitWithinPixelLimit(sourceWidth, sourceHeight);
      const canvas = this.environment.createCanvas(width, height);
      const context = context2d(canvas);
      if (scaled) context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, width, height);
      const pixels = context.getImageData(0, 0, width, height);

      const shown = previewSize(width, height, previewSide);
      const previewCanvas = this.environment.createCanvas(shown.width, shown.height);
      const preview = { canvas: previewCanvas, context: context2d(previewCanvas) };
      preview.context.imageSmoothingQuality = "medium";
      preview.context.drawImage(bitmap, 0, 0, shown.width, shown.height);
      const originalPreview = await snapshot(previewCanvas);
      if (id !== this.#latestOpen) {
        originalPreview.close();
        throw abortError();
      }

      // The previous photo stays until this one is fully read: a failed open changes nothing.
      this.#source = { canvas, context, pixels, output: new ImageData(width, height), preview };
      this.#result = null;
      return { photo: { width, height, sourceWidth, sourceHeight, scaled }, preview: originalPreview };
    } finally {
      bitmap.close();
    }
  }

  async enhance(id: number, settings: EnhancementSettings): Promise<Enhanced> {
    this.#latestEnhance = id;
    const isCurrent = () => id === this.#latestEnhance && id > this.#latestOpen;
    await this.#opened;
    if (!isCurrent()) throw abortError();
    const source = this.#source;
    if (!source) throw new Error("no photo open");

    const plan = planEnhancement(settings);
    const { pixels, output, context, canvas, preview } = source;
    const total = pixels.width * pixels.height;
    for (let start = 0; start < total; start += this.environment.bandPixels) {
      applyEnhancement(plan, pixels.data, output.data, start, Math.min(total, start + this.environment.bandPixels));
      if (start + this.environment.bandPixels < total) {
        await yieldToEventLoop();
        if (!isCurrent()) throw abortError();
      }
    }

    context.putImageData(output, 0, 0);
    preview.context.drawImage(canvas, 0, 0, preview.canvas.width, preview.canvas.height);
    this.#result = { id, settings, png: null };
    return { preview: await snapshot(preview.canvas), width: pixels.width, height: pixels.height };
  }

  /**
   * The PNG of the latest finished enhancement, encoded on first request only: encoding a
   * 12-megapixel PNG takes seconds (and Chromium's OffscreenCanvas.convertToBlob blocks the
   * worker meanwhile), far more than showing the result. The pixels are not kept for it: the
   * enhancement is a pure function of the source and the settings, so it is simply redone
   * (a fraction of the encoding time) into a buffer of its own, which also leaves alone the
   * one a newer enhancement may be filling.
   */
  png(): Promise<Blob> {
    const result = this.#result;
    const source = this.#source;
    if (!result || !source) return Promise.reject(new Error("nothing enhanced yet"));
    if (!result.png) {
      const { pixels, canvas, context } = source;
      const enhanced = new ImageData(pixels.width, pixels.height);
      applyEnhancement(planEnhancement(result.settings), pixels.data, enhanced.data);
      context.putImageData(enhanced, 0, 0);
      // A failed encoding is not remembered, so the next Download tries again.
      result.png = encodePng(canvas).catch((error: unknown) => {
        result.png = null;
        throw error;
      });
    }
    return result.png;
  }

  close(): void {
    this.#source = null;
    this.#result = null;
  }
}

function context2d(canvas: AnyCanvas): AnyContext {
  // willReadFrequently keeps the canvas in memory, so reading pixels back is no GPU round trip.
  const context = canvas.getContext("2d", { willReadFrequently: true }) as AnyContext | null;
  if (!context) throw new Error("2D canvas unavailable");
  return context;
}

/** The canvas as a bitmap to hand over: moved out of an OffscreenCanvas, copied from a <canvas>. */
async function snapshot(canvas: AnyCanvas): Promise<ImageBitmap> {
  return "transferToImageBitmap" in canvas ? canvas.transferToImageBitmap() : createImageBitmap(canvas);
}

function encodePng(canvas: AnyCanvas): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/png" });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}
