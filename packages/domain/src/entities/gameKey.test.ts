import { GAME_KEY_PATTERN, GAME_KEY_SOURCE, MAX_GAME_KEY_LENGTH } from '@lobby/shared';
import { comparableGameKey, comparableKeyOf, foldGameCode, gameKey, parseGameKey } from './gameKey';

const code120 = 'c'.repeat(120);
const aggregator60 = 'a'.repeat(60);

describe('gameKey', () => {
  test.each<[unknown, string, string]>([
    ['bragg', 'abc', 'bragg:abc'],
    ['oryx', 'abc', 'bragg:abc'],
    [null, 'abc', 'bragg:abc'],
    ['haba', '10', 'haba:10'],
    ['HABA', 'Mixed', 'haba:Mixed'],
    ['ORYX', 'Abc:1', 'bragg:Abc:1'],
  ])('(%p, %p) -> %p', (aggregator, code, expected) => {
    expect(gameKey(aggregator, code)).toBe(expected);
  });
});

describe('parseGameKey: the one rule (split at the first separator, aliases, default, wire form)', () => {
  test.each<[unknown, string | null | undefined, { code: string; aggregator: string } | null]>([
    ['bragg:abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['oryx:abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['ORYX:Abc:1', undefined, { code: 'Abc:1', aggregator: 'bragg' }],
    ['haba:a:b', undefined, { code: 'a:b', aggregator: 'haba' }],
    ['haba::b', undefined, { code: ':b', aggregator: 'haba' }],
    ['haba:g 1', undefined, { code: 'g 1', aggregator: 'haba' }],
    [':abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['abc', 'haba', { code: 'abc', aggregator: 'haba' }],
    ['abc', null, { code: 'abc', aggregator: 'bragg' }],
    ['abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['__proto__:x', undefined, { code: 'x', aggregator: '__proto__' }],
    [`${aggregator60}:${code120}`, undefined, { code: code120, aggregator: aggregator60 }],
    // Not keys: no code, outside the wire form (lengths, characters, spaces at the ends).
    ['bragg:', undefined, null],
    ['', undefined, null],
    ['   ', undefined, null],
    [' bragg:abc', undefined, null],
    ['bragg:abc ', undefined, null],
    ['bragg: abc', undefined, null],
    ['bra gg:abc', undefined, null],
    ['bragg:a,b', undefined, null],
    ['bragg:a\nb', undefined, null],
    ['bragg:ä', undefined, null],
    [`${aggregator60}a:x`, undefined, null],
    [`bragg:${code120}c`, undefined, null],
    [null, undefined, null],
    [12, undefined, null],
  ])('%p (provider %p) -> %p', (key, provider, expected) => {
    expect(parseGameKey(key, provider)).toEqual(expected);
  });

  test('the longest key fits MAX_GAME_KEY_LENGTH, and a huge one is refused at once', () => {
    expect(`${aggregator60}:${code120}`).toHaveLength(MAX_GAME_KEY_LENGTH);
    expect(parseGameKey(`bragg:${'x'.repeat(1_000_000)}`)).toBeNull();
    expect(parseGameKey(`bragg:${' '.repeat(1_000_000)}!`)).toBeNull();
    // "At once" by construction, not by a stopwatch: every repetition in the pattern is bounded,
    // so matching stops within MAX_GAME_KEY_LENGTH characters whatever follows.
    expect(GAME_KEY_SOURCE).not.toMatch(/[*+]|\{\d*,\}/);
  });

  test.each(['bragg:abc', 'ORYX:Abc:1', 'abc', ':abc', 'bragg:', 'a b:c', 'bragg:a,b', ' x'])(
    'the wire pattern accepts %p exactly when the rule reads it',
    (key) => {
      expect(GAME_KEY_PATTERN.test(key)).toBe(parseGameKey(key) !== null);
    },
  );
});

describe('comparing keys (SPEC §3: lookup by code is case-insensitive)', () => {
  test.each<[unknown, string | null]>([
    ['bragg:alpha', 'bragg:alpha'],
    ['BRAGG:Alpha', 'bragg:alpha'],
    ['oryx:alpha', 'bragg:alpha'],
    ['ORYX:Abc:1', 'bragg:abc:1'],
    ['alpha', 'bragg:alpha'],
    ['haba:a:b', 'haba:a:b'],
    ['haba:', null],
    ['', null],
    [undefined, null],
  ])('comparableGameKey(%p) -> %p', (key, expected) => {
    expect(comparableGameKey(key)).toBe(expected);
  });

  test('from parts, the same as from the key', () => {
    expect(comparableKeyOf('ORYX', 'Abc:1')).toBe(comparableGameKey('oryx:ABC:1'));
    expect(foldGameCode('AGFoo1')).toBe('agfoo1');
  });
});
