import { describe, expect, it } from "vitest";
import { linePath } from "./line-path";

describe("a line through the points", () => {
  it("moves to the first point and draws to each next", () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 50, y: 5.125 },
        { x: 100, y: 0 },
      ]),
    ).toBe("M0 10 L50 5.13 L100 0");
  });

  it("breaks at a missing point instead of bridging it", () => {
    expect(linePath([{ x: 0, y: 1 }, null, { x: 20, y: 3 }, { x: 30, y: 4 }])).toBe("M0 1 M20 3 L30 4");
  });

  it("is a lone move for one point (its marker shows it) and nothing for none", () => {
    expect(linePath([null, { x: 5, y: 6 }, null])).toBe("M5 6");
    expect(linePath([])).toBe("");
  });
});
