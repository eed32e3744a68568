import { DEFAULT_SETTINGS } from '../settings/schema';
import { lobbyRequestOf, lobbyRequestParams, type LobbyRequest } from './lobbyRequest';

describe('lobbyRequestOf', () => {
  test('the settings in force, with the statuses, the iOS flag and no preview', () => {
    const request = lobbyRequestOf({ ...DEFAULT_SETTINGS, locale: 'fr', platform: 'mobile', platformType: 'ios' });
    expect(request).toMatchObject({ locale: 'fr', devicePlatform: 'mobile', isIos: true, preview: null });
  });

  test("an editor's token and instant make a preview", () => {
    const request = lobbyRequestOf({
      ...DEFAULT_SETTINGS,
      previewMode: true,
      previewToken: 'tok',
      previewAt: '2026-01-01T00:00:00Z',
    });
    expect(request.preview).toEqual({ token: 'tok', at: '2026-01-01T00:00:00Z' });
  });
});

describe('lobbyRequestParams', () => {
  const base: LobbyRequest = {
    locale: 'en',
    devicePlatform: 'desktop',
    country: null,
    licenseType: null,
    brand: 'haba',
    userStatuses: null,
  };
  test.each<[string, LobbyRequest, Array<[string, string]>]>([
    [
      'empty fields are left out',
      base,
      [
        ['locale', 'en'],
        ['devicePlatform', 'desktop'],
        ['brand', 'haba'],
      ],
    ],
    [
      'lists comma-separated, flags as words',
      {
        ...base,
        country: 'MT',
        userStatuses: ['LoggedIn', 'FirstDeposit'],
        useCodeTitle: false,
        isIos: true,
        lobbyPlatform: 'web',
      },
      [
        ['locale', 'en'],
        ['devicePlatform', 'desktop'],
        ['country', 'MT'],
        ['brand', 'haba'],
        ['userStatuses', 'LoggedIn,FirstDeposit'],
        ['useCodeTitle', 'false'],
        ['isIos', 'true'],
        ['lobbyPlatform', 'web'],
      ],
    ],
    [
      'the preview instant is a parameter, its token is not',
      { ...base, preview: { token: 'tok', at: '2026-01-01T00:00:00Z' } },
      [
        ['locale', 'en'],
        ['devicePlatform', 'desktop'],
        ['brand', 'haba'],
        ['at', '2026-01-01T00:00:00Z'],
      ],
    ],
  ])('%s', (_name, request, params) => {
    expect(lobbyRequestParams(request)).toEqual(params);
  });
});
