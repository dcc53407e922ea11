import { availableParallelism, loadavg } from 'node:os';

/** The nearest-rank percentile (fraction 0.95 for p95) of the samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Other work on the machine inflates every figure; the load average says how much. */
export function describeLoad(): string {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return `load average ${load} on ${availableParallelism()} cores`;
}
