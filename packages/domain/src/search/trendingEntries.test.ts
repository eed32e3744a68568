import type { SearchEntry } from './searchEntries';
import { trendingEntries } from './trendingEntries';

const entry = (code: string, title: string, playingCount: number): SearchEntry => ({
  key: `agg:${code}`,
  code,
  title,
  supplier: 'haba',
  supplierName: '',
  groups: [],
  playingCount,
  releasedAt: '',
  volatility: null,
  rtp: null,
});

const ENTRIES: readonly SearchEntry[] = [
  entry('a', 'Zeus', 5),
  entry('b', 'Book', 90),
  entry('c', 'apple', 5),
  entry('d', 'Éclair', 5),
  entry('e', 'Dragon', 300),
  entry('f', 'Nothing', Number.NaN),
  entry('g', 'Bass', 5),
];

const codes = (entries: readonly SearchEntry[]) => entries.map((found) => found.code).join('');

describe('trendingEntries', () => {
  test.each<[number, string]>([
    [0, ''],
    [1, 'e'],
    [2, 'eb'],
    // equal counts by title, collated: apple, Bass, Éclair, Zeus
    [3, 'ebc'],
    [5, 'ebcgd'],
    [6, 'ebcgda'],
    // unreadable counts last
    [7, 'ebcgdaf'],
    [100, 'ebcgdaf'],
    [-1, ''],
    [2.7, 'eb'],
    [Number.NaN, ''],
  ])('limit %p -> %p', (limit, expected) => {
    expect(codes(trendingEntries(ENTRIES, limit))).toBe(expected);
  });

  test('titles collate in the given locale', () => {
    const entries = [entry('1', 'ärta', 1), entry('2', 'zebra', 1)];
    expect(codes(trendingEntries(entries, 2, 'sv'))).toBe('21');
    expect(codes(trendingEntries(entries, 2, 'de'))).toBe('12');
  });

  test('no entries', () => {
    expect(trendingEntries([], 10)).toEqual([]);
  });
});
