import { periodLabels } from "./axis-labels";
import { fractionOf, percent, type Band } from "./scale";

/** The vertical room of a plot: a margin above for the top tick's text, the plot, room below for labels. */
export type PlotBox = { top: number; plot: number; bottom: number };

export const boxHeight = (box: PlotBox) => box.top + box.plot + box.bottom;

/** The pixel row of a value in a plot whose axis runs from zero to `top`. */
export const rowOf = (box: PlotBox, value: number, top: number) => box.top + box.plot * (1 - fractionOf(value, top));

/** The value axis's tick labels, in their own narrow column left of the plot. */
export function ValueAxis({
  box,
  ticks,
  texts,
  width,
}: {
  box: PlotBox;
  ticks: readonly number[];
  texts: readonly string[];
  width: number;
}) {
  const top = ticks.at(-1) ?? 1;
  return (
    <svg className="chart-axis" width={width} height={boxHeight(box)}>
      {ticks.map((tick, index) => (
        <text key={tick} x={width - 8} y={rowOf(box, tick, top)} dy="0.32em" textAnchor="end">
          {texts[index]}
        </text>
      ))}
    </svg>
  );
}

/** Where a line's two ends are, in the SVG's units. */
type LineEnds = { x1: number | string; x2: number | string; y1: number | string; y2: number | string };

/** A light gridline at each tick above zero, each placed by `at`: across a column chart's plot, down a bar chart's. */
export function TickLines({ ticks, at }: { ticks: readonly number[]; at: (tick: number) => LineEnds }) {
  return (
    <>
      {ticks
        .filter((tick) => tick > 0)
        .map((tick) => (
          <line key={tick} className="chart-grid" {...at(tick)} />
        ))}
    </>
  );
}

/** Light lines across the plot at each tick above zero. */
export function Gridlines({ box, ticks }: { box: PlotBox; ticks: readonly number[] }) {
  const top = ticks.at(-1) ?? 1;
  return (
    <g>
      <TickLines
        ticks={ticks}
        at={(tick) => {
          const y = rowOf(box, tick, top);
          return { x1: "0", x2: "100%", y1: y, y2: y };
        }}
      />
    </g>
  );
}

/** The zero line, drawn over the bars' feet. */
export function Baseline({ box }: { box: PlotBox }) {
  const y = box.top + box.plot;
  return <line className="chart-baseline" x1="0" x2="100%" y1={y} y2={y} />;
}

/** The periods' short names under the plot, as many as fit the chart's width (see axis-labels.ts). */
export function PeriodLabels({
  box,
  bands,
  texts,
}: {
  box: PlotBox;
  bands: readonly Band[];
  texts: readonly string[];
}) {
  const baseline = box.top + box.plot;
  return (
    <g className="chart-period-axis">
      {periodLabels(texts).map(({ index, text, wide, narrow }) => {
        const x = percent(bands[index]?.centre ?? 0);
        const only = wide && narrow ? undefined : wide ? "chart-only-wide" : "chart-only-narrow";
        return (
          <g key={index} className={only}>
            <line className="chart-tick" x1={x} x2={x} y1={baseline} y2={baseline + 5} />
            <text x={x} y={baseline + 20} textAnchor="middle">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
