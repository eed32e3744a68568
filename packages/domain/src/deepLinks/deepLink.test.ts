import { buildDeepLink, parseDeepLink, type DeepLinkData } from './deepLink';
import { SHELL_MESSAGE_NAMES, isShellMessageName, type ShellMessageName } from './shellMessageNames';

const ADDRESS = 'wptgo://casino/';

describe('deep links', () => {
  test.each<[ShellMessageName, DeepLinkData | undefined, string]>([
    ['openLoginScreen', undefined, 'wptgo://casino/openLoginScreen'],
    [
      'openCasinoGame',
      { gameCode: 'g1', aggregator: 'bragg' },
      'wptgo://casino/openCasinoGame/%7B%22gameCode%22%3A%22g1%22%2C%22aggregator%22%3A%22bragg%22%7D',
    ],
    [
      'openExternalLink',
      'https://x.example/?a=1&b=2',
      'wptgo://casino/openExternalLink/https%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2',
    ],
    ['insufficient-funds', 'plain text', 'wptgo://casino/insufficient-funds/plain%20text'],
    ['navigate', ['a', 1], 'wptgo://casino/navigate/%5B%22a%22%2C1%5D'],
  ])('build %p with %p', (event, data, link) => {
    expect(buildDeepLink(ADDRESS, event, data)).toBe(link);
    expect(parseDeepLink(link, ADDRESS)).toEqual(data === undefined ? { event } : { event, data });
  });

  test.each<[string, DeepLinkData]>([
    ['🃏 ünïcode', '🃏 ünïcode'],
    ['{not json', '{not json'],
    ['[1,2', '[1,2'],
    ['', ''],
    ['{"nested":{"a":[true,null]}}', { nested: { a: [true, null] } }],
  ])('data %p round-trips as %p', (text, data) => {
    expect(parseDeepLink(buildDeepLink(ADDRESS, 'gameBridgeError', text), ADDRESS)?.data).toEqual(data);
  });

  test.each<[unknown, string]>([
    ['other://casino/openMenu', ADDRESS],
    ['wptgo://casino/unknownEvent', ADDRESS],
    ['wptgo://casino/', ADDRESS],
    ['wptgo://casino/__proto__', ADDRESS],
    ['wptgo://casino/constructor/x', ADDRESS],
    ['wptgo://casino/openMenu/%E0%A4%A', ADDRESS],
    ['wptgo://casino/OPENMENU', ADDRESS],
    ['wptgo://casino/openMenu', ''],
    [null, ADDRESS],
    [42, ADDRESS],
  ])('%p under %p is not a deep link', (link, address) => {
    expect(parseDeepLink(link, address)).toBeNull();
  });

  test('__proto__ in JSON data stays data', () => {
    const link = `${ADDRESS}initialData/${encodeURIComponent('{"__proto__":{"polluted":true}}')}`;
    const parsed = parseDeepLink(link, ADDRESS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(parsed?.data, '__proto__')).toBe(true);
  });

  test('huge data is handled', () => {
    const text = 'x'.repeat(500_000);
    expect(parseDeepLink(buildDeepLink(ADDRESS, 'theme', text), ADDRESS)?.data).toBe(text);
  });

  test('an unknown event cannot be built', () => {
    expect(() => buildDeepLink(ADDRESS, 'nope' as ShellMessageName)).toThrow(TypeError);
  });
});

describe('shell message names', () => {
  test.each<[unknown, boolean]>([
    ['casinoReady', true],
    ['initialData', true],
    ['insufficient-funds', true],
    ['gamewindowclose', true],
    ['guestMode', true],
    ['GameWindowClose', false],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [null, false],
  ])('%p known: %p', (name, expected) => {
    expect(isShellMessageName(name)).toBe(expected);
  });

  test('all SPEC §4 host messages are known', () => {
    for (const name of [
      'casinoReady',
      'initialData',
      'openCasinoGame',
      'launchCasinoGame',
      'openCasinoGameFailed',
      'gameNotFound',
      'gamewindowclose',
      'requestBackCasinoLobby',
      'openLoginScreen',
      'openMenu',
      'closeMenu',
      'navigate',
      'userBalances',
      'theme',
      'syncRecentGame',
      'orientationLocked',
      'insufficient-funds',
      'gameBridgeError',
    ]) {
      expect(SHELL_MESSAGE_NAMES).toContain(name);
    }
  });
});
