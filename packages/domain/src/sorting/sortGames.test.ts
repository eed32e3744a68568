import { DEFAULT_SORT, SORT_OPTIONS, isSortOption, sortGames, type SortOption } from './sortGames';

interface G {
  readonly id: string;
  readonly title: string;
  readonly releasedAt: string;
  readonly playingCount: number;
  readonly rtp?: number | null;
}

const g = (id: string, title: string, releasedAt: string, playingCount: number, rtp?: number | null): G => ({
  id,
  title,
  releasedAt,
  playingCount,
  rtp,
});

const games: readonly G[] = [
  g('a', 'banana', '2024-01-02T00:00:00Z', 5, 96.1),
  g('b', 'Apple', '2024-03-01T00:00:00Z', 50, null),
  g('c', 'cherry', '2024-01-02T00:00:00Z', 5, 97.5),
  g('d', 'Éclair', 'not a date', Number.NaN, Number.NaN),
  g('e', 'apple', '2023-12-31T00:00:00Z', 100, 96.1),
  g('f', 'Game 10', '2024-02-01T00:00:00Z', Number.POSITIVE_INFINITY),
  g('g', 'Game 9', '2024-02-01T00:00:00Z', -1),
];

const ids = (sorted: readonly G[]) => sorted.map((game) => game.id).join('');

describe('sortGames', () => {
  test.each<[SortOption, string]>([
    // playingCount desc; ties (a, c) keep input order; unreadable counts last, in input order
    ['popular', 'ebacgdf'],
    // releasedAt desc; ties keep input order; unreadable date last
    ['new', 'bfgaced'],
    // locale collation: case and accents do not split, numbers compare as numbers
    ['az', 'beacdgf'],
    ['za', 'fgdcabe'],
    // RTP desc; ties (a, e) keep input order; unknown (null, NaN, absent) last, in input order
    ['rtp', 'caebdfg'],
  ])('%p -> %p', (option, expected) => {
    expect(ids(sortGames(games, option))).toBe(expected);
  });

  test('the default is "new"', () => {
    expect(DEFAULT_SORT).toBe('new');
    expect(ids(sortGames(games))).toBe(ids(sortGames(games, 'new')));
  });

  test('the input is not mutated', () => {
    const before = ids(games);
    sortGames(games, 'az');
    expect(ids(games)).toBe(before);
  });

  test.each<[unknown]>([['bogus'], [''], [null], ['__proto__']])('an unknown option %p sorts as "new"', (option) => {
    expect(ids(sortGames(games, option as SortOption))).toBe(ids(sortGames(games, 'new')));
  });

  test.each<[string | undefined]>([[undefined], ['not a locale!'], ['sv'], ['zh-CN']])(
    'locale %p never throws',
    (locale) => {
      expect(() => sortGames(games, 'az', { locale })).not.toThrow();
    },
  );

  test('collation follows the locale: Swedish puts ä after z', () => {
    const words = [g('1', 'ärta', '', 0), g('2', 'zebra', '', 0)];
    expect(ids(sortGames(words, 'az', { locale: 'sv' }))).toBe('21');
    expect(ids(sortGames(words, 'az', { locale: 'de' }))).toBe('12');
  });

  test('live player counts override the catalogue count', () => {
    const live = new Map([['a', 1000]]);
    const sorted = sortGames(games, 'popular', { playingCountOf: (game) => live.get(game.id) ?? 0 });
    expect(sorted[0]?.id).toBe('a');
  });

  test('empty and single lists', () => {
    expect(sortGames([], 'az')).toEqual([]);
    expect(ids(sortGames([games[0] as G], 'za'))).toBe('a');
  });

  test('stable over many ties', () => {
    const many = Array.from({ length: 500 }, (_, i) => g(String(i), 'same', '2024-01-01T00:00:00Z', 1));
    for (const option of SORT_OPTIONS) {
      expect(sortGames(many, option).map((game) => game.id)).toEqual(many.map((game) => game.id));
    }
  });
});

describe('isSortOption', () => {
  test.each<[unknown, boolean]>([
    ['popular', true],
    ['new', true],
    ['az', true],
    ['za', true],
    ['AZ', false],
    ['', false],
    [undefined, false],
    ['toString', false],
  ])('%p -> %p', (value, expected) => {
    expect(isSortOption(value)).toBe(expected);
  });
});
