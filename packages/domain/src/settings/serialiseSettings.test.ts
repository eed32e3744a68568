import type { LobbySettings } from '@lobby/shared';
import { parseSettings } from './parseSettings';
import { DEFAULT_SETTINGS } from './schema';
import { serialiseSettings } from './serialiseSettings';

describe('serialiseSettings', () => {
  test.each<[string, LobbySettings]>([
    ['defaults', DEFAULT_SETTINGS],
    [
      'everything changed',
      {
        ...DEFAULT_SETTINGS,
        userId: null,
        sessionId: 's 1&x=y',
        locale: 'zh-TW',
        theme: 'light',
        platform: 'mobile',
        platformType: 'android',
        licenseType: 'Mexico',
        userStatuses: ['LoggedIn', 'FirstDeposit'],
        appVersion: '2.0.1',
        userBalance: 12.34,
        exchangeRate: 1.5,
        miniGameId: 10,
        guestMode: true,
        previewMode: false,
        country: 'MT',
        openGroup: 'ÅLAND ✓',
        casinoJsonResponse: '{"a":[1,2]}',
        previewToken: 'token-1',
        previewAt: '2026-11-28T00:00:00.000Z',
      },
    ],
  ])('round-trips through parseSettings: %s', (_name, settings) => {
    expect(parseSettings(serialiseSettings(settings))).toEqual(settings);
  });

  test('keys and omitDefaults', () => {
    const settings: LobbySettings = { ...DEFAULT_SETTINGS, theme: 'light', brand: '101' };
    expect(serialiseSettings(settings, { keys: ['locale', 'theme', 'brand'] }).toString()).toBe(
      'locale=en&theme=light&brand=101',
    );
    expect(serialiseSettings(settings, { omitDefaults: true }).toString()).toBe('theme=light&brand=101');
    expect(serialiseSettings({ ...DEFAULT_SETTINGS, userStatuses: ['Guest'] }, { omitDefaults: true }).toString()).toBe(
      'userStatuses=Guest',
    );
  });
});
