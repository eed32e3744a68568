import { performance } from 'node:perf_hooks';

export interface Measurement {
  readonly name: string;
  readonly medianMs: number;
}

/**
 * Runs the cases interleaved (a, b, a, b, …) so that both see the same machine noise, and
 * reports each case's median. Ratios between cases of one run are what we compare.
 */
export function measureInterleaved(cases: Record<string, () => unknown>, rounds: number): Measurement[] {
  const samples = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, run] of Object.entries(cases)) {
      const start = performance.now();
      run();
      samples.get(name)?.push(performance.now() - start);
    }
  }
  return [...samples].map(([name, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { name, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  });
}
