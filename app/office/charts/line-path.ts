export type Point = { x: number; y: number };

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * An SVG path through the points in order. A missing point (a month with nothing to measure)
 * breaks the line rather than bridging the gap, so the chart never invents a value.
 */
export function linePath(points: readonly (Point | null)[]): string {
  const commands: string[] = [];
  let drawing = false;
  for (const point of points) {
    if (point === null) {
      drawing = false;
      continue;
    }
    commands.push(`${drawing ? "L" : "M"}${round(point.x)} ${round(point.y)}`);
    drawing = true;
  }
  return commands.join(" ");
}
