import { createLobbyStorage, createMemoryStorage, type LobbyStorage } from '@lobby/storage';
import type { RawLobbyResponse, RawSearchIndex } from '@lobby/shared';
import { rawBonus, rawGame, rawLobby } from '@lobby/testing';
import { createApiClients, type ApiClientsOptions } from './createApiClients';
import type { LobbyApi } from './lobbyApi';
import { PROXY_KEYS, type ProxyMap } from './proxyKeys';
import { hang, json, reply, reset, startFaultServer, type FaultServer } from './testing/faultServer';

let server: FaultServer;
let storage: LobbyStorage;
let logger: { warn: jest.Mock; error: jest.Mock };

const EMPTY_LOBBY: RawLobbyResponse = rawLobby({ country: 'MT', currency: 'EUR' });
const LOBBY_QUERY = {
  locale: 'en',
  devicePlatform: 'mobile',
  country: null,
  licenseType: null,
  brand: '99',
  userStatuses: null,
} as const;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clear();
  storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() } });
  logger = { warn: jest.fn(), error: jest.fn() };
});

function allProxies(): ProxyMap {
  return Object.fromEntries(PROXY_KEYS.map((key) => [key, [server.url]]));
}

function api(overrides: Partial<ApiClientsOptions> = {}): LobbyApi {
  return createApiClients({
    storage,
    proxies: allProxies(),
    getSession: () => ({ userId: 'u1', sessionId: 's1' }),
    logger,
    now: () => 1_700_000_000_000,
    readCookie: () => 'xsrf-1',
    // Generous: no test here is about the proxy timeouts, and a busy machine must not turn a slow answer into a retry.
    proxyTimeoutsMs: [5000, 5000],
    licenseTimeoutMs: 100,
    retryBaseDelayMs: 5,
    adapter: 'fetch',
    ...overrides,
  });
}

function only(method: string, path: string) {
  const requests = server.requestsTo(method, path);
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('no request');
  return request;
}

describe('initialisation', () => {
  it.each([
    [
      'getLobby',
      'casinoClient',
      (lobby: LobbyApi) =>
        lobby.getLobby({
          locale: 'en',
          devicePlatform: 'desktop',
          country: null,
          licenseType: null,
          brand: '99',
          userStatuses: null,
        }),
    ],
    ['getLicense', 'casinoClient', (lobby: LobbyApi) => lobby.getLicense({ country: 'MX', bundleId: null })],
    ['getAppConfig', 'appConfigClient', (lobby: LobbyApi) => lobby.getAppConfig()],
    ['getFavouriteGames', 'platformClient', (lobby: LobbyApi) => lobby.getFavouriteGames()],
    ['habaLogout', 'platformClient', (lobby: LobbyApi) => lobby.habaLogout('1')],
    ['getTranslations', 'translationsClient', (lobby: LobbyApi) => lobby.getTranslations('en')],
  ])('%s before init rejects "%s not initialized"', async (_call, clientName, call) => {
    const lobby = api({ proxies: undefined });
    await expect(call(lobby)).rejects.toThrow(`${clientName} not initialized`);
    expect(server.requests).toHaveLength(0);
  });

  it('init() reads config.proxies from the proxy config and builds every client', async () => {
    server.route('GET', '/config/proxies.json', json({ config: { proxies: allProxies() } }));
    const lobby = api({ proxies: undefined, proxyConfigUrl: `${server.url}/config/proxies.json` });
    await lobby.init();
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    await expect(lobby.getLobby(LOBBY_QUERY)).resolves.toEqual(EMPTY_LOBBY);
  });

  it('init(proxies) only builds the clients it has base URLs for', async () => {
    const lobby = api({ proxies: undefined });
    await lobby.init({ platform: [server.url], casino: [] });
    server.route('POST', '/api/haba/logout', reply(200));
    await expect(lobby.habaLogout('1')).resolves.toBe(true);
    await expect(lobby.getLobby(LOBBY_QUERY)).rejects.toThrow('casinoClient not initialized');
  });

  it.each([
    ['no config', {}],
    ['proxies not an object', { config: { proxies: [] } }],
    ['a list of numbers', { config: { proxies: { casino: [1] } } }],
  ])('init() rejects a malformed proxy config: %s', async (_case, body) => {
    server.route('GET', '/config/proxies.json', json(body));
    const lobby = api({ proxies: undefined, proxyConfigUrl: `${server.url}/config/proxies.json` });
    await expect(lobby.init()).rejects.toThrow('Proxy config');
  });

  it('init() rejects when the proxy config is unreachable', async () => {
    server.route('GET', '/config/proxies.json', reply(404));
    const lobby = api({ proxies: undefined });
    await expect(lobby.getProxyConfig(`${server.url}/config/proxies.json`)).rejects.toThrow(
      'Request failed with status code 404',
    );
  });

  it('appends each base path to a proxy origin, or uses an entry that already has it', async () => {
    server.route('GET', '/cms/appconfig/app-configs/lobby', json({}));
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    const lobby = api({ proxies: { appConfig: [server.url], casino: [`${server.url}/api/v1/casino/`] } });
    await lobby.getAppConfig();
    await lobby.getLobby(LOBBY_QUERY);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/cms/appconfig/app-configs/lobby',
      '/api/v1/casino/lobby',
    ]);
  });

  it('keeps two instances apart (no module state)', async () => {
    const ready = api();
    const notReady = api({ proxies: undefined });
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    await expect(ready.getLobby(LOBBY_QUERY)).resolves.toEqual(EMPTY_LOBBY);
    await expect(notReady.getLobby(LOBBY_QUERY)).rejects.toThrow('casinoClient not initialized');
  });
});

describe('translations', () => {
  it.each([
    ['es', 'es-ES'],
    ['pt', 'pt-PT'],
    ['zh', 'zh-CN'],
    ['tw', 'zh-TW'],
    ['fr', 'fr'],
    ['zh-TW', 'zh-TW'],
  ])('locale %s loads /i18n/content/%s/dev/src/lang/en.json with the manifest timestamp', async (locale, language) => {
    server.route('GET', '/i18n/manifest.json', json({ timestamp: 1234 }));
    server.route('GET', `/i18n/content/${language}/dev/src/lang/en.json`, json({ hello: 'Hola', nested: { x: 1 } }));
    await expect(api().getTranslations(locale)).resolves.toEqual({ hello: 'Hola' });
    expect(only('GET', `/i18n/content/${language}/dev/src/lang/en.json`).query.get('timestamp')).toBe('1234');
  });

  it('uses a given timestamp without reading the manifest', async () => {
    server.route('GET', '/i18n/content/fr/dev/src/lang/en.json', json({ a: 'b' }));
    await api().getTranslations('fr', '99');
    expect(server.requestsTo('GET', '/i18n/manifest.json')).toHaveLength(0);
  });

  it.each([
    ['the manifest fails', () => server.route('GET', '/i18n/manifest.json', reply(500))],
    ['the catalogue is missing', () => server.route('GET', '/i18n/manifest.json', json({ timestamp: 1 }))],
  ])('logs and returns null when %s', async (_case, script) => {
    script();
    await expect(api().getTranslations('es')).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Translations for es-ES could not be loaded', expect.anything());
  });
});

describe('casino calls', () => {
  it('getLobby sends every query parameter and returns the raw lobby', async () => {
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    const result = await api().getLobby({
      locale: 'es-mx',
      devicePlatform: 'mobile',
      country: 'MX',
      licenseType: 'Mexico',
      brand: 'WPTG',
      userStatuses: ['LoggedIn', 'FirstDeposit'],
      useCodeTitle: true,
      isIos: false,
      lobbyPlatform: 'wpt',
    });
    expect(result).toEqual(EMPTY_LOBBY);
    expect(Object.fromEntries(only('GET', '/api/v1/casino/lobby').query)).toEqual({
      locale: 'es-mx',
      devicePlatform: 'mobile',
      country: 'MX',
      licenseType: 'Mexico',
      brand: 'WPTG',
      userStatuses: 'LoggedIn,FirstDeposit',
      useCodeTitle: 'true',
      isIos: 'false',
      lobbyPlatform: 'wpt',
    });
  });

  it("getLobby sends an editor's instant in the query and the preview token only as a header", async () => {
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    await api().getLobby({
      locale: 'en',
      devicePlatform: 'desktop',
      country: null,
      licenseType: null,
      brand: '99',
      userStatuses: null,
      preview: { token: 'tok-1', at: '2026-11-28T10:00:00Z' },
    });
    const request = only('GET', '/api/v1/casino/lobby');
    expect(request.query.get('at')).toBe('2026-11-28T10:00:00Z');
    expect([...request.query.values()]).not.toContain('tok-1');
    expect(request.headers['x-preview-token']).toBe('tok-1');
  });

  it('getLobby leaves out null and optional parameters, and sends the XSRF header but no auth headers', async () => {
    server.route('GET', '/api/v1/casino/lobby', json(EMPTY_LOBBY));
    await api().getLobby({
      locale: 'en',
      devicePlatform: 'desktop',
      country: null,
      licenseType: null,
      brand: '99',
      userStatuses: null,
    });
    const request = only('GET', '/api/v1/casino/lobby');
    expect(Object.fromEntries(request.query)).toEqual({ locale: 'en', devicePlatform: 'desktop', brand: '99' });
    expect(request.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(request.headers['x-userid']).toBeUndefined();
  });

  it('getLobby rejects a reply that is not a lobby', async () => {
    server.route('GET', '/api/v1/casino/lobby', json({ pages: [] }));
    await expect(
      api().getLobby({
        locale: 'en',
        devicePlatform: 'desktop',
        country: null,
        licenseType: null,
        brand: '99',
        userStatuses: null,
      }),
    ).rejects.toThrow('getLobby: unexpected reply (links: missing)');
  });

  it('getLicense reads licenseType', async () => {
    server.route('GET', '/api/v1/casino/licenses', json({ licenseType: 'SouthKorea' }));
    await expect(api().getLicense({ country: 'KR', bundleId: 'com.app' })).resolves.toBe('SouthKorea');
    expect(Object.fromEntries(only('GET', '/api/v1/casino/licenses').query)).toEqual({
      country: 'KR',
      bundleId: 'com.app',
    });
  });

  it.each([
    ['a server error', () => server.route('GET', '/api/v1/casino/licenses', reply(500))],
    ['a timeout', () => server.route('GET', '/api/v1/casino/licenses', hang())],
    ['an unknown licence type', () => server.route('GET', '/api/v1/casino/licenses', json({ licenseType: 'Mars' }))],
  ])('getLicense warns and returns Curacao on %s', async (_case, script) => {
    script();
    await expect(api().getLicense({ country: 'MX', bundleId: null })).resolves.toBe('Curacao');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('getLicense uses its own timeout', async () => {
    server.route('GET', '/api/v1/casino/licenses', hang());
    await api({ licenseTimeoutMs: 60 }).getLicense({ country: 'MX', bundleId: null });
    expect(logger.warn).toHaveBeenCalledWith(
      'getLicense failed, using Curacao',
      expect.objectContaining({ message: 'timeout of 60ms exceeded' }),
    );
  });

  it('getDomainConfig sends its query and reads the image host map from config.proxies', async () => {
    server.route(
      'GET',
      '/api/v1/casino/domain_config',
      json({
        config: {
          proxies: {
            'https://cdn.example.com': ['https://img.proxy.example/'],
            'files.example.org': 'https://f.proxy.example',
            'https://blocked.example': '/images/',
            'https://evil.example': 'javascript:alert(1)',
            'https://other.example': '//elsewhere.example',
            'https://word.example': ['images'],
          },
        },
      }),
    );
    const config = await api().getDomainConfig({
      layoutType: 'mobile',
      platform: 'ios',
      isWebApp: true,
      bundleId: 'com.app',
      country: 'PH',
      locale: 'en',
      licenseType: 'Philippines',
      userID: 'u1',
    });
    expect(Object.fromEntries(only('GET', '/api/v1/casino/domain_config').query)).toEqual({
      layoutType: 'mobile',
      platform: 'ios',
      isWebApp: 'true',
      bundleId: 'com.app',
      country: 'PH',
      locale: 'en',
      licenseType: 'Philippines',
      userID: 'u1',
    });
    // Bases that cannot be an image's (another scheme, a protocol-relative host, a word) are dropped.
    expect(config).toEqual({
      'https://cdn.example.com': 'https://img.proxy.example',
      'files.example.org': 'https://f.proxy.example',
      'https://blocked.example': '/images',
    });
  });

  it('getAppConfig reads the app version and the download banner of the lobby app', async () => {
    const banner = { isInstallBannerDisabled: false, downloadLink: 'https://apps.example/get', content: 'Get it' };
    server.route('GET', '/cms/appconfig/app-configs/lobby', json({ app: 'lobby', appVersion: '2.0.1', downloadBanner: banner }));
    await expect(api().getAppConfig()).resolves.toEqual({ appVersion: '2.0.1', downloadBanner: banner });
    server.route('GET', '/cms/appconfig/app-configs/lobby', json({ appVersion: '2.0', downloadBanner: 'none' }));
    await expect(api().getAppConfig()).resolves.toEqual({ appVersion: null, downloadBanner: null });
  });

  it.each([
    ['a server error', () => server.route('GET', '/cms/appconfig/app-configs/lobby', reply(500))],
    ['a reply that is not an object', () => server.route('GET', '/cms/appconfig/app-configs/lobby', json([1]))],
  ])('getAppConfig warns and returns null on %s', async (_case, script) => {
    script();
    await expect(api().getAppConfig()).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => server.route('GET', '/api/v1/casino/domain_config', reply(500))],
    ['no config.proxies', () => server.route('GET', '/api/v1/casino/domain_config', json({ config: {} }))],
  ])('getDomainConfig logs and returns null on %s', async (_case, script) => {
    script();
    await expect(
      api().getDomainConfig({
        layoutType: 'desktop',
        platform: 'web',
        isWebApp: false,
        bundleId: null,
        country: null,
        locale: 'en',
        licenseType: null,
        userID: null,
      }),
    ).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalled();
  });

  it('getBonuses sends locale, devicePlatform, country, timestamp, brand and returns data', async () => {
    const bonus = rawBonus({ id: 'b1', type: 'Free Spin', games: ['bragg:x'] });
    server.route('GET', '/api/v1/casino/bonuses', json({ data: [bonus, { broken: true }] }));
    await expect(
      api().getBonuses({ locale: 'en', devicePlatform: 'desktop', country: 'MT', brand: '99' }),
    ).resolves.toEqual([bonus]);
    expect(Object.fromEntries(only('GET', '/api/v1/casino/bonuses').query)).toEqual({
      locale: 'en',
      devicePlatform: 'desktop',
      country: 'MT',
      timestamp: '1700000000000',
      brand: '99',
    });
    expect(logger.warn).toHaveBeenCalledWith('getBonuses: dropped 1 malformed entries');
  });

  it('getBonuses rejects on failure', async () => {
    server.route('GET', '/api/v1/casino/bonuses', reply(502));
    await expect(
      api().getBonuses({ locale: 'en', devicePlatform: 'desktop', country: null, brand: '99', timestamp: 5 }),
    ).rejects.toThrow('Request failed with status code 502');
  });

  it('getGames sends the filters as plain query values and returns the page with its total', async () => {
    const game = rawGame({ code: 'gates', title: 'Gates' });
    server.route('GET', '/api/v1/casino/games', json({ data: [game, { ...game, code: 7 }], total: 41 }));
    await expect(
      api().getGames({
        keys: ['bragg:gates', 'haba:10'],
        suppliers: ['bragg'],
        volatilities: ['high', 'veryHigh'],
        block: 'b-1',
        platform: 'mobile',
        ios: true,
        isActive: true,
        sort: 'az',
        limit: 20,
        offset: 40,
      }),
    ).resolves.toEqual({ data: [game], total: 41 });
    expect(Object.fromEntries(only('GET', '/api/v1/casino/games').query)).toEqual({
      key: 'bragg:gates,haba:10',
      supplier: 'bragg',
      volatility: 'high,veryHigh',
      block: 'b-1',
      platform: 'mobile',
      ios: 'true',
      isActive: 'true',
      sort: 'az',
      limit: '20',
      offset: '40',
    });
  });

  it('getGames counts the page when the reply has no total, and rejects on failure', async () => {
    server.route('GET', '/api/v1/casino/games', json({ data: [rawGame({ code: 'a' })] }));
    await expect(api().getGames({})).resolves.toMatchObject({ total: 1 });
    server.route('GET', '/api/v1/casino/games', reply(500));
    await expect(api().getGames({})).rejects.toThrow('status code 500');
  });

  const SEARCH_INDEX: RawSearchIndex = {
    locale: 'es',
    total: 2,
    serverSearch: false,
    suppliers: [{ code: 'bragg', name: 'Bragg Gaming' }],
    groups: ['Slots'],
    games: [
      ['bragg:gates', 'Puertas', 0, [0], 120, 1_700_000_000, 2, 96.5],
      ['bragg:koi', 'Koi', 0, [], 0, 0, -1, 0],
    ],
  };

  it('getSearchIndex sends locale, platform and ios and returns the index as sent', async () => {
    server.route('GET', '/api/v1/casino/games/search-index', json(SEARCH_INDEX));
    await expect(api().getSearchIndex({ locale: 'es', platform: 'mobile', ios: true })).resolves.toEqual(SEARCH_INDEX);
    expect(Object.fromEntries(only('GET', '/api/v1/casino/games/search-index').query)).toEqual({
      locale: 'es',
      platform: 'mobile',
      ios: 'true',
    });
    server.clear();
    server.route('GET', '/api/v1/casino/games/search-index', json(SEARCH_INDEX));
    await api().getSearchIndex({ locale: 'en', platform: 'desktop' });
    expect(Object.fromEntries(only('GET', '/api/v1/casino/games/search-index').query)).toEqual({
      locale: 'en',
      platform: 'desktop',
    });
  });

  it.each([
    ['a list', []],
    ['no serverSearch', { ...SEARCH_INDEX, serverSearch: undefined }],
    ['a total that is not a number', { ...SEARCH_INDEX, total: '2' }],
    ['a supplier without a name', { ...SEARCH_INDEX, suppliers: [{ code: 'bragg' }] }],
    ['a group that is not a name', { ...SEARCH_INDEX, groups: [7] }],
    ['rows that are not a list', { ...SEARCH_INDEX, games: {} }],
  ])('getSearchIndex rejects a reply with %s', async (_case, body) => {
    server.route('GET', '/api/v1/casino/games/search-index', json(body));
    await expect(api().getSearchIndex({ locale: 'en', platform: 'desktop' })).rejects.toThrow(
      'getSearchIndex: unexpected reply',
    );
  });

  it('getSearchIndex rejects on failure', async () => {
    server.route('GET', '/api/v1/casino/games/search-index', reply(404, { error: 'Not Found', message: 'x' }));
    await expect(api().getSearchIndex({ locale: 'en', platform: 'desktop' })).rejects.toThrow('status code 404');
  });

  it('searchGames sends the query, providers and volatilities as lists and the sort, and returns the ranked page', async () => {
    const game = rawGame({ code: 'gates', title: 'Gates' });
    const { code: _code, ...withoutCode } = game;
    server.route('GET', '/api/v1/casino/games/search', json({ data: [game, withoutCode], total: 31 }));
    await expect(
      api().searchGames({
        q: 'gates of',
        locale: 'en',
        platform: 'desktop',
        ios: false,
        providers: ['bragg', 'haba'],
        volatilities: ['low', 'high'],
        sort: 'rtp',
        limit: 24,
      }),
    ).resolves.toEqual({ data: [game], total: 31 });
    expect(Object.fromEntries(only('GET', '/api/v1/casino/games/search').query)).toEqual({
      q: 'gates of',
      locale: 'en',
      platform: 'desktop',
      ios: 'false',
      providers: 'bragg,haba',
      volatility: 'low,high',
      sort: 'rtp',
      limit: '24',
    });
    expect(logger.warn).toHaveBeenCalledWith('searchGames: dropped 1 malformed entries');
  });

  it('searchGames leaves out what is not asked for, and rejects on failure', async () => {
    server.route('GET', '/api/v1/casino/games/search', json({ data: [] }));
    await expect(
      api().searchGames({ q: 'koi', locale: 'en', platform: 'mobile', providers: [], volatilities: [] }),
    ).resolves.toEqual({
      data: [],
      total: 0,
    });
    expect(Object.fromEntries(only('GET', '/api/v1/casino/games/search').query)).toEqual({
      q: 'koi',
      locale: 'en',
      platform: 'mobile',
    });
    server.route('GET', '/api/v1/casino/games/search', reply(400, { error: 'Bad Request', message: 'q is too short' }));
    await expect(api().searchGames({ q: 'ko', locale: 'en', platform: 'mobile' })).rejects.toThrow('status code 400');
  });

  it('searchGames stops when its signal aborts: no retry, no other proxy', async () => {
    server.route('GET', '/api/v1/casino/games/search', reply(200, { data: [], total: 0 }, {}, 2000));
    const controller = new AbortController();
    const twoProxies = api({ proxies: { ...allProxies(), casino: [server.url, `${server.url}/second`] } });
    const searching = twoProxies.searchGames({ q: 'koi', locale: 'en', platform: 'mobile' }, controller.signal);
    while (server.requestsTo('GET', '/api/v1/casino/games/search').length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    controller.abort();
    await expect(searching).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v1/casino/games/search']);
  });

  it('launchGame posts gameKey, locale, platform with auth headers and returns the url', async () => {
    server.route('POST', '/api/v1/casino/games/launch', json({ url: 'https://games.example/play?t=1' }));
    await expect(api().launchGame({ gameKey: 'bragg:gates', locale: 'en', platform: 'desktop' })).resolves.toEqual({
      url: 'https://games.example/play?t=1',
    });
    const request = only('POST', '/api/v1/casino/games/launch');
    expect(request.body).toEqual({ gameKey: 'bragg:gates', locale: 'en', platform: 'desktop' });
    expect(request.headers).toMatchObject({
      'x-userid': 'u1',
      'x-sessionid': 's1',
      'content-type': expect.stringContaining('application/json'),
    });
  });

  it('launchGame sends the geo-compliance token when there is one', async () => {
    server.route('POST', '/api/v1/casino/games/launch', json({ url: '/demo-games/bragg/gates' }));
    await api().launchGame({ gameKey: 'bragg:gates', locale: 'en', platform: 'desktop', geoComplyToken: 'geo-1' });
    expect(only('POST', '/api/v1/casino/games/launch').body).toEqual({
      gameKey: 'bragg:gates',
      locale: 'en',
      platform: 'desktop',
      geoComplyToken: 'geo-1',
    });
  });
});

describe('platform calls (auth)', () => {
  it('getFreeRounds returns entries with code and aggregator', async () => {
    const entry = { code: 'gates', aggregator: 'bragg', rounds: 10, expiresAt: null };
    server.route('GET', '/api/player/freerounds', json({ data: [entry] }));
    await expect(api().getFreeRounds()).resolves.toEqual([entry]);
    expect(only('GET', '/api/player/freerounds').headers).toMatchObject({ 'x-userid': 'u1', 'x-sessionid': 's1' });
  });

  it('getRecentlyPlayed returns entries', async () => {
    const entry = { gameId: 'bragg:gates', playedTimestampMs: 5 };
    server.route('GET', '/api/games/recently-played', json({ data: [entry] }));
    await expect(api().getRecentlyPlayed()).resolves.toEqual([entry]);
    expect(only('GET', '/api/games/recently-played').headers['x-sessionid']).toBe('s1');
  });

  it('getRecentlyPlayed rejects on failure (callers keep their list)', async () => {
    server.route('GET', '/api/games/recently-played', reply(401));
    await expect(api().getRecentlyPlayed()).rejects.toThrow('Request failed with status code 401');
  });

  it('recordPlay posts { gameId }', async () => {
    server.route('POST', '/api/games/recently-played', reply(204));
    await api().recordPlay('bragg:gates');
    expect(only('POST', '/api/games/recently-played').body).toEqual({ gameId: 'bragg:gates' });
  });

  it('getFavouriteGames returns game keys', async () => {
    server.route('GET', '/api/games/favourite-games', json({ data: ['bragg:gates', 'haba:x'] }));
    await expect(api().getFavouriteGames()).resolves.toEqual(['bragg:gates', 'haba:x']);
  });

  it('addFavourite and removeFavourite use PUT and DELETE on the encoded game key', async () => {
    server.route('PUT', '/api/games/favourite-games/bragg%3Agates%2F1', reply(204));
    server.route('DELETE', '/api/games/favourite-games/bragg%3Agates%2F1', reply(204));
    const lobby = api();
    await lobby.addFavourite('bragg:gates/1');
    await lobby.removeFavourite('bragg:gates/1');
    expect(only('PUT', '/api/games/favourite-games/bragg%3Agates%2F1').headers['x-userid']).toBe('u1');
    expect(only('DELETE', '/api/games/favourite-games/bragg%3Agates%2F1').headers['x-userid']).toBe('u1');
  });

  it.each([
    ['addFavourite', 'PUT', '/api/games/favourite-games/bragg%3Agates'],
    ['removeFavourite', 'DELETE', '/api/games/favourite-games/bragg%3Agates'],
    ['recordPlay', 'POST', '/api/games/recently-played'],
  ] as const)(
    '%s sends the idempotency key and the credentials it is given, not the current session',
    async (call, method, path) => {
      server.route(method, path, reply(204));
      const write = { idempotencyKey: 'KeyKeyKeyKeyKeyKeyKeyK', credentials: { userId: 'u-old', sessionId: 's-old' } };
      await api()[call]('bragg:gates', write);
      expect(only(method, path).headers).toMatchObject({
        'idempotency-key': 'KeyKeyKeyKeyKeyKeyKeyK',
        'x-userid': 'u-old',
        'x-sessionid': 's-old',
        'x-xsrf-token': 'xsrf-1',
      });
    },
  );

  it.each([
    ['addFavourite', 'PUT', '/api/games/favourite-games/bragg%3Agates'],
    ['recordPlay', 'POST', '/api/games/recently-played'],
  ] as const)('%s without a write: the current session and no idempotency key', async (call, method, path) => {
    server.route(method, path, reply(204));
    await api()[call]('bragg:gates');
    const { headers } = only(method, path);
    expect(headers).toMatchObject({ 'x-userid': 'u1', 'x-sessionid': 's1' });
    expect(headers['idempotency-key']).toBeUndefined();
  });

  it('credentials given without both ids: a warning and no auth headers, as for the session', async () => {
    server.route('PUT', '/api/games/favourite-games/bragg%3Agates', reply(204));
    await api().addFavourite('bragg:gates', { credentials: { userId: 'u-old', sessionId: null } });
    expect(only('PUT', '/api/games/favourite-games/bragg%3Agates').headers['x-userid']).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('addFavourite: userId or sessionId missing, no auth headers sent');
  });

  it('a retried favourite carries the same idempotency key on every attempt', async () => {
    server.route('PUT', '/api/games/favourite-games/bragg%3Agates', reply(503), reply(204));
    await api().addFavourite('bragg:gates', { idempotencyKey: 'KeyKeyKeyKeyKeyKeyKeyK' });
    const attempts = server.requestsTo('PUT', '/api/games/favourite-games/bragg%3Agates');
    expect(attempts.map((request) => request.headers['idempotency-key'])).toEqual([
      'KeyKeyKeyKeyKeyKeyKeyK',
      'KeyKeyKeyKeyKeyKeyKeyK',
    ]);
  });

  it('habaLogout resolves true on 200', async () => {
    server.route('POST', '/api/haba/logout', json({ ok: true }));
    await expect(api().habaLogout('42')).resolves.toBe(true);
    const request = only('POST', '/api/haba/logout');
    expect(request.body).toEqual({ gameId: '42' });
    expect(request.headers).toMatchObject({
      'x-userid': 'u1',
      'x-sessionid': 's1',
      'content-type': expect.stringContaining('application/json'),
    });
  });

  it.each([
    [204, 'No Content'],
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
  ])('habaLogout logs the status text and resolves false on %i', async (status, statusText) => {
    server.route('POST', '/api/haba/logout', reply(status));
    await expect(api().habaLogout('42')).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith(`habaLogout: ${statusText}`);
    expect(server.requests).toHaveLength(1);
  });

  it('habaLogout resolves false when nothing answers', async () => {
    server.route('POST', '/api/haba/logout', reset());
    await expect(api().habaLogout('42')).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      'habaLogout failed',
      expect.objectContaining({ message: 'Network Error' }),
    );
  });

  it('reads the session at every call, so a new session takes effect at once', async () => {
    let session = { userId: 'u1', sessionId: 's1' };
    server.route('GET', '/api/games/favourite-games', json({ data: [] }));
    const clients = api({ getSession: () => session });
    await clients.getFavouriteGames();
    session = { userId: 'u2', sessionId: 's2' };
    await clients.getFavouriteGames();
    const calls = server.requestsTo('GET', '/api/games/favourite-games');
    expect(calls.map((request) => request.headers['x-userid'])).toEqual(['u1', 'u2']);
  });

  it('warns and sends no auth headers for a guest', async () => {
    server.route('GET', '/api/games/favourite-games', json({ data: [] }));
    await api({ getSession: () => ({ userId: null, sessionId: null }) }).getFavouriteGames();
    expect(only('GET', '/api/games/favourite-games').headers['x-userid']).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('getFavouriteGames: userId or sessionId missing, no auth headers sent');
  });
});
