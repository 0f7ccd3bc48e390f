/** A period or category on a chart: its full name (the table's) and an optional short one (the axis's). */
export type AxisItem = { label: string; short?: string };

/** One series of a bar chart: a value of zero or more for each period or category, in order. */
export type BarSeries = { label: string; values: readonly number[] };

/** One line: a value for each period, or null where there was nothing to measure. */
export type LineSeries = { label: string; values: readonly (number | null)[] };

export type ValueFormat = (value: number) => string;

/** What every chart is given besides its data. */
export type ChartText = {
  /** What the chart measures, e.g. "Requests per week, by source": under the headline and as the table's caption. */
  title: string;
  /** The one sentence the office should take away, worded by the caller: the figure's caption. */
  headline: string;
  /** Said instead of the graphic when there is nothing to draw. */
  emptyText?: string;
};

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const defaultFormat: ValueFormat = (value) => whole.format(value);

export const shortOf = (item: AxisItem) => item.short ?? item.label;
