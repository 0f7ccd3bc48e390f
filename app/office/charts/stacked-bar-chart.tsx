import { useId } from "react";
import { Baseline, boxHeight, Gridlines, PeriodLabels, rowOf, ValueAxis, type PlotBox } from "./axes";
import { axisWidth } from "./axis-labels";
import { chartCopy } from "./copy";
import { ChartFrame, FiguresTable } from "./frame";
import { Legend } from "./legend";
import { fillOf, PatternDefs } from "./patterns";
import { bands, niceTicks, percent } from "./scale";
import { stackSeries } from "./stack";
import { defaultFormat, shortOf, type AxisItem, type BarSeries, type ChartText, type ValueFormat } from "./types";

export type StackedBarChartProps = ChartText & {
  /** The periods along the bottom, oldest first. */
  periods: readonly AxisItem[];
  /** The parts of each bar, bottom first; at most six. */
  series: readonly BarSeries[];
  /** What the periods are, e.g. "Week starting": under the axis and heading the table's first column. */
  periodLabel: string;
  /** What the values count, e.g. "Requests": above the value axis. */
  valueLabel: string;
  format?: ValueFormat;
};

const BOX: PlotBox = { top: 10, plot: 220, bottom: 28 };
/** White between the parts of a bar, so that no two series' colours touch. */
const SEGMENT_GAP = 1.5;

/** Values over time, each period's bar stacked by series (requests per week, by source). */
export function StackedBarChart({
  periods,
  series,
  periodLabel,
  valueLabel,
  format = defaultFormat,
  ...text
}: StackedBarChartProps) {
  const chartId = useId();
  const { totals, columns } = stackSeries(series, periods.length);
  const ticks = niceTicks(Math.max(0, ...totals), {
    integer: series.every(({ values }) => values.every(Number.isInteger)),
  });
  const top = ticks.at(-1) ?? 1;
  const tickTexts = ticks.map(format);
  const slots = bands(periods.length);
  const table =
    periods.length > 0 ? (
      <FiguresTable
        title={text.title}
        corner={periodLabel}
        columns={[...series.map(({ label }) => label), chartCopy.total]}
        rows={periods.map((period, index) => ({
          label: period.label,
          cells: [...series.map(({ values }) => format(values[index] ?? 0)), format(totals[index] ?? 0)],
        }))}
      />
    ) : null;
  return (
    <ChartFrame {...text} kind={chartCopy.kind.stacked} empty={totals.every((total) => total === 0)} table={table}>
      <PatternDefs chartId={chartId} count={series.length} />
      <Legend chartId={chartId} labels={series.map(({ label }) => label)} as="fill" />
      <p className="chart-axis-title">{valueLabel}</p>
      <div className="chart-plot">
        <ValueAxis box={BOX} ticks={ticks} texts={tickTexts} width={axisWidth(tickTexts)} />
        <svg className="chart-area" width="100%" height={boxHeight(BOX)}>
          <Gridlines box={BOX} ticks={ticks} />
          {columns.map((column, index) =>
            column.map(({ series: part, from, to }) => {
              const bottom = rowOf(BOX, from, top) - (from > 0 ? SEGMENT_GAP : 0);
              const height = bottom - rowOf(BOX, to, top);
              if (to <= from || height <= 0) return null;
              return (
                <rect
                  key={`${index}-${part}`}
                  className="chart-bar"
                  data-series={part}
                  x={percent(slots[index]?.start ?? 0)}
                  width={percent(slots[index]?.width ?? 0)}
                  y={rowOf(BOX, to, top)}
                  height={Math.round(height * 100) / 100}
                  fill={fillOf(chartId, part)}
                >
                  <title>{`${periods[index]?.label}, ${series[part]?.label}: ${format(series[part]?.values[index] ?? 0)}`}</title>
                </rect>
              );
            }),
          )}
          <Baseline box={BOX} />
          <PeriodLabels box={BOX} bands={slots} texts={periods.map(shortOf)} />
        </svg>
      </div>
      <p className="chart-axis-title chart-axis-title-below">{periodLabel}</p>
    </ChartFrame>
  );
}
