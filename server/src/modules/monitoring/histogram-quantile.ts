/**
 * Quantiles of a Prometheus-style histogram over an interval: the difference of two cumulative readings of its
 * buckets, interpolated linearly inside the bucket the quantile falls in (what PromQL's histogram_quantile does).
 * A quantile in the last, unbounded bucket is reported as the largest bound.
 */

/** Cumulative counts per upper bound (`le`), the bounds ascending, the last one +Infinity. */
export type BucketCounts = { bounds: number[]; counts: number[] };

/** `later` less `earlier`, bucket by bucket (an earlier reading absent: everything since the start). */
export function bucketDelta(later: BucketCounts, earlier: BucketCounts | undefined): BucketCounts {
  if (!earlier) return later;
  return {
    bounds: later.bounds,
    counts: later.counts.map((count, i) => Math.max(0, count - (earlier.counts[i] ?? 0))),
  };
}

/** Adds cumulative bucket counts of the same bounds (several label sets of one histogram). */
export function bucketSum(readings: readonly BucketCounts[]): BucketCounts | undefined {
  if (readings.length === 0) return undefined;
  const bounds = readings[0].bounds;
  return {
    bounds,
    counts: bounds.map((_, i) => readings.reduce((sum, r) => sum + (r.counts[i] ?? 0), 0)),
  };
}

/** The `q` quantile (0..1) of the observations counted, in the buckets' unit; null when there are none. */
export function quantile(q: number, { bounds, counts }: BucketCounts): number | null {
  const total = counts[counts.length - 1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  for (let i = 0; i < counts.length; i += 1) {
    if (counts[i] < rank) continue;
    const upper = bounds[i];
    const lower = i === 0 ? 0 : bounds[i - 1];
    if (!Number.isFinite(upper)) return lower;
    const below = i === 0 ? 0 : counts[i - 1];
    const inBucket = counts[i] - below;
    return inBucket > 0 ? lower + ((upper - lower) * (rank - below)) / inBucket : upper;
  }
  return bounds[bounds.length - 2] ?? null;
}
