/**
 * Which periods get a label under the bars. The server cannot know the reader's screen, so it
 * marks two sets: one for a wide chart and one for a narrow one; the stylesheet shows the set that
 * fits the chart's width (a container query). Both count back from the latest period, which is the
 * one the office looks for first.
 */

/** Roughly how wide a label is in pixels at the charts' 12 px text, digits and letters alike. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * 7);
}

/** The plot widths, in pixels, that the two sets are laid out for: the narrowest of each layout. */
export const PLOT_WIDTH = { narrow: 260, wide: 520 } as const;

/** The indices to label, every `step`th counting back from the last. */
export function labelledIndices(count: number, step: number): Set<number> {
  const indices = new Set<number>();
  for (let index = count - 1; index >= 0; index -= Math.max(1, step)) indices.add(index);
  return indices;
}

/** Every how many periods a label fits, so that labels `gap` pixels apart never overlap. */
export function labelStep(count: number, longestLabel: number, plotWidth: number, gap = 14): number {
  if (count <= 0) return 1;
  const fits = Math.max(1, Math.floor(plotWidth / (longestLabel + gap)));
  return Math.max(1, Math.ceil(count / fits));
}

export type PeriodLabel = { index: number; text: string; wide: boolean; narrow: boolean };

/** The labels to draw under the periods, each marked with the layouts it appears in. */
export function periodLabels(texts: readonly string[]): PeriodLabel[] {
  const longest = Math.max(0, ...texts.map(textWidth));
  const wide = labelledIndices(texts.length, labelStep(texts.length, longest, PLOT_WIDTH.wide));
  const narrow = labelledIndices(texts.length, labelStep(texts.length, longest, PLOT_WIDTH.narrow));
  return texts
    .map((text, index) => ({ index, text, wide: wide.has(index), narrow: narrow.has(index) }))
    .filter((label) => label.wide || label.narrow);
}

/** How wide the value axis must be for its longest tick label, in pixels. */
export function axisWidth(tickTexts: readonly string[]): number {
  return Math.max(24, ...tickTexts.map((text) => textWidth(text) + 10));
}
