/** The office's charts: server-rendered SVG with a table of their figures, and the maths a caller words. */
export { StackedBarChart, type StackedBarChartProps } from "./stacked-bar-chart";
export { GroupedBarChart, type GroupedBarChartProps } from "./grouped-bar-chart";
export { LineChart, type LineChartProps, type LineMeasure } from "./line-chart";
export { periodChange, type PeriodChange, type Contributor } from "./change";
export type { AxisItem, BarSeries, LineSeries, ValueFormat } from "./types";
