import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LobbyQuery } from '@lobby/api';
import type { LobbyData } from '@lobby/shared';
import { rawLobby } from '../testing/lobbyFixture';
import { connectLobbyReload } from './connectLobbyReload';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const bus = createLobbyBus();
  const answers: ((data: LobbyData) => void)[] = [];
  const api = {
    getLobby: jest.fn(
      (_query: LobbyQuery) =>
        new Promise<LobbyData>((resolve) => {
          answers.push(resolve);
        }),
    ),
  };
  const logger = { error: jest.fn() };
  const disconnect = connectLobbyReload(bus, { api, logger });
  const player = { ...DEFAULT_SETTINGS, guestMode: false };
  bus.emit('settings:changed', player);
  return { bus, api, logger, answers, disconnect, player };
}

describe('connectLobbyReload', () => {
  test('nothing is fetched before the first load', () => {
    const { bus, api, player } = setup();
    bus.emit('settings:changed', { ...player, guestMode: true });
    expect(api.getLobby).not.toHaveBeenCalled();
  });

  test("a guest-mode change fetches the lobby for the new audience's statuses", async () => {
    const { bus, api, answers, player } = setup();
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('settings:changed', { ...player, guestMode: true });
    expect(api.getLobby).toHaveBeenCalledTimes(1);
    expect(api.getLobby.mock.calls[0]?.[0].userStatuses).toEqual(['Guest']);
    const guestLobby = rawLobby();
    answers[0]?.(guestLobby);
    await flush();
    expect(bus.current('lobby:dataChanged')).toBe(guestLobby);
    bus.emit('settings:changed', { ...player, guestMode: false });
    expect(api.getLobby.mock.calls[1]?.[0].userStatuses).toEqual(['LoggedIn']);
  });

  test('a change outside the request (the theme) fetches nothing', () => {
    const { bus, api, player } = setup();
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('settings:changed', { ...player, theme: 'light' });
    expect(api.getLobby).not.toHaveBeenCalled();
  });

  test('only the answer to the latest request counts', async () => {
    const { bus, answers, player } = setup();
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('settings:changed', { ...player, guestMode: true });
    bus.emit('settings:changed', { ...player, guestMode: false });
    const latest = rawLobby();
    answers[1]?.(latest);
    answers[0]?.(rawLobby());
    await flush();
    expect(bus.current('lobby:dataChanged')).toBe(latest);
  });

  test('a failed fetch is logged and keeps the lobby on screen', async () => {
    const { bus, api, logger, player } = setup();
    const shown = rawLobby();
    bus.emit('lobby:dataChanged', shown);
    bus.emit('lobby:loadStateChanged', 'loaded');
    api.getLobby.mockRejectedValueOnce(new Error('Network Error'));
    bus.emit('settings:changed', { ...player, guestMode: true });
    await flush();
    expect(logger.error).toHaveBeenCalled();
    expect(bus.current('lobby:dataChanged')).toBe(shown);
  });
});
