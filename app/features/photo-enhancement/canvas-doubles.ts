/**
 * Stand-ins for the browser's ImageData, canvas and createImageBitmap, for the unit tests
 * (Node has none of them). Only the unit tests import this file.
 *
 * They keep real pixels where the code under test moves them: a bitmap holds a copy of what it
 * was made from (cropped, and resized by nearest neighbour), a canvas draws bitmaps at their
 * place and hands its pixels back. Decoding is faked: an "image" is a Blob whose text is
 * "width x height", and drawing the decoded photo paints `pattern`.
 */

export class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

export type FakeBitmap = { width: number; height: number; pixels?: Uint8ClampedArray; close(): void };

/** The pixels every decoded fake photo has: opaque, and different from pixel to pixel. */
export function pattern(width: number, height: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = i % 4 === 3 ? 255 : (i * 53) % 256;
  return pixels;
}

export const fakePhoto = (width: number, height: number) => new Blob([`${width}x${height}`]);

type Rect = { x: number; y: number; width: number; height: number };

/** Pixels of `rect` in an RGBA image, resized by nearest neighbour to `width` × `height`. */
function sample(
  pixels: Uint8ClampedArray,
  imageWidth: number,
  rect: Rect,
  width: number,
  height: number,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const fromY = rect.y + Math.floor(((y + 0.5) * rect.height) / height);
    for (let x = 0; x < width; x++) {
      const fromX = rect.x + Math.floor(((x + 0.5) * rect.width) / width);
      out.set(
        pixels.subarray((fromY * imageWidth + fromX) * 4, (fromY * imageWidth + fromX) * 4 + 4),
        (y * width + x) * 4,
      );
    }
  }
  return out;
}

function bitmap(width: number, height: number, pixels?: Uint8ClampedArray): FakeBitmap {
  return { width, height, pixels, close() {} };
}

/** createImageBitmap(source, options) or createImageBitmap(source, sx, sy, sw, sh, options). */
export async function fakeCreateImageBitmap(
  source: Blob | FakeBitmap | FakeImageData,
  ...args: unknown[]
): Promise<FakeBitmap> {
  if (source instanceof Blob) {
    const match = /^(\d+)x(\d+)$/.exec(await source.text());
    if (!match) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    return bitmap(Number(match[1]), Number(match[2]));
  }
  const [x, y, width, height] = args.length >= 4 ? (args as number[]) : [0, 0, source.width, source.height];
  const options = (args.length >= 4 ? args[4] : args[0]) as ImageBitmapOptions | undefined;
  const rect = { x: x!, y: y!, width: width!, height: height! };
  const outWidth = options?.resizeWidth ?? rect.width;
  const outHeight = options?.resizeHeight ?? rect.height;
  const pixels = "data" in source ? source.data : source.pixels;
  // A decoded photo has no pixels of its own: like drawing it, shrinking it gives the pattern.
  return bitmap(
    outWidth,
    outHeight,
    pixels ? sample(pixels, source.width, rect, outWidth, outHeight) : pattern(outWidth, outHeight),
  );
}

export type FakeCanvas = ReturnType<typeof fakeCanvas>;

export function fakeCanvas(width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const context = {
    imageSmoothingQuality: "low",
    drawImage(image: FakeBitmap, dx: number, dy: number, dw?: number, dh?: number) {
      if (!image.pixels) {
        // The decoded photo, drawn to be read back: it fills the canvas with the pattern.
        pixels.set(pattern(width, height));
        return;
      }
      if (dw !== undefined && (dw !== image.width || dh !== image.height))
        throw new Error("the fake draws bitmaps at their own size only");
      for (let row = 0; row < image.height; row++) {
        pixels.set(
          image.pixels.subarray(row * image.width * 4, (row + 1) * image.width * 4),
          ((dy + row) * width + dx) * 4,
        );
      }
    },
    getImageData: () => Object.assign(new FakeImageData(width, height), { data: pixels.slice() }),
    putImageData: (image: FakeImageData) => pixels.set(image.data),
  };
  return {
    width,
    height,
    getContext: () => context,
    transferToImageBitmap: () => bitmap(width, height, pixels.slice()),
    convertToBlob: async () => new Blob([pixels.slice()], { type: "image/png" }),
  };
}

/**
 * A decoded frame, as WebCodecs' ImageDecoder gives it: its visible pixels are `pattern`, and
 * copyTo converts any band of them (the real one converts YUV to RGBA on the way).
 */
export class FakeVideoFrame {
  readonly format = "I420";
  readonly rotation = 0;
  readonly flip = false;
  readonly visibleRect: Rect;
  readonly copies: Rect[] = [];
  closed = false;
  readonly #pixels: Uint8ClampedArray;

  constructor(
    readonly codedWidth: number,
    readonly codedHeight: number,
  ) {
    this.visibleRect = { x: 0, y: 0, width: codedWidth, height: codedHeight };
    this.#pixels = pattern(codedWidth, codedHeight);
  }

  async copyTo(destination: Uint8ClampedArray, { rect = this.visibleRect }: { rect?: Rect } = {}): Promise<void> {
    if (this.closed) throw new DOMException("closed", "InvalidStateError");
    this.copies.push(rect);
    for (let row = 0; row < rect.height; row++) {
      const from = ((rect.y + row) * this.codedWidth + rect.x) * 4;
      destination.set(this.#pixels.subarray(from, from + rect.width * 4), row * rect.width * 4);
    }
  }

  close() {
    this.closed = true;
  }
}

/** An ImageDecoder whose every frame is a FakeVideoFrame, sized like fakePhoto's. */
export function fakeImageDecoder(frames: FakeVideoFrame[]) {
  return class {
    static isTypeSupported = async () => true;
    readonly #data: ArrayBuffer;
    constructor({ data }: { data: ArrayBuffer }) {
      this.#data = data;
    }
    async decode() {
      const match = /^(\d+)x(\d+)$/.exec(new TextDecoder().decode(this.#data));
      if (!match) throw new DOMException("The source image could not be decoded.", "EncodingError");
      const frame = new FakeVideoFrame(Number(match[1]), Number(match[2]));
      frames.push(frame);
      return { image: frame };
    }
    close() {}
  };
}
