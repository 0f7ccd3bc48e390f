import { fitWithinPixelLimit, MAX_PIXELS, previewSize } from "./image-size";
import { markStage } from "./performance-marks";
import { canReadInBands, FRAME_ROW_ALIGNMENT, frameSource, imageDataSource, type PixelSource } from "./pixel-source";

/**
 * Turns an image file into a source of RGBA pixels (at most 16.7 megapixels, EXIF orientation
 * applied) and, where that costs little, a screen-sized preview of it. Works in a worker or on
 * the main thread.
 */

export type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export type ReadPhoto = {
  /** The caller closes it. */
  source: PixelSource;
  /** Size of the decoded photo before any scaling down. */
  sourceWidth: number;
  sourceHeight: number;
  scaled: boolean;
  /** Null for a decoded frame read band by band: the caller shrinks the bands (band-preview.ts). */
  preview: ImageBitmap | null;
};

export function context2d(canvas: AnyCanvas): AnyContext {
  // willReadFrequently keeps the canvas in memory, so reading pixels back is no GPU round trip.
  const context = canvas.getContext("2d", { willReadFrequently: true }) as AnyContext | null;
  if (!context) throw new Error("2D canvas unavailable");
  return context;
}

/** Good enough for a preview, and far cheaper than "high" on a 12-megapixel source. */
export const PREVIEW_QUALITY = "medium" satisfies ResizeQuality;

export async function readPhoto(
  image: Blob,
  previewSide: number,
  createCanvas: (width: number, height: number) => AnyCanvas,
): Promise<ReadPhoto> {
  const fast = await readWithImageDecoder(image, previewSide).catch(() => null);
  return fast ?? readWithCanvas(image, previewSide, createCanvas);
}

/** VideoFrame attributes newer than TypeScript's DOM types: EXIF orientation as metadata. */
type OrientedFrame = VideoFrame & { rotation?: number; flip?: boolean };

/**
 * The fast path, where WebCodecs' ImageDecoder exists. Given the whole file at once, Chromium
 * decodes a 12-megapixel JPEG to YUV in about 40 ms (60-65 ms to RGB when fed a stream), and
 * the frame itself becomes the source: converted to RGBA band by band when needed, with no
 * full-size copy (pixel-source.ts). A frame that cannot be read in bands is converted whole.
 * The path is taken only when the result needs nothing more: orientation reported and
 * upright, and no scaling down. Anything else, or any error, falls back to the canvas path,
 * which every browser has.
 */
async function readWithImageDecoder(image: Blob, previewSide: number): Promise<ReadPhoto | null> {
  if (typeof ImageDecoder === "undefined" || !image.type || !(await ImageDecoder.isTypeSupported(image.type))) {
    return null;
  }
  const decoder = new ImageDecoder({ data: await image.arrayBuffer(), type: image.type });
  let frame: VideoFrame;
  try {
    frame = (await decoder.decode({ frameIndex: 0 })).image;
  } finally {
    // The frame outlives its decoder.
    decoder.close();
  }
  let frameIsSource = false;
  try {
    const oriented = frame as OrientedFrame;
    if (!("rotation" in oriented) || oriented.rotation !== 0 || oriented.flip) return null;
    const { width, height } = frame.visibleRect ?? { width: frame.codedWidth, height: frame.codedHeight };
    if (width * height > MAX_PIXELS) return null;
    markStage("decoded");
    const read = { sourceWidth: width, sourceHeight: height, scaled: false };
    if (canReadInBands(frame)) {
      const source = frameSource(frame);
      frameIsSource = true;
      // One small band now, where the canvas path can still take over, should this browser's
      // copyTo not convert to RGBA: better than failing in the middle of an enhancement.
      const rows = Math.min(height, FRAME_ROW_ALIGNMENT);
      await source.rows(0, rows, new Uint8ClampedArray(width * rows * 4)).catch((error: unknown) => {
        source.close();
        throw error;
      });
      return { source, preview: null, ...read };
    }
    const pixels = new ImageData(width, height);
    await frame.copyTo(pixels.data, { format: "RGBA", colorSpace: "srgb" });
    markStage("pixels-read");
    const shown = previewSize(width, height, previewSide);
    // From the RGBA pixels: Chromium takes 60-80 ms to shrink a 12-megapixel YUV frame itself.
    const preview = await createImageBitmap(pixels, {
      resizeWidth: shown.width,
      resizeHeight: shown.height,
      resizeQuality: PREVIEW_QUALITY,
    });
    return { source: imageDataSource(pixels), preview, ...read };
  } finally {
    if (!frameIsSource) frame.close();
  }
}

/** The path every browser has: decode to an ImageBitmap, draw it, read the pixels back. */
async function readWithCanvas(
  image: Blob,
  previewSide: number,
  createCanvas: (width: number, height: number) => AnyCanvas,
): Promise<ReadPhoto> {
  // "from-image" applies the EXIF orientation, so a phone photo stands the right way up.
  const bitmap = await createImageBitmap(image, { imageOrientation: "from-image" });
  markStage("decoded");
  try {
    const { width, height, scaled } = fitWithinPixelLimit(bitmap.width, bitmap.height);
    const canvas = createCanvas(width, height);
    const context = context2d(canvas);
    if (scaled) context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    markStage("pixels-read");
    const shown = previewSize(width, height, previewSide);
    const preview = await createImageBitmap(bitmap, {
      resizeWidth: shown.width,
      resizeHeight: shown.height,
      resizeQuality: PREVIEW_QUALITY,
    });
    return { source: imageDataSource(pixels), sourceWidth: bitmap.width, sourceHeight: bitmap.height, scaled, preview };
  } finally {
    bitmap.close();
  }
}
