import { createGameMatcher, typoAllowance, type GameMatcher } from './gameMatcher';
import type { SearchEntry } from './searchEntries';

interface EntryFields {
  readonly supplier?: string;
  readonly supplierName?: string;
  readonly groups?: readonly string[];
  readonly playingCount?: number;
}

const entry = (key: string, title: string, fields: EntryFields = {}): SearchEntry => ({
  key,
  code: key.slice(key.indexOf(':') + 1),
  title,
  supplier: fields.supplier ?? 'haba',
  supplierName: fields.supplierName ?? '',
  groups: fields.groups ?? [],
  playingCount: fields.playingCount ?? 0,
  releasedAt: '',
  volatility: null,
  rtp: null,
});

const pragmatic = { supplier: 'pp', supplierName: 'Pragmatic Play' } as const;

const CATALOGUE: readonly SearchEntry[] = [
  entry('p:gates_olympus', 'Gates of Olympus', { ...pragmatic, groups: ['Slots'], playingCount: 500 }),
  entry('p:olympus', 'Olympus', { ...pragmatic, playingCount: 10 }),
  entry('p:olympus_rising', 'Olympus Rising', { ...pragmatic, playingCount: 50 }),
  entry('x:olympos', 'Olympos Gold', { playingCount: 9999 }),
  entry('h:cafe_royale', 'Café Royale', { groups: ['Table'], playingCount: 5 }),
  entry('e:dragon_tiger', 'Dragon Tiger', { supplier: 'evolution', supplierName: 'Evolution', groups: ['Live'] }),
  entry('p:5lions_mw', '5 Lions Megaways', { ...pragmatic, groups: ['Slots', 'Megaways'], playingCount: 40 }),
  entry('b:bonanza', 'Bonanza', { supplier: 'bigtime', supplierName: 'Big Time Gaming', groups: ['Megaways'] }),
  entry('q:sweet_bonanza', 'Sweet Bonanza', { ...pragmatic, groups: ['Slots'], playingCount: 30 }),
  entry('j:mahjong_ways', '麻将胡了', { supplier: 'pgsoft', supplierName: 'PG Soft', playingCount: 80 }),
  entry('x:fruit2', 'Fruit 2'),
  entry('x:fruit3', 'Fruit 3'),
  entry('x:vs20olympgate', 'Zeus', { playingCount: 1 }),
];

/** The hits as "code:tier", in rank order. */
const found = (matcher: GameMatcher, query: string) =>
  matcher.match(query).map((hit) => `${hit.entry.code}:${hit.tier}`);

describe('createGameMatcher', () => {
  const matcher = createGameMatcher(CATALOGUE);
  const olympus = ['olympus:0', 'olympus_rising:1', 'gates_olympus:2', 'olympos:3'];

  test.each<[string, string, string[]]>([
    // folding: case and accents
    ['case is ignored', 'olympus', olympus],
    ['capitals', 'OLYMPUS', olympus],
    ['accents in the query', 'ÓLYMPUS', olympus],
    ['accents in the title', 'cafe', ['cafe_royale:1']],
    ['separators and accents', '  CAFÉ -- roy ', ['cafe_royale:1']],
    // tiers: exact title, then title prefix, then every word by prefix, then a typo; popularity
    // breaks ties only inside a tier, so the fuzzy Olympos (9999 players) comes last above
    ['an exact title', 'Olympus Rising', ['olympus_rising:0']],
    ['title words in order from the first', 'gates oly', ['gates_olympus:1']],
    ['a word may be skipped inside the title', 'gates olympus', ['gates_olympus:1']],
    ['title words out of order', 'olympus gates', ['gates_olympus:2']],
    // every query word must match (AND)
    ['one word matches nothing', 'gates rising', []],
    ['nothing matches', 'zzzqqq', []],
    // any field: supplier name, supplier code, group, code
    [
      'a supplier name',
      'pragmatic',
      ['gates_olympus:2', 'olympus_rising:2', '5lions_mw:2', 'sweet_bonanza:2', 'olympus:2'],
    ],
    ['a supplier name by a later word', 'soft', ['mahjong_ways:2']],
    ['a supplier code', 'pgsoft', ['mahjong_ways:2']],
    ['a group name', 'megaways', ['5lions_mw:2', 'bonanza:2']],
    ['a group name by prefix', 'live', ['dragon_tiger:2']],
    ['a code word', 'vs20olymp', ['vs20olympgate:2']],
    ['a title word and a group word', 'bonanza slots', ['sweet_bonanza:2']],
    // the code as a whole, its separators dropped
    ['the code without its separators', 'gatesolym', ['gates_olympus:2']],
    ['the code as written', 'gates_olympus', ['gates_olympus:1']],
    // typos: 1 edit for 4–7 letters, 2 from 8, a transposition counts 1
    ['a missing letter', 'drgon', ['dragon_tiger:3']],
    ['a transposition', 'dargon', ['dragon_tiger:3']],
    ['a substitution', 'tigar', ['dragon_tiger:3']],
    [
      'a typo against the prefix of a longer word',
      'olymq',
      ['olympos:3', 'gates_olympus:3', 'olympus_rising:3', 'olympus:3'],
    ],
    ['two edits in a long word', 'megawyas', ['5lions_mw:3', 'bonanza:3']],
    ['two edits in a short word are too many', 'dargn', []],
    ['no typo below 4 letters', 'tgr', []],
    ['a typo in one word makes the hit fuzzy', 'drgon tiger', ['dragon_tiger:3']],
    ['a transposed long word', 'bonanaz', ['sweet_bonanza:3', 'bonanza:3']],
    // numbers get no typo allowance
    ['a number', 'fruit 2', ['fruit2:0']],
    ['a number is not a typo of another', 'fruit 5', []],
    // scripts written without spaces match inside the title
    ['the start of a Chinese title', '麻将', ['mahjong_ways:1']],
    ['inside a Chinese title', '胡了', ['mahjong_ways:2']],
    ['a whole Chinese title', '麻将胡了', ['mahjong_ways:0']],
    ['Chinese words in any order', '胡了 麻将', ['mahjong_ways:2']],
    // nothing to match
    ['only separators', ' -- ', []],
    ['only emoji', '🃏🃏🃏', []],
  ])('%s: %p', (_rule, query, expected) => {
    expect(found(matcher, query)).toEqual(expected);
  });

  test('ties: popularity, then the title collated, then the key', () => {
    const tied = createGameMatcher([
      entry('b:2', 'Slot b', { playingCount: 5 }),
      entry('a:2', 'Slot B', { playingCount: 5 }),
      entry('z:1', 'Slot a', { playingCount: 5 }),
      entry('x:1', 'Slot 10', { playingCount: 5 }),
      entry('y:1', 'Slot 9', { playingCount: 5 }),
      entry('w:1', 'Slot z', { playingCount: 6 }),
      entry('v:1', 'Slot y', { playingCount: Number.NaN }),
    ]);
    expect(tied.match('slot').map((hit) => hit.entry.key)).toEqual(['w:1', 'y:1', 'x:1', 'z:1', 'a:2', 'b:2', 'v:1']);
  });

  test('the title tie-break collates in the given locale', () => {
    const entries = [entry('a:1', 'Slot ärta'), entry('a:2', 'Slot zebra')];
    const keys = (locale: string) =>
      createGameMatcher(entries, { locale })
        .match('slot')
        .map((hit) => hit.entry.key);
    expect(keys('sv')).toEqual(['a:2', 'a:1']);
    expect(keys('de')).toEqual(['a:1', 'a:2']);
  });

  test('typing letter by letter gives what a fresh matcher gives', () => {
    const typed = 'gates of olympus';
    for (let length = 3; length <= typed.length; length += 1) {
      const query = typed.slice(0, length);
      expect([query, found(matcher, query)]).toEqual([query, found(createGameMatcher(CATALOGUE), query)]);
    }
    for (const query of ['olympus', 'drgon', 'olympus', 'olymq', 'pragmatic', 'olympus']) {
      expect([query, found(matcher, query)]).toEqual([query, found(createGameMatcher(CATALOGUE), query)]);
    }
  });

  test('a query that folds the same gives the same hits', () => {
    expect(matcher.match('Olympus')).toBe(matcher.match(' OLYMPUS! '));
  });

  test('size, and an empty catalogue', () => {
    expect(matcher.size).toBe(CATALOGUE.length);
    const empty = createGameMatcher([]);
    expect(empty.size).toBe(0);
    expect(empty.match('olympus')).toEqual([]);
  });

  test('the entries passed in are not changed, and later changes to the array do not reach the matcher', () => {
    const entries = [...CATALOGUE];
    const own = createGameMatcher(entries);
    entries.length = 0;
    expect(found(own, 'cafe')).toEqual(['cafe_royale:1']);
  });

  test('a 5,000,000-character query returns (past 1,000 characters, its words there bar the last are matched)', () => {
    expect(matcher.match('x'.repeat(5_000_000))).toEqual([]);
    expect(matcher.match('麻'.repeat(5_000_000))).toEqual([]);
    expect(matcher.match('olympus '.repeat(625_000)).map((hit) => hit.entry.code)).toEqual([
      'gates_olympus',
      'olympus_rising',
      'olympus',
      'olympos',
    ]);
    expect(found(matcher, `cafe ${'royale '.repeat(300)}`)).toEqual(['cafe_royale:2']);
    expect(found(matcher, `cafe ${'royale '.repeat(300)}zzzqqq`)).toEqual(['cafe_royale:2']);
    const distinctWords = Array.from({ length: 500_000 }, (_, index) => `w${index}`).join(' ');
    expect(matcher.match(distinctWords)).toEqual([]);
  });
});

describe('typoAllowance', () => {
  test.each<[string, number]>([
    ['abc', 0],
    ['abcd', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
    ['1234', 0],
    ['12345678', 0],
    ['2024x', 1],
    ['麻将胡了', 1],
  ])('%p -> %p', (word, expected) => {
    expect(typoAllowance(word)).toBe(expected);
  });
});
