import { createLobbyBus } from '@lobby/bus';
import { PLAYER_COUNT_REFRESH_MS } from '@lobby/domain';
import type { GameLaunch } from '@lobby/shared';
import { createLobbyStorage, createMemoryStorage } from '@lobby/storage';
import { FIXTURE_GAME, rawLobby } from '../testing/lobbyFixture';
import { connectPlayerCounts } from './connectPlayerCounts';

const NOW = 1_700_000_000_000;
const G1 = 'bragg:g1';

function setup() {
  jest.useFakeTimers();
  const bus = createLobbyBus();
  const storage = createLobbyStorage(createMemoryStorage());
  let clock = NOW;
  const deferred: (() => void)[] = [];
  const disconnect = connectPlayerCounts(bus, {
    storage,
    now: () => clock,
    random: () => 0,
    defer: (run) => deferred.push(run),
  });
  return {
    bus,
    storage,
    disconnect,
    runDeferred: () => deferred.splice(0).forEach((run) => run()),
    advance: (ms: number) => {
      clock += ms;
      jest.advanceTimersByTime(ms);
    },
  };
}

const launch = (gameCode: string, aggregator = 'bragg'): GameLaunch => ({
  game: { gameCode, aggregator },
  favourite: false,
  playedAt: NOW,
  window: 'route',
  source: { screen: 'home', block: null },
  mode: 'real',
});

afterEach(() => jest.useRealTimers());

describe('connectPlayerCounts', () => {
  test('the lobby games get counts, cached in storage', () => {
    const { bus, storage } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ [G1]: 20 });
    expect(storage.get('gamesPlayingCount')?.counts[G1]).toEqual({ count: 20, updatedAtMs: NOW });
  });

  test('a cached count is reused', () => {
    const { bus, storage } = setup();
    storage.set('gamesPlayingCount', { generatedAtMs: NOW, counts: { [G1]: { count: 150, updatedAtMs: NOW } } });
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ [G1]: 150 });
  });

  test('refreshes every 300 s, moving old counts by at most 5', () => {
    const { bus, storage } = setup();
    storage.set('gamesPlayingCount', {
      generatedAtMs: NOW,
      counts: { [G1]: { count: 150, updatedAtMs: NOW - 600_000 } },
    });
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ [G1]: 145 });
    const seen: number[] = [];
    bus.on$('playerCounts:changed').subscribe((counts) => seen.push(counts[G1] ?? -1));
    seen.length = 0;
    jest.advanceTimersByTime(PLAYER_COUNT_REFRESH_MS);
    expect(seen).toEqual([145]);
  });

  test('games the lobby reply does not carry (a listing, search results) get counts when their tiles ask, in one refresh', () => {
    const { bus, runDeferred } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    const seen: Readonly<Record<string, number>>[] = [];
    bus.on$('playerCounts:changed').subscribe((counts) => seen.push(counts));
    seen.length = 0;
    bus.emit('playerCounts:requested', { keys: ['haba:listed'] });
    bus.emit('playerCounts:requested', { keys: ['ORYX:Found'] });
    expect(seen).toEqual([]);
    runDeferred();
    expect(seen).toEqual([{ [G1]: 20, 'haba:listed': 20, 'bragg:found': 20 }]);
    // A game that has a count already asks for nothing.
    bus.emit('playerCounts:requested', { keys: ['haba:listed'] });
    runDeferred();
    expect(seen).toHaveLength(1);
  });

  test("a launch increments its game's count (SPEC §4), its close decrements it", () => {
    const { bus, storage } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    bus.emit('game:launched', launch('g1'));
    bus.emit('game:activeChanged', { gameCode: 'g1', aggregator: 'bragg' });
    expect(bus.current('playerCounts:changed')).toEqual({ [G1]: 21 });
    expect(storage.get('gamesPlayingCount')?.counts[G1]?.count).toBe(21);
    bus.emit('game:activeChanged', null);
    expect(bus.current('playerCounts:changed')).toEqual({ [G1]: 20 });
  });

  test('a launch of a game without a count changes nothing', () => {
    const { bus } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    const seen: unknown[] = [];
    bus.on$('playerCounts:changed').subscribe((counts) => seen.push(counts));
    seen.length = 0;
    bus.emit('game:launched', launch('unknown', 'haba'));
    expect(seen).toEqual([]);
  });

  test('disconnect stops the timer', () => {
    const { bus, disconnect, advance } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    disconnect();
    const seen: unknown[] = [];
    bus.on$('playerCounts:changed').subscribe((counts) => seen.push(counts));
    seen.length = 0;
    advance(PLAYER_COUNT_REFRESH_MS * 3);
    expect(seen).toEqual([]);
  });
});
