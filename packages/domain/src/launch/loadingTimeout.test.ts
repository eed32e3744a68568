import { parseLoadingTimeout } from './loadingTimeout';

describe('parseLoadingTimeout', () => {
  test.each<[unknown, number]>([
    ['30', 30],
    ['0.5', 0.5],
    [' 45 ', 45],
    ['1e2', 100],
    [90, 90],
    [0.001, 0.001],
    ['0', 60],
    [0, 60],
    ['-5', 60],
    [-5, 60],
    ['abc', 60],
    ['', 60],
    ['Infinity', 60],
    [Number.POSITIVE_INFINITY, 60],
    [Number.NaN, 60],
    ['NaN', 60],
    ['0x10', 60],
    ['1'.repeat(400), 60],
    [null, 60],
    [undefined, 60],
    [true, 60],
    [[30], 60],
  ])('%p -> %p', (value, expected) => {
    expect(parseLoadingTimeout(value)).toBe(expected);
  });
});
