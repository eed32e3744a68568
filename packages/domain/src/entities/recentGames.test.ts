import type { RecentGame } from '@lobby/shared';
import { mergeRecentGames } from './recentGames';

const at = (gameId: string, playedTimestampMs: number): RecentGame => ({ gameId, playedTimestampMs });

describe('mergeRecentGames (SPEC §3: newest first, each game once)', () => {
  test.each<[string, (readonly RecentGame[])[], RecentGame[]]>([
    ['nothing', [], []],
    [
      'one list, any order',
      [[at('bragg:a', 1), at('bragg:b', 3), at('bragg:c', 2)]],
      [at('bragg:b', 3), at('bragg:c', 2), at('bragg:a', 1)],
    ],
    ['a session play leads', [[at('bragg:a', 5)], [at('bragg:b', 9)]], [at('bragg:b', 9), at('bragg:a', 5)]],
    [
      'a replay keeps the latest time only',
      [[at('bragg:a', 5), at('bragg:b', 4)], [at('bragg:b', 9)]],
      [at('bragg:b', 9), at('bragg:a', 5)],
    ],
    ['an older session play does not move a newer one', [[at('bragg:a', 9)], [at('bragg:a', 2)]], [at('bragg:a', 9)]],
    ['keys of one game count once', [[at('oryx:X', 3)], [at('bragg:x', 7)]], [at('bragg:x', 7)]],
    ['ties keep the first list order', [[at('bragg:a', 1), at('bragg:b', 1)]], [at('bragg:a', 1), at('bragg:b', 1)]],
  ])('%s', (_, lists, expected) => {
    expect(mergeRecentGames(...lists)).toEqual(expected);
  });
});
