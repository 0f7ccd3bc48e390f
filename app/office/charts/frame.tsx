import { useId } from "react";
import { chartCopy } from "./copy";
import type { ChartText } from "./types";

type FrameProps = ChartText & {
  /** What kind of chart this is, for the graphic's name: "stacked bar chart". */
  kind: string;
  /** Nothing to draw: the figure says so instead of showing empty axes. */
  empty: boolean;
  table: React.ReactNode;
  children: React.ReactNode;
};

/**
 * Every chart's frame. The caption carries the headline; the graphic is one image to a screen
 * reader (role="img", its children presentational), named after the chart and pointing to the
 * table that follows, which holds every figure the graphic draws.
 */
export function ChartFrame({ title, headline, emptyText, kind, empty, table, children }: FrameProps) {
  return (
    <figure className="chart">
      <figcaption className="chart-caption">
        <span className="chart-headline">{headline}</span>
        <span className="chart-title">{title}</span>
      </figcaption>
      {empty ? (
        <p className="chart-empty">{emptyText ?? chartCopy.empty}</p>
      ) : (
        <div className="chart-graphic" role="img" aria-label={chartCopy.graphicLabel(title, kind)}>
          {children}
        </div>
      )}
      {table ? (
        <details className="chart-figures">
          <summary>
            {chartCopy.showFigures}
            <span className="chart-sr">: {title}</span>
          </summary>
          {table}
        </details>
      ) : null}
    </figure>
  );
}

export type TableRow = { label: string; cells: readonly (string | null)[] };

/**
 * The chart's figures as a table: one row per period or category, one column per series. On a
 * phone a wide table scrolls sideways inside its own region, which the keyboard can reach.
 */
export function FiguresTable({
  title,
  corner,
  columns,
  rows,
}: {
  title: string;
  corner: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  const captionId = useId();
  return (
    <div className="chart-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="chart-table">
        <caption id={captionId} className="chart-sr">
          {title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, column) => (
                <td key={column}>
                  {cell ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="chart-sr">{chartCopy.noValue}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
