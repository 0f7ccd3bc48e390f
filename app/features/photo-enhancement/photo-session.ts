import { BandPreview, rowsPerBand } from "./band-preview";
import { applyEnhancement, planEnhancement, type EnhancementSettings } from "./enhance-pixels";
import { markStage } from "./performance-marks";
import { context2d, readPhoto, type AnyCanvas, type AnyContext } from "./read-photo";

/**
 * One photo being worked on: its source pixels, enhancing band by band, screen-sized previews
 * of the original and of each result, and the PNG for download. The same class runs in the
 * Web Worker (on an OffscreenCanvas) and, where workers or OffscreenCanvas are missing, on the
 * main thread (on a <canvas>).
 *
 * An enhancement goes through the photo one band of rows at a time: it enhances the band into
 * one band-sized buffer kept for the photo, then shrinks that into the result's preview. No
 * full-size result is made for the screen (a 12-megapixel one is 48 MB of fresh memory whose
 * page faults alone cost about 30 ms, every time); Download makes its own.
 *
 * Every request carries an id from one increasing counter. An open supersedes every earlier
 * request; an enhancement supersedes earlier enhancements. A superseded request stops at its
 * next check, between bands, and rejects with an AbortError, so a running enhancement is
 * cancelled by starting a new one, or by opening another photo.
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

export type SessionEnvironment = {
  createCanvas(width: number, height: number): AnyCanvas;
  /** Pixels enhanced between two yields to the event loop, where cancellation is noticed. */
  bandPixels: number;
};

type OpenPhoto = {
  pixels: ImageData;
  /** Size of the previews. */
  preview: { width: number; height: number };
  /**
   * The one buffer enhancements work in, a band of rows of the photo: small enough to stay in
   * memory between bands, and reused by every enhancement of the photo.
   */
  band: ImageData;
  /** Full-size canvas for encoding the PNG, made on the first Download only. */
  canvas?: { canvas: AnyCanvas; context: AnyContext };
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
  #photo: OpenPhoto | null = null;
  /** Settles when the latest open has finished, successfully or not. */
  #opened: Promise<unknown> = Promise.resolve();
  #result: Result | null = null;

  constructor(private readonly environment: SessionEnvironment) {}

  /** Opens a photo; `previewSide` is the longest side, in device pixels, of the previews. */
  open(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    this.#latestOpen = id;
    markStage("open-received");
    const opening = this.#read(id, image, previewSide);
    this.#opened = opening.catch(() => undefined);
    return opening;
  }

  async #read(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    const { pixels, sourceWidth, sourceHeight, scaled, preview } = await readPhoto(image, previewSide, this.environment.createCanvas);
    markStage("original-preview");
    if (id !== this.#latestOpen) {
      preview.close();
      throw abortError();
    }
    const { width, height } = pixels;
    const band = new ImageData(width, rowsPerBand(pixels, preview.height, this.environment.bandPixels));
    // The previous photo stays until this one is fully read: a failed open changes nothing.
    this.#photo = { pixels, preview: { width: preview.width, height: preview.height }, band };
    this.#result = null;
    return { photo: { width, height, sourceWidth, sourceHeight, scaled }, preview };
  }

  async enhance(id: number, settings: EnhancementSettings): Promise<Enhanced> {
    this.#latestEnhance = id;
    markStage("enhance-received");
    const isCurrent = () => id === this.#latestEnhance && id > this.#latestOpen;
    await this.#opened;
    if (!isCurrent()) throw abortError();
    const photo = this.#photo;
    if (!photo) throw new Error("no photo open");

    const { pixels, band, preview } = photo;
    const { width, height } = pixels;
    const plan = planEnhancement(settings);
    const result = new BandPreview(pixels, preview, this.environment.createCanvas);
    // Enhancements share the band buffer safely: each checks that it is still current after
    // every wait, right before writing the next band, so a superseded one never writes again.
    for (let top = 0; top < height; top += band.height) {
      const count = Math.min(band.height, height - top);
      applyEnhancement(plan, pixels.data.subarray(top * width * 4, (top + count) * width * 4), band.data, 0, count * width);
      markStage("band-enhanced");
      await result.add(band, top, count);
      markStage("band-shrunk");
      if (top + count < height) await yieldToEventLoop();
      if (!isCurrent()) throw abortError();
    }
    const shown = await result.finish();
    markStage("enhanced-preview");
    if (!isCurrent()) {
      shown.close();
      throw abortError();
    }
    // Only a result that reaches the screen is what Download saves.
    this.#result = { id, settings, png: null };
    return { preview: shown, width, height };
  }

  /**
   * The PNG of the latest finished enhancement, encoded on first request only: encoding a
   * 12-megapixel PNG takes about a second (and Chromium's OffscreenCanvas.convertToBlob blocks the
   * worker meanwhile), far more than showing the result. The pixels are not kept for it: the
   * enhancement is a pure function of the source and the settings, so it is simply redone
   * (a fraction of the encoding time) into a buffer of its own, which also leaves alone the
   * one a newer enhancement may be filling.
   */
  png(): Promise<Blob> {
    const result = this.#result;
    const photo = this.#photo;
    if (!result || !photo) return Promise.reject(new Error("nothing enhanced yet"));
    if (!result.png) {
      const { pixels } = photo;
      const enhanced = new ImageData(pixels.width, pixels.height);
      applyEnhancement(planEnhancement(result.settings), pixels.data, enhanced.data);
      if (!photo.canvas) {
        const canvas = this.environment.createCanvas(pixels.width, pixels.height);
        photo.canvas = { canvas, context: context2d(canvas) };
      }
      const { canvas, context } = photo.canvas;
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
    this.#photo = null;
    this.#result = null;
  }
}

function encodePng(canvas: AnyCanvas): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/png" });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}
