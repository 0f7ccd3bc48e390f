/**
 * Where an open photo's pixels live, handed out a band of rows at a time.
 *
 * - `imageDataSource`: RGBA pixels already in memory (a photo read through a canvas); a band
 *   is a view of them, no copy.
 * - `frameSource`: the decoded frame itself (WebCodecs' VideoFrame, often YUV: 18 MB for
 *   12 megapixels); each band is converted to RGBA into the caller's buffer when needed. Opening
 *   a photo then makes no full-size RGBA copy (48 MB of fresh memory, about 35 ms to fill),
 *   and each conversion lands in a band buffer that is already in memory.
 */
export type PixelSource = {
  readonly width: number;
  readonly height: number;
  /**
   * The RGBA pixels of rows [top, top + count): either `scratch` (at least count × width × 4
   * bytes), filled with them, or a read-only view of pixels the source holds.
   */
  rows(top: number, count: number, scratch: Uint8ClampedArray): Promise<Uint8ClampedArray>;
  /** Frees the pixels; a read still running finishes first. */
  close(): void;
};

export function imageDataSource(pixels: ImageData): PixelSource {
  const { width, height, data } = pixels;
  return {
    width,
    height,
    rows: (top, count) => Promise.resolve(data.subarray(top * width * 4, (top + count) * width * 4)),
    close() {},
  };
}

/**
 * Bands of a frame start at multiples of this many rows (and the frame's visible area at
 * multiples of it in both directions): a JPEG's colour is usually stored at half height and
 * half width, and Chromium converts a band that starts between two colour rows with the
 * colour of the wrong rows, without an error.
 */
export const FRAME_ROW_ALIGNMENT = 2;

/** Whether `frameSource` can read this frame band by band. */
export function canReadInBands(frame: VideoFrame): boolean {
  const visible = frame.visibleRect;
  return (
    frame.format !== null &&
    visible !== null &&
    visible.x % FRAME_ROW_ALIGNMENT === 0 &&
    visible.y % FRAME_ROW_ALIGNMENT === 0
  );
}

/**
 * The frame's visible pixels, converted to RGBA band by band; bands must start at multiples of
 * FRAME_ROW_ALIGNMENT. Takes ownership of the frame. Closing waits for a read in flight, so a
 * newer photo never pulls the frame from under a download being prepared.
 */
export function frameSource(frame: VideoFrame): PixelSource {
  const visible = frame.visibleRect ?? { x: 0, y: 0, width: frame.codedWidth, height: frame.codedHeight };
  const { width, height } = visible;
  let reading = 0;
  let closed = false;
  return {
    width,
    height,
    async rows(top, count, scratch) {
      if (closed) throw new DOMException("the photo was closed", "InvalidStateError");
      if (top % FRAME_ROW_ALIGNMENT !== 0)
        throw new RangeError(`a band of a frame must start at a multiple of ${FRAME_ROW_ALIGNMENT} rows`);
      reading++;
      try {
        const rect = { x: visible.x, y: visible.y + top, width, height: count };
        await frame.copyTo(scratch, { rect, format: "RGBA", colorSpace: "srgb" });
        return scratch;
      } finally {
        reading--;
        if (closed && reading === 0) frame.close();
      }
    },
    close() {
      if (closed) return;
      closed = true;
      if (reading === 0) frame.close();
    },
  };
}

/**
 * Reads a source band by band into `band` (or views of it, for a source in memory): each band
 * with its first row and its number of rows.
 */
export async function* readBands(
  source: PixelSource,
  band: Uint8ClampedArray,
  rowsPerBand: number,
): AsyncGenerator<{ top: number; count: number; pixels: Uint8ClampedArray }> {
  for (let top = 0; top < source.height; top += rowsPerBand) {
    const count = Math.min(rowsPerBand, source.height - top);
    yield { top, count, pixels: await source.rows(top, count, band) };
  }
}
