import { createLobbyBus } from '@lobby/bus';
import { createLobbyClock } from '@lobby/connected';
import { createGameIndex, DEFAULT_SETTINGS } from '@lobby/domain';
import type { BonusesState, RawBonus, Session } from '@lobby/shared';
import { rawBonus, rawLobby } from '@lobby/testing';
import { connectBonuses } from './connectBonuses';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const BONUSES: readonly RawBonus[] = [
  rawBonus({ id: 'content', games: ['bragg:gone'] }),
  rawBonus({ id: 'spins', type: 'Free Spin', games: ['bragg:g1', 'bragg:gone'] }),
  rawBonus({ id: 'used', consumed: true }),
  rawBonus({ id: 'old', expiresAt: '2024-06-01T00:00:00Z' }),
];

function setup() {
  const bus = createLobbyBus();
  const clock = createLobbyClock(bus, () => NOW);
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'en', country: 'CW' });
  bus.emit('session:changed', PLAYER);
  bus.emit('lobby:loadStateChanged', 'loaded');
  const api = { getBonuses: jest.fn((_query: unknown) => Promise.resolve(BONUSES)) };
  const logger = { error: jest.fn() };
  let games = createGameIndex([{ key: 'bragg:g1', code: 'g1' }]);
  const states: BonusesState[] = [];
  bus.on$('bonuses:changed').subscribe((state) => states.push(state));
  const disconnect = connectBonuses(bus, {
    api,
    logger,
    // The game store's two lookups, over a catalogue the test can change.
    games: {
      byKey: (key) => games.byKey(key) as never,
      resolve: async (key) => (games.byKey(key) ?? null) as never,
    },
    clock,
  });
  return {
    bus,
    api,
    logger,
    disconnect,
    states,
    setGames: (keys: { key: string; code: string }[]) => (games = createGameIndex(keys)),
    ids: () => {
      const state = bus.current('bonuses:changed');
      return state?.status === 'loaded' ? state.bonuses.map((bonus) => bonus.id) : state?.status;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectBonuses', () => {
  test("an editor's time travel (previewAt) filters by the lobby's clock: a bonus ended by then is gone, one still running shows", async () => {
    const { bus, ids } = setup();
    bus.emit('bonuses:loadRequested', null);
    await flush();
    expect(ids()).toEqual(['content', 'spins']);
    // Back to before 'old' ended (1 June): time travel shows it again, and the list is filtered again at once.
    bus.emit('settings:changed', {
      ...DEFAULT_SETTINGS,
      locale: 'en',
      country: 'CW',
      previewToken: 't',
      previewAt: '2024-05-01T00:00:00Z',
    });
    await flush();
    expect(ids()).toEqual(['content', 'spins', 'old']);
  });

  test("the bonuses' art goes through the lobby's image host map", async () => {
    const { bus, api } = setup();
    api.getBonuses.mockResolvedValueOnce([
      rawBonus({ id: 'art', image: { desktop: 'https://cdn.example/b.png', mobile: null } }),
    ]);
    bus.emit('lobby:imageHostsChanged', { 'https://cdn.example': '/images' });
    bus.emit('bonuses:loadRequested', null);
    await flush();
    const state = bus.current('bonuses:changed');
    expect(state?.status === 'loaded' ? state.bonuses.map((bonus) => bonus.image) : state).toEqual([
      { desktop: '/images/b.png', mobile: null },
    ]);
  });

  test('loads nothing until asked', async () => {
    const { api, bus } = setup();
    await flush();
    expect(api.getBonuses).not.toHaveBeenCalled();
    expect(bus.current('bonuses:changed')).toBeUndefined();
  });

  test('asked, it says loading, then publishes the bonuses the SPEC §3 rules keep', async () => {
    const { bus, api, states, ids } = setup();
    bus.emit('bonuses:loadRequested', null);
    expect(states).toEqual([{ status: 'loading' }]);
    expect(api.getBonuses).toHaveBeenCalledWith({
      locale: 'en',
      devicePlatform: 'desktop',
      country: 'CW',
      brand: '99',
    });
    await flush();
    expect(ids()).toEqual(['content', 'spins']);
    const state = bus.current('bonuses:changed');
    expect(state?.status === 'loaded' && state.bonuses[1]?.games).toEqual([{ gameCode: 'g1', aggregator: 'bragg' }]);
  });

  test('a request made before the lobby has loaded waits for the load', async () => {
    const { bus, api, ids } = setup();
    bus.emit('lobby:loadStateChanged', 'loading');
    bus.emit('bonuses:loadRequested', null);
    expect(api.getBonuses).not.toHaveBeenCalled();
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
    await flush();
    expect(ids()).toEqual(['content', 'spins']);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
  });

  test('a second request while loading makes no second call', () => {
    const { bus, api } = setup();
    bus.emit('bonuses:loadRequested', null);
    bus.emit('bonuses:loadRequested', null);
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
  });

  test('a failed fetch is logged and published with its error; a new request retries', async () => {
    const { bus, api, logger, ids } = setup();
    api.getBonuses.mockRejectedValueOnce(new Error('Request failed with status code 500'));
    bus.emit('bonuses:loadRequested', null);
    await flush();
    expect(bus.current('bonuses:changed')).toEqual({ status: 'failed', error: 'Request failed with status code 500' });
    expect(logger.error).toHaveBeenCalled();
    bus.emit('bonuses:loadRequested', null);
    await flush();
    expect(ids()).toEqual(['content', 'spins']);
  });

  test('a session change loads again once asked', async () => {
    const { bus, api } = setup();
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    expect(api.getBonuses).not.toHaveBeenCalled();
    bus.emit('bonuses:loadRequested', null);
    await flush();
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    expect(api.getBonuses).toHaveBeenCalledTimes(2);
  });

  test('a new locale loads again; other settings do not', async () => {
    const { bus, api } = setup();
    bus.emit('bonuses:loadRequested', null);
    await flush();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'en', country: 'CW', theme: 'light' });
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'fr', country: 'CW' });
    expect(api.getBonuses).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'fr' }));
  });

  test('a reply outdated by a newer load is dropped', async () => {
    const { bus, api, ids } = setup();
    let resolveFirst: (bonuses: readonly RawBonus[]) => void = () => undefined;
    api.getBonuses.mockReturnValueOnce(new Promise((resolve) => (resolveFirst = resolve)));
    bus.emit('bonuses:loadRequested', null);
    api.getBonuses.mockResolvedValueOnce([rawBonus({ id: 'fresh' })]);
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    await flush();
    resolveFirst(BONUSES);
    await flush();
    expect(ids()).toEqual(['fresh']);
  });

  test('a new lobby filters the last reply again without a call', async () => {
    const { bus, api, setGames, ids } = setup();
    bus.emit('bonuses:loadRequested', null);
    await flush();
    setGames([]);
    bus.emit('lobby:dataChanged', rawLobby());
    // The free-spin games are looked up (asynchronously) before the list is published again.
    await flush();
    expect(ids()).toEqual(['content']);
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
  });
});
