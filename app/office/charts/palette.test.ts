import { describe, expect, it } from "vitest";
import { CHART_BACKGROUND, contrastRatio, PAGE_BACKGROUND, SERIES_STYLES, styleOf } from "./palette";

describe("contrast", () => {
  it("is WCAG's ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("refuses what is not a colour", () => {
    expect(() => contrastRatio("navy", "#ffffff")).toThrow(RangeError);
  });
});

describe("the series' look", () => {
  it("every colour keeps 3:1 against the chart and the office's page", () => {
    for (const { colour } of SERIES_STYLES) {
      expect(contrastRatio(colour, CHART_BACKGROUND)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(3);
    }
  });

  it("neighbours in a stack keep 3:1 against each other", () => {
    SERIES_STYLES.slice(1).forEach(({ colour }, index) => {
      expect(contrastRatio(colour, SERIES_STYLES[index]!.colour)).toBeGreaterThanOrEqual(3);
    });
  });

  it("no two series share a pattern, nor a line's marker and dash, so colour is never the only difference", () => {
    expect(new Set(SERIES_STYLES.map(({ pattern }) => pattern)).size).toBe(SERIES_STYLES.length);
    expect(new Set(SERIES_STYLES.map(({ marker, dash }) => `${marker} ${dash}`)).size).toBe(SERIES_STYLES.length);
  });

  it("refuses a seventh series rather than repeat a look", () => {
    expect(styleOf(5).pattern).toBe("checks");
    expect(() => styleOf(SERIES_STYLES.length)).toThrow(/at most 6 series/);
  });
});
