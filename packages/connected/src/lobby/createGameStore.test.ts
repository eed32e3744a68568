import type { GamesFilter } from '@lobby/api';
import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { RawGamesPage } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { KEYS_PER_CALL } from './createGameStore';
import { createLobbyStore } from './createLobbyStore';
import type { Schedule } from './createLobbyStore';

/** A server of GET games over a catalogue, recording each call; `fail` makes the next calls reject. */
function fakeServer(catalogue = ['bragg:a', 'bragg:b', 'haba:10', ...Array.from({ length: 150 }, (_, i) => `bragg:n${String(i)}`)]) {
  const calls: GamesFilter[] = [];
  let fail = false;
  const fetchGames = jest.fn(async (filter: GamesFilter): Promise<RawGamesPage> => {
    calls.push(filter);
    if (fail) throw new Error('offline');
    const wanted = new Set(filter.keys?.map((key) => key.toLowerCase()));
    const games = catalogue
      .filter((key) => filter.keys === undefined || wanted.has(key.toLowerCase()))
      .map((key) => {
        const [aggregator = '', code = ''] = key.split(':');
        return rawGame({ aggregator, code, supplier: aggregator, title: `Title ${code}` });
      });
    const offset = filter.offset ?? 0;
    return { data: games.slice(offset, offset + (filter.limit ?? 100)), total: games.length };
  });
  return { fetchGames, calls, failNext: (value: boolean) => (fail = value) };
}

function setup(server = fakeServer()) {
  const bus = createLobbyBus();
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile', platformType: 'ios', locale: 'fr' });
  const ticks: (() => void)[] = [];
  const schedule: Schedule = (run) => {
    ticks.push(run);
    return () => undefined;
  };
  const logger = { warn: jest.fn() };
  const store = createLobbyStore(bus, { fetchGames: server.fetchGames, logger, schedule, clock: { now: () => 0, subscribe: () => () => undefined } });
  bus.emit('lobby:dataChanged', rawLobby({ games: [rawGame({ aggregator: 'bragg', code: 'shown' })] }));
  const tick = async () => {
    for (const run of ticks.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { bus, store, server, logger, tick };
}

describe('the game store', () => {
  test("the reply's games are known at once, others unknown until fetched", () => {
    const { store } = setup();
    expect(store.games.byKey('bragg:shown')?.code).toBe('shown');
    expect(store.games.byKey('bragg:a')).toBeUndefined();
  });

  test('keys asked for in one tick go out in one call, in the lobby’s scope, and answer after it', async () => {
    const { store, server, tick } = setup();
    const changes = jest.fn();
    store.subscribe(changes);
    store.games.request(['bragg:a']);
    store.games.request(['BRAGG:B', 'oryx:a', 'bragg:missing', 'bragg:shown']);
    expect(server.calls).toEqual([]);
    await tick();
    expect(server.calls).toEqual([
      { platform: 'mobile', ios: true, isActive: true, locale: 'fr', keys: ['bragg:a', 'bragg:b', 'bragg:missing'], limit: KEYS_PER_CALL },
    ]);
    expect(store.games.byKey('bragg:a')?.title).toBe('Title a');
    expect(store.games.byKey('oryx:b')?.code).toBe('b');
    // The server answered without it: the lobby does not offer it.
    expect(store.games.byKey('bragg:missing')).toBeNull();
    expect(changes).toHaveBeenCalled();
  });

  test('a key known or on its way is not asked for again; more than a call holds are split', async () => {
    const { store, server, tick } = setup();
    const many = Array.from({ length: 150 }, (_, i) => `bragg:n${String(i)}`);
    store.games.request(many);
    store.games.request(many.slice(0, 10));
    await tick();
    expect(server.calls.map((call) => call.keys?.length)).toEqual([KEYS_PER_CALL, 50]);
    store.games.request(many);
    await tick();
    expect(server.calls).toHaveLength(2);
  });

  test('a failed fetch is logged, keeps what was known, and a later request retries', async () => {
    const { store, server, tick, logger } = setup();
    store.games.request(['bragg:a']);
    await tick();
    const known = store.games.byKey('bragg:a');
    server.failNext(true);
    store.games.request(['bragg:b']);
    await tick();
    expect(logger.warn).toHaveBeenCalledWith('games: fetching games by key failed', expect.any(Error));
    expect(store.games.byKey('bragg:a')).toBe(known);
    expect(store.games.byKey('bragg:b')).toBeUndefined();
    server.failNext(false);
    store.games.request(['bragg:b']);
    await tick();
    expect(store.games.byKey('bragg:b')?.code).toBe('b');
  });

  test('a failed key stops its readers waiting, is not asked again by them, and a new lobby view asks again', async () => {
    const { bus, store, server, tick } = setup();
    server.failNext(true);
    const before = store.games.snapshot();
    store.games.request(['bragg:a']);
    await tick();
    expect(store.games.byKey('bragg:a')).toBeUndefined();
    // A new snapshot tells readers the answer changed: the key failed.
    expect(store.games.snapshot()).not.toBe(before);
    expect(store.games.snapshot().failed('BRAGG:a')).toBe(true);
    expect(store.games.snapshot().failed('bragg:b')).toBe(false);
    server.failNext(false);
    bus.emit('lobby:dataChanged', rawLobby({ games: [rawGame({ aggregator: 'bragg', code: 'shown' })] }));
    expect(store.games.snapshot().failed('bragg:a')).toBe(false);
    store.games.request(['bragg:a']);
    await tick();
    expect(store.games.byKey('bragg:a')?.code).toBe('a');
  });

  test('resolve answers from the store, or after the server: a game, null, or the failure', async () => {
    const { store, server, tick } = setup();
    await expect(store.games.resolve('bragg:shown')).resolves.toMatchObject({ code: 'shown' });
    const found = store.games.resolve('haba:10');
    const missing = store.games.resolve('haba:11');
    await tick();
    await expect(found).resolves.toMatchObject({ code: '10' });
    await expect(missing).resolves.toBeNull();
    server.failNext(true);
    const failed = expect(store.games.resolve('bragg:a')).rejects.toThrow('offline');
    await tick();
    await failed;
  });

  test('a page of a listing comes normalised with its total, and its games join the store', async () => {
    const { store, server } = setup();
    const page = await store.games.fetchPage({ supplier: 'haba', sort: 'az', offset: 0, limit: 2 });
    expect(server.calls[0]).toMatchObject({ suppliers: ['haba'], sort: 'az', offset: 0, limit: 2, platform: 'mobile', ios: true });
    expect(page.total).toBe(153);
    expect(page.games.map((game) => game.key)).toEqual(['bragg:a', 'bragg:b']);
    expect(store.games.byKey('bragg:b')?.title).toBe('Title b');
  });

  test('the snapshot changes when answers change, and another locale starts afresh', async () => {
    const { bus, store, tick } = setup();
    const before = store.games.snapshot();
    expect(store.games.snapshot()).toBe(before);
    store.games.request(['bragg:a']);
    await tick();
    expect(store.games.snapshot()).not.toBe(before);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'es' });
    bus.emit('lobby:dataChanged', rawLobby({ games: [] }));
    expect(store.games.byKey('bragg:a')).toBeUndefined();
  });

  test("a game's details are asked afresh by key, even for a game the reply carries, and not kept", async () => {
    const server = fakeServer(['bragg:shown', 'bragg:a']);
    const { store } = setup(server);
    const shown = await store.games.details?.('BRAGG:Shown');
    expect(server.calls).toEqual([{ platform: 'mobile', ios: true, isActive: true, locale: 'fr', keys: ['bragg:shown'], limit: 1 }]);
    expect(shown?.title).toBe('Title shown');
    // The lookups keep the reply's game.
    expect(store.games.byKey('bragg:shown')?.title).not.toBe('Title shown');
    await store.games.details?.('bragg:shown');
    expect(server.calls).toHaveLength(2);
    await expect(store.games.details?.('bragg:gone')).resolves.toBeNull();
    server.failNext(true);
    await expect(store.games.details?.('bragg:a')).rejects.toThrow('offline');
  });

  test('without a fetcher the reply is all there is', () => {
    const bus = createLobbyBus();
    const store = createLobbyStore(bus);
    bus.emit('lobby:dataChanged', rawLobby({ games: [rawGame({ code: 'x' })] }));
    expect(store.games.byKey('bragg:x')?.code).toBe('x');
    expect(store.games.byKey('bragg:y')).toBeNull();
  });
});
