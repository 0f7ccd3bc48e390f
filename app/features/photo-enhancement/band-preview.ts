import { FRAME_ROW_ALIGNMENT } from "./pixel-source";
import { PREVIEW_QUALITY, type AnyCanvas } from "./read-photo";

/**
 * A screen-sized preview built band by band, as the bands of a photo are read (the original's)
 * or enhanced (a result's), so no full-size image has to exist for the screen.
 *
 * Each band is shrunk on its own to a whole number of preview rows and drawn at a whole row,
 * so the bands tile the preview with no gap, overlap or seam (a band drawn at a fractional row
 * may be blended with the still-empty row below it). Rounding both edges of every band from the
 * same scale puts each photo row within half a preview row of where one overall shrink would.
 */

type Size = { width: number; height: number };

/** The preview rows [from, to) that photo rows [top, top + count) become. */
export function previewRows(
  top: number,
  count: number,
  photoHeight: number,
  previewHeight: number,
): { from: number; to: number } {
  const scale = previewHeight / photoHeight;
  return { from: Math.round(top * scale), to: Math.round((top + count) * scale) };
}

/**
 * Rows per band: about `bandPixels` pixels, but never so few that a band falls between two
 * preview rows and is lost from the preview, and a whole number of frame colour rows
 * (FRAME_ROW_ALIGNMENT), so every band of a decoded frame starts on one.
 */
export function rowsPerBand(photo: Size, previewHeight: number, bandPixels: number): number {
  const rows = Math.max(1, Math.floor(bandPixels / photo.width), Math.ceil(photo.height / previewHeight));
  return Math.min(photo.height, Math.ceil(rows / FRAME_ROW_ALIGNMENT) * FRAME_ROW_ALIGNMENT);
}

type PreviewContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export class BandPreview {
  readonly #canvas: AnyCanvas;
  readonly #context: PreviewContext;

  constructor(
    private readonly photo: Size,
    private readonly preview: Size,
    createCanvas: (width: number, height: number) => AnyCanvas,
  ) {
    this.#canvas = createCanvas(preview.width, preview.height);
    const context = this.#canvas.getContext("2d") as PreviewContext | null;
    if (!context) throw new Error("2D canvas unavailable");
    this.#context = context;
  }

  /** Adds photo rows [top, top + count), held in the first rows of `band`. */
  async add(band: ImageData, top: number, count: number): Promise<void> {
    const { from, to } = previewRows(top, count, this.photo.height, this.preview.height);
    if (to === from) return;
    const shrunk = await createImageBitmap(band, 0, 0, this.photo.width, count, {
      resizeWidth: this.preview.width,
      resizeHeight: to - from,
      resizeQuality: PREVIEW_QUALITY,
    });
    this.#context.drawImage(shrunk, 0, from);
    shrunk.close();
  }

  /** The finished preview; the builder is done with after this. */
  finish(): Promise<ImageBitmap> {
    const canvas = this.#canvas;
    // An OffscreenCanvas hands its bitmap over without a copy.
    return "transferToImageBitmap" in canvas
      ? Promise.resolve(canvas.transferToImageBitmap())
      : createImageBitmap(canvas);
  }
}
