import type { RecentGame } from '@lobby/shared';
import { gamesPlayedInSession } from './sessionPlays';

const START = '2026-03-01T10:00:00.000Z';
const T0 = Date.parse(START);
const played = (gameId: string, offsetMs: number): RecentGame => ({ gameId, playedTimestampMs: T0 + offsetMs });

describe('gamesPlayedInSession', () => {
  test.each<[string, readonly RecentGame[], string, readonly RecentGame[]]>([
    ['nothing played', [], START, []],
    ['only earlier sessions', [played('bragg:a', -1), played('bragg:b', -60_000)], START, []],
    ['played at the very start counts', [played('bragg:a', 0)], START, [played('bragg:a', 0)]],
    [
      'this session only, newest first',
      [played('bragg:a', 5_000), played('haba:b', 90_000), played('bragg:c', -5_000)],
      START,
      [played('haba:b', 90_000), played('bragg:a', 5_000)],
    ],
    ['an unreadable start', [played('bragg:a', 0)], 'soon', []],
  ])('%s', (_name, recent, start, expected) => {
    expect(gamesPlayedInSession(recent, start)).toEqual(expected);
  });

  test('the list it was given is left as it was', () => {
    const recent = [played('bragg:a', 5_000), played('haba:b', 90_000)];
    gamesPlayedInSession(recent, START);
    expect(recent.map((entry) => entry.gameId)).toEqual(['bragg:a', 'haba:b']);
  });
});
