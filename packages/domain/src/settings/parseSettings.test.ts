import type { LobbySettings } from '@lobby/shared';
import { parseSettings, parseSettingsWithIssues } from './parseSettings';
import { DEFAULT_SETTINGS } from './schema';

const q = (query: string) => parseSettings(new URLSearchParams(query));

describe('parseSettings from a query string', () => {
  test('nothing supplied gives the defaults, as a fresh object', () => {
    const settings = q('');
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).not.toBe(DEFAULT_SETTINGS);
    expect(Object.isFrozen(settings)).toBe(false);
  });

  test.each<[string, Partial<LobbySettings>]>([
    // text
    ['userId=u1&sessionId=s1', { userId: 'u1', sessionId: 's1' }],
    ['country=MT&currency=EUR', { country: 'MT', currency: 'EUR' }],
    ['brand=101', { brand: '101' }],
    ['openGame=bragg%3Agates', { openGame: 'bragg:gates' }],
    ['bundleID=com.example.app&port=3000', { bundleID: 'com.example.app', port: '3000' }],
    ['lobbyPlatform=wptgo', { lobbyPlatform: 'wptgo' }],
    ['geoComplyToken=abc.def', { geoComplyToken: 'abc.def' }],
    ['openGroup=%E2%9C%93%20%F0%9F%83%8F', { openGroup: '✓ 🃏' }],
    // literal null for nullable keys
    ['userId=null&sessionId=null&country=null', { userId: null, sessionId: null, country: null }],
    ['licenseType=null&userStatuses=null', { licenseType: null, userStatuses: null }],
    // numbers
    ['userBalance=12.5&casinoCoin=3&exchangeRate=1.25', { userBalance: 12.5, casinoCoin: 3, exchangeRate: 1.25 }],
    ['miniGameCoin=0.01&miniGameId=10', { miniGameCoin: 0.01, miniGameId: 10 }],
    ['userBalance=1e3', { userBalance: 1000 }],
    ['userBalance=%2B5', { userBalance: 5 }],
    ['userBalance=.5', { userBalance: 0.5 }],
    ['userBalance=-0', { userBalance: 0 }],
    ['userBalance=0', { userBalance: 0 }],
    ['exchangeRate=1', { exchangeRate: 1 }],
    // flags
    ['guestMode=true&previewMode=false', { guestMode: true, previewMode: false }],
    ['useCodeTitle=false&useFullScreenCasino=false', { useCodeTitle: false, useFullScreenCasino: false }],
    [
      'isWPTPlay=true&forceShowGameInfo=true&ccPreviewMode=true',
      { isWPTPlay: true, forceShowGameInfo: true, ccPreviewMode: true },
    ],
    // enumerations
    ['theme=light&platform=mobile&platformType=ios', { theme: 'light', platform: 'mobile', platformType: 'ios' }],
    ['platformType=android', { platformType: 'android' }],
    ['licenseType=SouthKorea', { licenseType: 'SouthKorea' }],
    // locale
    ['locale=ja', { locale: 'ja' }],
    ['locale=zh_CN', { locale: 'zh-CN' }],
    ['locale=zh-tw', { locale: 'zh-TW' }],
    ['locale=es_MX', { locale: 'es-mx' }],
    ['locale=vi_VN', { locale: 'vi' }],
    // userStatuses: all known, case-insensitive, comma-separated
    ['userStatuses=guest', { userStatuses: ['Guest'] }],
    ['userStatuses=LOGGEDIN,firstdeposit', { userStatuses: ['LoggedIn', 'FirstDeposit'] }],
    ['userStatuses=Always,%20Guest%20', { userStatuses: ['Always', 'Guest'] }],
    ['userStatuses=Guest,guest,GUEST', { userStatuses: ['Guest'] }],
    // appVersion
    ['appVersion=2.10.3', { appVersion: '2.10.3' }],
    // casinoJsonResponse is plain text
    ['casinoJsonResponse=%7B%22pages%22%3A%5B%5D%7D', { casinoJsonResponse: '{"pages":[]}' }],
    // preview extensions
    [
      'previewToken=abc_DEF-1&previewAt=2026-11-28T09%3A30%3A00Z',
      { previewToken: 'abc_DEF-1', previewAt: '2026-11-28T09:30:00Z' },
    ],
  ])('%s', (query, expected) => {
    expect(q(query)).toEqual({ ...DEFAULT_SETTINGS, ...expected });
  });

  test.each<[string]>([
    // not-nullable keys refuse "null"
    ['brand=null'],
    ['appVersion=null'],
    ['locale=null'],
    ['theme=null'],
    ['guestMode=null'],
    ['userBalance=null'],
    // empty values
    ['userId='],
    ['userId=%20%20'],
    ['brand='],
    ['userBalance='],
    ['userStatuses='],
    // numbers
    ['userBalance=abc'],
    ['previewAt=tomorrow'],
    ['previewAt=2026-11-28T09%3A30'],
    ['userBalance=12abc'],
    ['userBalance=0x10'],
    ['userBalance=1_000'],
    ['userBalance=NaN'],
    ['userBalance=Infinity'],
    ['userBalance=-Infinity'],
    [`userBalance=1${'0'.repeat(400)}`],
    ['userBalance=-1'],
    ['casinoCoin=-0.01'],
    ['miniGameId=-5'],
    ['exchangeRate=0'],
    ['exchangeRate=0.99'],
    ['userBalance=1,5'],
    ['userBalance=%EF%BC%91'], // full-width digit one
    // flags only 'true'/'false'
    ['guestMode=1'],
    ['guestMode=yes'],
    ['guestMode=TRUE'],
    ['guestMode=True'],
    ['guestMode=%20true'],
    // enumerations are exact
    ['theme=Dark'],
    ['theme=blue'],
    ['platform=tablet'],
    ['platform=DESKTOP'],
    ['platformType=iOS'],
    ['licenseType=curacao'],
    ['licenseType=Malta'],
    // locale
    ['locale=de'],
    ['locale=xx_YY'],
    // userStatuses must all be known
    ['userStatuses=Guest,VIP'],
    ['userStatuses=Guest,'],
    ['userStatuses=,'],
    // appVersion pattern
    ['appVersion=1.2'],
    ['appVersion=100.0.0'],
    ['appVersion=v1.2.3'],
    // hostile keys are never read
    ['__proto__=x&constructor=y&prototype=z'],
  ])('%s is ignored', (query) => {
    expect(q(query)).toEqual(DEFAULT_SETTINGS);
  });

  test('a repeated key takes its first value', () => {
    expect(q('theme=light&theme=dark').theme).toBe('light');
  });

  test('a raw query string with "?" works too', () => {
    expect(parseSettings('?platform=mobile&userId=abc')).toMatchObject({ platform: 'mobile', userId: 'abc' });
  });

  test('unknown keys do not appear in the result', () => {
    expect(Object.keys(q('foo=bar&userId=u'))).toEqual(Object.keys(DEFAULT_SETTINGS));
  });

  test('a huge value is refused without throwing (text has a bound, 2048 characters by default)', () => {
    const huge = 'x'.repeat(2_000_000);
    const { settings, issues } = parseSettingsWithIssues(
      `userId=${huge}&appVersion=${huge}&userBalance=${'9'.repeat(100_000)}`,
    );
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(issues).toEqual([
      { key: 'userId', issue: 'tooLong' },
      { key: 'appVersion', issue: 'tooLong' },
      { key: 'userBalance', issue: 'notNumeric' },
    ]);
    expect(q(`userId=${'x'.repeat(2_048)}`).userId).toHaveLength(2_048);
  });
});

describe('parseSettings from initialData (an object)', () => {
  test.each<[Record<string, unknown>, Partial<LobbySettings>]>([
    [
      { userBalance: 10.5, casinoCoin: 2, exchangeRate: 1.1 },
      { userBalance: 10.5, casinoCoin: 2, exchangeRate: 1.1 },
    ],
    [{ userBalance: '10.5' }, { userBalance: 10.5 }],
    [
      { guestMode: true, isWPTPlay: 'true' },
      { guestMode: true, isWPTPlay: true },
    ],
    [{ userId: 12345 }, { userId: '12345' }],
    [
      { userId: null, licenseType: null },
      { userId: null, licenseType: null },
    ],
    [{ userStatuses: ['guest', 'FirstDeposit'] }, { userStatuses: ['Guest', 'FirstDeposit'] }],
    [{ userStatuses: 'LoggedIn,FirstDeposit' }, { userStatuses: ['LoggedIn', 'FirstDeposit'] }],
    [
      { locale: 'ko_KR', theme: 'light' },
      { locale: 'ko', theme: 'light' },
    ],
  ])('%p', (input, expected) => {
    expect(parseSettings(input)).toEqual({ ...DEFAULT_SETTINGS, ...expected });
  });

  test.each<[Record<string, unknown>]>([
    [{ userBalance: Number.NaN }],
    [{ userBalance: Number.POSITIVE_INFINITY }],
    [{ userBalance: -1 }],
    [{ userBalance: true }],
    [{ userBalance: [1] }],
    [{ userBalance: { valueOf: () => 5 } }],
    [{ guestMode: 1 }],
    [{ guestMode: 'yes' }],
    [{ userId: true }],
    [{ userId: { toString: () => 'x' } }],
    [{ userId: Number.NaN }],
    [{ theme: ['light'] }],
    [{ userStatuses: [1, 2] }],
    [{ userStatuses: ['Guest', null] }],
    [{ userStatuses: [] }],
    [{ userStatuses: {} }],
    [{ locale: 42 }],
    [{ brand: null }],
    [{ userId: undefined }],
  ])('%p is ignored', (input) => {
    expect(parseSettings(input)).toEqual(DEFAULT_SETTINGS);
  });

  test.each<[unknown]>([[null], [undefined], [42], ['not a query'], [[]], [true], [Symbol('x')]])(
    'a non-object input %p gives the base',
    (input) => {
      expect(parseSettings(input as Record<string, unknown>)).toEqual(DEFAULT_SETTINGS);
    },
  );

  test('__proto__ in JSON does not pollute prototypes or leak', () => {
    const input = JSON.parse(
      '{"__proto__": {"polluted": true, "guestMode": true}, "constructor": {"prototype": {"x": 1}}}',
    ) as Record<string, unknown>;
    const settings = parseSettings(input);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(settings, '__proto__')).toBe(false);
  });

  test('inherited values are not read', () => {
    const input = Object.create({ guestMode: true, userId: 'inherited' }) as Record<string, unknown>;
    expect(parseSettings(input)).toEqual(DEFAULT_SETTINGS);
  });

  test('throwing getters and Proxy traps count as not supplied', () => {
    const getter = Object.defineProperty({ theme: 'light' }, 'userId', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseSettings(getter)).toEqual({ ...DEFAULT_SETTINGS, theme: 'light' });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
      },
    );
    expect(parseSettings(proxy)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('parseSettings with exotic hostile objects', () => {
  test('a revoked Proxy as input or base', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(parseSettings(proxy)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('theme=light', proxy as LobbySettings)).toEqual({ ...DEFAULT_SETTINGS, theme: 'light' });
  });

  test('a userStatuses array whose iteration throws', () => {
    const hostile = new Proxy(['Guest'], {
      get(target, key) {
        if (key === Symbol.iterator || key === 'length') throw new Error('trap');
        return Reflect.get(target, key);
      },
    });
    expect(parseSettings({ userStatuses: hostile, theme: 'light' })).toEqual({ ...DEFAULT_SETTINGS, theme: 'light' });
  });
});

describe('parseSettings over a base', () => {
  const base: LobbySettings = { ...DEFAULT_SETTINGS, theme: 'light', userId: 'shell-user', userStatuses: ['Guest'] };

  test('invalid values keep the base value, valid ones replace it', () => {
    expect(parseSettings({ theme: 'purple', userId: 'other', locale: 'de' }, base)).toEqual({
      ...base,
      userId: 'other',
    });
  });

  test('"null" clears a base value', () => {
    expect(parseSettings('userId=null', base).userId).toBeNull();
  });

  test('the base is neither mutated nor shared', () => {
    const snapshot = JSON.stringify(base);
    const result = parseSettings({}, base);
    expect(JSON.stringify(base)).toBe(snapshot);
    expect(result).not.toBe(base);
    expect(result.userStatuses).not.toBe(base.userStatuses);
    expect(result).toEqual(base);
  });

  test('extra keys on the base do not travel on', () => {
    const dirty = { ...base, extra: 1 } as LobbySettings;
    expect(Object.keys(parseSettings({}, dirty))).toEqual(Object.keys(DEFAULT_SETTINGS));
  });
});

describe('parseSettingsWithIssues', () => {
  test('lists ignored values with their reason, not missing ones', () => {
    const { issues } = parseSettingsWithIssues(
      'theme=blue&userBalance=-1&guestMode=1&appVersion=1&brand=null&userStatuses=VIP&userId=ok&locale=de&userBalance=5',
    );
    expect(issues).toEqual([
      { key: 'locale', issue: 'notAnOption' },
      { key: 'theme', issue: 'notAnOption' },
      { key: 'brand', issue: 'notNullable' },
      { key: 'userStatuses', issue: 'notAnOption' },
      { key: 'appVersion', issue: 'pattern' },
      { key: 'userBalance', issue: 'belowMin' },
      { key: 'guestMode', issue: 'notFlag' },
    ]);
  });
});
