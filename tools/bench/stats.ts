/** Small statistics for the bench's tables: nearest-rank percentiles and the median. */

/** Nearest-rank percentile (p in 0..100) of the values; throws on an empty list rather than inventing a figure. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('[bench] percentile of no values');
  if (p < 0 || p > 100) throw new Error(`[bench] percentile ${p} is outside 0..100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Growth from `before` to `after` as a fraction (0.1 = 10 %). */
export function growth(before: number, after: number): number {
  if (before <= 0) throw new Error(`[bench] growth from ${before} is undefined`);
  return (after - before) / before;
}
