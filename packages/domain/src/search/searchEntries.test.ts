import type { RawSearchIndex, RawSearchIndexRow } from '@lobby/shared';
import { searchEntriesOf, type SearchEntry } from './searchEntries';

const index = (games: readonly unknown[]): RawSearchIndex => ({
  locale: 'en',
  total: games.length,
  serverSearch: false,
  suppliers: [
    { code: 'pragmatic', name: 'Pragmatic Play' },
    { code: 'haba', name: '' },
  ],
  groups: ['Slots', 'Megaways'],
  games: games as RawSearchIndexRow[],
});

const olympus: SearchEntry = {
  key: 'bragg:gates_olympus',
  code: 'gates_olympus',
  title: 'Gates of Olympus',
  supplier: 'pragmatic',
  supplierName: 'Pragmatic Play',
  groups: ['Slots', 'Megaways'],
  playingCount: 120,
  releasedAt: '2024-01-01T00:00:00.000Z',
  volatility: 'high',
  rtp: 96.5,
};

describe('searchEntriesOf', () => {
  test.each<[string, unknown, SearchEntry[]]>([
    ['a row', ['bragg:gates_olympus', 'Gates of Olympus', 0, [0, 1], 120, 1_704_067_200, 2, 96.5], [olympus]],
    [
      'no supplier name, no groups, unknown date, volatility and RTP',
      ['haba:10', 'Ten', 1, [], 0, 0, -1, 0],
      [
        {
          key: 'haba:10',
          code: '10',
          title: 'Ten',
          supplier: 'haba',
          supplierName: '',
          groups: [],
          playingCount: 0,
          releasedAt: '',
          volatility: null,
          rtp: null,
        },
      ],
    ],
    // Facts are optional: an unreadable one is unknown and the game stays searchable.
    [
      'a row without the facts (an older server)',
      ['haba:x', 'X', 1, [], 0, 0],
      [expect.objectContaining({ key: 'haba:x', volatility: null, rtp: null })],
    ],
    [
      'each volatility by its index into VOLATILITIES',
      ['haba:x', 'X', 1, [], 0, 0, 3, 94],
      [expect.objectContaining({ volatility: 'veryHigh', rtp: 94 })],
    ],
    ['the first volatility', ['haba:x', 'X', 1, [], 0, 0, 0, 0], [expect.objectContaining({ volatility: 'low' })]],
    [
      'a volatility index out of range',
      ['haba:x', 'X', 1, [], 0, 0, 4, 0],
      [expect.objectContaining({ volatility: null })],
    ],
    [
      'a fractional volatility index',
      ['haba:x', 'X', 1, [], 0, 0, 1.5, 0],
      [expect.objectContaining({ volatility: null })],
    ],
    ['a volatility by name', ['haba:x', 'X', 1, [], 0, 0, 'high', 0], [expect.objectContaining({ volatility: null })]],
    [
      'an RTP as text',
      ['haba:x', 'X', 1, [], 0, 0, 1, '96'],
      [expect.objectContaining({ volatility: 'medium', rtp: null })],
    ],
    ['a negative RTP', ['haba:x', 'X', 1, [], 0, 0, 1, -3], [expect.objectContaining({ rtp: null })]],
    ['an RTP over 100%', ['haba:x', 'X', 1, [], 0, 0, 1, 120], [expect.objectContaining({ rtp: null })]],
    ['an RTP of 100%', ['haba:x', 'X', 1, [], 0, 0, 1, 100], [expect.objectContaining({ rtp: 100 })]],
    [
      'an RTP not finite',
      ['haba:x', 'X', 1, [], 0, 0, 1, Number.POSITIVE_INFINITY],
      [expect.objectContaining({ rtp: null })],
    ],
    [
      'the code is everything after the first colon',
      ['haba:a:b', 'A', 1, [], 0, 0],
      [expect.objectContaining({ code: 'a:b' })],
    ],
    ['an unreadable count is 0', ['haba:x', 'X', 1, [], Number.NaN, 0], [expect.objectContaining({ playingCount: 0 })]],
    ['an unreadable date is unknown', ['haba:x', 'X', 1, [], 1, -5], [expect.objectContaining({ releasedAt: '' })]],
    [
      'a date past Date’s range is unknown',
      ['haba:x', 'X', 1, [], 1, 1e20],
      [expect.objectContaining({ releasedAt: '' })],
    ],
    ['a supplier index out of range', ['haba:x', 'X', 2, [], 0, 0], []],
    ['a negative supplier index', ['haba:x', 'X', -1, [], 0, 0], []],
    ['a fractional supplier index', ['haba:x', 'X', 0.5, [], 0, 0], []],
    ['a group index out of range', ['haba:x', 'X', 0, [0, 9], 0, 0], []],
    ['groups not an array', ['haba:x', 'X', 0, 0, 0, 0], []],
    ['a key without a code', ['haba:', 'X', 0, [], 0, 0], []],
    [
      'a key without a separator is a bare code of the default aggregator (parseGameKey)',
      ['x', 'X', 0, [], 0, 0],
      [expect.objectContaining({ key: 'bragg:x', code: 'x' })],
    ],
    [
      'the key is normalised: aliases and the aggregator’s case',
      ['ORYX:Abc:1', 'X', 0, [], 0, 0],
      [expect.objectContaining({ key: 'bragg:Abc:1', code: 'Abc:1' })],
    ],
    ['a key outside the wire form', ['haba:a,b', 'X', 0, [], 0, 0], []],
    ['a key not a string', [7, 'X', 0, [], 0, 0], []],
    ['a title not a string', ['haba:x', null, 0, [], 0, 0], []],
    ['not a row', { key: 'haba:x' }, []],
    ['null', null, []],
  ])('%s', (_name, row, expected) => {
    expect(searchEntriesOf(index([row]))).toEqual(expected);
  });

  test('a second row of the same key is skipped; the others keep their order', () => {
    const entries = searchEntriesOf(
      index([
        ['haba:b', 'B', 1, [], 0, 0],
        ['haba:a', 'A', 1, [], 0, 0],
        ['haba:b', 'B again', 1, [], 0, 0],
      ]),
    );
    expect(entries.map((entry) => entry.title)).toEqual(['B', 'A']);
  });

  test('an index that is not one never throws', () => {
    expect(searchEntriesOf(null as unknown as RawSearchIndex)).toEqual([]);
    expect(searchEntriesOf({ games: 'x' } as unknown as RawSearchIndex)).toEqual([]);
    expect(
      searchEntriesOf({
        ...index([['haba:x', 'X', 0, [0], 0, 0]]),
        suppliers: [null],
        groups: null,
      } as unknown as RawSearchIndex),
    ).toEqual([]);
  });
});
