import { DEFAULT_SETTINGS } from '../settings/schema';
import { licenceQueryOf, withLicenseType } from './licenceRequest';

describe('licenceQueryOf', () => {
  test.each([
    [
      'a country: asked, with the bundle',
      { country: 'KR', bundleID: 'com.wpt.global' },
      { country: 'KR', bundleId: 'com.wpt.global' },
    ],
    ['a country without a bundle', { country: 'MX' }, { country: 'MX', bundleId: null }],
    ['no country: nothing to ask', { bundleID: 'com.wpt.global' }, null],
    ['a licence type given: it stands', { country: 'KR', licenseType: 'Mexico' as const }, null],
  ])('%s', (_name, settings, expected) => {
    expect(licenceQueryOf({ ...DEFAULT_SETTINGS, ...settings })).toEqual(expected);
  });
});

describe('withLicenseType', () => {
  test('sets the answered type; the same object when it is already set', () => {
    expect(withLicenseType(DEFAULT_SETTINGS, 'SouthKorea').licenseType).toBe('SouthKorea');
    const korean = withLicenseType(DEFAULT_SETTINGS, 'SouthKorea');
    expect(withLicenseType(korean, 'SouthKorea')).toBe(korean);
  });
});
