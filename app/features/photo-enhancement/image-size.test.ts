import { describe, expect, it } from "vitest";
import { fitWithinPixelLimit, formatMegapixels, MAX_PIXELS, previewSize } from "./image-size";

describe("fitWithinPixelLimit", () => {
  it("keeps an image at or under 16.7 megapixels as it is", () => {
    expect(fitWithinPixelLimit(4000, 3000)).toEqual({ width: 4000, height: 3000, scaled: false });
    expect(fitWithinPixelLimit(4096, 4096)).toEqual({ width: 4096, height: 4096, scaled: false });
  });

  it("scales a larger image down to fit, keeping its shape", () => {
    const fitted = fitWithinPixelLimit(6000, 4000); // 24 MP
    expect(fitted.scaled).toBe(true);
    expect(fitted.width * fitted.height).toBeLessThanOrEqual(MAX_PIXELS);
    expect(fitted.width * fitted.height).toBeGreaterThan(MAX_PIXELS * 0.999);
    expect(fitted.width / fitted.height).toBeCloseTo(1.5, 3);
    expect(fitted).toEqual({ width: 5016, height: 3344, scaled: true });
  });

  it("never scales a side to zero", () => {
    expect(fitWithinPixelLimit(100_000_000, 1, 1000)).toEqual({ width: 1000, height: 1, scaled: true });
    expect(fitWithinPixelLimit(1, 100_000_000, 1000)).toEqual({ width: 1, height: 1000, scaled: true });
  });
});

describe("formatMegapixels", () => {
  it("rounds down to one decimal so a photo over the limit never reads as at it", () => {
    expect(formatMegapixels(4096, 4096)).toBe("16.7");
    expect(formatMegapixels(4000, 3000)).toBe("12.0");
    expect(formatMegapixels(4097, 4096)).toBe("16.7");
    expect(formatMegapixels(6000, 4000)).toBe("24.0");
  });
});

describe("previewSize", () => {
  it("shrinks a photo so its longest side fits, keeping its shape", () => {
    expect(previewSize(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(previewSize(3000, 4000, 1000)).toEqual({ width: 750, height: 1000 });
  });

  it("never enlarges a small photo", () => {
    expect(previewSize(640, 480, 1200)).toEqual({ width: 640, height: 480 });
  });

  it("caps the side at 2048 device pixels and keeps at least 1 pixel", () => {
    expect(previewSize(8000, 4000, 5000)).toEqual({ width: 2048, height: 1024 });
    expect(previewSize(10_000, 1, 500)).toEqual({ width: 500, height: 1 });
  });
});
