/** Latency summary in milliseconds (nearest-rank percentiles). */
export interface Summary {
  count: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(values: number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  const mean = list.reduce((sum, v) => sum + v, 0) / (list.length || 1);
  return {
    count: list.length,
    min: round(list[0] ?? NaN),
    p50: round(percentile(list, 50)),
    p95: round(percentile(list, 95)),
    p99: round(percentile(list, 99)),
    p999: round(percentile(list, 99.9)),
    max: round(list[list.length - 1] ?? NaN),
    mean: round(mean),
  };
}

export const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const fmtMs = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
