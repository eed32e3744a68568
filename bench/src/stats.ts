/**
 * The median of the samples; a missing sample (null: it never happened within the run's time
 * limit) counts as worse than any value, so failures pull the median up instead of vanishing.
 * Null when there are no samples or the median itself is a failure.
 */
export function median(samples: readonly (number | null)[]): number | null {
  if (samples.length === 0) return null;
  const sorted = samples.map((sample) => sample ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value === undefined || !Number.isFinite(value) ? null : value;
}

/** `numerator / denominator`, or null when either is unknown or the denominator is not positive. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return numerator / denominator;
}

/** Each metric's median over a list of samples of the same shape. */
export function medians<K extends string>(
  samples: readonly Readonly<Record<K, number | null>>[],
  metrics: readonly K[],
): Record<K, number | null> {
  const result = {} as Record<K, number | null>;
  for (const metric of metrics) result[metric] = median(samples.map((sample) => sample[metric]));
  return result;
}

/**
 * The nearest-rank percentile (`fraction` 0.95 for p95): the smallest sample that at least that
 * share of the samples do not exceed. Null when there are no samples.
 */
export function percentile(samples: readonly number[], fraction: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? null;
}
