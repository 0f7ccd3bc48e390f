import { BandPreview, rowsPerBand } from "./band-preview";
import { abortError, RequestOrder } from "./cancellation";
import { applyEnhancement, planEnhancement, type EnhancementSettings } from "./enhance-pixels";
import { previewSize } from "./image-size";
import { markStage } from "./performance-marks";
import { readBands, type PixelSource } from "./pixel-source";
import { context2d, readPhoto, type AnyCanvas, type AnyContext } from "./read-photo";

/**
 * One photo being worked on: its source pixels, enhancing band by band, screen-sized previews
 * of the original and of each result, and the PNG for download. The same class runs in the
 * Web Worker (on an OffscreenCanvas) and, where workers or OffscreenCanvas are missing, on the
 * main thread (on a <canvas>).
 *
 * An enhancement goes through the photo one band of rows at a time, in one band-sized buffer
 * kept for the photo: read the band from the source (pixel-source.ts), enhance it into the
 * buffer, shrink that into the result's preview. No full-size result is made for the screen
 * (a 12-megapixel one is 48 MB of fresh memory whose page faults alone cost about 30 ms, every
 * time); Download makes its own.
 *
 * Requests follow the one cancellation rule of cancellation.ts: a superseded request stops at
 * its next check, between bands, and rejects with an AbortError, so a running enhancement is
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
  source: PixelSource;
  /** Size of the previews. */
  preview: { width: number; height: number };
  /**
   * The one buffer enhancements work in, a band of rows of the photo, reused by every band
   * and every enhancement of the photo: its memory is paged in once, where a fresh full-size
   * buffer would be paged in again, 48 MB at 12 megapixels, on every enhancement.
   */
  band: ImageData;
  /** Full-size canvas for encoding the PNG, made on the first Download only. */
  canvas?: { canvas: AnyCanvas; context: AnyContext };
};

/** A full-resolution result, shown through a preview that fits the screen. */
export type Enhanced = { preview: ImageBitmap; width: number; height: number };

/** The latest finished enhancement: what is on screen and what Download saves. */
type Result = { id: number; settings: EnhancementSettings; png: Promise<Blob> | null };

/** Lets queued messages (a newer request) run; MessageChannel avoids setTimeout's 4 ms clamp. */
function yieldToEventLoop(): Promise<void> {
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
  #order = new RequestOrder();
  #photo: OpenPhoto | null = null;
  /** Settles when the latest open has finished, successfully or not. */
  #opened: Promise<unknown> = Promise.resolve();
  /**
   * Settles when the latest enhancement has finished, successfully or not. The next one waits
   * for it (at most one band: a superseded enhancement stops at its next check) before using
   * the band buffer, which a band still being read into may be filling.
   */
  #enhanced: Promise<unknown> = Promise.resolve();
  #result: Result | null = null;

  constructor(private readonly environment: SessionEnvironment) {}

  /** Opens a photo; `previewSide` is the longest side, in device pixels, of the previews. */
  open(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    this.#order.begin("open", id);
    markStage("open-received");
    const opening = this.#read(id, image, previewSide);
    this.#opened = opening.catch(() => undefined);
    return opening;
  }

  async #read(id: number, image: Blob, previewSide: number): Promise<{ photo: OpenedPhoto; preview: ImageBitmap }> {
    const read = await readPhoto(image, previewSide, this.environment.createCanvas);
    const { source, sourceWidth, sourceHeight, scaled } = read;
    const { width, height } = source;
    let preview = read.preview;
    const previewShape = preview ?? previewSize(width, height, previewSide);
    const band = new ImageData(width, rowsPerBand(source, previewShape.height, this.environment.bandPixels));
    const photo: OpenPhoto = { source, preview: { width: previewShape.width, height: previewShape.height }, band };
    try {
      preview ??= await this.#shrinkInBands(photo);
    } catch (error) {
      source.close();
      throw error;
    }
    markStage("original-preview");
    if (!this.#order.isCurrent("open", id)) {
      preview.close();
      source.close();
      throw abortError();
    }
    // The previous photo stays until this one is fully read: a failed open changes nothing.
    this.#photo?.source.close();
    this.#photo = photo;
    this.#result = null;
    return { photo: { width, height, sourceWidth, sourceHeight, scaled }, preview };
  }

  /** The original's preview, for a source that came without one: its bands, shrunk. */
  async #shrinkInBands({ source, band, preview }: OpenPhoto): Promise<ImageBitmap> {
    const shrunk = new BandPreview(source, preview, this.environment.createCanvas);
    for await (const { top, count, pixels } of readBands(source, band.data, band.height)) {
      if (pixels !== band.data) band.data.set(pixels);
      await shrunk.add(band, top, count);
    }
    return shrunk.finish();
  }

  enhance(id: number, settings: EnhancementSettings): Promise<Enhanced> {
    this.#order.begin("enhance", id);
    markStage("enhance-received");
    const enhancing = this.#enhance(id, settings, this.#enhanced);
    this.#enhanced = enhancing.catch(() => undefined);
    return enhancing;
  }

  async #enhance(id: number, settings: EnhancementSettings, previous: Promise<unknown>): Promise<Enhanced> {
    const isCurrent = () => this.#order.isCurrent("enhance", id);
    await this.#opened;
    await previous;
    if (!isCurrent()) throw abortError();
    const photo = this.#photo;
    if (!photo) throw new Error("no photo open");

    const { source, band, preview } = photo;
    const { width, height } = source;
    const plan = planEnhancement(settings);
    const result = new BandPreview(source, preview, this.environment.createCanvas);
    try {
      for await (const { top, count, pixels } of readBands(source, band.data, band.height)) {
        markStage("band-read");
        applyEnhancement(plan, pixels, band.data, 0, count * width);
        markStage("band-enhanced");
        await result.add(band, top, count);
        markStage("band-shrunk");
        if (top + count < height) await yieldToEventLoop();
        if (!isCurrent()) throw abortError();
      }
    } catch (error) {
      // Opening another photo closes this one's source, which may fail a read: a cancellation.
      throw isCurrent() ? error : abortError();
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
    // A failed encoding is not remembered, so the next Download tries again.
    result.png ??= this.#encode(photo, result.settings).catch((error: unknown) => {
      result.png = null;
      throw error;
    });
    return result.png;
  }

  async #encode(photo: OpenPhoto, settings: EnhancementSettings): Promise<Blob> {
    const { width, height } = photo.source;
    const enhanced = new ImageData(width, height);
    // The whole photo in one read: the source cannot be closed half way through.
    const pixels = await photo.source.rows(0, height, enhanced.data);
    applyEnhancement(planEnhancement(settings), pixels, enhanced.data);
    if (!photo.canvas) {
      const canvas = this.environment.createCanvas(width, height);
      photo.canvas = { canvas, context: context2d(canvas) };
    }
    const { canvas, context } = photo.canvas;
    context.putImageData(enhanced, 0, 0);
    return encodePng(canvas);
  }

  close(): void {
    this.#photo?.source.close();
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
