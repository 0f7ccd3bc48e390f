import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BandPreview, previewRows, rowsPerBand } from "./band-preview";
import { fakeCanvas, fakeCreateImageBitmap, FakeImageData, type FakeBitmap } from "./canvas-doubles";

beforeEach(() => {
  vi.stubGlobal("ImageData", FakeImageData);
  vi.stubGlobal("createImageBitmap", fakeCreateImageBitmap);
});
afterEach(() => vi.unstubAllGlobals());

/** Bands of `rows` rows over a photo `height` rows high: [top, count] pairs. */
function bands(height: number, rows: number): [number, number][] {
  const list: [number, number][] = [];
  for (let top = 0; top < height; top += rows) list.push([top, Math.min(rows, height - top)]);
  return list;
}

describe("previewRows", () => {
  it("gives every preview row to exactly one band, each within half a row of its exact place", () => {
    for (const [photoHeight, previewHeight, rows] of [
      [3000, 450, 262],
      [3000, 1024, 262],
      [3344, 2048, 31],
      [1500, 1500, 7],
      [701, 97, 8],
    ] as const) {
      let next = 0;
      for (const [top, count] of bands(photoHeight, rows)) {
        const { from, to } = previewRows(top, count, photoHeight, previewHeight);
        expect(from).toBe(next);
        expect(to).toBeGreaterThan(from);
        expect(Math.abs(from - (top * previewHeight) / photoHeight)).toBeLessThanOrEqual(0.5);
        next = to;
      }
      expect(next).toBe(previewHeight);
    }
  });
});

describe("rowsPerBand", () => {
  it("holds about the requested number of pixels", () => {
    expect(rowsPerBand({ width: 4000, height: 3000 }, 450, 1 << 20)).toBe(262);
    expect(rowsPerBand({ width: 4000, height: 3000 }, 450, 1 << 17)).toBe(32);
  });

  it("is never thinner than one preview row, nor taller than the photo", () => {
    expect(rowsPerBand({ width: 100, height: 10_000 }, 10, 100)).toBe(1000);
    expect(rowsPerBand({ width: 10, height: 20 }, 20, 1 << 20)).toBe(20);
    expect(rowsPerBand({ width: 10, height: 1 }, 1, 1 << 20)).toBe(1);
  });

  it("starts every band on an even row, as a frame with half-height colour needs", () => {
    expect(rowsPerBand({ width: 4000, height: 3000 }, 450, 4000 * 7)).toBe(8);
    expect(rowsPerBand({ width: 5000, height: 4000 }, 4000, 16)).toBe(2);
    expect(rowsPerBand({ width: 100, height: 10_000 }, 7, 100)).toBe(1430);
  });
});

/** A photo whose every row has its own colour, so a preview row tells where it came from. */
function stripedPhoto(width: number, height: number): FakeImageData {
  const photo = new FakeImageData(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) photo.data.set([y * 5, 255 - y * 3, x * 7, 255], (y * width + x) * 4);
  }
  return photo;
}

/** Builds a preview band by band, as an enhancement does, copying each band into a band buffer. */
async function previewInBands(photo: FakeImageData, preview: { width: number; height: number }, rows: number) {
  const builder = new BandPreview(photo, preview, fakeCanvas as never);
  const band = new FakeImageData(photo.width, rows);
  for (const [top, count] of bands(photo.height, rows)) {
    band.data.set(photo.data.subarray(top * photo.width * 4, (top + count) * photo.width * 4));
    await builder.add(band as unknown as ImageData, top, count);
  }
  return (await builder.finish()) as unknown as FakeBitmap;
}

describe("BandPreview", () => {
  it("puts every band where shrinking the whole photo at once would", async () => {
    const photo = stripedPhoto(12, 16);
    const shown = await previewInBands(photo, { width: 6, height: 8 }, 4);
    const whole = await fakeCreateImageBitmap(photo, { resizeWidth: 6, resizeHeight: 8 });
    expect(shown).toMatchObject({ width: 6, height: 8 });
    expect(shown.pixels).toEqual(whole.pixels);
  });

  it("leaves no gap between bands when they do not divide the preview evenly", async () => {
    const photo = stripedPhoto(9, 23);
    const shown = await previewInBands(photo, { width: 4, height: 10 }, 3);
    const alphas = shown.pixels!.filter((_, i) => i % 4 === 3);
    expect(alphas).toEqual(new Uint8ClampedArray(4 * 10).fill(255));
    // Rows come down the photo in order: the red channel grows with the photo row.
    const reds = Array.from({ length: 10 }, (_, row) => shown.pixels![row * 4 * 4]!);
    expect(reds).toEqual([...reds].sort((a, b) => a - b));
    expect(new Set(reds).size).toBe(10);
  });
});
