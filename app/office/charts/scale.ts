/**
 * The numbers behind a chart's geometry: round axis steps and where a value or a period falls.
 * Plain functions, so the charts' maths is tested without rendering anything.
 */

/** Axis steps read best as 1, 2, 2.5 or 5 times a power of ten. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * The ticks of a value axis that starts at zero: round, evenly spaced, the last at or above `max`.
 * `target` is how many intervals we aim for; whole-number data (counts) gets whole-number ticks.
 */
export function niceTicks(max: number, { target = 4, integer = false } = {}): number[] {
  if (!Number.isFinite(max) || max < 0)
    throw new RangeError(`An axis needs a finite maximum of zero or more, not ${max}`);
  if (max === 0) return [0, 1];
  const rough = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const candidates = ROUND_STEPS.map((step) => step * magnitude).filter((step) => !integer || Number.isInteger(step));
  const step =
    candidates.find((candidate) => candidate >= rough * (1 - 1e-9)) ??
    (integer ? Math.max(1, Math.ceil(rough)) : rough);
  const intervals = Math.ceil(max / step - 1e-9);
  // Floating point would write 0.30000000000000004; a step's own decimals are all a tick needs.
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(step)));
  return Array.from({ length: intervals + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
}

/** Where a value sits on an axis from zero to `top`, as a fraction from 0 (zero) to 1 (the top). */
export function fractionOf(value: number, top: number): number {
  if (top <= 0) return 0;
  return Math.min(1, Math.max(0, value / top));
}

/** One period's (or category's) slot across the plot, in percent of the plot's width. */
export type Band = { start: number; width: number; centre: number };

/**
 * Slots of equal width for `count` bars, each bar filling `fill` of its slot and centred in it.
 * A bar is never wider than `maxWidth` percent, so one or two periods do not draw slabs.
 */
export function bands(count: number, { fill = 0.72, maxWidth = 8 } = {}): Band[] {
  if (count <= 0) return [];
  const slot = 100 / count;
  const width = Math.min(slot * fill, maxWidth);
  return Array.from({ length: count }, (_, index) => {
    const centre = slot * index + slot / 2;
    return { start: centre - width / 2, width, centre };
  });
}

/** A percentage as an SVG length, short enough to keep the markup small. */
export function percent(value: number): string {
  return `${Math.round(value * 1000) / 1000}%`;
}
