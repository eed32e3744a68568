import type { Volatility } from '@lobby/shared';
import type { SortOption } from '../sorting/sortGames';
import type { SearchHit, SearchTier } from './gameMatcher';
import { providersOfHits, refineSearch, type SearchProvider } from './refineSearch';
import type { SearchEntry } from './searchEntries';

const entry = (
  code: string,
  supplier: string,
  title: string,
  playingCount: number,
  releasedAt: string,
  volatility: Volatility | null = null,
  rtp: number | null = null,
): SearchEntry => ({
  key: `agg:${code}`,
  code,
  title,
  supplier,
  supplierName: supplier === 'pp' ? 'Pragmatic Play' : '',
  groups: [],
  playingCount,
  releasedAt,
  volatility,
  rtp,
});

/** In relevance order, as the matcher returns them. */
const HITS: readonly SearchHit[] = (
  [
    ['a', 'pp', 'Olympus', 10, '2024-01-01T00:00:00.000Z', 'high', 96.5],
    ['b', 'haba', 'Olympus Rising', 50, '2025-01-01T00:00:00.000Z', 'low', 97.1],
    ['c', 'pp', 'Gates of Olympus', 500, '', null, null],
    ['d', 'evo', 'Éclair Olympus', 50, '2023-01-01T00:00:00.000Z', 'veryHigh', 96.5],
    ['e', 'haba', 'Zeus of Olympus', 7, '2024-06-01T00:00:00.000Z', 'high', 94],
  ] as const
).map(([code, supplier, title, count, released, volatility, rtp], index) => ({
  entry: entry(code, supplier, title, count, released, volatility, rtp),
  tier: Math.min(index, 3) as SearchTier,
}));

const codes = (entries: readonly SearchEntry[]) => entries.map((found) => found.code).join('');

describe('refineSearch', () => {
  test.each<[readonly string[], SortOption | null, string]>([
    // relevance: the matcher's order
    [[], null, 'abcde'],
    [['pp'], null, 'ac'],
    [['pp', 'evo'], null, 'acd'],
    [['unknown'], null, ''],
    // sortGames: popular keeps relevance order among equal counts (b before d)
    [[], 'popular', 'cbdae'],
    [[], 'new', 'beadc'],
    [[], 'az', 'dcabe'],
    [[], 'za', 'ebacd'],
    [['haba'], 'az', 'be'],
    // highest RTP first, equal ones in relevance order (a before d), unknown last
    [[], 'rtp', 'badec'],
    [['pp'], 'rtp', 'ac'],
  ])('providers %p, sort %p -> %p', (providers, sort, expected) => {
    expect(codes(refineSearch(HITS, { providers, sort }))).toBe(expected);
  });

  test.each<[readonly Volatility[] | undefined, readonly string[], SortOption | null, string]>([
    // absent or empty: every game, an unknown volatility too
    [undefined, [], null, 'abcde'],
    [[], [], null, 'abcde'],
    // any of the chosen ones; an unknown volatility (c) never fits a chosen one
    [['high'], [], null, 'ae'],
    [['high', 'veryHigh'], [], null, 'ade'],
    [['medium'], [], null, ''],
    [['low', 'medium', 'high', 'veryHigh'], [], null, 'abde'],
    // with the providers (both must fit) and a sort
    [['high'], ['haba'], null, 'e'],
    [['high', 'low'], ['haba'], 'rtp', 'be'],
    [['high', 'veryHigh'], [], 'rtp', 'ade'],
  ])('volatilities %p, providers %p, sort %p -> %p', (volatilities, providers, sort, expected) => {
    expect(codes(refineSearch(HITS, { providers, volatilities, sort }))).toBe(expected);
  });

  test('az and za collate in the given locale', () => {
    const hits = [entry('1', 'x', 'ärta', 0, ''), entry('2', 'x', 'zebra', 0, '')].map((found) => ({
      entry: found,
      tier: 2 as const,
    }));
    expect(codes(refineSearch(hits, { providers: [], sort: 'az' }, 'sv'))).toBe('21');
    expect(codes(refineSearch(hits, { providers: [], sort: 'az' }, 'de'))).toBe('12');
  });

  test('no hits', () => {
    expect(refineSearch([], { providers: ['pp'], sort: 'az' })).toEqual([]);
  });
});

describe('providersOfHits', () => {
  test('the providers among the hits, most first, then by name; the code where there is no name', () => {
    expect(providersOfHits(HITS)).toEqual<SearchProvider[]>([
      { code: 'haba', name: 'haba', count: 2 },
      { code: 'pp', name: 'Pragmatic Play', count: 2 },
      { code: 'evo', name: 'evo', count: 1 },
    ]);
  });

  test('no hits, no providers', () => {
    expect(providersOfHits([])).toEqual([]);
  });
});
