/** Small statistics helpers for benchmark scripts (they print numbers; nothing asserts on time). */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export function summarize(samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    mean,
  };
}

export function formatSummary(label: string, samplesMs: number[]): string {
  const s = summarize(samplesMs);
  const f = (value: number) => value.toFixed(1);
  return `${label}: n=${s.n} p50=${f(s.p50)} ms p95=${f(s.p95)} ms mean=${f(s.mean)} ms max=${f(s.max)} ms`;
}
