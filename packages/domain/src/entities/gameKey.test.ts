import { gameKey, normaliseGameKey, parseGameKey } from './gameKey';

describe('gameKey', () => {
  test.each<[unknown, string, string]>([
    ['bragg', 'abc', 'bragg:abc'],
    ['oryx', 'abc', 'bragg:abc'],
    [null, 'abc', 'bragg:abc'],
    ['haba', '10', 'haba:10'],
    ['HABA', 'Mixed', 'haba:Mixed'],
  ])('(%p, %p) -> %p', (aggregator, code, expected) => {
    expect(gameKey(aggregator, code)).toBe(expected);
  });
});

describe('parseGameKey', () => {
  test.each<[unknown, string | null | undefined, { code: string; aggregator: string } | null]>([
    ['bragg:abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['oryx:abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['haba:a:b', undefined, { code: 'a:b', aggregator: 'haba' }],
    [':abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['abc', 'haba', { code: 'abc', aggregator: 'haba' }],
    ['abc', null, { code: 'abc', aggregator: 'bragg' }],
    ['abc', undefined, { code: 'abc', aggregator: 'bragg' }],
    ['bragg:', undefined, null],
    ['', undefined, null],
    ['   ', undefined, null],
    [null, undefined, null],
    [12, undefined, null],
    ['__proto__:x', undefined, { code: 'x', aggregator: '__proto__' }],
  ])('%p (provider %p) -> %p', (key, provider, expected) => {
    expect(parseGameKey(key, provider)).toEqual(expected);
  });

  test('a huge key is handled', () => {
    const code = 'x'.repeat(1_000_000);
    expect(parseGameKey(`bragg:${code}`)?.code.length).toBe(1_000_000);
  });
});

describe('normaliseGameKey', () => {
  test.each<[unknown, string | null]>([
    ['oryx:abc', 'bragg:abc'],
    ['ASIAGAMING:x', 'asiagaming:x'],
    ['abc', 'bragg:abc'],
    ['', null],
    [undefined, null],
  ])('%p -> %p', (key, expected) => {
    expect(normaliseGameKey(key)).toBe(expected);
  });
});
