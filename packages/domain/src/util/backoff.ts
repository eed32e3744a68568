export interface BackoffRange {
  /** The first retry's delay before jitter. */
  readonly baseMs: number;
  /** No delay grows past this. */
  readonly maxMs: number;
}

/**
 * The wait before retry number `attempt` (1 for the first): the base doubling per attempt up to
 * the cap, then "equal jitter": half of it fixed, half random, so clients that failed together
 * (a server restart) spread out while none retries at once. `random` gives [0, 1)
 * (Math.random in the app); anything else is clamped into that range.
 */
export function backoffDelayMs(attempt: number, random: () => number, range: BackoffRange): number {
  const step = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** step overflows to Infinity past ~1,000 attempts; min() keeps the cap then too.
  const ceiling = Math.min(range.maxMs, range.baseMs * 2 ** step);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (Number.isNaN(share) ? 0 : share) * (ceiling / 2));
}
