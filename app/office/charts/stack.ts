/** One series' part of one stacked bar: from the running total below it to the one above. */
export type Segment = { series: number; from: number; to: number };

export type Stacked = { totals: number[]; columns: Segment[][] };

/** Checks what a chart is given: one value per period, each a finite number of zero or more. */
export function checkValues(label: string, values: readonly (number | null)[], count: number): void {
  if (values.length !== count) {
    throw new RangeError(`Series "${label}" has ${values.length} values for ${count} periods`);
  }
  values.forEach((value, index) => {
    if (value !== null && !(Number.isFinite(value) && value >= 0)) {
      throw new RangeError(
        `Series "${label}" has ${value} at position ${index}; a chart takes numbers of zero or more`,
      );
    }
  });
}

/** Stacks the series period by period, the first series at the bottom. */
export function stackSeries(series: readonly { label: string; values: readonly number[] }[], count: number): Stacked {
  for (const { label, values } of series) checkValues(label, values, count);
  const totals: number[] = [];
  const columns: Segment[][] = [];
  for (let index = 0; index < count; index++) {
    let running = 0;
    const column: Segment[] = [];
    series.forEach(({ values }, seriesIndex) => {
      const value = values[index] ?? 0;
      column.push({ series: seriesIndex, from: running, to: running + value });
      running += value;
    });
    totals.push(running);
    columns.push(column);
  }
  return { totals, columns };
}
