import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LicenseType, RawPlayerProtection, Session } from '@lobby/shared';
import { connectProtection, PROTECTION_REFRESH_MS } from './connectProtection';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };

const protection = (sessionStartedAt: string): RawPlayerProtection => ({
  policy: { licenseType: null, sessionClock: true, realityCheckSeconds: 3600, limitsUrl: null, helpUrl: null },
  sessionStartedAt,
  depositLimit: null,
  lossLimit: null,
  exclusion: null,
});
const FIRST = protection('2026-03-01T10:00:00.000Z');
const SECOND = protection('2026-03-01T11:00:00.000Z');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the API's answers arrive (fake timers leave promises alone). */
const settle = () => jest.advanceTimersByTimeAsync(0);

function setup(licenseType: LicenseType | null = 'Mexico') {
  const bus = createLobbyBus();
  const api = { getPlayerProtection: jest.fn((_licenseType: LicenseType | null) => Promise.resolve(FIRST)) };
  const logger = { error: jest.fn() };
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, licenseType });
  const { reload, disconnect } = connectProtection(bus, { api, logger });
  const loaded = () => bus.emit('lobby:loadStateChanged', 'loaded');
  return { bus, api, logger, reload, disconnect, loaded, state: () => bus.current('protection:changed') };
}

describe('connectProtection', () => {
  test("once the lobby has loaded, a player's protection is asked with the licence type and told", async () => {
    const { bus, api, loaded, state } = setup();
    bus.emit('session:changed', PLAYER);
    await settle();
    expect(api.getPlayerProtection).not.toHaveBeenCalled();
    loaded();
    await settle();
    expect(api.getPlayerProtection).toHaveBeenCalledWith('Mexico');
    expect(state()).toEqual(FIRST);
  });

  test('the first load waits until the page is idle after the lobby loaded, as the player lists do', async () => {
    const bus = createLobbyBus();
    const api = { getPlayerProtection: jest.fn((_licenseType: LicenseType | null) => Promise.resolve(FIRST)) };
    const idle: (() => void)[] = [];
    connectProtection(bus, { api, logger: { error: jest.fn() }, whenIdle: (task) => (idle.push(task), () => undefined) });
    bus.emit('session:changed', PLAYER);
    bus.emit('lobby:loadStateChanged', 'loaded');
    await settle();
    expect(api.getPlayerProtection).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    await settle();
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(1);
    expect(bus.current('protection:changed')).toEqual(FIRST);
  });

  test('a lobby without a licence type asks for the default policy', async () => {
    const { bus, api, loaded } = setup(null);
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    expect(api.getPlayerProtection).toHaveBeenCalledWith(null);
  });

  test('a guest has none, and nothing is asked', async () => {
    const { bus, api, loaded, state } = setup();
    bus.emit('session:changed', GUEST);
    loaded();
    await settle();
    expect(state()).toBeNull();
    expect(api.getPlayerProtection).not.toHaveBeenCalled();
  });

  test('asked again every minute while signed in, and no more once a guest', async () => {
    const { bus, api, loaded, state } = setup();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    api.getPlayerProtection.mockResolvedValueOnce(SECOND);
    await jest.advanceTimersByTimeAsync(PROTECTION_REFRESH_MS - 1);
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(2);
    expect(state()).toEqual(SECOND);
    bus.emit('session:changed', GUEST);
    expect(state()).toBeNull();
    await jest.advanceTimersByTimeAsync(3 * PROTECTION_REFRESH_MS);
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(2);
  });

  test('a failed load is logged and keeps the last state', async () => {
    const { bus, api, logger, loaded, state } = setup();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    api.getPlayerProtection.mockRejectedValueOnce(new Error('Network Error'));
    await jest.advanceTimersByTimeAsync(PROTECTION_REFRESH_MS);
    expect(logger.error).toHaveBeenCalledWith('Player protection could not be loaded', expect.any(Error));
    expect(state()).toEqual(FIRST);
  });

  test("another player's session: none at once, then theirs; the earlier session's late answer is dropped", async () => {
    const { bus, api, loaded, state } = setup();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    let answerLate: (value: RawPlayerProtection) => void = () => undefined;
    api.getPlayerProtection.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    await jest.advanceTimersByTimeAsync(PROTECTION_REFRESH_MS);
    api.getPlayerProtection.mockResolvedValueOnce(SECOND);
    bus.emit('session:changed', { ...PLAYER, userId: 'u2', sessionId: 's2' });
    expect(state()).toBeNull();
    await settle();
    expect(state()).toEqual(SECOND);
    answerLate(FIRST);
    await settle();
    expect(state()).toEqual(SECOND);
  });

  test('the same session told again keeps its state while it is asked again', async () => {
    const { bus, loaded, state } = setup();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    bus.emit('session:changed', { ...PLAYER });
    expect(state()).toEqual(FIRST);
  });

  test('a refused launch (reload: the server may know more) and a new licence type ask again', async () => {
    const { bus, api, loaded, reload } = setup();
    reload();
    expect(api.getPlayerProtection).not.toHaveBeenCalled();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    reload();
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(2);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, licenseType: 'Mexico', theme: 'light' });
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(2);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, licenseType: 'SouthKorea' });
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(3);
    expect(api.getPlayerProtection).toHaveBeenLastCalledWith('SouthKorea');
  });

  test('disconnected, it asks no more', async () => {
    const { bus, api, loaded, disconnect } = setup();
    bus.emit('session:changed', PLAYER);
    loaded();
    await settle();
    disconnect();
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    await jest.advanceTimersByTimeAsync(2 * PROTECTION_REFRESH_MS);
    expect(api.getPlayerProtection).toHaveBeenCalledTimes(1);
  });
});
