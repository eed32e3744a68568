import { validateSearchQuery, type SearchQueryCheck } from './searchQuery';

const refused: SearchQueryCheck = { ok: false, reason: 'tooShort' };

describe('validateSearchQuery (SPEC §5)', () => {
  test.each<[unknown, SearchQueryCheck]>([
    ['abc', { ok: true, query: 'abc' }],
    ['  abc  ', { ok: true, query: 'abc' }],
    ['gates of olympus', { ok: true, query: 'gates of olympus' }],
    ['ab', refused],
    ['a', refused],
    ['', refused],
    ['      ', refused],
    [' a b ', { ok: true, query: 'a b' }],
    ['🃏🃏', refused],
    ['🃏🃏🃏', { ok: true, query: '🃏🃏🃏' }],
    ['麻将胡', { ok: true, query: '麻将胡' }],
    ['é', refused],
    [null, refused],
    [undefined, refused],
    [123, refused],
    [['abc'], refused],
  ])('%p -> %p', (input, expected) => {
    expect(validateSearchQuery(input)).toEqual(expected);
  });

  test('a huge query is accepted quickly', () => {
    const query = 'x'.repeat(5_000_000);
    expect(validateSearchQuery(query)).toEqual({ ok: true, query });
  });
});
