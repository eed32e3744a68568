import { INDIVIDUAL_PLAYER_COUNT_REFRESH_MS, PLAYER_COUNT_CACHE_MS } from '../constants/playerCounts';
import type { PlayerCountChange } from './fakePlayerCount';
import {
  changePlayerCount,
  playerCountOf,
  playerCountsOf,
  refreshPlayerCounts,
  type PlayerCountCache,
} from './playerCountCache';

const NOW = 1_700_000_000_000;
const TEN_MIN = INDIVIDUAL_PLAYER_COUNT_REFRESH_MS;
const cacheOf = (counts: Record<string, [number, number]>, generatedAtMs = NOW): PlayerCountCache => ({
  generatedAtMs,
  counts: Object.fromEntries(
    Object.entries(counts).map(([key, [count, updatedAtMs]]) => [key, { count, updatedAtMs }]),
  ),
});

describe('refreshPlayerCounts (SPEC §9: fake 20–200, ±5 after 10 min, cached 24 h)', () => {
  test.each<[string, PlayerCountCache | null, string[], number, number, PlayerCountCache]>([
    ['no cache: every game gets 20–200 (random 0)', null, ['bragg:a'], NOW, 0, cacheOf({ 'bragg:a': [20, NOW] })],
    ['no cache: random 0.999 gives 200', null, ['bragg:a'], NOW, 0.999999, cacheOf({ 'bragg:a': [200, NOW] })],
    ['no cache: random 0.5 gives 110', null, ['bragg:a'], NOW, 0.5, cacheOf({ 'bragg:a': [110, NOW] })],
    [
      'younger than 10 min: stays',
      cacheOf({ 'bragg:a': [100, NOW] }),
      ['bragg:a'],
      NOW + TEN_MIN - 1,
      0,
      cacheOf({ 'bragg:a': [100, NOW] }),
    ],
    [
      '10 min old: moves down at most 5',
      cacheOf({ 'bragg:a': [100, NOW] }),
      ['bragg:a'],
      NOW + TEN_MIN,
      0,
      cacheOf({ 'bragg:a': [95, NOW + TEN_MIN] }),
    ],
    [
      '10 min old: moves up at most 5',
      cacheOf({ 'bragg:a': [100, NOW] }),
      ['bragg:a'],
      NOW + TEN_MIN,
      0.999999,
      cacheOf({ 'bragg:a': [105, NOW + TEN_MIN] }),
    ],
    [
      'a joined count above 200 is brought back within range',
      cacheOf({ 'bragg:a': [201, NOW] }),
      ['bragg:a'],
      NOW + TEN_MIN,
      0.5,
      cacheOf({ 'bragg:a': [200, NOW + TEN_MIN] }),
    ],
    [
      '24 h old: generated anew',
      cacheOf({ 'bragg:a': [100, NOW] }),
      ['bragg:a'],
      NOW + PLAYER_COUNT_CACHE_MS,
      0,
      cacheOf({ 'bragg:a': [20, NOW + PLAYER_COUNT_CACHE_MS] }, NOW + PLAYER_COUNT_CACHE_MS),
    ],
    [
      'a cache from the future: generated anew',
      cacheOf({ 'bragg:a': [100, NOW + 5] }, NOW + 5),
      ['bragg:a'],
      NOW,
      0,
      cacheOf({ 'bragg:a': [20, NOW] }),
    ],
    [
      'a new game joins; games not shown now keep their counts',
      cacheOf({ 'bragg:old': [77, NOW] }),
      ['haba:new'],
      NOW,
      0,
      cacheOf({ 'bragg:old': [77, NOW], 'haba:new': [20, NOW] }),
    ],
    [
      'keys are kept comparable: another spelling finds the same count',
      cacheOf({ 'bragg:abc': [77, NOW] }),
      ['ORYX:ABC'],
      NOW,
      0,
      cacheOf({ 'bragg:abc': [77, NOW] }),
    ],
    ['a key that names no game is left out', null, ['bad,key'], NOW, 0, cacheOf({})],
  ])('%s', (_case, cache, keys, now, random, expected) => {
    expect(refreshPlayerCounts(cache, keys, now, () => random)).toEqual(expected);
  });
});

describe('changePlayerCount (SPEC §4: increment, decrement or set)', () => {
  const shown = cacheOf({ 'bragg:a': [100, NOW] });
  test.each<[string, PlayerCountCache | null, string, PlayerCountChange, PlayerCountCache | null]>([
    ['increment: a player joins', shown, 'bragg:a', { kind: 'increment' }, cacheOf({ 'bragg:a': [101, NOW] })],
    ['decrement: a player leaves', shown, 'bragg:a', { kind: 'decrement' }, cacheOf({ 'bragg:a': [99, NOW] })],
    [
      'decrement never goes below 0',
      cacheOf({ 'bragg:a': [0, NOW] }),
      'bragg:a',
      { kind: 'decrement' },
      cacheOf({ 'bragg:a': [0, NOW] }),
    ],
    [
      'set: the count given, its 10 min start again',
      shown,
      'bragg:a',
      { kind: 'set', count: 42 },
      cacheOf({ 'bragg:a': [42, NOW + 1] }),
    ],
    [
      'set of a game without a count adds it',
      shown,
      'haba:b',
      { kind: 'set', count: 7 },
      cacheOf({ 'bragg:a': [100, NOW], 'haba:b': [7, NOW + 1] }),
    ],
    [
      'set without a cache starts one',
      null,
      'haba:b',
      { kind: 'set', count: 7 },
      cacheOf({ 'haba:b': [7, NOW + 1] }, NOW + 1),
    ],
    ['a step of a game without a count changes nothing', shown, 'haba:b', { kind: 'increment' }, shown],
    ['a step without a cache changes nothing', null, 'haba:b', { kind: 'decrement' }, null],
    ['any spelling of the key', shown, 'ORYX:A', { kind: 'increment' }, cacheOf({ 'bragg:a': [101, NOW] })],
    ['a key that names no game changes nothing', shown, 'bad,key', { kind: 'set', count: 3 }, shown],
  ])('%s', (_case, cache, key, change, expected) => {
    expect(changePlayerCount(cache, key, change, NOW + 1)).toEqual(expected);
  });
});

describe('playerCountsOf and playerCountOf', () => {
  test('the numbers by key, found by any spelling of a key', () => {
    const counts = playerCountsOf(cacheOf({ 'bragg:abc': [7, NOW] }));
    expect(counts).toEqual({ 'bragg:abc': 7 });
    expect(playerCountOf(counts, 'oryx:ABC')).toBe(7);
    expect(playerCountOf(counts, 'haba:abc')).toBeUndefined();
    expect(playerCountOf(undefined, 'bragg:abc')).toBeUndefined();
    expect(playerCountOf(counts, 'bad,key')).toBeUndefined();
  });
});
