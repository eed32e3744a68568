import * as domain from './index';

// The barrel re-exports by name; a renamed or removed export would surface here as undefined.
describe('public API', () => {
  test('no export is undefined', () => {
    const missing = Object.entries(domain)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  test.each([
    'normaliseLobby',
    'sortGames',
    'filterBonuses',
    'parseSettings',
    'SETTINGS_FIELDS',
    'DEFAULT_SETTINGS',
    'resolveBrand',
    'adjustLaunchUrl',
    'loadingProgress',
    'resolveNavigationTarget',
    'parseDeepLink',
    'sliderLayout',
    'validateSearchQuery',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
