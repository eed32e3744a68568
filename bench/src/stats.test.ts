import { median, medians, ratio } from './stats';

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
