import { MAX_ANALYTICS_RETRIES } from '../constants/analytics';
import { analyticsRetryDelayMs } from './analyticsRetry';

describe('analyticsRetryDelayMs', () => {
  // Without jitter drawn (random 0) and with the most (random → 1): half and all of 1 s × 2^(n-1), capped at 60 s.
  test.each<[number, number, number]>([
    [1, 500, 1000],
    [2, 1000, 2000],
    [3, 2000, 4000],
    [4, 4000, 8000],
    [5, 8000, 16_000],
    [6, 16_000, 32_000],
    [7, 30_000, 60_000],
    [10, 30_000, 60_000],
  ])('retry %i waits %i to %i ms', (attempt, least, most) => {
    expect(analyticsRetryDelayMs(attempt, () => 0)).toBe(least);
    expect(analyticsRetryDelayMs(attempt, () => 0.99999)).toBe(most);
  });

  test('the 10 retries wait about five minutes in all at most', () => {
    const total = Array.from({ length: MAX_ANALYTICS_RETRIES }, (_, index) =>
      analyticsRetryDelayMs(index + 1, () => 0.99999),
    );
    expect(total.reduce((sum, delay) => sum + delay, 0)).toBe(303_000);
  });
});
