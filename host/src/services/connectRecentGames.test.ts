import { createLobbyBus } from '@lobby/bus';
import type { GameLaunch, GameRef, LobbyBus, LobbyToShellMessage, RecentGame, Session } from '@lobby/shared';
import { recordedPlayerActions } from '../testing/recordedPlayerActions';
import { connectRecentGames } from './connectRecentGames';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GAME = { gameCode: 'g1', aggregator: 'bragg' };
const OLD: RecentGame = { gameId: 'bragg:a', playedTimestampMs: 1 };
const NEW: RecentGame = { gameId: 'bragg:b', playedTimestampMs: 2 };

function setup() {
  const bus = createLobbyBus();
  const api = { getRecentlyPlayed: jest.fn(() => Promise.resolve<readonly RecentGame[]>([OLD, NEW])) };
  const logger = { error: jest.fn() };
  // The real pipeline over a recorded outbox: the gate decides, the outbox would send.
  const { actions, writes } = recordedPlayerActions(bus);
  const disconnect = connectRecentGames(bus, { api, actions, logger });
  const sent: LobbyToShellMessage[] = [];
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  return { bus, api, writes, logger, disconnect, sent, latest: () => bus.current('recent:changed') };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A launch from the home screen, as game-player announces it. */
function launch(bus: LobbyBus, game: GameRef, playedAt: number, kind: GameLaunch['window'], favourite = false) {
  bus.emit('game:launched', { game, favourite, playedAt, window: kind, source: { screen: 'home', block: null }, mode: 'real' });
}

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

  test('a launch puts its game first with its playedAt, and an older answer is merged under it', async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    launch(bus, { gameCode: 'a', aggregator: 'oryx' }, 5, 'popup');
    expect(latest()).toEqual([{ gameId: 'bragg:a', playedTimestampMs: 5 }]);
    await flush();
    expect(latest()).toEqual([{ gameId: 'bragg:a', playedTimestampMs: 5 }, NEW]);
    launch(bus, GAME, 6, 'route', true);
    launch(bus, { gameCode: 'a', aggregator: 'bragg' }, 7, 'route');
    expect(latest()).toEqual([
      { gameId: 'bragg:a', playedTimestampMs: 7 },
      { gameId: 'bragg:g1', playedTimestampMs: 6 },
      NEW,
    ]);
  });

  test('a fun-money launch is not real play: not listed, not recorded, not synced (issue #34)', async () => {
    const { bus, writes, sent, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('game:launched', { game: GAME, favourite: false, playedAt: 9, window: 'route', source: { screen: 'home', block: null }, mode: 'fun' });
    expect(latest()).toEqual([NEW, OLD]);
    expect(writes.recordPlay).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  test('a guest launch leaves the empty list alone, records nothing and tells the shell nothing', () => {
    const { bus, writes, sent, latest } = setup();
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    launch(bus, GAME, 5, 'popup');
    expect(latest()).toEqual([]);
    expect(writes.recordPlay).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  test('a launch records the play through the outbox and sends syncRecentGame with the list it leads', async () => {
    const { bus, writes, sent } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    launch(bus, { gameCode: 'a', aggregator: 'bragg' }, 9, 'popup');
    expect(writes.recordPlay).toHaveBeenCalledWith('bragg:a', 9, { userId: 'u1', sessionId: 's1' });
    expect(sent).toEqual([
      {
        type: 'syncRecentGame',
        payload: {
          gameCode: 'a',
          aggregator: 'bragg',
          recentGames: [{ gameId: 'bragg:a', playedTimestampMs: 9 }, NEW],
        },
      },
    ]);
  });

  test("a refresh that predates the play's write keeps the session's play first", async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    launch(bus, GAME, 9, 'route');
    bus.emit('game:activeChanged', GAME);
    bus.emit('game:activeChanged', null);
    await flush();
    expect(latest()).toEqual([{ gameId: 'bragg:g1', playedTimestampMs: 9 }, NEW, OLD]);
  });

  test("a new session forgets the last session's plays", async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    launch(bus, GAME, 9, 'route');
    bus.emit('session:changed', { userId: 'u2', sessionId: 's2', guest: false });
    await flush();
    expect(latest()).toEqual([NEW, OLD]);
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
