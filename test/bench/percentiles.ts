/** Runs `work` `count` times after a warm-up and returns its timings in milliseconds. */
export async function timeRuns(count: number, work: () => unknown | Promise<unknown>, warmUp = 3): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await work();
  const timings: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
