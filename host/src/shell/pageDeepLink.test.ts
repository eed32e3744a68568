import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { deliverPageDeepLink } from './pageDeepLink';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('deliverPageDeepLink', () => {
  test('hands the link to the bridge once the settings are published, after the task that published them', async () => {
    const bus = createLobbyBus();
    const order: string[] = [];
    const bridge = { receiveDeepLink: jest.fn(() => order.push('link')) };
    bus.on$('balances:changed').subscribe(() => order.push('balances'));
    deliverPageDeepLink(bus, bridge, '/link/backToLobby');
    await flush();
    expect(bridge.receiveDeepLink).not.toHaveBeenCalled();
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    bus.emit('balances:changed', { userBalance: 0, casinoCoin: 0, exchangeRate: 1, miniGameCoin: 0, miniGameId: 0 });
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, theme: 'light' });
    await flush();
    expect(bridge.receiveDeepLink.mock.calls).toEqual([['/link/backToLobby', '/link/']]);
    expect(order).toEqual(['balances', 'link']);
  });

  test('cancelled, it delivers nothing', async () => {
    const bus = createLobbyBus();
    const bridge = { receiveDeepLink: jest.fn() };
    const cancel = deliverPageDeepLink(bus, bridge, '/link/backToLobby');
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    cancel();
    await flush();
    expect(bridge.receiveDeepLink).not.toHaveBeenCalled();
  });
});
