import { DEFAULT_SETTINGS } from '../settings/schema';
import { domainConfigQueryOf } from './domainConfigRequest';

describe('domainConfigQueryOf', () => {
  test.each([
    [
      'a mobile web lobby with a licence',
      {
        platform: 'mobile' as const,
        platformType: 'web' as const,
        country: 'KR',
        licenseType: 'SouthKorea' as const,
        userId: 'u1',
        locale: 'ko' as const,
      },
      {
        layoutType: 'mobile',
        platform: 'mobile',
        isWebApp: true,
        bundleId: null,
        country: 'KR',
        locale: 'ko',
        licenseType: 'SouthKorea',
        userID: 'u1',
      },
    ],
    [
      'a desktop lobby inside an app',
      { platform: 'desktop' as const, platformType: 'ios' as const, bundleID: 'com.wpt.global', userId: null },
      {
        layoutType: 'desktop',
        platform: 'desktop',
        isWebApp: false,
        bundleId: 'com.wpt.global',
        country: null,
        locale: 'en',
        licenseType: null,
        userID: null,
      },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(domainConfigQueryOf({ ...DEFAULT_SETTINGS, ...settings })).toEqual(expected);
  });
});
