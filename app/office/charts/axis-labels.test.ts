import { describe, expect, it } from "vitest";
import { axisWidth, labelledIndices, labelStep, periodLabels, PLOT_WIDTH, textWidth } from "./axis-labels";

describe("which periods get a label", () => {
  it("counts back from the latest period, which always has its label", () => {
    expect([...labelledIndices(10, 3)].sort((a, b) => a - b)).toEqual([0, 3, 6, 9]);
    expect([...labelledIndices(11, 3)].sort((a, b) => a - b)).toEqual([1, 4, 7, 10]);
    expect([...labelledIndices(3, 1)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
  });

  it("labels every period when all fit, fewer when they would touch", () => {
    expect(labelStep(12, 21, 520)).toBe(1);
    expect(labelStep(26, 42, 260)).toBe(7);
    expect(labelStep(0, 42, 260)).toBe(1);
  });

  it("gives a phone and a wide screen each a set of labels that fit its width", () => {
    const weeks = Array.from({ length: 26 }, (_, index) => `Sep ${10 + index}`);
    const labels = periodLabels(weeks);
    const wide = labels.filter((label) => label.wide);
    const narrow = labels.filter((label) => label.narrow);
    for (const [set, width] of [
      [wide, PLOT_WIDTH.wide],
      [narrow, PLOT_WIDTH.narrow],
    ] as const) {
      expect(set.at(-1)?.index).toBe(25);
      expect(set.length * textWidth("Sep 35")).toBeLessThanOrEqual(width);
    }
    expect(narrow.length).toBeLessThan(wide.length);
    expect(wide.length).toBeGreaterThanOrEqual(8);
    expect(narrow.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps every label when there are only a few periods", () => {
    const labels = periodLabels(["Nov", "Dec", "Jan"]);
    expect(labels.map(({ text, wide, narrow }) => [text, wide, narrow])).toEqual([
      ["Nov", true, true],
      ["Dec", true, true],
      ["Jan", true, true],
    ]);
  });
});

describe("the value axis's width", () => {
  it("fits its longest tick label", () => {
    expect(axisWidth(["0", "500", "1,000"])).toBe(textWidth("1,000") + 10);
    expect(axisWidth(["0"])).toBe(24);
  });
});
