import { backoffDelayMs } from './backoff';

const RANGE = { baseMs: 1000, maxMs: 60_000 };

describe('backoffDelayMs', () => {
  test.each<[string, number, number, number]>([
    ['first retry, no jitter drawn', 1, 0, 500],
    ['first retry, most jitter', 1, 0.999, 1000],
    ['second retry doubles', 2, 0, 1000],
    ['fifth retry', 5, 0.5, 12_000],
    ['seventh retry reaches the cap', 7, 0, 30_000],
    ['far past the cap', 40, 0.999, 59_970],
    ['an overflowing attempt stays capped', 5000, 0, 30_000],
    ['attempt 0 counts as the first', 0, 0, 500],
    ['a random above 1 is clamped', 1, 7, 1000],
    ['a negative random is clamped', 1, -3, 500],
    ['NaN from the source adds no jitter', 1, Number.NaN, 500],
  ])('%s', (_name, attempt, random, expected) => {
    expect(backoffDelayMs(attempt, () => random, RANGE)).toBe(expected);
  });

  test('never under half nor over the whole of the capped exponential', () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const ceiling = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      for (const random of [0, 0.25, 0.5, 0.75, 0.9999]) {
        const delay = backoffDelayMs(attempt, () => random, RANGE);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});
