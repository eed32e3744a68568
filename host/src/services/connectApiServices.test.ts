import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { connectApiServices } from './connectApiServices';

function setup() {
  const bus = createLobbyBus();
  const api = {
    getFavouriteGames: jest.fn(async () => []),
    getRecentlyPlayed: jest.fn(async () => []),
    habaLogout: jest.fn(async () => true),
    getFreeRounds: jest.fn(async () => []),
    getBonuses: jest.fn(async () => []),
  };
  const disconnect = connectApiServices(bus, {
    api,
    actions: {
      setFavourite: jest.fn(() => ({ allowed: true as const })),
      recordLaunch: jest.fn(() => true),
      pendingFavourites: () => new Map<string, boolean>(),
    },
    favouriteRefused: () => () => undefined,
    logger: { error: jest.fn() },
    onGameRoute: () => false,
    games: { byKey: () => undefined, resolve: async () => null },
    clock: { now: () => Date.now(), subscribe: () => () => undefined },
  });
  return { bus, api, disconnect };
}

const PLAYER = { userId: 'u', sessionId: 's', guest: false };

describe('connectApiServices', () => {
  test('waits for the first load, which initialises the clients, then follows the session', () => {
    const { bus, api } = setup();
    bus.emit('session:changed', PLAYER);
    bus.emit('lobby:loadStateChanged', 'loading');
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(api.getFavouriteGames).toHaveBeenCalledTimes(1);
    expect(api.getRecentlyPlayed).toHaveBeenCalledTimes(1);
    expect(api.getFreeRounds).toHaveBeenCalledTimes(1);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(api.getFavouriteGames).toHaveBeenCalledTimes(1);
  });

  test('a bonuses request made before the first load is carried out once it is done', () => {
    const { bus, api } = setup();
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    bus.emit('bonuses:loadRequested', null);
    expect(api.getBonuses).not.toHaveBeenCalled();
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(api.getBonuses).toHaveBeenCalledTimes(1);
  });

  test('guests get empty lists; disconnect stops both services', () => {
    const { bus, api, disconnect } = setup();
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    expect(bus.current('favourites:changed')).toEqual([]);
    expect(bus.current('recent:changed')).toEqual([]);
    expect(bus.current('freeRounds:changed')).toEqual([]);
    disconnect();
    bus.emit('session:changed', PLAYER);
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
    expect(api.getRecentlyPlayed).not.toHaveBeenCalled();
  });
});
