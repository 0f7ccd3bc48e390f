import { useId } from "react";
import { Baseline, boxHeight, Gridlines, PeriodLabels, rowOf, ValueAxis, type PlotBox } from "./axes";
import { axisWidth } from "./axis-labels";
import { chartCopy } from "./copy";
import { ChartFrame, FiguresTable } from "./frame";
import { Legend } from "./legend";
import { linePath } from "./line-path";
import { styleOf } from "./palette";
import { Marker } from "./patterns";
import { bands, niceTicks, percent, type Band } from "./scale";
import { checkValues } from "./stack";
import { defaultFormat, shortOf, type AxisItem, type ChartText, type LineSeries, type ValueFormat } from "./types";

/** One measure, drawn in its own panel with its own value axis. */
export type LineMeasure = {
  /** What it measures, with its unit, e.g. "Median hours to first contact": the panel's title. */
  label: string;
  /** Its lines, e.g. one, or one per edition; at most six. */
  series: readonly LineSeries[];
  format?: ValueFormat;
  /** A fixed top for the axis, e.g. 100 for a percentage; otherwise the data's round ceiling. */
  max?: number;
};

export type LineChartProps = ChartText & {
  /** The periods along the bottom, oldest first. */
  periods: readonly AxisItem[];
  /** What the periods are, e.g. "Month": under the axis and heading the table's first column. */
  periodLabel: string;
  /** One measure, or two of different units: each gets its own panel, one above the other, never a second axis. */
  measures: readonly [LineMeasure] | readonly [LineMeasure, LineMeasure];
};

/** Panels are shorter when two share the figure; only the lowest carries the periods' labels. */
const boxOf = (panels: number, last: boolean): PlotBox => ({
  top: 10,
  plot: panels === 1 ? 200 : 130,
  bottom: last ? 28 : 8,
});

/** The line is drawn in a 1000-wide box stretched to the plot's width; its stroke keeps its thickness. */
const LINE_BOX_WIDTH = 1000;

/** Measures over time (median time to first contact per month; the share contacted within a day). */
export function LineChart({ periods, periodLabel, measures, ...text }: LineChartProps) {
  const chartId = useId();
  for (const measure of measures) {
    for (const { label, values } of measure.series) checkValues(label, values, periods.length);
  }
  const slots = bands(periods.length);
  const axes = measures.map((measure) => {
    const values = measure.series.flatMap(({ values: own }) => own.filter((value) => value !== null));
    const ticks = niceTicks(Math.max(measure.max ?? 0, ...values), { integer: values.every(Number.isInteger) });
    return { ticks, texts: ticks.map(measure.format ?? defaultFormat) };
  });
  const width = Math.max(...axes.map(({ texts }) => axisWidth(texts)));
  const columns = measures.flatMap((measure) =>
    measure.series.map(({ label }) => (measure.series.length > 1 ? `${measure.label}: ${label}` : measure.label)),
  );
  const table =
    periods.length > 0 ? (
      <FiguresTable
        title={text.title}
        corner={periodLabel}
        columns={columns}
        rows={periods.map((period, index) => ({
          label: period.label,
          cells: measures.flatMap((measure) =>
            measure.series.map(({ values }) => {
              const value = values[index] ?? null;
              return value === null ? null : (measure.format ?? defaultFormat)(value);
            }),
          ),
        }))}
      />
    ) : null;
  const empty = measures.every((measure) =>
    measure.series.every(({ values }) => values.every((value) => value === null)),
  );
  return (
    <ChartFrame {...text} kind={chartCopy.kind.line} empty={empty} table={table}>
      {measures.map((measure, panel) => {
        const box = boxOf(measures.length, panel === measures.length - 1);
        const { ticks, texts } = axes[panel] ?? { ticks: [0, 1], texts: ["0", "1"] };
        return (
          <div key={measure.label} className="chart-panel">
            <p className="chart-axis-title">{measure.label}</p>
            {measure.series.length > 1 ? (
              <Legend chartId={chartId} labels={measure.series.map(({ label }) => label)} as="line" />
            ) : null}
            <div className="chart-plot">
              <ValueAxis box={box} ticks={ticks} texts={texts} width={width} />
              <svg className="chart-area" width="100%" height={boxHeight(box)}>
                <Gridlines box={box} ticks={ticks} />
                <Baseline box={box} />
                {measure.series.map((series, index) => (
                  <Line
                    key={series.label}
                    box={box}
                    top={ticks.at(-1) ?? 1}
                    slots={slots}
                    series={series}
                    index={index}
                    titleOf={(period, value) =>
                      `${periods[period]?.label}, ${measure.series.length > 1 ? `${series.label}, ` : ""}${measure.label}: ${(measure.format ?? defaultFormat)(value)}`
                    }
                  />
                ))}
                {panel === measures.length - 1 ? (
                  <PeriodLabels box={box} bands={slots} texts={periods.map(shortOf)} />
                ) : null}
              </svg>
            </div>
          </div>
        );
      })}
      <p className="chart-axis-title chart-axis-title-below">{periodLabel}</p>
    </ChartFrame>
  );
}

function Line({
  box,
  top,
  slots,
  series,
  index,
  titleOf,
}: {
  box: PlotBox;
  top: number;
  slots: readonly Band[];
  series: LineSeries;
  index: number;
  /** The point's hover text, for a pointer: a screen reader reads the table instead. */
  titleOf: (period: number, value: number) => string;
}) {
  const { colour, marker, dash } = styleOf(index);
  const points = series.values.map((value, period) =>
    value === null ? null : { x: ((slots[period]?.centre ?? 0) * LINE_BOX_WIDTH) / 100, y: rowOf(box, value, top) },
  );
  const height = boxHeight(box);
  return (
    <g className="chart-line" data-series={index}>
      <svg width="100%" height={height} viewBox={`0 0 ${LINE_BOX_WIDTH} ${height}`} preserveAspectRatio="none">
        <path
          d={linePath(points)}
          fill="none"
          stroke={colour}
          strokeWidth="2.5"
          strokeDasharray={dash}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {series.values.map((value, period) =>
        value === null ? null : (
          <svg
            key={period}
            className="chart-point"
            x={percent(slots[period]?.centre ?? 0)}
            y={rowOf(box, value, top)}
            width="1"
            height="1"
            overflow="visible"
          >
            <title>{titleOf(period, value)}</title>
            <Marker kind={marker} colour={colour} />
          </svg>
        ),
      )}
    </g>
  );
}
