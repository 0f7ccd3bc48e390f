/**
 * The largest image the tool works on: 4096 × 4096 = 16,777,216 pixels (16.7 megapixels),
 * the canvas area limit of iOS Safari, the tightest of the browsers the office may use.
 * Larger photos are scaled down to fit before they are enhanced.
 */
export const MAX_PIXELS = 4096 * 4096;

export type FittedSize = { width: number; height: number; scaled: boolean };

/** The size to work at: the image's own, or the largest with the same shape within `limit`. */
export function fitWithinPixelLimit(width: number, height: number, limit = MAX_PIXELS): FittedSize {
  if (width * height <= limit) return { width, height, scaled: false };
  const factor = Math.sqrt(limit / (width * height));
  let fittedWidth = Math.max(1, Math.floor(width * factor));
  let fittedHeight = Math.max(1, Math.floor(height * factor));
  // A very thin image would round its short side to 0: it keeps 1 px and the long side gives way.
  if (fittedWidth * fittedHeight > limit) {
    if (fittedWidth > fittedHeight) fittedWidth = Math.floor(limit / fittedHeight);
    else fittedHeight = Math.floor(limit / fittedWidth);
  }
  return { width: fittedWidth, height: fittedHeight, scaled: true };
}

/** Megapixels with one decimal, as the tool shows them ("16.7"). */
export function formatMegapixels(width: number, height: number): string {
  return (Math.floor((width * height) / 100_000) / 10).toFixed(1);
}

/** Longest side, in device pixels, of the previews the page shows: sharp on a 3× phone screen. */
export const MAX_PREVIEW_SIDE = 2048;

/**
 * Size of a preview whose longest side is at most `maxSide`, same shape as the photo. The page
 * shows previews, a few hundred CSS pixels wide, rather than the full photo: a 12-megapixel
 * bitmap on screen costs the main thread and the compositor far more than it shows.
 */
export function previewSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const side = Math.max(1, Math.min(Math.round(maxSide), MAX_PREVIEW_SIDE));
  const factor = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}
