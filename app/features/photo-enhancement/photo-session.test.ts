import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakeCanvas,
  fakeCreateImageBitmap,
  fakeImageDecoder,
  FakeImageData,
  fakePhoto,
  pattern,
  type FakeBitmap,
  type FakeVideoFrame,
} from "./canvas-doubles";
import { DEFAULT_SETTINGS, enhancePixels, NEUTRAL_SETTINGS } from "./enhance-pixels";
import { isAbortError } from "./cancellation";
import { PhotoSession } from "./photo-session";

/** PhotoSession against stand-ins for the browser's decoder and canvas (Node has neither). */
const photo = fakePhoto;
/** Previews as large as these small photos, so a preview holds the full result. */
const PREVIEW = 2048;

function newSession(bandPixels = 16) {
  return new PhotoSession({ createCanvas: fakeCanvas as never, bandPixels });
}

beforeEach(() => {
  vi.stubGlobal("ImageData", FakeImageData);
  vi.stubGlobal("createImageBitmap", fakeCreateImageBitmap);
});
afterEach(() => vi.unstubAllGlobals());

describe("PhotoSession", () => {
  it("opens a photo at its own size and enhances it with the pure pixel maths", async () => {
    const session = newSession();
    const opened = await session.open(1, photo(8, 6), PREVIEW);
    expect(opened.photo).toEqual({ width: 8, height: 6, sourceWidth: 8, sourceHeight: 6, scaled: false });
    expect((opened.preview as unknown as FakeBitmap).pixels).toEqual(pattern(8, 6));

    const enhanced = await session.enhance(2, DEFAULT_SETTINGS);
    expect(enhanced).toMatchObject({ width: 8, height: 6 });
    const expected = new Uint8ClampedArray(8 * 6 * 4);
    enhancePixels(pattern(8, 6), expected, DEFAULT_SETTINGS);
    expect((enhanced.preview as unknown as FakeBitmap).pixels).toEqual(expected);
  });

  it("scales a photo over 16.7 megapixels down and says so", async () => {
    const opened = await newSession(1 << 22).open(1, photo(6000, 4000), 1000);
    expect(opened.photo).toEqual({ width: 5016, height: 3344, sourceWidth: 6000, sourceHeight: 4000, scaled: true });
    expect(opened.preview).toMatchObject({ width: 1000, height: 667 });
  });

  it("cancels a running enhancement when a newer one starts", async () => {
    const session = newSession(4);
    await session.open(1, photo(8, 8), PREVIEW);
    const first = session.enhance(2, NEUTRAL_SETTINGS);
    const second = session.enhance(3, DEFAULT_SETTINGS);
    await expect(first).rejects.toSatisfy(isAbortError);
    await expect(second).resolves.toMatchObject({ width: 8, height: 8 });
  });

  it("cancels a running enhancement when another photo is opened", async () => {
    const session = newSession(4);
    await session.open(1, photo(8, 8), PREVIEW);
    const enhancing = session.enhance(2, DEFAULT_SETTINGS);
    const opening = session.open(3, photo(4, 4), PREVIEW);
    await expect(enhancing).rejects.toSatisfy(isAbortError);
    await expect(opening).resolves.toMatchObject({ photo: { width: 4, height: 4 } });
    await expect(session.enhance(4, DEFAULT_SETTINGS)).resolves.toMatchObject({ width: 4, height: 4 });
  });

  it("waits for a photo still opening before enhancing it", async () => {
    const session = newSession();
    const opening = session.open(1, photo(5, 3), PREVIEW);
    const enhanced = session.enhance(2, DEFAULT_SETTINGS);
    await opening;
    await expect(enhanced).resolves.toMatchObject({ width: 5, height: 3 });
  });

  it("keeps the current photo when a file cannot be decoded", async () => {
    const session = newSession();
    await session.open(1, photo(6, 2), PREVIEW);
    await expect(session.open(2, new Blob(["not an image"]), PREVIEW)).rejects.toThrow(/could not be decoded/);
    await expect(session.enhance(3, DEFAULT_SETTINGS)).resolves.toMatchObject({ width: 6, height: 2 });
  });

  it("keeps the last shown result for Download when a later enhancement fails", async () => {
    const session = newSession();
    await session.open(1, photo(4, 4), PREVIEW);
    const shown = (await session.enhance(2, DEFAULT_SETTINGS)).preview as unknown as FakeBitmap;

    const working = globalThis.createImageBitmap;
    vi.stubGlobal("createImageBitmap", () => Promise.reject(new Error("out of memory")));
    await expect(session.enhance(3, NEUTRAL_SETTINGS)).rejects.toThrow(/out of memory/);
    vi.stubGlobal("createImageBitmap", working);

    expect(new Uint8ClampedArray(await (await session.png()).arrayBuffer())).toEqual(shown.pixels);
  });

  it("encodes the PNG of the shown result on request, with the result's settings", async () => {
    const session = newSession();
    await session.open(1, photo(4, 4), PREVIEW);
    await expect(session.png()).rejects.toThrow(/nothing enhanced/);

    const shown = (await session.enhance(2, DEFAULT_SETTINGS)).preview as unknown as FakeBitmap;
    // A newer enhancement that is cancelled half way must not leak into the download.
    const cancelled = session.enhance(3, NEUTRAL_SETTINGS);
    await session.open(4, photo(4, 4), PREVIEW).catch(() => undefined);
    await expect(cancelled).rejects.toSatisfy(isAbortError);
    // Opening another photo forgets the result: nothing to download until it is enhanced.
    await expect(session.png()).rejects.toThrow(/nothing enhanced/);

    await session.enhance(5, DEFAULT_SETTINGS);
    const png = await session.png();
    expect(new Uint8ClampedArray(await png.arrayBuffer())).toEqual(shown.pixels);
    expect(await session.png()).toBe(png);
  });

  describe("with a photo decoded by WebCodecs", () => {
    const frames: FakeVideoFrame[] = [];
    const jpeg = (width: number, height: number) => new Blob([`${width}x${height}`], { type: "image/jpeg" });
    beforeEach(() => {
      frames.length = 0;
      vi.stubGlobal("ImageDecoder", fakeImageDecoder(frames));
    });

    it("reads the frame band by band, for the original's preview and for each enhancement", async () => {
      const session = newSession(16);
      const opened = await session.open(1, jpeg(8, 6), PREVIEW);
      expect(opened.photo).toEqual({ width: 8, height: 6, sourceWidth: 8, sourceHeight: 6, scaled: false });
      expect((opened.preview as unknown as FakeBitmap).pixels).toEqual(pattern(8, 6));

      const enhanced = await session.enhance(2, DEFAULT_SETTINGS);
      const expected = new Uint8ClampedArray(8 * 6 * 4);
      enhancePixels(pattern(8, 6), expected, DEFAULT_SETTINGS);
      expect((enhanced.preview as unknown as FakeBitmap).pixels).toEqual(expected);
      // Bands of two rows (16 pixels), after a first small read that checks the conversion works.
      const bands = frames[0]!.copies.slice(1).map(({ y, height }) => [y, height]);
      expect(bands).toEqual([
        [0, 2],
        [2, 2],
        [4, 2],
        [0, 2],
        [2, 2],
        [4, 2],
      ]);

      expect(new Uint8ClampedArray(await (await session.png()).arrayBuffer())).toEqual(expected);
    });

    it("closes a photo's frame when another photo replaces it, and when the session closes", async () => {
      const session = newSession();
      await session.open(1, jpeg(4, 4), PREVIEW);
      await session.open(2, jpeg(6, 4), PREVIEW);
      expect(frames.map((frame) => frame.closed)).toEqual([true, false]);
      session.close();
      expect(frames[1]!.closed).toBe(true);
    });

    it("cancels, rather than fails, an enhancement whose photo is replaced in the middle of a read", async () => {
      const session = newSession(4);
      await session.open(1, jpeg(8, 8), PREVIEW);
      const frame = frames[0]!;
      // The enhancement's second band read waits until the test lets it go on.
      const secondRead = frame.copies.length + 1;
      let reached!: () => void;
      let release!: () => void;
      const underway = new Promise<void>((resolve) => (reached = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      const copyTo = frame.copyTo.bind(frame);
      frame.copyTo = async (...args) => {
        if (frame.copies.length === secondRead) {
          reached();
          await held;
        }
        return copyTo(...args);
      };

      const enhancing = session.enhance(2, DEFAULT_SETTINGS);
      await underway;
      await session.open(3, jpeg(4, 4), PREVIEW);
      expect(frame.closed).toBe(false);
      release();
      await expect(enhancing).rejects.toSatisfy(isAbortError);
      expect(frame.closed).toBe(true);
    });
  });
});
