import { mergeWithRemembered, type RememberedSession } from './rememberedSettings';
import type { StartupSettingsSources } from './startupSettings';
import { DEFAULT_SETTINGS } from './schema';

const MEMORY: RememberedSession = {
  userId: DEFAULT_SETTINGS.userId,
  values: {
    userBalance: 250.5,
    casinoCoin: 3,
    exchangeRate: 1.2,
    miniGameCoin: 7,
    miniGameId: 2,
    useFullScreenCasino: false,
    platformType: 'ios',
    lobbyPlatform: 'ios-app',
    geoComplyToken: 'geo-1',
  },
};

describe('mergeWithRemembered: defaults < remembered (same player) < query < initialData < session', () => {
  test.each<[string, StartupSettingsSources, RememberedSession | null, Partial<typeof DEFAULT_SETTINGS>]>([
    [
      'nothing remembered: the defaults',
      { query: '' },
      null,
      { userBalance: 0, platformType: 'web', lobbyPlatform: null, useFullScreenCasino: true },
    ],
    ['a reload shows the last balances and keeps the platform', { query: '' }, MEMORY, MEMORY.values],
    [
      'what the query says wins',
      { query: '?userBalance=5&platformType=android' },
      MEMORY,
      { userBalance: 5, platformType: 'android', casinoCoin: 3 },
    ],
    [
      'what initialData says wins',
      { query: '', initialData: { userBalance: 0, geoComplyToken: 'geo-2' } },
      MEMORY,
      { userBalance: 0, geoComplyToken: 'geo-2', miniGameCoin: 7 },
    ],
    [
      '"null" from the page clears a remembered value',
      { query: '?lobbyPlatform=null' },
      MEMORY,
      { lobbyPlatform: null },
    ],
    [
      "another player's memory is not used",
      { query: '?userId=someone-else' },
      MEMORY,
      { userBalance: 0, platformType: 'web', geoComplyToken: null },
    ],
    [
      "a game window plays with its opener's memory",
      { query: '?locale=fr', session: { userId: 'opener', sessionId: 's' } },
      { ...MEMORY, userId: 'opener' },
      {
        locale: 'fr',
        userId: 'opener',
        platformType: 'ios',
        lobbyPlatform: 'ios-app',
        useFullScreenCasino: false,
        geoComplyToken: 'geo-1',
      },
    ],
    [
      'a remembered value the settings rules refuse is no value',
      { query: '' },
      { userId: MEMORY.userId, values: { platformType: 'symbian' as never, userBalance: 3 } },
      { platformType: 'web', userBalance: 3 },
    ],
    [
      'the config appVersion stays the default beneath',
      { query: '', defaults: { appVersion: '2.0.1' } },
      MEMORY,
      { appVersion: '2.0.1', userBalance: 250.5 },
    ],
  ])('%s', (_case, sources, remembered, expected) => {
    expect(mergeWithRemembered(sources, remembered).settings).toMatchObject(expected);
  });
});
