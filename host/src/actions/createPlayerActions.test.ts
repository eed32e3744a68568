import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LobbyLoadState, RawPlayerProtection, Session } from '@lobby/shared';
import { AxiosError } from 'axios';
import { createPlayerActions, type PlayerActionsDeps } from './createPlayerActions';

const BOOK = { gameCode: 'book', aggregator: 'bragg' };
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const HOME = { screen: 'home', block: 'top-slots' };
/** The lobby clock's now in these tests. */
const NOW = Date.parse('2026-11-28T12:00:00Z');
const UNTIL = '2027-05-28T12:00:00.000Z';
const RESETS = '2026-11-30T00:00:00.000Z';

function protectionOf(state: Partial<Pick<RawPlayerProtection, 'exclusion' | 'lossLimit'>>): RawPlayerProtection {
  return {
    policy: { licenseType: null, sessionClock: true, realityCheckSeconds: 3600, limitsUrl: null, helpUrl: null },
    sessionStartedAt: '2026-11-28T11:00:00.000Z',
    depositLimit: null,
    lossLimit: null,
    exclusion: null,
    ...state,
  };
}
const SELF_EXCLUDED = protectionOf({ exclusion: { kind: 'selfExcluded', until: UNTIL } });
const LOSS_LIMIT_REACHED = protectionOf({ lossLimit: { amount: 200, used: 200, period: 'week', resetsAt: RESETS } });

function setup(launchGame: jest.Mock = jest.fn(async () => ({ url: '/x' })), extra: Partial<PlayerActionsDeps> = {}) {
  const bus = createLobbyBus();
  const logger = { error: jest.fn() };
  const writes = {
    setFavourite: jest.fn(),
    recordPlay: jest.fn(),
    pendingFavourites: jest.fn(() => new Map<string, boolean>()),
  };
  const tracker = { track: jest.fn() };
  const actions = createPlayerActions(bus, { api: { launchGame }, writes, tracker, logger, now: () => NOW, ...extra });
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

describe('createPlayerActions: play for fun and player protection (issue #34)', () => {
  test("a guest's fun launch passes the gate and asks for the demo without the session's headers", async () => {
    const launchGame = jest.fn(async () => ({ url: '/demo-games/bragg/book?mode=fun' }));
    const { actions, enter } = setup(launchGame);
    enter(GUEST);
    await expect(actions.launchAddress(BOOK, 'fun')).resolves.toEqual({ game: BOOK, url: '/demo-games/bragg/book?mode=fun' });
    expect(launchGame).toHaveBeenCalledWith({
      gameKey: 'bragg:book',
      locale: 'en',
      platform: 'desktop',
      geoComplyToken: null,
      mode: 'fun',
      anonymous: true,
    });
  });

  test("a player's fun launch goes with the session (the service checks their breaks too)", async () => {
    const { actions, launchGame, enter } = setup();
    enter();
    await actions.launchAddress(BOOK, 'fun');
    expect(launchGame).toHaveBeenCalledWith(expect.objectContaining({ mode: 'fun', anonymous: false }));
  });

  test.each<[string, 'real' | 'fun', RawPlayerProtection, object]>([
    [
      'a self-excluded player, real money',
      'real',
      SELF_EXCLUDED,
      { reason: 'selfExcluded', until: UNTIL, statusText: `You have excluded yourself from play until ${UNTIL}.` },
    ],
    [
      'a self-excluded player, fun money',
      'fun',
      SELF_EXCLUDED,
      { reason: 'selfExcluded', until: UNTIL, statusText: `You have excluded yourself from play until ${UNTIL}.` },
    ],
    [
      'a loss limit reached, real money',
      'real',
      LOSS_LIMIT_REACHED,
      {
        reason: 'lossLimit',
        until: RESETS,
        statusText: `You have reached your loss limit. You can play again after ${RESETS}.`,
      },
    ],
  ])('the gate refuses %s on what the lobby knows, before the API is asked', async (_name, mode, protection, refusal) => {
    const { bus, actions, launchGame, enter } = setup();
    enter();
    bus.emit('protection:changed', protection);
    await expect(actions.launchAddress(BOOK, mode)).resolves.toEqual({ game: BOOK, failure: 'gate', ...refusal });
    expect(launchGame).not.toHaveBeenCalled();
  });

  test('a loss limit reached still lets the player play for fun', async () => {
    const { bus, actions, launchGame, enter } = setup();
    enter();
    bus.emit('protection:changed', LOSS_LIMIT_REACHED);
    await expect(actions.launchAddress(BOOK, 'fun')).resolves.toEqual({ game: BOOK, url: '/x' });
    expect(launchGame).toHaveBeenCalledTimes(1);
  });

  test("the protection's dates are read on the lobby's clock: an exclusion that ended refuses nothing", async () => {
    const { bus, actions, launchGame, enter } = setup(undefined, { now: () => Date.parse(UNTIL) + 1 });
    enter();
    bus.emit('protection:changed', SELF_EXCLUDED);
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({ game: BOOK, url: '/x' });
    expect(launchGame).toHaveBeenCalledTimes(1);
  });

  test("the content service's refusal (a 403 with its reason) is answered as the lobby's gate would", async () => {
    const launchGame = jest.fn(async () => ({ refused: { reason: 'coolOff' as const, until: '2026-11-29T12:00:00.000Z' } }));
    const { actions, logger, enter } = setup(launchGame);
    enter();
    // The lobby has not loaded the player's protection yet: only the service knows.
    await expect(actions.launchAddress(BOOK)).resolves.toEqual({
      game: BOOK,
      failure: 'gate',
      reason: 'coolOff',
      until: '2026-11-29T12:00:00.000Z',
      statusText: 'You are taking a break from play until 2026-11-29T12:00:00.000Z.',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  test("a protection refusal, the lobby's or the service's, asks for the player's protection again", async () => {
    const onProtectionRefused = jest.fn();
    const launchGame = jest.fn(async () => ({ refused: { reason: 'coolOff' as const, until: '2026-11-29T12:00:00.000Z' } }));
    const { bus, actions, enter } = setup(launchGame, { onProtectionRefused });
    enter();
    await actions.launchAddress(BOOK);
    expect(onProtectionRefused).toHaveBeenCalledTimes(1);
    bus.emit('protection:changed', SELF_EXCLUDED);
    await actions.launchAddress(BOOK);
    expect(onProtectionRefused).toHaveBeenCalledTimes(2);
    bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    await actions.launchAddress(BOOK);
    expect(onProtectionRefused).toHaveBeenCalledTimes(2);
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
    expect(actions.recordLaunch(launch)).toBe(true);
    expect(writes.recordPlay).toHaveBeenCalledWith('bragg:book', 42, { userId: 'u1', sessionId: 's1' });
    expect(tracker.track).toHaveBeenCalledWith('launch', {
      gameKey: 'bragg:book',
      favourite: false,
      window: 'route',
      screen: 'home',
      block: 'top-slots',
      mode: 'real',
    });
    enter(GUEST);
    expect(actions.recordLaunch(launch)).toBe(false);
    expect(writes.recordPlay).toHaveBeenCalledTimes(1);
    expect(tracker.track).toHaveBeenCalledTimes(2);
  });

  test('a fun launch is tracked with its mode but is no play record, even for a player (issue #34)', () => {
    const launch = { game: BOOK, favourite: true, playedAt: 42, window: 'popup' as const, source: HOME, mode: 'fun' as const };
    const { actions, writes, tracker, enter } = setup();
    enter();
    expect(actions.recordLaunch(launch)).toBe(false);
    expect(writes.recordPlay).not.toHaveBeenCalled();
    expect(tracker.track).toHaveBeenCalledWith('launch', {
      gameKey: 'bragg:book',
      favourite: true,
      window: 'popup',
      screen: 'home',
      block: 'top-slots',
      mode: 'fun',
    });
  });

  test('a break from play does not stop the record of a play already made', () => {
    const { bus, actions, writes, enter } = setup();
    enter();
    bus.emit('protection:changed', SELF_EXCLUDED);
    const launch = { game: BOOK, favourite: false, playedAt: 42, window: 'route' as const, source: HOME, mode: 'real' as const };
    expect(actions.recordLaunch(launch)).toBe(true);
    expect(writes.recordPlay).toHaveBeenCalledTimes(1);
  });
});
