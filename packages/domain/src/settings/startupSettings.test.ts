import type { LobbySettings } from '@lobby/shared';
import { mergeStartupSettings, type StartupSettingsSources } from './startupSettings';

describe('mergeStartupSettings: defaults < query < initialData < session', () => {
  test.each<[string, StartupSettingsSources, Partial<LobbySettings>]>([
    ['nothing given: the defaults', { query: '' }, { locale: 'en', theme: 'dark', appVersion: '1.6.77' }],
    ['a standalone query', { query: '?locale=fr&theme=light' }, { locale: 'fr', theme: 'light' }],
    [
      'initialData without a locale keeps the query one',
      { query: '?locale=fr', initialData: { theme: 'light' } },
      { locale: 'fr', theme: 'light' },
    ],
    [
      'initialData wins where both give one',
      { query: '?locale=fr&theme=light', initialData: { locale: 'ja' } },
      { locale: 'ja', theme: 'light' },
    ],
    [
      'an invalid initialData value leaves the query one',
      { query: '?locale=fr', initialData: { locale: 'xx-YY-klingon' } },
      { locale: 'fr' },
    ],
    ['an invalid query value leaves the default', { query: '?userBalance=lots', initialData: {} }, { userBalance: 0 }],
    [
      '"null" in the query clears a nullable key for initialData to fill',
      { query: '?country=null', initialData: { country: 'MX' } },
      { country: 'MX' },
    ],
    [
      'initialData null clears what the query set',
      { query: '?country=MX', initialData: { country: null } },
      { country: null },
    ],
    ['the config appVersion is the default', { defaults: { appVersion: '2.0.1' }, query: '' }, { appVersion: '2.0.1' }],
    [
      'a query appVersion wins over the config',
      { defaults: { appVersion: '2.0.1' }, query: '?appVersion=1.7.0' },
      { appVersion: '1.7.0' },
    ],
    [
      'an initialData appVersion wins over the query',
      { defaults: { appVersion: '2.0.1' }, query: '?appVersion=1.7.0', initialData: { appVersion: '1.8.0' } },
      { appVersion: '1.8.0' },
    ],
    [
      'a malformed appVersion leaves the config one',
      { defaults: { appVersion: '2.0.1' }, query: '?appVersion=2.0' },
      { appVersion: '2.0.1' },
    ],
    [
      'a game window takes the opener session over its query',
      { query: '?userId=q&sessionId=q&locale=fr', session: { userId: 'u7', sessionId: 's7' } },
      { userId: 'u7', sessionId: 's7', locale: 'fr' },
    ],
  ])('%s', (_name, sources, expected) => {
    expect(mergeStartupSettings(sources).settings).toMatchObject(expected);
  });

  test('issues name their source and key, never the value', () => {
    const { issues } = mergeStartupSettings({ query: '?theme=purple', initialData: { userBalance: 'secret-ish' } });
    expect(issues).toEqual([
      { source: 'query', key: 'theme', issue: 'notAnOption' },
      { source: 'initialData', key: 'userBalance', issue: 'notNumeric' },
    ]);
  });
});
