// Latency percentiles (p50, p95, p99) of response-time samples, and the summary of one or more drives:
// percentiles, requests a second and errors.

/** p50, p95 and p99 of latency samples in ms. */
export function latencyOf(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: sorted.length };
}

export interface Driven {
  samples: number[];
  errors: number;
  seconds: number;
}

/** Latency percentiles, requests a second and errors of one or more drives of the same thing. */
export function summarise(parts: Driven[]) {
  const samples = parts.flatMap((p) => p.samples);
  const seconds = parts.reduce((sum, p) => sum + p.seconds, 0);
  return {
    ...latencyOf(samples),
    throughput: Math.round(samples.length / seconds),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
  };
}
