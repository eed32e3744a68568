import { createLobbyBus } from '@lobby/bus';
import type { RecentGame, Session } from '@lobby/shared';
import { connectRecentGames } from './connectRecentGames';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GAME = { gameCode: 'g1', aggregator: 'bragg' };
const OLD: RecentGame = { gameId: 'bragg:a', playedTimestampMs: 1 };
const NEW: RecentGame = { gameId: 'bragg:b', playedTimestampMs: 2 };

function setup() {
  const bus = createLobbyBus();
  const api = { getRecentlyPlayed: jest.fn(() => Promise.resolve<readonly RecentGame[]>([OLD, NEW])) };
  const logger = { error: jest.fn() };
  const disconnect = connectRecentGames(bus, { api, logger });
  return { bus, api, logger, disconnect, latest: () => bus.current('recent:changed') };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectRecentGames', () => {
  test('a signed-in session loads the list, newest first', async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(latest()).toEqual([NEW, OLD]);
  });

  test('guests get an empty list without a call', () => {
    const { bus, api, latest } = setup();
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    expect(latest()).toEqual([]);
    expect(api.getRecentlyPlayed).not.toHaveBeenCalled();
  });

  test('closing a game refreshes the list', async () => {
    const { bus, api } = setup();
    bus.emit('session:changed', PLAYER);
    bus.emit('game:activeChanged', null);
    expect(api.getRecentlyPlayed).toHaveBeenCalledTimes(1);
    bus.emit('game:activeChanged', GAME);
    expect(api.getRecentlyPlayed).toHaveBeenCalledTimes(1);
    bus.emit('game:activeChanged', null);
    expect(api.getRecentlyPlayed).toHaveBeenCalledTimes(2);
    await flush();
  });

  test('a launch puts its game first with its playedAt, and an older answer does not undo it', async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    bus.emit('game:launched', { game: { gameCode: 'a', aggregator: 'oryx' }, favourite: false, playedAt: 5, window: 'popup' });
    expect(latest()).toEqual([{ gameId: 'bragg:a', playedTimestampMs: 5 }]);
    await flush();
    expect(latest()).toEqual([{ gameId: 'bragg:a', playedTimestampMs: 5 }]);
    bus.emit('game:launched', { game: GAME, favourite: true, playedAt: 6, window: 'route' });
    bus.emit('game:launched', { game: { gameCode: 'a', aggregator: 'bragg' }, favourite: false, playedAt: 7, window: 'route' });
    expect(latest()).toEqual([
      { gameId: 'bragg:a', playedTimestampMs: 7 },
      { gameId: 'bragg:g1', playedTimestampMs: 6 },
    ]);
  });

  test('a guest launch leaves the empty list alone', () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    bus.emit('game:launched', { game: GAME, favourite: false, playedAt: 5, window: 'popup' });
    expect(latest()).toEqual([]);
  });

  test('a failed load is logged and leaves the list unchanged', async () => {
    const { bus, api, logger, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    api.getRecentlyPlayed.mockRejectedValueOnce(new Error('Network Error'));
    bus.emit('game:activeChanged', GAME);
    bus.emit('game:activeChanged', null);
    await flush();
    expect(latest()).toEqual([NEW, OLD]);
    expect(logger.error).toHaveBeenCalled();
  });

  test('disconnect stops listening', () => {
    const { bus, api, disconnect } = setup();
    disconnect();
    bus.emit('session:changed', PLAYER);
    expect(api.getRecentlyPlayed).not.toHaveBeenCalled();
  });
});
