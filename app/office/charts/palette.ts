/**
 * How the series look. Colour alone never tells two series apart: each has its own fill pattern
 * (solid, stripes, dots, …), which also survives a black-and-white printer. Every colour keeps at
 * least 3:1 against the chart's white and the office's grey page, and the palette alternates dark
 * and mid tones so that neighbours in a stack keep 3:1 against each other too; a thin white gap
 * between stacked parts separates them besides.
 */
export type PatternKind = "solid" | "stripes" | "dots" | "crosshatch" | "back-stripes" | "checks";

/** A series' colour; its pattern (bars); its marker and dash (lines), for when colour is not seen. */
export type SeriesStyle = { colour: string; pattern: PatternKind; marker: MarkerKind; dash?: string };

export type MarkerKind = "circle" | "square" | "diamond" | "triangle";

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { colour: "#1f3a5f", pattern: "solid", marker: "circle" },
  { colour: "#d4691c", pattern: "stripes", marker: "square", dash: "7 4" },
  { colour: "#083f3b", pattern: "dots", marker: "diamond", dash: "2 3" },
  { colour: "#3a87c8", pattern: "crosshatch", marker: "triangle", dash: "9 3 2 3" },
  { colour: "#4b2470", pattern: "back-stripes", marker: "circle", dash: "4 4" },
  { colour: "#6e9a2c", pattern: "checks", marker: "square", dash: "12 4" },
];

export const CHART_BACKGROUND = "#ffffff";
/** The office page behind the charts' cards (office.css, .office-body). */
export const PAGE_BACKGROUND = "#f4f5f7";
/** The marks that draw a pattern over a series' colour. */
export const PATTERN_INK = CHART_BACKGROUND;

export function styleOf(series: number): SeriesStyle {
  const style = SERIES_STYLES[series];
  if (!style) throw new RangeError(`A chart draws at most ${SERIES_STYLES.length} series`);
  return style;
}

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return 0.2126 * channel(value >> 16) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

/** WCAG's contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
