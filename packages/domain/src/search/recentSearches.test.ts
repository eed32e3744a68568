import { RECENT_SEARCHES_MAX, rememberSearch } from './recentSearches';

describe('rememberSearch', () => {
  test.each<[string, readonly string[], string, readonly string[]]>([
    ['the first search', [], 'olympus', ['olympus']],
    ['the new query first', ['bonanza', 'dragon'], 'olympus', ['olympus', 'bonanza', 'dragon']],
    ['trimmed', ['bonanza'], '  olympus ', ['olympus', 'bonanza']],
    [
      'the same query moves to the front',
      ['bonanza', 'olympus', 'dragon'],
      'olympus',
      ['olympus', 'bonanza', 'dragon'],
    ],
    [
      'compared folded: case, accents, separators',
      ['Café Royale', 'olympus'],
      'cafe-royale',
      ['cafe-royale', 'olympus'],
    ],
    ['duplicates already stored are dropped', ['olympus', 'Olympus', 'dragon'], 'dragon', ['dragon', 'olympus']],
    ['emoji searches compared as typed', ['🃏🃏🃏', '🎰🎰🎰'], '🎰🎰🎰', ['🎰🎰🎰', '🃏🃏🃏']],
    [
      'at most RECENT_SEARCHES_MAX, the oldest dropped',
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'],
      'new',
      ['new', 's1', 's2', 's3', 's4', 's5', 's6', 's7'],
    ],
  ])('%s', (_rule, recent, query, expected) => {
    expect(rememberSearch(recent, query)).toEqual(expected);
  });

  test('RECENT_SEARCHES_MAX is 8', () => {
    expect(RECENT_SEARCHES_MAX).toBe(8);
  });

  test('a blank query changes nothing', () => {
    const recent = ['olympus'];
    expect(rememberSearch(recent, '   ')).toBe(recent);
  });

  test('the list passed in is not changed', () => {
    const recent = ['bonanza', 'olympus'];
    rememberSearch(recent, 'olympus');
    expect(recent).toEqual(['bonanza', 'olympus']);
  });
});
