import { createLobbyBus } from '@lobby/bus';
import type { ShellToLobbyMessage } from '@lobby/shared';
import { createShellBridge, type ShellBridgeOptions } from './createShellBridge';
import { createFakeWindow, type FakeWindowOptions } from './testSupport/createFakeWindow';

const LOBBY = 'https://lobby.example';
const SHELL = 'https://shell.example';

function setup(windowOptions: FakeWindowOptions = {}, options: Partial<ShellBridgeOptions> = {}) {
  const bus = createLobbyBus();
  const win = createFakeWindow({ origin: LOBBY, ...windowOptions });
  const warn = jest.fn();
  const bridge = createShellBridge({ bus, window: win, allowedOrigins: [SHELL], logger: { warn }, ...options });
  const received: ShellToLobbyMessage[] = [];
  bus.on$('shell:received').subscribe((message) => received.push(message));
  return { bus, win, warn, bridge, received };
}

const backToLobby = { source: 'casino-shell', type: 'backToLobby' };

describe('createShellBridge', () => {
  describe('inbound', () => {
    it('emits a valid message from an allowed origin', () => {
      const { win, bridge, received } = setup();
      bridge.start();
      win.deliver({ source: 'casino-shell', type: 'navigate', payload: { target: 'live', type: 'block' } }, SHELL);
      win.deliver(backToLobby, LOBBY);
      expect(received).toEqual([{ type: 'navigate', payload: { target: 'live', type: 'block' } }, { type: 'backToLobby' }]);
    });

    it('only moves messages: the host applies what they mean for the lobby', () => {
      const { win, bridge, bus, received } = setup();
      bridge.start();
      win.deliver({ source: 'casino-shell', type: 'userBalances', payload: { userBalance: 9, casinoCoin: 1, exchangeRate: 1 } }, SHELL);
      win.deliver({ source: 'casino-shell', type: 'guestMode', payload: { guestMode: true } }, SHELL);
      expect(received.map((message) => message.type)).toEqual(['userBalances', 'guestMode']);
      expect(bus.current('balances:changed')).toBeUndefined();
      expect(bus.current('session:changed')).toBeUndefined();
    });

    it.each([
      ['another site', 'https://evil.example'],
      ['a look-alike subdomain', 'https://shell.example.evil.example'],
      ['a different scheme', 'http://shell.example'],
      ['a different port', 'https://shell.example:8443'],
      ['an opaque origin', 'null'],
      ['no origin', ''],
      ['a wildcard', '*'],
    ])('drops a valid-looking message from %s', (_name, origin) => {
      const { win, bridge, received, bus, warn } = setup();
      bridge.start();
      win.deliver({ source: 'casino-shell', type: 'userBalances', payload: { userBalance: 1e9, casinoCoin: 0, exchangeRate: 1 } }, origin);
      expect(received).toEqual([]);
      expect(bus.current('balances:changed')).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('originNotAllowed'), expect.objectContaining({ reason: 'originNotAllowed' }));
    });

    it('drops malformed data from an allowed origin', () => {
      const { win, bridge, received, warn } = setup();
      bridge.start();
      win.deliver('{"source":"casino-shell","type":"backToLobby"}', SHELL);
      win.deliver({ source: 'casino-lobby', type: 'backToLobby' }, SHELL);
      win.deliver({ source: 'casino-shell', type: 'selfDestruct' }, SHELL);
      win.deliver({ source: 'casino-shell', type: 'theme', payload: { theme: 42 } }, SHELL);
      expect(received).toEqual([]);
      expect(warn.mock.calls.map(([, context]) => (context as { reason: string }).reason)).toEqual([
        'notAnObject',
        'wrongSource',
        'unknownType',
        'invalidPayload',
      ]);
    });

    it('takes a posted deep link under the custom scheme as the message it names, through the same checks', () => {
      const { win, bridge, received, warn } = setup({}, { customScheme: 'casinolobby' });
      bridge.start();
      win.deliver(`casinolobby://navigate?data=${encodeURIComponent('{"target":"live","type":"block"}')}`, LOBBY);
      win.deliver('casinolobby://backToLobby/', SHELL);
      win.deliver('casinolobby://backToLobby', 'https://evil.example');
      win.deliver(`casinolobby://theme?data=${encodeURIComponent('{"theme":"pink"}')}`, LOBBY);
      win.deliver('casinolobby://casinoReady', LOBBY);
      win.deliver('otherapp://backToLobby', LOBBY);
      expect(received).toEqual([{ type: 'navigate', payload: { target: 'live', type: 'block' } }, { type: 'backToLobby' }]);
      expect(warn.mock.calls.map(([, context]) => (context as { reason: string }).reason)).toEqual([
        'originNotAllowed',
        'invalidPayload',
        'unknownType',
        'notAnObject',
      ]);
    });

    it('takes a deep link the page was opened at (receiveDeepLink), and drops a bad one, logged', () => {
      const { bridge, received, warn } = setup();
      bridge.receiveDeepLink(`/link/guestMode?data=${encodeURIComponent('{"guestMode":true}')}`, '/link/');
      bridge.receiveDeepLink('/link/guestMode?data=yes', '/link/');
      bridge.receiveDeepLink('/link/selfDestruct', '/link/');
      expect(received).toEqual([{ type: 'guestMode', payload: { guestMode: true } }]);
      expect(warn.mock.calls.map(([, context]) => context)).toEqual([
        expect.objectContaining({ origin: LOBBY, reason: 'invalidPayload', type: 'guestMode' }),
        expect.objectContaining({ origin: LOBBY, reason: 'unknownType', detail: 'deep link: unknownEvent' }),
      ]);
    });

    it('without a custom scheme, a posted string stays no message', () => {
      const { win, bridge, received, warn } = setup();
      bridge.start();
      win.deliver('casinolobby://backToLobby', LOBBY);
      expect(received).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ reason: 'notAnObject' }));
    });

    it('never logs the payload itself', () => {
      const { win, bridge, warn } = setup();
      bridge.start();
      win.deliver({ source: 'casino-shell', type: 'geoToken', payload: { token: `secret-${'x'.repeat(20_000)}` } }, SHELL);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-');
    });

    it('logs each (origin, reason) once', () => {
      const { win, bridge, warn } = setup();
      bridge.start();
      for (let i = 0; i < 50; i += 1) {
        win.deliver(backToLobby, 'https://evil.example');
        win.deliver(backToLobby, 'https://other-evil.example');
        win.deliver({ source: 'casino-shell', type: 'nope' }, SHELL);
        win.deliver({ source: 'casino-shell', type: 'nope-too' }, SHELL);
        win.deliver(42, SHELL);
      }
      expect(warn).toHaveBeenCalledTimes(4);
    });

    it('stops listening on stop() and listens again on start()', () => {
      const { win, bridge, received } = setup();
      bridge.start();
      bridge.start();
      expect(win.listenerCount()).toBe(1);
      bridge.stop();
      expect(win.listenerCount()).toBe(0);
      win.deliver(backToLobby, SHELL);
      expect(received).toEqual([]);
      bridge.start();
      win.deliver(backToLobby, SHELL);
      expect(received).toHaveLength(1);
    });

    it('survives a storm of 10,000 messages without leaking', () => {
      const { win, bridge, bus, received, warn } = setup();
      bridge.start();
      for (let i = 0; i < 10_000; i += 1) {
        switch (i % 5) {
          case 0:
            win.deliver({ source: 'casino-shell', type: 'userBalances', payload: { userBalance: i, casinoCoin: 0, exchangeRate: 1 } }, SHELL);
            break;
          case 1:
            // A new hostile origin every time: the log-once memory must stay bounded.
            win.deliver(backToLobby, `https://evil-${i}.example`);
            break;
          case 2:
            win.deliver({ source: 'casino-shell', type: 'initialData', payload: { locale: 'x'.repeat(70_000) } }, SHELL);
            break;
          case 3:
            win.deliver(JSON.parse('{"source":"casino-shell","type":"guestMode","payload":{"__proto__":{"guestMode":true}}}'), SHELL);
            break;
          default:
            win.deliver({ source: 'casino-shell', type: 'navigate', payload: { target: `t${i}`, type: 'any' } }, SHELL);
        }
      }
      expect(received).toHaveLength(4_000);
      expect(received.at(-1)).toEqual({ type: 'navigate', payload: { target: 't9999', type: 'any' } });
      expect(bus.current('session:changed')).toBeUndefined();
      expect(warn.mock.calls.length).toBeLessThanOrEqual(101);
      expect(({} as Record<string, unknown>).guestMode).toBeUndefined();

      bridge.stop();
      expect(win.listenerCount()).toBe(0);
      // Only the test's own 'shell:received' subscriber is left on the bus.
      expect(bus.inspect().subscribersByType).toEqual({ 'shell:received': 1 });
      expect([...bus.inspect().retainedTypes].sort()).toEqual(['shell:modeDetected']);
    });
  });

  describe('outbound', () => {
    it.each([
      ['ios', { ios: true, android: true, framed: true, opener: true }, 'iosPostMessage'],
      ['android', { android: true, framed: true, opener: true }, 'androidPostMessage'],
      ['parent', { framed: true, opener: true }, 'parentPostMessage'],
      ['opener', { opener: true }, 'openerPostMessage'],
    ] as const)('sends shell:sendRequested through %s when it is the first that exists', (kind, windowOptions, mock) => {
      const { win, bridge, bus } = setup(windowOptions, { shellOrigin: SHELL });
      bridge.start();
      expect(bridge.transport()).toBe(kind);
      bus.emit('shell:sendRequested', { type: 'openCasinoGame', payload: { gameCode: 'g1', aggregator: 'bragg' } });
      const wire = { source: 'casino-lobby', type: 'openCasinoGame', payload: { gameCode: 'g1', aggregator: 'bragg' } };
      const calls = [win.iosPostMessage, win.androidPostMessage, win.parentPostMessage, win.openerPostMessage];
      expect(calls.filter((call) => call.mock.calls.length > 0)).toEqual([win[mock]]);
      const [sent, target] = win[mock].mock.calls[0] ?? [];
      expect(typeof sent === 'string' ? JSON.parse(sent) : sent).toEqual(wire);
      if (kind === 'parent' || kind === 'opener') expect(target).toBe(SHELL);
    });

    it('addresses the parent by the referrer origin when it is allowed', () => {
      const { win, bridge, bus } = setup({ framed: true, referrer: `${SHELL}/casino` });
      bridge.start();
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      expect(win.parentPostMessage).toHaveBeenCalledWith({ source: 'casino-lobby', type: 'casinoReady' }, SHELL);
    });

    it("addresses an unknown parent by the lobby's own origin, never '*'", () => {
      const { win, bridge, bus } = setup({ framed: true, referrer: 'https://evil.example/' });
      bridge.start();
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      expect(win.parentPostMessage).toHaveBeenCalledWith(expect.anything(), LOBBY);
    });

    it('sends custom-scheme style when no other transport exists', () => {
      const { bridge, bus } = setup({}, { customScheme: 'casinolobby' });
      bridge.start();
      expect(bridge.isStandalone).toBe(true);
      expect(bridge.transport()).toBe('customScheme');
      bus.emit('shell:sendRequested', { type: 'openLoginScreen' });
      const frame = document.querySelector('iframe');
      expect(frame?.getAttribute('src')).toBe('casinolobby://openLoginScreen');
      bridge.stop();
      expect(document.querySelector('iframe')).toBeNull();
    });

    it("sends SPEC §7's listed messages custom-scheme style as well as by postMessage, the others by postMessage only", () => {
      const { win, bridge, bus, warn } = setup({ framed: true, ancestorOrigins: [SHELL] }, { customScheme: 'casinolobby' });
      bridge.start();
      const srcs = () => [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
      bus.emit('shell:sendRequested', { type: 'launchCasinoGame', payload: { gameCode: 'g1', aggregator: 'bragg' } });
      bus.emit('shell:sendRequested', { type: 'openMenu' });
      bus.emit('shell:sendRequested', { type: 'insufficient-funds' });
      expect(win.parentPostMessage.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
        'launchCasinoGame',
        'openMenu',
        'insufficient-funds',
      ]);
      expect(srcs()).toEqual([
        `casinolobby://launchCasinoGame?data=${encodeURIComponent('{"gameCode":"g1","aggregator":"bragg"}')}`,
        'casinolobby://insufficient-funds',
      ]);
      expect(warn).not.toHaveBeenCalled();
      bridge.stop();
    });

    it('standalone with a scheme: a message the SPEC does not send custom-scheme style has no transport (logged once)', () => {
      const { bridge, bus, warn } = setup({}, { customScheme: 'casinolobby' });
      bridge.start();
      bus.emit('shell:sendRequested', { type: 'openMenu' });
      bus.emit('shell:sendRequested', { type: 'closeMenu' });
      expect(document.querySelector('iframe')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no transport'), expect.objectContaining({ type: 'openMenu' }));
      bridge.stop();
    });

    it('refuses a dangerous custom scheme', () => {
      const { bridge, warn } = setup({}, { customScheme: 'javascript' });
      expect(bridge.transport()).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('custom scheme'), { scheme: 'javascript' });
    });

    it('drops and logs once when standalone without a scheme', () => {
      const { bridge, bus, warn } = setup();
      bridge.start();
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      bus.emit('shell:sendRequested', { type: 'casinoLoadComplete' });
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('logs a failing transport once and keeps going', () => {
      const { win, bridge, bus, warn } = setup({ ios: true });
      win.iosPostMessage.mockImplementation(() => {
        throw new Error('handler gone');
      });
      bridge.start();
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      expect(win.iosPostMessage).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[1]).toMatchObject({ transport: 'ios', error: 'handler gone' });
    });

    it('uses a native handler injected after start', () => {
      const { win, bridge, bus } = setup();
      bridge.start();
      Object.assign(win, { CasinoLobbyAndroid: { postMessage: win.androidPostMessage } });
      bus.emit('shell:sendRequested', { type: 'openMenu' });
      expect(win.androidPostMessage).toHaveBeenCalledWith('{"source":"casino-lobby","type":"openMenu"}');
    });

    it('stops sending after stop()', () => {
      const { win, bridge, bus } = setup({ framed: true });
      bridge.start();
      bridge.stop();
      bus.emit('shell:sendRequested', { type: 'openMenu' });
      expect(win.parentPostMessage).not.toHaveBeenCalled();
      expect(bus.inspect().subscribersByType['shell:sendRequested']).toBeUndefined();
    });
  });

  describe('mode', () => {
    it.each([
      [{}, true, null],
      [{ framed: true }, false, 'parent'],
      [{ ios: true }, false, 'ios'],
    ] as const)('reports %p as standalone=%p, transport=%p', (windowOptions, standalone, transport) => {
      const { bridge, bus } = setup(windowOptions);
      expect(bridge.isStandalone).toBe(standalone);
      bridge.start();
      expect(bus.current('shell:modeDetected')).toEqual({ standalone, transport });
    });
  });

  it('runs on the real jsdom window', () => {
    const bus = createLobbyBus();
    const bridge = createShellBridge({ bus, window, allowedOrigins: [], logger: { warn: jest.fn() } });
    const received: ShellToLobbyMessage[] = [];
    bus.on$('shell:received').subscribe((message) => received.push(message));
    bridge.start();
    window.dispatchEvent(new MessageEvent('message', { data: backToLobby, origin: window.location.origin }));
    window.dispatchEvent(new MessageEvent('message', { data: backToLobby, origin: 'https://evil.example' }));
    bridge.stop();
    window.dispatchEvent(new MessageEvent('message', { data: backToLobby, origin: window.location.origin }));
    expect(received).toEqual([{ type: 'backToLobby' }]);
    expect(bridge.isStandalone).toBe(true);
  });
});
