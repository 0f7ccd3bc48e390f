import { describe, expect, it } from "vitest";
import { periodChange } from "./change";

const editions = [
  { label: "English", values: [30, 31] },
  { label: "Spanish", values: [10, 21] },
];

describe("the change between two periods", () => {
  it("gives the rise as a fraction and the series that drove it", () => {
    expect(periodChange(editions, 0, 1)).toEqual({
      from: 40,
      to: 52,
      delta: 12,
      ratio: 0.3,
      contributor: { label: "Spanish", delta: 11, share: 11 / 12 },
    });
  });

  it("gives a fall the same way, led by the series that fell most", () => {
    const change = periodChange(editions, 1, 0);
    expect(change.ratio).toBeCloseTo(-12 / 52, 10);
    expect(change.contributor).toEqual({ label: "Spanish", delta: -11, share: 11 / 12 });
  });

  it("never names a series that moved against the total, and its share can pass 1 when others did", () => {
    const change = periodChange(
      [
        { label: "Case form", values: [20, 35] },
        { label: "Message widget", values: [20, 15] },
      ],
      0,
      1,
    );
    expect(change.delta).toBe(10);
    expect(change.contributor).toEqual({ label: "Case form", delta: 15, share: 1.5 });
  });

  it("has no ratio when the first period had nothing, and no contributor when nothing changed", () => {
    expect(periodChange([{ label: "Spanish", values: [0, 4] }], 0, 1)).toMatchObject({ ratio: null, delta: 4 });
    expect(
      periodChange(
        [
          { label: "A", values: [5, 7] },
          { label: "B", values: [5, 3] },
        ],
        0,
        1,
      ),
    ).toMatchObject({ delta: 0, ratio: 0, contributor: null });
  });

  it("counts a missing value as nothing", () => {
    expect(periodChange([{ label: "Median", values: [null, 3] }], 0, 1)).toMatchObject({ from: 0, to: 3 });
  });

  it("refuses a period the series do not have", () => {
    expect(() => periodChange(editions, 0, 2)).toThrow(RangeError);
  });
});
