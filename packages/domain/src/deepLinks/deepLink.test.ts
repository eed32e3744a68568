import { MAX_DEEP_LINK_LENGTH, buildDeepLink, parseDeepLink, type DeepLink, type DeepLinkError } from './deepLink';
import { isShellMessageName, type ShellMessageName } from './shellMessageNames';

const SCHEME = 'casinolobby://';
const WEB = 'https://lobby.example/link/';

describe('buildDeepLink', () => {
  test.each<[string, ShellMessageName, DeepLink['data'], string]>([
    [SCHEME, 'casinoReady', undefined, 'casinolobby://casinoReady'],
    [SCHEME, 'navigate', 'slots & live', 'casinolobby://navigate?data=slots%20%26%20live'],
    [SCHEME, 'insufficient-funds', 'plain text', 'casinolobby://insufficient-funds?data=plain%20text'],
    [
      SCHEME,
      'openCasinoGame',
      { gameCode: 'g1', aggregator: 'bragg' },
      'casinolobby://openCasinoGame?data=%7B%22gameCode%22%3A%22g1%22%2C%22aggregator%22%3A%22bragg%22%7D',
    ],
    [
      'wptgo://casino/',
      'openExternalLink',
      'https://x.example/?a=1&b=2',
      'wptgo://casino/openExternalLink?data=https%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2',
    ],
    [WEB, 'navigate', ['a', 1], 'https://lobby.example/link/navigate?data=%5B%22a%22%2C1%5D'],
  ])('under %p builds %p with %p', (address, event, data, link) => {
    expect(buildDeepLink(address, event, data)).toBe(link);
  });

  test('an unknown event cannot be built', () => {
    expect(() => buildDeepLink(SCHEME, 'deleteEverything' as ShellMessageName)).toThrow(RangeError);
  });
});

describe('parseDeepLink', () => {
  test.each<[DeepLink]>([
    [{ event: 'openMenu' }],
    [{ event: 'navigate', data: 'a+b c/ü?&=' }],
    [{ event: 'gameBridgeError', data: '🃏 ünïcode' }],
    [{ event: 'theme', data: '' }],
    [{ event: 'openCasinoGame', data: { gameCode: 'g 1', aggregator: 'bragg' } }],
    [{ event: 'initialData', data: [1, 'two', { three: 3 }] }],
    [{ event: 'iframeWindowData', data: { nested: { a: [true, null] } } }],
  ])('round-trips %p', (link) => {
    for (const address of [SCHEME, WEB]) {
      expect(parseDeepLink(buildDeepLink(address, link.event, link.data), address)).toEqual({ ok: true, link });
    }
  });

  test.each<[string, string, DeepLink]>([
    ['a trailing slash after the event', 'casinolobby://openMenu/', { event: 'openMenu' }],
    ['other query parameters', 'casinolobby://navigate?x=1&data=slots', { event: 'navigate', data: 'slots' }],
    ['no data parameter', 'casinolobby://navigate?x=1', { event: 'navigate' }],
    [
      'text that merely holds JSON as a string',
      'casinolobby://navigate?data=x%7B%7D',
      { event: 'navigate', data: 'x{}' },
    ],
    [
      'JSON after white space',
      'casinolobby://navigate?data=%20%7B%22a%22%3A1%7D',
      { event: 'navigate', data: { a: 1 } },
    ],
  ])('accepts %s', (_name, link, expected) => {
    expect(parseDeepLink(link, SCHEME)).toEqual({ ok: true, link: expected });
  });

  test.each<[string, unknown, string, DeepLinkError]>([
    ['another address', 'otherapp://openMenu', SCHEME, 'wrongAddress'],
    ['an empty address', 'openMenu', '', 'wrongAddress'],
    ['a link that is not a string', 42, SCHEME, 'wrongAddress'],
    ['null', null, SCHEME, 'wrongAddress'],
    ['an unknown event', 'casinolobby://rm-rf', SCHEME, 'unknownEvent'],
    ['an event in the wrong case', 'casinolobby://OPENMENU', SCHEME, 'unknownEvent'],
    ['no event', 'casinolobby://', SCHEME, 'unknownEvent'],
    ['an Object.prototype member', 'casinolobby://constructor', SCHEME, 'unknownEvent'],
    ['__proto__ as the event', 'casinolobby://__proto__?data=x', SCHEME, 'unknownEvent'],
    ['broken percent-encoding', 'casinolobby://navigate?data=%E0%A4%A', SCHEME, 'badData'],
    ['broken JSON', `casinolobby://navigate?data=${encodeURIComponent('{"a":')}`, SCHEME, 'badData'],
    ['an unclosed array', `casinolobby://navigate?data=${encodeURIComponent('[1,2')}`, SCHEME, 'badData'],
    [
      'JSON with __proto__',
      `casinolobby://navigate?data=${encodeURIComponent('{"__proto__":{"x":1}}')}`,
      SCHEME,
      'badData',
    ],
    [
      'JSON with a nested constructor key',
      `casinolobby://navigate?data=${encodeURIComponent('[{"a":{"constructor":{}}}]')}`,
      SCHEME,
      'badData',
    ],
    ['a huge link', `casinolobby://navigate?data=${'x'.repeat(MAX_DEEP_LINK_LENGTH)}`, SCHEME, 'tooLong'],
  ])('refuses %s', (_name, link, address, error) => {
    expect(parseDeepLink(link, address)).toEqual({ ok: false, error });
  });

  test('refused JSON pollutes nothing', () => {
    parseDeepLink(`${SCHEME}initialData?data=${encodeURIComponent('{"__proto__":{"polluted":true}}')}`, SCHEME);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
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
      expect(isShellMessageName(name)).toBe(true);
    }
  });
});
