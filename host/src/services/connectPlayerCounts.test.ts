import { createLobbyBus } from '@lobby/bus';
import { PLAYER_COUNT_REFRESH_MS } from '@lobby/domain';
import { createLobbyStorage, createMemoryStorage } from '@lobby/storage';
import { FIXTURE_GAME, rawLobby } from '../testing/lobbyFixture';
import { connectPlayerCounts } from './connectPlayerCounts';

const NOW = 1_700_000_000_000;

function setup() {
  jest.useFakeTimers();
  const bus = createLobbyBus();
  const storage = createLobbyStorage(createMemoryStorage());
  let clock = NOW;
  const disconnect = connectPlayerCounts(bus, { storage, now: () => clock, random: () => 0 });
  return { bus, storage, disconnect, advance: (ms: number) => { clock += ms; jest.advanceTimersByTime(ms); } };
}

afterEach(() => jest.useRealTimers());

describe('connectPlayerCounts', () => {
  test('the lobby games get counts, cached in storage', () => {
    const { bus, storage } = setup();
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ 'bragg:g1': 20 });
    expect(storage.get('gamesPlayingCount')?.counts['bragg:g1']).toEqual({ count: 20, updatedAtMs: NOW });
  });

  test('a cached count is reused', () => {
    const { bus, storage } = setup();
    storage.set('gamesPlayingCount', { generatedAtMs: NOW, counts: { 'bragg:g1': { count: 150, updatedAtMs: NOW } } });
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ 'bragg:g1': 150 });
  });

  test('refreshes every 300 s, moving old counts by at most 5', () => {
    const { bus, storage } = setup();
    storage.set('gamesPlayingCount', { generatedAtMs: NOW, counts: { 'bragg:g1': { count: 150, updatedAtMs: NOW - 600_000 } } });
    bus.emit('lobby:dataChanged', { ...rawLobby([], []), games: [FIXTURE_GAME] });
    expect(bus.current('playerCounts:changed')).toEqual({ 'bragg:g1': 145 });
    const seen: number[] = [];
    bus.on$('playerCounts:changed').subscribe((counts) => seen.push(counts['bragg:g1'] ?? -1));
    seen.length = 0;
    jest.advanceTimersByTime(PLAYER_COUNT_REFRESH_MS);
    expect(seen).toEqual([145]);
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
