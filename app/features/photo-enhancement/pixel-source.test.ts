import { describe, expect, it } from "vitest";
import { FakeVideoFrame, pattern } from "./canvas-doubles";
import { canReadInBands, frameSource, imageDataSource, readBands } from "./pixel-source";

const asFrame = (frame: FakeVideoFrame) => frame as unknown as VideoFrame;

describe("imageDataSource", () => {
  it("hands out views of the pixels it holds, not copies", async () => {
    const data = pattern(5, 4);
    const source = imageDataSource({ width: 5, height: 4, data } as ImageData);
    const scratch = new Uint8ClampedArray(5 * 2 * 4);
    const rows = await source.rows(1, 2, scratch);
    expect(rows).toEqual(data.subarray(5 * 4, 3 * 5 * 4));
    expect(rows.buffer).toBe(data.buffer);
  });
});

describe("frameSource", () => {
  it("converts the rows asked for into the caller's buffer, within the visible area", async () => {
    const frame = new FakeVideoFrame(6, 8);
    Object.assign(frame.visibleRect, { x: 2, y: 2, width: 4, height: 6 });
    const source = frameSource(asFrame(frame));
    expect(source).toMatchObject({ width: 4, height: 6 });
    const scratch = new Uint8ClampedArray(4 * 3 * 4);
    expect(await source.rows(2, 3, scratch)).toBe(scratch);
    expect(frame.copies).toEqual([{ x: 2, y: 4, width: 4, height: 3 }]);
    const whole = pattern(6, 8);
    for (let row = 0; row < 3; row++) {
      const from = ((4 + row) * 6 + 2) * 4;
      expect(scratch.subarray(row * 16, row * 16 + 16)).toEqual(whole.subarray(from, from + 16));
    }
  });

  it("refuses a band that starts between two colour rows", async () => {
    const source = frameSource(asFrame(new FakeVideoFrame(4, 4)));
    await expect(source.rows(1, 2, new Uint8ClampedArray(32))).rejects.toThrow(RangeError);
  });

  it("closes the frame only once a read in flight has finished, and reads no more after", async () => {
    const frame = new FakeVideoFrame(4, 4);
    const source = frameSource(asFrame(frame));
    const reading = source.rows(0, 4, new Uint8ClampedArray(64));
    source.close();
    expect(frame.closed).toBe(false);
    await reading;
    expect(frame.closed).toBe(true);
    await expect(source.rows(0, 2, new Uint8ClampedArray(32))).rejects.toThrow(/closed/);
  });
});

describe("canReadInBands", () => {
  it("needs a known pixel format and a visible area that starts on a colour row and column", () => {
    expect(canReadInBands(asFrame(new FakeVideoFrame(4, 4)))).toBe(true);
    expect(canReadInBands({ format: null, visibleRect: { x: 0, y: 0, width: 4, height: 4 } } as VideoFrame)).toBe(
      false,
    );
    expect(canReadInBands({ format: "I420", visibleRect: { x: 0, y: 1, width: 4, height: 3 } } as VideoFrame)).toBe(
      false,
    );
    expect(canReadInBands({ format: "I420", visibleRect: { x: 1, y: 0, width: 3, height: 4 } } as VideoFrame)).toBe(
      false,
    );
  });
});

describe("readBands", () => {
  it("goes through the photo in bands of the given height, the last one shorter", async () => {
    const source = imageDataSource({ width: 2, height: 7, data: pattern(2, 7) } as ImageData);
    const seen: [number, number, number][] = [];
    for await (const { top, count, pixels } of readBands(source, new Uint8ClampedArray(2 * 3 * 4), 3)) {
      seen.push([top, count, pixels.length]);
    }
    expect(seen).toEqual([
      [0, 3, 24],
      [3, 3, 24],
      [6, 1, 8],
    ]);
  });
});
