import type { StoredOutboxEntry } from '@lobby/storage';
import { boundOutbox, laneOf, withFavourite } from './outboxEntries';

function favourite(id: string, favourite: boolean, key = 'bragg:gates', userId = 'u1'): StoredOutboxEntry {
  return { id, kind: 'favourite', key, favourite, atMs: 1, userId, sessionId: 's1', attempts: 0 };
}
function play(id: string, key = 'bragg:gates', userId = 'u1'): StoredOutboxEntry {
  return { id, kind: 'play', key, favourite: null, atMs: 1, userId, sessionId: 's1', attempts: 0 };
}

describe('laneOf', () => {
  test.each<[string, StoredOutboxEntry, StoredOutboxEntry, boolean]>([
    ['two favourites of a game', favourite('a', true), favourite('b', false), true],
    ['a favourite and a play of a game', favourite('a', true), play('b'), false],
    ['favourites of two games', favourite('a', true), favourite('b', true, 'haba:x'), false],
    ['favourites of two accounts', favourite('a', true), favourite('b', true, 'bragg:gates', 'u2'), false],
    // A key and a user id cannot be joined into another pair: the lane is a JSON list.
    ['no ambiguity across fields', favourite('a', true, 'x', 'y z'), favourite('b', true, 'y x', 'z'), false],
  ])('%s: same lane %p', (_name, first, second, same) => {
    expect(laneOf(first) === laneOf(second)).toBe(same);
  });
});

describe('withFavourite', () => {
  const NONE = new Set<string>();
  test.each<[string, StoredOutboxEntry[], StoredOutboxEntry, Set<string>, string[]]>([
    ['first tap: appended', [], favourite('new', true), NONE, ['new']],
    ['a waiting one is replaced by the latest', [favourite('old', false)], favourite('new', true), NONE, ['new']],
    [
      'one on its way stays; the latest waits behind it',
      [favourite('sending', true)],
      favourite('new', false),
      new Set(['sending']),
      ['sending', 'new'],
    ],
    [
      'back to what is on its way: nothing waits',
      [favourite('sending', true), favourite('waiting', false)],
      favourite('new', true),
      new Set(['sending']),
      ['sending'],
    ],
    [
      'other lanes are kept as they are',
      [play('p'), favourite('other-game', true, 'haba:x'), favourite('other-user', true, 'bragg:gates', 'u2')],
      favourite('new', true),
      NONE,
      ['p', 'other-game', 'other-user', 'new'],
    ],
  ])('%s', (_name, entries, wanted, locked, expected) => {
    expect(withFavourite(entries, wanted, locked).map((entry) => entry.id)).toEqual(expected);
  });

  test('ten taps, the first on its way: at most one waits, in the last tap’s state', () => {
    let entries: readonly StoredOutboxEntry[] = [favourite('t0', true)];
    const locked = new Set(['t0']);
    for (let tap = 1; tap < 10; tap += 1) entries = withFavourite(entries, favourite(`t${tap}`, tap % 2 === 0), locked);
    expect(entries.map((entry) => [entry.id, entry.favourite])).toEqual([
      ['t0', true],
      ['t9', false],
    ]);
  });
});

describe('boundOutbox', () => {
  const NONE = new Set<string>();
  test.each<[string, StoredOutboxEntry[], number, Set<string>, string[]]>([
    ['under the bound', [play('a'), play('b')], 3, NONE, []],
    ['at the bound', [play('a'), play('b')], 2, NONE, []],
    ['the oldest play goes first', [favourite('f', true), play('a'), play('b')], 2, NONE, ['a']],
    [
      'plays before favourites, however old',
      [favourite('f1', true), favourite('f2', false, 'x'), play('a')],
      2,
      NONE,
      ['a'],
    ],
    [
      'then the oldest favourites',
      [favourite('f1', true), favourite('f2', true, 'x'), favourite('f3', true, 'y')],
      1,
      NONE,
      ['f1', 'f2'],
    ],
    ['an entry on its way is never dropped', [play('a'), play('b'), play('c')], 1, new Set(['a']), ['b', 'c']],
    ['all on their way: over the bound', [play('a'), play('b')], 1, new Set(['a', 'b']), []],
  ])('%s', (_name, entries, max, locked, dropped) => {
    const result = boundOutbox(entries, max, locked);
    expect(result.dropped.map((entry) => entry.id)).toEqual(dropped);
    expect(result.kept.map((entry) => entry.id)).toEqual(
      entries.map((entry) => entry.id).filter((id) => !dropped.includes(id)),
    );
  });
});
