import { PATTERN_INK, styleOf, type MarkerKind } from "./palette";

/** The fill of a series' bars and swatch: its colour, or its pattern over that colour. */
export function fillOf(chartId: string, series: number): string {
  const { colour, pattern } = styleOf(series);
  return pattern === "solid" ? colour : `url(#${chartId}-fill-${series})`;
}

function Pattern({ chartId, series }: { chartId: string; series: number }) {
  const { colour, pattern } = styleOf(series);
  const tile = (size: number, rotate: number, marks: React.ReactNode) => (
    <pattern
      id={`${chartId}-fill-${series}`}
      width={size}
      height={size}
      patternUnits="userSpaceOnUse"
      patternTransform={rotate ? `rotate(${rotate})` : undefined}
    >
      <rect width={size} height={size} fill={colour} />
      {marks}
    </pattern>
  );
  switch (pattern) {
    case "solid":
      return null;
    case "stripes":
    case "back-stripes":
      return tile(6, pattern === "stripes" ? 45 : -45, <rect width={1.75} height={6} fill={PATTERN_INK} />);
    case "dots":
      return tile(5, 0, <circle cx={2.5} cy={2.5} r={1.15} fill={PATTERN_INK} />);
    case "crosshatch":
      return tile(
        6,
        45,
        <>
          <rect width={1.25} height={6} fill={PATTERN_INK} />
          <rect width={6} height={1.25} fill={PATTERN_INK} />
        </>,
      );
    case "checks":
      return tile(
        6,
        0,
        <>
          <rect width={2} height={2} fill={PATTERN_INK} />
          <rect x={3} y={3} width={2} height={2} fill={PATTERN_INK} />
        </>,
      );
  }
}

/** The patterns of a chart's series, defined once for its plot and its legend. */
export function PatternDefs({ chartId, count }: { chartId: string; count: number }) {
  return (
    <svg className="chart-defs" width="0" height="0">
      <defs>
        {Array.from({ length: count }, (_, series) => (
          <Pattern key={series} chartId={chartId} series={series} />
        ))}
      </defs>
    </svg>
  );
}

/** A line's point marker, centred on the origin of whatever places it. */
export function Marker({ kind, colour }: { kind: MarkerKind; colour: string }) {
  const common = { fill: colour, className: "chart-marker" };
  switch (kind) {
    case "circle":
      return <circle r={4} {...common} />;
    case "square":
      return <rect x={-3.5} y={-3.5} width={7} height={7} {...common} />;
    case "diamond":
      return <path d="M0 -5 L5 0 L0 5 L-5 0 Z" {...common} />;
    case "triangle":
      return <path d="M0 -5 L4.5 3.5 L-4.5 3.5 Z" {...common} />;
  }
}
