import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LobbyLoadState, Session } from '@lobby/shared';
import { AxiosError } from 'axios';
import { createPlayerActions, type PlayerActionsDeps } from './createPlayerActions';

const BOOK = { gameCode: 'book', aggregator: 'bragg' };
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const HOME = { screen: 'home', block: 'top-slots' };

function setup(launchGame: jest.Mock = jest.fn(async () => ({ url: '/x' })), extra: Partial<PlayerActionsDeps> = {}) {
  const bus = createLobbyBus();
  const logger = { error: jest.fn() };
  const writes = {
    setFavourite: jest.fn(),
    recordPlay: jest.fn(),
    pendingFavourites: jest.fn(() => new Map<string, boolean>()),
  };
  const tracker = { track: jest.fn() };
  const actions = createPlayerActions(bus, { api: { launchGame }, writes, tracker, logger, ...extra });
  const enter = (session: Session = PLAYER, loadState: LobbyLoadState = 'loaded') => {
    bus.emit('session:changed', session);
    bus.emit('lobby:loadStateChanged', loadState);
  };
  return { bus, actions, writes, tracker, logger, launchGame, enter };
}

describe('createPlayerActions: the launch address', () => {
  test('asks the API in the lobby language and layout and answers with the address', async () => {
    const launchGame = jest.fn(async () => ({ url: '/demo-games/bragg/book?locale=fr' }));
    const { bus, actions, enter } = setup(launchGame);
    enter();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'fr', platform: 'mobile' });
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({ game: BOOK, url: '/demo-games/bragg/book?locale=fr' });
    expect(launchGame).toHaveBeenCalledWith({
      gameKey: 'bragg:book',
      locale: 'fr',
      platform: 'mobile',
      geoComplyToken: null,
    });
  });

  test("a game served locally plays from the device's server on the settings' port (SPEC §3 servingMethod, port)", async () => {
    const servingMethod = 'local' as const;
    const { bus, actions, enter } = setup(
      jest.fn(async () => ({ url: '/demo-games/bragg/book?locale=en' })),
      { games: { byKey: (key) => (key === 'bragg:book' ? ({ servingMethod } as never) : undefined) } },
    );
    enter();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, port: '8081' });
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({
      game: BOOK,
      url: 'http://localhost:8081/demo-games/bragg/book?locale=en',
    });
    // Without a port there is no local server: the address as the service gave it.
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, port: null });
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({ game: BOOK, url: '/demo-games/bragg/book?locale=en' });
  });

  test('sends the geo-compliance token in force with the launch (SPEC §3 geoComplyToken, the shell geoToken)', async () => {
    const { bus, actions, launchGame, enter } = setup();
    enter();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, geoComplyToken: 'geo-123' });
    await actions.launchAddress(BOOK);
    expect(launchGame).toHaveBeenCalledWith(expect.objectContaining({ geoComplyToken: 'geo-123' }));
  });

  test.each([
    ['a timeout', new AxiosError('timeout of 20000ms exceeded', AxiosError.ETIMEDOUT), 'noResponse'],
    ['no answer', new AxiosError('Network Error', AxiosError.ERR_NETWORK), 'noResponse'],
    ['a refusal', new Error('Request failed with status code 409'), 'refused'],
  ])('answers %s with its failure, logged', async (_name, error, failure) => {
    const { actions, logger, enter } = setup(jest.fn(async () => Promise.reject(error)));
    enter();
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({ game: BOOK, failure, statusText: error.message });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test.each<[string, Session, LobbyLoadState, string]>([
    ['a guest', GUEST, 'loaded', 'guest'],
    ['a player without a session id', { userId: 'u1', sessionId: null, guest: false }, 'loaded', 'credentials'],
    ['a lobby in maintenance', PLAYER, 'maintenance', 'maintenance'],
  ])('the gate refuses %s before the API is asked', async (_name, session, loadState, reason) => {
    const { actions, launchGame, enter } = setup();
    enter(session, loadState);
    await expect(actions.launchAddress(BOOK)).resolves.toEqual(
      expect.objectContaining({ game: BOOK, failure: 'gate', reason }),
    );
    expect(launchGame).not.toHaveBeenCalled();
  });
});

describe('createPlayerActions: writes and tracking', () => {
  test('a favourite toggle passes the gate, is queued on the account and tracked with its source', () => {
    const { actions, writes, tracker, enter } = setup();
    enter();
    expect(actions.setFavourite('bragg:book', true, HOME)).toEqual({ allowed: true });
    expect(writes.setFavourite).toHaveBeenCalledWith('bragg:book', true, { userId: 'u1', sessionId: 's1' });
    expect(tracker.track).toHaveBeenCalledWith('favourite', {
      gameKey: 'bragg:book',
      favourite: true,
      screen: 'home',
      block: 'top-slots',
    });
  });

  test.each<[string, Session, LobbyLoadState]>([
    ['a guest', GUEST, 'loaded'],
    ['maintenance', PLAYER, 'maintenance'],
  ])('a favourite toggle of %s is refused: nothing written, nothing tracked', (_name, session, loadState) => {
    const { actions, writes, tracker, enter } = setup();
    enter(session, loadState);
    expect(actions.setFavourite('bragg:book', true, HOME).allowed).toBe(false);
    expect(writes.setFavourite).not.toHaveBeenCalled();
    expect(tracker.track).not.toHaveBeenCalled();
  });

  test("a launch is tracked and its play recorded, in maintenance too; a guest's is tracked only", () => {
    const launch = { game: BOOK, favourite: false, playedAt: 42, window: 'route' as const, source: HOME, mode: 'real' as const };
    const { actions, writes, tracker, enter } = setup();
    enter(PLAYER, 'maintenance');
    expect(actions.recordLaunch(launch)).toEqual({ allowed: true });
    expect(writes.recordPlay).toHaveBeenCalledWith('bragg:book', 42, { userId: 'u1', sessionId: 's1' });
    expect(tracker.track).toHaveBeenCalledWith('launch', {
      gameKey: 'bragg:book',
      favourite: false,
      window: 'route',
      screen: 'home',
      block: 'top-slots',
    });
    enter(GUEST);
    expect(actions.recordLaunch(launch).allowed).toBe(false);
    expect(writes.recordPlay).toHaveBeenCalledTimes(1);
    expect(tracker.track).toHaveBeenCalledTimes(2);
  });
});
