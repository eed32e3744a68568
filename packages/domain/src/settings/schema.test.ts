import { APP_VERSION_PATTERN, LOCALES, USER_STATUSES } from '@lobby/shared';
import { DEFAULT_SETTINGS, DEV_SESSION_ID, DEV_USER_ID, SETTINGS_FIELDS, SETTINGS_SCHEMA } from './schema';

describe('SETTINGS_SCHEMA', () => {
  test('one descriptor per key, and the key inside matches', () => {
    for (const [key, field] of Object.entries(SETTINGS_SCHEMA)) expect(field.key).toBe(key);
    expect(SETTINGS_FIELDS.map((field) => field.key)).toEqual(Object.keys(DEFAULT_SETTINGS));
  });

  test('defaults equal DEFAULT_SETTINGS', () => {
    for (const field of SETTINGS_FIELDS) expect(DEFAULT_SETTINGS[field.key]).toEqual(field.default);
  });

  test('DEFAULT_SETTINGS is frozen', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });

  // SPEC §3 defaults, one row per key.
  test.each<[keyof typeof DEFAULT_SETTINGS, unknown]>([
    ['userId', DEV_USER_ID],
    ['sessionId', DEV_SESSION_ID],
    ['geoComplyToken', null],
    ['port', null],
    ['locale', 'en'],
    ['theme', 'dark'],
    ['platform', 'desktop'],
    ['platformType', 'web'],
    ['lobbyPlatform', null],
    ['bundleID', null],
    ['country', null],
    ['brand', '99'],
    ['licenseType', null],
    ['userStatuses', null],
    ['openGame', null],
    ['openGroup', null],
    ['appVersion', '1.6.77'],
    ['miniGameCoin', 0],
    ['miniGameId', 0],
    ['userBalance', 0],
    ['casinoCoin', 0],
    ['exchangeRate', 1],
    ['currency', null],
    ['guestMode', false],
    ['useCodeTitle', true],
    ['useFullScreenCasino', true],
    ['previewMode', true],
    ['isWPTPlay', false],
    ['forceShowGameInfo', false],
    ['ccPreviewMode', false],
    ['openGamesInNewTab', false],
    ['casinoJsonResponse', null],
    ['previewToken', null],
    ['previewAt', null],
  ])('default %s = %p', (key, value) => {
    expect(DEFAULT_SETTINGS[key]).toEqual(value);
  });

  test('the dev ids the content service seeds', () => {
    expect([DEV_USER_ID, DEV_SESSION_ID]).toEqual(['dev-player-1', 'dev-session-1']);
  });

  test.each<[string, number, number]>([
    ['miniGameCoin', 0, 0.01],
    ['miniGameId', 0, 1],
    ['userBalance', 0, 0.01],
    ['casinoCoin', 0, 0.01],
    ['exchangeRate', 1, 0.01],
  ])('form bounds of %s: min %p step %p, required', (key, min, step) => {
    expect(SETTINGS_FIELDS.find((field) => field.key === key)).toMatchObject({
      kind: 'number',
      min,
      step,
      required: true,
    });
  });

  test.each<[string, object]>([
    ['theme', { kind: 'enum', nullable: false, required: true, options: ['dark', 'light'] }],
    ['platform', { kind: 'enum', options: ['desktop', 'mobile'] }],
    ['platformType', { kind: 'enum', options: ['web', 'ios', 'android', 'other'] }],
    [
      'licenseType',
      { kind: 'enum', nullable: true, required: false, options: ['Curacao', 'Mexico', 'SouthKorea', 'Philippines'] },
    ],
    ['userStatuses', { kind: 'multiEnum', nullable: true, required: false, options: [...USER_STATUSES] }],
    ['locale', { kind: 'locale', required: true, options: [...LOCALES] }],
    ['appVersion', { kind: 'text', nullable: false, required: true, pattern: APP_VERSION_PATTERN }],
    ['brand', { kind: 'text', nullable: false, required: true }],
    ['userId', { kind: 'text', nullable: true, required: false }],
    ['guestMode', { kind: 'flag', nullable: false, required: false }],
    ['previewAt', { kind: 'instant', nullable: true, required: false }],
  ])('the form descriptor of %s, read off the settings schema', (key, descriptor) => {
    expect(SETTINGS_FIELDS.find((field) => field.key === key)).toMatchObject(descriptor);
  });

  test.each<[string, boolean]>([
    ['1.6.77', true],
    ['0.0.0', true],
    ['99.99.99', true],
    ['1.2', false],
    ['1.2.3.4', false],
    ['100.1.1', false],
    ['1.100.1', false],
    ['1.1.100', false],
    ['a.b.c', false],
    ['1.6.77\n', false],
    [' 1.6.77', false],
    ['１.６.７', false],
    ['', false],
  ])('appVersion pattern %p -> %p', (value, ok) => {
    expect(APP_VERSION_PATTERN.test(value)).toBe(ok);
  });
});
