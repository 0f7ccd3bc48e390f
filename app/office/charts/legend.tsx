import { styleOf } from "./palette";
import { fillOf, Marker } from "./patterns";

/** The series' names beside a swatch of their fill (bars) or their line and marker (lines). */
export function Legend({ chartId, labels, as }: { chartId: string; labels: readonly string[]; as: "fill" | "line" }) {
  return (
    <ul className="chart-legend">
      {labels.map((label, series) => (
        <li key={`${label}-${series}`}>
          {as === "fill" ? (
            <svg className="chart-swatch" width="16" height="16" viewBox="0 0 16 16">
              <rect width="16" height="16" rx="2" fill={fillOf(chartId, series)} />
            </svg>
          ) : (
            <svg className="chart-swatch chart-swatch-line" width="28" height="16" viewBox="0 0 28 16">
              <line
                x1="1"
                x2="27"
                y1="8"
                y2="8"
                stroke={styleOf(series).colour}
                strokeWidth="2.5"
                strokeDasharray={styleOf(series).dash}
              />
              <g transform="translate(14 8)">
                <Marker kind={styleOf(series).marker} colour={styleOf(series).colour} />
              </g>
            </svg>
          )}
          {label}
        </li>
      ))}
    </ul>
  );
}
