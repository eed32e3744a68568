import { parseRetryAfter } from './retryAfter';

const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['2', 2000],
    ['1.5', 1500],
    [' 300 ', 300_000],
    ['Tue, 01 Jan 2030 00:00:10 GMT', 10_000],
    ['Mon, 31 Dec 2029 23:59:00 GMT', 0],
    ['', null],
    ['-1', null],
    ['soon', null],
    [undefined, null],
    [5, null],
  ])('%j -> %j', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});
