/** Small statistics for the benchmark's samples. */

/** The value below which `fraction` of the samples fall (nearest-rank on the sorted samples). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) throw new Error('no samples');
  if (fraction < 0 || fraction > 1) throw new RangeError(`fraction ${fraction} is not in [0, 1]`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] as number;
}

/** The middle sample (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Events per minute from their timestamps (ms): (n − 1) intervals over the time from the first to the last, so
 * that where the window happens to start or end does not count a request more or less.
 */
export function ratePerMinute(timestamps: readonly number[]): number | undefined {
  if (timestamps.length < 2) return undefined;
  const sorted = [...timestamps].sort((a, b) => a - b);
  const span = (sorted[sorted.length - 1] as number) - (sorted[0] as number);
  return span > 0 ? ((sorted.length - 1) * 60_000) / span : undefined;
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A delay's distribution: nearest-rank p50 and p95, the largest, and how many samples were below zero. */
export interface DelaySummary {
  samplesMs: number[];
  p50: number;
  p95: number;
  max: number;
  /** Samples < 0: the far end saw the change first (it, not the near end, committed it). */
  negative: number;
}

/** Summarises delays (ms) measured as "far end's time − near end's time" on one clock; negatives are kept. */
export function delaySummary(samples: readonly number[]): DelaySummary {
  if (samples.length === 0) throw new Error('no samples');
  return {
    samplesMs: samples.map((value) => round(value, 2)),
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    negative: samples.filter((value) => value < 0).length,
  };
}
