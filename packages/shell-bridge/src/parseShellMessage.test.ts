import { SHELL_TO_LOBBY_TYPES, type ShellToLobbyMessage } from '@lobby/shared';
import { parseShellMessage } from './parseShellMessage';

const wire = (type: string, payload?: unknown): Record<string, unknown> => ({ source: 'casino-shell', type, payload });

/** One valid example per incoming type; the test below checks the list is complete. */
const VALID: readonly ShellToLobbyMessage[] = [
  { type: 'initialData', payload: { userId: 'u1', sessionId: 's1', locale: 'en', guestMode: false, userStatuses: ['LoggedIn'] } },
  { type: 'userBalances', payload: { userBalance: 10.5, casinoCoin: 0, exchangeRate: 1 } },
  { type: 'theme', payload: { theme: 'light' } },
  { type: 'locale', payload: { locale: 'ja' } },
  { type: 'navigate', payload: { target: 'slots', type: 'page' } },
  { type: 'backToLobby' },
  { type: 'cashierClosed' },
  { type: 'geoToken', payload: { token: 'eyJhbGciOi' } },
  { type: 'miniGameCoin', payload: { miniGameCoin: 3, miniGameId: 2 } },
  { type: 'downloadBannerInfo', payload: { isInstallBannerDisabled: false, downloadLink: 'https://x.example/app' } },
  { type: 'iframeWindowData', payload: { width: 1000, height: 810 } },
  { type: 'guestMode', payload: { guestMode: true } },
];

describe('parseShellMessage', () => {
  it('has an example for every incoming type', () => {
    expect(VALID.map((message) => message.type).sort()).toEqual([...SHELL_TO_LOBBY_TYPES].sort());
  });

  it.each(VALID.map((message) => [message.type, message] as const))('accepts a valid %s', (_type, message) => {
    const payload = 'payload' in message ? message.payload : undefined;
    expect(parseShellMessage(wire(message.type, payload))).toEqual({ ok: true, message });
  });

  it('passes a navigate without a target on as null, for the lobby to refuse with its warning', () => {
    expect(parseShellMessage(wire('navigate', { type: 'page' }))).toEqual({
      ok: true,
      message: { type: 'navigate', payload: { target: null, type: 'page' } },
    });
  });

  it('returns a fresh message without the envelope or unknown fields', () => {
    const data = { source: 'casino-shell', type: 'userBalances', payload: { userBalance: 1, casinoCoin: 2, exchangeRate: 3, extra: 'x' }, extra: 1 };
    const result = parseShellMessage(data);
    expect(result).toEqual({ ok: true, message: { type: 'userBalances', payload: { userBalance: 1, casinoCoin: 2, exchangeRate: 3 } } });
    expect(result.ok && 'payload' in result.message && result.message.payload).not.toBe(data.payload);
  });

  it('ignores a payload sent with a message that has none', () => {
    expect(parseShellMessage(wire('backToLobby', { anything: true }))).toEqual({ ok: true, message: { type: 'backToLobby' } });
  });

  it.each([
    ['a string', '{"source":"casino-shell","type":"backToLobby"}'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ source: 'casino-shell', type: 'backToLobby' }]],
    ['a Date', new Date()],
    ['a Blob-like class instance', new (class Envelope { source = 'casino-shell'; type = 'backToLobby'; })()],
  ])('refuses %s as data', (_name, data) => {
    expect(parseShellMessage(data)).toMatchObject({ ok: false, reason: 'notAnObject' });
  });

  it.each([
    ['missing', { type: 'backToLobby' }],
    ['the lobby', { source: 'casino-lobby', type: 'backToLobby' }],
    ['another app', { source: 'react-devtools-bridge', type: 'backToLobby' }],
    ['not a string', { source: ['casino-shell'], type: 'backToLobby' }],
  ])('refuses a source that is %s', (_name, data) => {
    expect(parseShellMessage(data)).toMatchObject({ ok: false, reason: 'wrongSource' });
  });

  it.each([
    ['an outgoing name', 'casinoReady'],
    ['a wrong case', 'BackToLobby'],
    ['an Object.prototype member', 'toString'],
    ['__proto__', '__proto__'],
    ['a number', 7],
    ['missing', undefined],
  ])('refuses a type that is %s', (_name, type) => {
    expect(parseShellMessage({ source: 'casino-shell', type })).toMatchObject({ ok: false, reason: 'unknownType' });
  });

  it.each([
    ['userBalances with a string balance', wire('userBalances', { userBalance: '10', casinoCoin: 0, exchangeRate: 1 })],
    ['userBalances without exchangeRate', wire('userBalances', { userBalance: 10, casinoCoin: 0 })],
    ['userBalances with a negative balance', wire('userBalances', { userBalance: -1, casinoCoin: 0, exchangeRate: 1 })],
    ['userBalances with exchangeRate 0', wire('userBalances', { userBalance: 1, casinoCoin: 0, exchangeRate: 0 })],
    ['userBalances without payload', wire('userBalances')],
    ['theme with an unknown theme', wire('theme', { theme: 'neon' })],
    ['locale that is not a string', wire('locale', { locale: 7 })],
    ['locale longer than any locale tag', wire('locale', { locale: 'x'.repeat(36) })],
    ['navigate with an unknown type', wire('navigate', { target: 'x', type: 'tab' })],
    ['navigate with a target that is not a string', wire('navigate', { target: 7, type: 'page' })],
    ['navigate with a huge target', wire('navigate', { target: 'x'.repeat(1_000_000), type: 'page' })],
    ['geoToken with a huge token', wire('geoToken', { token: 'x'.repeat(16_385) })],
    ['miniGameCoin with a fractional id', wire('miniGameCoin', { miniGameCoin: 1, miniGameId: 1.5 })],
    ['guestMode as a string', wire('guestMode', { guestMode: 'true' })],
    ['initialData as an array', wire('initialData', [1, 2])],
    ['initialData with a huge string', wire('initialData', { locale: 'x'.repeat(100_000) })],
    ['initialData with __proto__', wire('initialData', JSON.parse('{"__proto__":{"isAdmin":true}}'))],
    ['iframeWindowData with a nested __proto__', wire('iframeWindowData', JSON.parse('{"a":[{"__proto__":{}}]}'))],
    ['userBalances with __proto__', wire('userBalances', JSON.parse('{"userBalance":1,"casinoCoin":0,"exchangeRate":1,"__proto__":{}}'))],
    ['an envelope with __proto__', JSON.parse('{"source":"casino-shell","type":"backToLobby","__proto__":{"x":1}}')],
  ])('refuses %s', (_name, data) => {
    const result = parseShellMessage(data);
    expect(result).toMatchObject({ ok: false, reason: 'invalidPayload' });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses an object whose getter throws', () => {
    const data = {
      source: 'casino-shell',
      get type(): string {
        throw new Error('boom');
      },
    };
    expect(parseShellMessage(data)).toMatchObject({ ok: false, reason: 'invalidPayload' });
  });

  it('never repeats the offending value in the detail', () => {
    const secret = 'x'.repeat(70_000);
    const result = parseShellMessage(wire('geoToken', { token: secret }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.detail.length).toBeLessThan(200);
  });

  it('truncates a huge type name it reports', () => {
    const result = parseShellMessage({ source: 'casino-shell', type: 'y'.repeat(1_000_000) });
    expect(result.ok === false && result.type?.length).toBe(64);
  });
});
