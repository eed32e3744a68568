import { createLobbyBus } from '@lobby/bus';
import { connectApiServices } from './connectApiServices';

describe('connectApiServices', () => {
  test('connects favourites and recent games, and disconnects both', () => {
    const bus = createLobbyBus();
    const api = {
      getFavouriteGames: jest.fn(async () => []),
      addFavourite: jest.fn(async () => undefined),
      removeFavourite: jest.fn(async () => undefined),
      getRecentlyPlayed: jest.fn(async () => []),
    };
    const disconnect = connectApiServices(bus, { api, logger: { error: jest.fn() } });
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    expect(bus.current('favourites:changed')).toEqual([]);
    expect(bus.current('recent:changed')).toEqual([]);
    disconnect();
    bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
    expect(api.getRecentlyPlayed).not.toHaveBeenCalled();
  });
});
