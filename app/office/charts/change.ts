/**
 * What changed between two periods of a chart's series, for the caller to put in words
 * ("Requests rose 30% in October, mostly from the Spanish edition"). It computes; it never words.
 */
export type Contributor = {
  label: string;
  /** The series' own change, in the chart's unit. */
  delta: number;
  /** Its part of the total change, from 0 to 1 (above 1 when other series moved the other way). */
  share: number;
};

export type PeriodChange = {
  from: number;
  to: number;
  delta: number;
  /** The change as a fraction of `from` (0.3 for a rise of 30%); null when `from` is zero. */
  ratio: number | null;
  /** The series that moved most in the direction of the total; null when the total did not move. */
  contributor: Contributor | null;
};

type SeriesLike = { label: string; values: readonly (number | null)[] };

/** The change from period `from` to period `to` (indices into every series' values). */
export function periodChange(series: readonly SeriesLike[], from: number, to: number): PeriodChange {
  const valueAt = (values: readonly (number | null)[], index: number) => {
    if (index < 0 || index >= values.length) throw new RangeError(`No period ${index} in a series of ${values.length}`);
    return values[index] ?? 0;
  };
  const deltas = series.map(({ label, values }) => ({ label, delta: valueAt(values, to) - valueAt(values, from) }));
  const before = series.reduce((sum, { values }) => sum + valueAt(values, from), 0);
  const after = series.reduce((sum, { values }) => sum + valueAt(values, to), 0);
  const delta = after - before;
  const sign = Math.sign(delta);
  const leader = deltas
    .filter((entry) => Math.sign(entry.delta) === sign && sign !== 0)
    .reduce<(typeof deltas)[number] | null>(
      (best, entry) => (best === null || Math.abs(entry.delta) > Math.abs(best.delta) ? entry : best),
      null,
    );
  return {
    from: before,
    to: after,
    delta,
    ratio: before === 0 ? null : delta / before,
    contributor: leader ? { label: leader.label, delta: leader.delta, share: leader.delta / delta } : null,
  };
}
