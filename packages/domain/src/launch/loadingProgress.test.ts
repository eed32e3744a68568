import { MAX_PROGRESS_BEFORE_LOAD, PROGRESS_AT_TIMEOUT, loadingMessageKey, loadingProgress } from './loadingProgress';

const T = 60_000;

describe('loadingProgress', () => {
  test.each<[number, number, number, number]>([
    [0, T, 0, 0],
    [-100, T, 0, 0],
    [Number.NaN, T, 0, 0],
    [T / 10, T, 30, 45],
    [T / 2, T, 70, 85],
    [T, T, PROGRESS_AT_TIMEOUT, PROGRESS_AT_TIMEOUT],
    [T * 3, T, 96, 97.5],
    [Number.MAX_VALUE, T, MAX_PROGRESS_BEFORE_LOAD, MAX_PROGRESS_BEFORE_LOAD],
    [Number.POSITIVE_INFINITY, T, MAX_PROGRESS_BEFORE_LOAD, MAX_PROGRESS_BEFORE_LOAD],
    // a broken timeout falls back to 60 s
    [T, 0, PROGRESS_AT_TIMEOUT, PROGRESS_AT_TIMEOUT],
    [T, Number.NaN, PROGRESS_AT_TIMEOUT, PROGRESS_AT_TIMEOUT],
    [T, -1, PROGRESS_AT_TIMEOUT, PROGRESS_AT_TIMEOUT],
  ])('elapsed %p of %p is within [%p, %p]', (elapsed, timeout, low, high) => {
    const progress = loadingProgress(elapsed, timeout);
    expect(progress).toBeGreaterThanOrEqual(low - 1e-9);
    expect(progress).toBeLessThanOrEqual(high + 1e-9);
  });

  test('rises monotonically and never reaches 100 before load', () => {
    let previous = -1;
    for (let elapsed = 0; elapsed <= 20 * T; elapsed += 100) {
      const progress = loadingProgress(elapsed, T);
      expect(progress).toBeGreaterThanOrEqual(previous);
      expect(progress).toBeLessThan(100);
      previous = progress;
    }
  });

  test('a longer timeout is slower', () => {
    expect(loadingProgress(10_000, 30_000)).toBeGreaterThan(loadingProgress(10_000, 120_000));
  });
});

describe('loadingMessageKey', () => {
  test.each<[number, number, string]>([
    [0, T, 'gameLoading.message.progress'],
    [T - 1, T, 'gameLoading.message.progress'],
    [T, T, 'gameLoading.message.timeout'],
    [T + 1, T, 'gameLoading.message.timeout'],
  ])('%p of %p -> %p', (elapsed, timeout, key) => {
    expect(loadingMessageKey(elapsed, timeout)).toBe(key);
  });
});
