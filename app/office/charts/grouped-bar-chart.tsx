import { useId } from "react";
import { TickLines } from "./axes";
import { ChartFrame, FiguresTable } from "./frame";
import { chartCopy } from "./copy";
import { Legend } from "./legend";
import { fillOf, PatternDefs } from "./patterns";
import { fractionOf, niceTicks, percent } from "./scale";
import { checkValues } from "./stack";
import { defaultFormat, type AxisItem, type ChartText, type ValueFormat } from "./types";

export type GroupedBarChartProps = ChartText & {
  /** The categories, top to bottom, each with its name on its own line above its bars. */
  categories: readonly AxisItem[];
  /**
   * One bar per series in each category, e.g. one per quarter, oldest first; at most six. A
   * null is nothing to measure (a share of none): no bar, and "no data" in its place and the table's.
   */
  series: readonly { label: string; values: readonly (number | null)[] }[];
  /** What the categories are, e.g. "How they heard of us": heads the table's first column. */
  categoryLabel: string;
  /** What the values count, e.g. "Requests": under the value axis. */
  valueLabel: string;
  format?: ValueFormat;
  /** A fixed top for the axis, e.g. 100 for a percentage; otherwise the data's round ceiling. */
  max?: number;
};

/** Pixel layout of one category: its name, then its bars. */
const LAYOUT = { name: 20, bar: 13, barGap: 3, groupGap: 14, axis: 26 } as const;

/**
 * Categories compared across periods, as horizontal bars (how people heard of the firm, per
 * quarter): the categories' names are read across, whole, even on a phone, and each bar carries
 * its value at its end.
 */
export function GroupedBarChart({
  categories,
  series,
  categoryLabel,
  valueLabel,
  format = defaultFormat,
  max = 0,
  ...text
}: GroupedBarChartProps) {
  const chartId = useId();
  for (const { label, values } of series) checkValues(label, values, categories.length);
  const all = series.flatMap(({ values }) => values.filter((value) => value !== null));
  const ticks = niceTicks(Math.max(max, ...all), { integer: all.every(Number.isInteger), target: 4 });
  const top = ticks.at(-1) ?? 1;
  const groupHeight = LAYOUT.name + series.length * (LAYOUT.bar + LAYOUT.barGap) + LAYOUT.groupGap;
  const plotHeight = categories.length * groupHeight;
  const table =
    categories.length > 0 ? (
      <FiguresTable
        title={text.title}
        corner={categoryLabel}
        columns={series.map(({ label }) => label)}
        rows={categories.map((category, index) => ({
          label: category.label,
          cells: series.map(({ values }) => {
            const value = values[index] ?? null;
            return value === null ? null : format(value);
          }),
        }))}
      />
    ) : null;
  return (
    <ChartFrame {...text} kind={chartCopy.kind.grouped} empty={all.every((value) => value === 0)} table={table}>
      <PatternDefs chartId={chartId} count={series.length} />
      <Legend chartId={chartId} labels={series.map(({ label }) => label)} as="fill" />
      <div className="chart-plot chart-plot-across">
        <svg className="chart-area" width="100%" height={plotHeight + LAYOUT.axis}>
          <TickLines
            ticks={ticks}
            at={(tick) => {
              const x = percent(fractionOf(tick, top) * 100);
              return { x1: x, x2: x, y1: 0, y2: plotHeight };
            }}
          />
          {categories.map((category, index) => {
            const groupTop = index * groupHeight;
            return (
              <g key={`${category.label}-${index}`}>
                <text className="chart-category" x="0" y={groupTop + LAYOUT.name - 6}>
                  {category.label}
                </text>
                {series.map(({ label, values }, part) => {
                  const value = values[index] ?? null;
                  const y = groupTop + LAYOUT.name + part * (LAYOUT.bar + LAYOUT.barGap);
                  if (value === null) {
                    return (
                      <text key={part} className="chart-value chart-no-value" x="0" y={y + LAYOUT.bar / 2} dy="0.32em">
                        {chartCopy.noValue}
                      </text>
                    );
                  }
                  const end = percent(fractionOf(value, top) * 100);
                  return (
                    <g key={part}>
                      <rect
                        className="chart-bar"
                        data-series={part}
                        x="0"
                        y={y}
                        width={end}
                        height={LAYOUT.bar}
                        fill={fillOf(chartId, part)}
                      >
                        <title>{`${category.label}, ${label}: ${format(value)}`}</title>
                      </rect>
                      <text className="chart-value" x={end} dx="5" y={y + LAYOUT.bar / 2} dy="0.32em">
                        {format(value)}
                      </text>
                    </g>
                  );
                })}
                <line
                  className="chart-baseline"
                  x1="0"
                  x2="0"
                  y1={groupTop + LAYOUT.name - 1}
                  y2={groupTop + groupHeight - LAYOUT.groupGap - LAYOUT.barGap + 1}
                />
              </g>
            );
          })}
          <line className="chart-baseline" x1="0" x2="100%" y1={plotHeight} y2={plotHeight} />
          <g className="chart-value-axis">
            {ticks.map((tick) => {
              const x = percent(fractionOf(tick, top) * 100);
              return (
                <g key={tick}>
                  <line className="chart-tick" x1={x} x2={x} y1={plotHeight} y2={plotHeight + 5} />
                  <text x={x} y={plotHeight + 20} textAnchor="middle">
                    {format(tick)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <p className="chart-axis-title chart-axis-title-below">{valueLabel}</p>
    </ChartFrame>
  );
}
