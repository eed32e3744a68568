import { createLobbyBus } from '@lobby/bus';
import { createEnglishI18n } from '@lobby/i18n';
import { createShellBridge } from '@lobby/shell-bridge';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { connectShellMessages } from '../shell/connectShellMessages';
import { createFramedWindow } from '../testing/framedWindow';
import { rawLobby } from '../testing/lobbyFixture';
import { createInitialDataInbox } from './initialDataInbox';
import { runStartup } from './runStartup';

/** Start-up against the real shell bridge, driven by postMessage traffic as a host page sends it. */
function setup() {
  const bus = createLobbyBus();
  const frame = createFramedWindow();
  const bridgeLogger = { warn: jest.fn() };
  const api = {
    getProxyConfig: jest.fn(async () => ({ casino: ['/api/v1/casino'] })),
    init: jest.fn(async () => undefined),
    getLobby: jest.fn(async () => rawLobby()),
    getLicense: jest.fn(async () => 'Curacao' as const),
    getDomainConfig: jest.fn(async () => null),
    getAppConfig: jest.fn(async () => null),
  };
  const logger = { warn: jest.fn(), error: jest.fn() };
  const inbox = createInitialDataInbox(logger);
  connectShellMessages(bus, {
    storage: { set: () => true },
    history: createNavigationHistory(),
    catalogue: () => undefined,
    onInitialData: inbox.offer,
    onCashierClosed: () => undefined,
    logger,
  });
  const handle = runStartup({
    bus,
    bridge: createShellBridge({ bus, window: frame.window, logger: bridgeLogger }),
    api,
    storage: { set: () => true },
    i18n: createEnglishI18n(),
    loadLocale: async () => 'en',
    query: '',
    initialData: inbox.received,
    logger,
  });
  const sentTypes = () => frame.sentToParent.map((message) => (message as { type: string }).type);
  return { bus, frame, bridgeLogger, api, handle, sentTypes };
}

describe('runStartup over the wire', () => {
  test('a malformed initialData is dropped and logged; the lobby keeps waiting for a valid one', async () => {
    const t = setup();
    expect(t.sentTypes()).toEqual(['casinoReady']);

    t.frame.deliver({ source: 'casino-shell', type: 'initialData', payload: '{"userId":"u1"}' });
    await Promise.resolve();
    expect(t.bridgeLogger.warn).toHaveBeenCalledWith(expect.stringContaining('invalidPayload'), expect.anything());
    expect(t.bus.current('settings:changed')).toBeUndefined();
    expect(t.api.getLobby).not.toHaveBeenCalled();

    t.frame.deliver({ source: 'casino-shell', type: 'initialData', payload: { userId: 'u1', sessionId: 's1', userBalance: 7 } });
    await t.handle.firstAttempt;
    expect(t.bus.current('balances:changed')).toMatchObject({ userBalance: 7 });
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
    expect(t.sentTypes()).toEqual(['casinoReady', 'casinoLoadComplete']);
  });
});
