import { median, medians, percentile, ratio } from './stats';

describe('median', () => {
  it.each<[string, (number | null)[], number | null]>([
    ['no samples', [], null],
    ['one sample', [7], 7],
    ['an odd count, unsorted', [5, 1, 3], 3],
    ['an even count: the mean of the middle two', [4, 1, 3, 2], 2.5],
    ['a failure counts as worse than any value', [1, null, 2], 2],
    ['failures in the middle: not reached', [1, null, null], null],
    ['an even count touching a failure: not reached', [1, 2, null, null], null],
  ])('%s', (_name, samples, expected) => {
    expect(median(samples)).toBe(expected);
  });
});

describe('ratio', () => {
  it.each<[number | null, number | null, number | null]>([
    [3, 2, 1.5],
    [0, 2, 0],
    [null, 2, null],
    [2, null, null],
    [2, 0, null],
  ])('%s / %s = %s', (numerator, denominator, expected) => {
    expect(ratio(numerator, denominator)).toBe(expected);
  });
});

describe('medians', () => {
  it('takes each metric over all samples', () => {
    const samples = [
      { a: 1, b: 10 },
      { a: 3, b: null },
      { a: 2, b: 30 },
    ];
    expect(medians(samples, ['a', 'b'])).toEqual({ a: 2, b: 30 });
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
  it.each<[string, number[], number, number | null]>([
    ['no samples', [], 0.95, null],
    ['one sample', [7], 0.95, 7],
    ['p50 of an even count: the lower middle', [4, 1, 3, 2], 0.5, 2],
    ['p95 of 100: the 95th smallest', hundred, 0.95, 95],
    ['p95 of 200: the 190th smallest', Array.from({ length: 200 }, (_, index) => index + 1), 0.95, 190],
    ['p100: the largest', [3, 9, 1], 1, 9],
    ['p0: the smallest', [3, 9, 1], 0, 1],
  ])('%s', (_name, samples, fraction, expected) => {
    expect(percentile(samples, fraction)).toBe(expected);
  });

  it('leaves the samples in their order', () => {
    const samples = [3, 1, 2];
    percentile(samples, 0.5);
    expect(samples).toEqual([3, 1, 2]);
  });
});
