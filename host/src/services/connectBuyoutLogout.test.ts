import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { connectBuyoutLogout } from './connectBuyoutLogout';

const PLAYER = { userId: 'u1', sessionId: 's1', guest: false };

function setup({ playMode = true, onGameRoute = false } = {}) {
  const bus = createLobbyBus();
  const api = { habaLogout: jest.fn(async () => true) };
  let route = onGameRoute;
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, isWPTPlay: playMode });
  bus.emit('session:changed', PLAYER);
  const disconnect = connectBuyoutLogout(bus, { api, onGameRoute: () => route });
  return { bus, api, disconnect, leaveGameRoute: () => (route = false) };
}

describe('connectBuyoutLogout', () => {
  test('logs out a supported mini-game buy-in once, in play mode', () => {
    const { bus, api } = setup();
    bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameCoin: 5, miniGameId: 10 });
    bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameCoin: 7, miniGameId: 10 });
    expect(api.habaLogout.mock.calls).toEqual([['10']]);
  });

  test('waits until the player is off the game route', () => {
    const { bus, api, leaveGameRoute } = setup({ onGameRoute: true });
    bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameId: 10 });
    expect(api.habaLogout).not.toHaveBeenCalled();
    leaveGameRoute();
    bus.emit('game:activeChanged', null);
    expect(api.habaLogout.mock.calls).toEqual([['10']]);
  });

  test('sends nothing outside play mode, or once disconnected', () => {
    const outside = setup({ playMode: false });
    outside.bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameId: 10 });
    expect(outside.api.habaLogout).not.toHaveBeenCalled();
    const gone = setup();
    gone.disconnect();
    gone.bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameId: 10 });
    expect(gone.api.habaLogout).not.toHaveBeenCalled();
  });
});
