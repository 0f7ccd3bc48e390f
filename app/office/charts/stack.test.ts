import { describe, expect, it } from "vitest";
import { checkValues, stackSeries } from "./stack";

describe("stacking series period by period", () => {
  const series = [
    { label: "Case form", values: [3, 0, 5] },
    { label: "Message widget", values: [2, 4, 0] },
  ];

  it("puts the first series at the bottom and each next one on top of it", () => {
    const { totals, columns } = stackSeries(series, 3);
    expect(totals).toEqual([5, 4, 5]);
    expect(columns[0]).toEqual([
      { series: 0, from: 0, to: 3 },
      { series: 1, from: 3, to: 5 },
    ]);
    expect(columns[1]).toEqual([
      { series: 0, from: 0, to: 0 },
      { series: 1, from: 0, to: 4 },
    ]);
  });

  it("has a zero total for each period when there are no series", () => {
    expect(stackSeries([], 2)).toEqual({ totals: [0, 0], columns: [[], []] });
  });

  it("refuses series that do not match the periods, or values a bar cannot draw", () => {
    expect(() => stackSeries([{ label: "Short", values: [1] }], 2)).toThrow(/"Short" has 1 values for 2 periods/);
    expect(() => stackSeries([{ label: "Negative", values: [1, -2] }], 2)).toThrow(/-2 at position 1/);
    expect(() => stackSeries([{ label: "Nothing", values: [Number.NaN] }], 1)).toThrow(RangeError);
  });
});

describe("checking a line's values", () => {
  it("accepts a missing value, which the line leaves as a gap", () => {
    expect(() => checkValues("Median", [null, 2, null], 3)).not.toThrow();
  });
});
