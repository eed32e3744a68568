import { BLOCK_TYPES, SUPPLIERS, type RawBonus, type RawGame, type RawLobbyResponse } from '@lobby/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BACKENDS } from '../../test/testDatabases';
import { startTestService, type TestService } from '../../test/testApp';
import { TEST_SEED_GAMES } from '../../test/testEnvironment';

describe.each(BACKENDS)('catalogue endpoints on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method: 'GET', url, headers });
  const lobby = async (query: string): Promise<RawLobbyResponse> => {
    const response = await get(`/api/v1/casino/lobby?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<RawLobbyResponse>();
  };

  it('serves the proxy config with origin-relative bases', async () => {
    const response = await get('/config/proxies.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      config: {
        proxies: {
          casino: ['/api/v1/casino'],
          platform: ['/api'],
          cms: ['/cms/api'],
          appConfig: ['/cms/appconfig/app-configs'],
          casinoCms: ['/cms/api'],
          translations: ['/i18n'],
        },
      },
    });
  });

  it('serves the translation manifest and catalogues by distribution language', async () => {
    const manifest = await get('/i18n/manifest.json');
    expect(manifest.json<{ timestamp: number }>().timestamp).toBeGreaterThan(0);
    const spanish = await get('/i18n/content/es-ES/dev/src/lang/en.json?timestamp=1');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json<Record<string, string>>()['catalogue.home.subtitle']).toBe('Encuentra tu próximo juego favorito');
    const japanese = await get('/i18n/content/ja/dev/src/lang/en.json');
    expect(japanese.json()).toEqual({});
    expect((await get('/i18n/content/xx-YY/dev/src/lang/en.json')).statusCode).toBe(404);
    expect((await get('/i18n/content/..%2F/dev/src/lang/en.json')).statusCode).toBe(400);
  });

  it('returns the lobby: every block type, nine suppliers, labels, banners and the games it shows', async () => {
    const body = await lobby('locale=en&devicePlatform=desktop&userStatuses=LoggedIn,FirstDeposit');
    expect(body.pages.map((page) => page.slug)).toEqual(['home', 'slots', 'live', 'table', 'weekend-drops']);
    expect(new Set(body.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    expect(body.suppliers.map((supplier) => supplier.code).sort()).toEqual([...SUPPLIERS].sort());
    expect(body.labels.length).toBeGreaterThanOrEqual(20);
    expect(body.banners.length).toBeGreaterThan(0);
    expect(body.pokerBanners.every((banner) => banner.pokerGameId > 0)).toBe(true);
    expect([...body.banners, ...body.pokerBanners].every((banner) => banner.description && banner.buttonText)).toBe(true);
    expect(body.gameCount).toBeGreaterThan(TEST_SEED_GAMES / 2);
    expect(body.games.length).toBeGreaterThan(0);
    expect(body.games.every((game) => game.isActive && game.desktop)).toBe(true);
    expect(body).toMatchObject({ locale: 'en', region: 'Curacao', showNavigation: true, showSearch: true, maintenanceMode: false });
    const keys = new Set(body.games.map((game) => `${game.aggregator}:${game.code}`));
    for (const block of body.blocks) expect(block.games.every((key) => keys.has(key))).toBe(true);
    const blockIds = new Set(body.blocks.map((block) => block.id));
    for (const page of body.pages) expect(page.blocks.every((id) => blockIds.has(id))).toBe(true);
    const game = body.games[0] as RawGame;
    expect(game.image.desktop).toMatch(/^\/images\/games\/[^/]+\/[^/]+\/desktop\.svg$/);
    expect(new Date(game.releasedAt).toISOString()).toBe(game.releasedAt);
  });

  it('filters blocks by platform, audience and window, and links by window', async () => {
    const guestDesktop = await lobby('devicePlatform=desktop&userStatuses=Guest');
    const headings = guestDesktop.blocks.map((block) => block.heading);
    expect(headings).toContain('Welcome offer');
    expect(headings).toContain('Desktop exclusives');
    expect(headings).not.toContain('Mobile favourites');
    expect(headings).not.toContain('My favourites');
    expect(headings).not.toContain('Weekend drops');
    expect(headings).not.toContain('Summer festival');
    expect(headings).not.toContain('Winter festival');
    const slugs = guestDesktop.links.map((link) => link.slug);
    expect(slugs).not.toContain('weekend-drops');
    expect(slugs).not.toContain('summer-festival');
    expect(slugs).not.toContain('winter-festival');

    const loggedInMobile = await lobby('devicePlatform=mobile&userStatuses=LoggedIn');
    const mobileHeadings = loggedInMobile.blocks.map((block) => block.heading);
    expect(mobileHeadings).toContain('Mobile favourites');
    expect(mobileHeadings).toContain('My favourites');
    expect(mobileHeadings).not.toContain('Welcome offer');
    expect(loggedInMobile.games.every((game) => game.mobile)).toBe(true);

    const ios = await lobby('devicePlatform=mobile&isIos=true');
    expect(ios.games.every((game) => game.ios)).toBe(true);
    expect(ios.games.length).toBeLessThan(loggedInMobile.games.length);
  });

  it('localizes titles and headings, with the English fallback switchable by useCodeTitle', async () => {
    const spanish = await lobby('locale=es');
    expect(spanish.pages.find((page) => page.slug === 'home')?.title).toBe('Inicio');
    expect(spanish.blocks.map((block) => block.heading)).toContain('Populares ahora');
    const english = await lobby('locale=en');
    const untranslated = spanish.games.filter((game) => game.title === null).length;
    const strict = await lobby('locale=es&useCodeTitle=false');
    expect(strict.games.filter((game) => game.title === null).length).toBeGreaterThan(untranslated);
    expect(english.games.some((game) => game.title === null)).toBe(true);
    expect(english.games.every((game) => game.rawTitle.length > 0)).toBe(true);
  });

  it('derives region, country and currency from the parameters', async () => {
    expect(await lobby('licenseType=SouthKorea&country=kr')).toMatchObject({ region: 'SouthKorea', country: 'KR', currency: 'KRW' });
    expect(await lobby('brand=WPTGPUKE')).toMatchObject({ region: 'China', country: null, currency: 'USD' });
    expect((await lobby('lobbyPlatform=web-app')).lobbyPlatform).toBe('web-app');
  });

  it('answers 304 to a matching ETag and compresses with br or gzip', async () => {
    const first = await get('/api/v1/casino/lobby?locale=en', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toHaveProperty('games');
    const again = await get('/api/v1/casino/lobby?locale=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const gzip = await get('/api/v1/casino/lobby?locale=en', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(etag);
    expect(gunzipSync(gzip.rawPayload).equals(brotliDecompressSync(first.rawPayload))).toBe(true);
    const plain = await get('/api/v1/casino/lobby?locale=en&unknownParam=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
  });

  it('invalidates the cached lobby when content changes', async () => {
    const before = await get('/api/v1/casino/lobby?locale=fr');
    const etag = String(before.headers.etag);
    await service.db.query(`UPDATE site_settings SET value = 'true' WHERE key = 'maintenanceMode'`);
    const after = await get('/api/v1/casino/lobby?locale=fr', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<RawLobbyResponse>().maintenanceMode).toBe(true);
    await service.db.query(`UPDATE site_settings SET value = 'false' WHERE key = 'maintenanceMode'`);
    expect((await lobby('locale=fr')).maintenanceMode).toBe(false);
  });

  it('carries showSearch and currency from the site settings (SPEC §3, §7)', async () => {
    expect(await lobby('locale=en')).toMatchObject({ showSearch: true, currency: 'USD' });
    // A country's licence names its currency; the site's default stands for any other.
    expect((await lobby('locale=en&country=MX')).currency).toBe('MXN');
    await service.db.query(`UPDATE site_settings SET value = 'false' WHERE key = 'showSearch'`);
    await service.db.query(`UPDATE site_settings SET value = '"EUR"' WHERE key = 'defaultCurrency'`);
    try {
      expect(await lobby('locale=en')).toMatchObject({ showSearch: false, currency: 'EUR' });
      expect((await lobby('locale=en&country=MX')).currency).toBe('MXN');
    } finally {
      await service.db.query(`UPDATE site_settings SET value = 'true' WHERE key = 'showSearch'`);
      await service.db.query(`UPDATE site_settings SET value = '"USD"' WHERE key = 'defaultCurrency'`);
    }
  });

  it('lists games by structured filters with paging', async () => {
    const all = await get('/api/v1/casino/games?limit=500');
    const { data, total } = all.json<{ data: RawGame[]; total: number }>();
    expect(total).toBe(TEST_SEED_GAMES);
    expect(data).toHaveLength(TEST_SEED_GAMES);
    const page = (await get('/api/v1/casino/games?limit=10&offset=10')).json<{ data: RawGame[]; total: number }>();
    expect(page.data.map((game) => game.code)).toEqual(data.slice(10, 20).map((game) => game.code));

    const asia = data.find((game) => game.aggregator === 'asiagaming') as RawGame;
    const byCode = (await get(`/api/v1/casino/games?code=${asia.code.toLowerCase()}`)).json<{ data: RawGame[] }>();
    expect(byCode.data.map((game) => game.code)).toEqual([asia.code]);

    const filtered = (await get('/api/v1/casino/games?aggregator=haba,bragg&platform=mobile&ios=true&isActive=true&limit=500'))
      .json<{ data: RawGame[]; total: number }>();
    expect(filtered.total).toBe(filtered.data.length);
    expect(filtered.data.every((game) => ['haba', 'bragg'].includes(game.aggregator ?? '') && game.mobile && game.ios && game.isActive)).toBe(true);
    const inactive = (await get('/api/v1/casino/games?isActive=false')).json<{ total: number }>();
    expect(inactive.total).toBe(data.filter((game) => !game.isActive).length);
    const live = (await get('/api/v1/casino/games?group=live&limit=500')).json<{ data: RawGame[] }>();
    expect(live.data.every((game) => game.groups.some((group) => group.slug === 'live'))).toBe(true);
  });

  it('lists bonuses of both types, expired and consumed ones included', async () => {
    const response = await get('/api/v1/casino/bonuses?locale=en&devicePlatform=desktop&country=CW&timestamp=1&brand=99');
    const { data } = response.json<{ data: RawBonus[] }>();
    expect(new Set(data.map((bonus) => bonus.type))).toEqual(new Set(['Content', 'Free Spin']));
    expect(data.some((bonus) => bonus.consumed)).toBe(true);
    expect(data.some((bonus) => bonus.expiresAt !== null && Date.parse(bonus.expiresAt) < Date.now())).toBe(true);
    expect(data.every((bonus) => bonus.games.every((key) => key.includes(':')))).toBe(true);
    // Wagering figures come as numbers, in pairs, and only for the bonuses that have a requirement.
    expect(data.find((bonus) => bonus.title === 'Welcome package')).toMatchObject({ wageringRequired: 500, wageringDone: 120 });
    expect(data.find((bonus) => bonus.title === 'VIP cashback')).toMatchObject({ wageringRequired: null, wageringDone: null });
  });

  it('answers licences per country and bundle, and the domain config', async () => {
    const licence = async (query: string) => (await get(`/api/v1/casino/licenses?${query}`)).json<{ licenseType: string }>().licenseType;
    expect(await licence('country=MX')).toBe('Mexico');
    expect(await licence('country=kr')).toBe('SouthKorea');
    expect(await licence('country=KR&bundleId=com.wpt.global')).toBe('Curacao');
    expect(await licence('country=ZZ')).toBe('Curacao');
    expect(await licence('')).toBe('Curacao');
    const domainConfig = async (platform: string) =>
      (
        await get(
          `/api/v1/casino/domain_config?layoutType=${platform}&platform=${platform}&isWebApp=false&bundleId=a.b&country=CW&locale=en&licenseType=Curacao&userID=dev-player-1`,
        )
      ).json();
    // The seeded artwork is this server's own: no image host is remapped until an operator sets a map.
    expect(await domainConfig('mobile')).toEqual({ config: { proxies: {} } });
    await service.db.query(
      `INSERT INTO domain_proxies (key, platform, hosts) VALUES
         ('https://files.example.com', '', '{https://cdn.example.net}'),
         ('https://files.example.com', 'mobile', '{https://m.cdn.example.net}')`,
    );
    try {
      expect(await domainConfig('mobile')).toEqual({ config: { proxies: { 'https://files.example.com': ['https://m.cdn.example.net'] } } });
      expect(await domainConfig('desktop')).toEqual({ config: { proxies: { 'https://files.example.com': ['https://cdn.example.net'] } } });
    } finally {
      await service.db.query(`DELETE FROM domain_proxies`);
    }
  });

  it('serves CMS pages and app config', async () => {
    const pages = (await get('/cms/api/pages')).json<{ data: { slug: string }[] }>();
    expect(pages.data.map((page) => page.slug)).toEqual(['home', 'slots', 'live', 'table', 'weekend-drops']);
    expect((await get('/cms/appconfig/app-configs/lobby')).json()).toEqual({
      app: 'lobby',
      appVersion: '1.6.77',
      downloadBanner: { isInstallBannerDisabled: true, downloadLink: null, content: null },
    });
    // The site settings configure it.
    await service.db.query(`UPDATE site_settings SET value = '"2.0.1"' WHERE key = 'appVersion'`);
    await service.db.query(
      `UPDATE site_settings SET value = '{"isInstallBannerDisabled": false, "downloadLink": "https://apps.example/get"}' WHERE key = 'downloadBanner'`,
    );
    try {
      expect((await get('/cms/appconfig/app-configs/lobby')).json()).toEqual({
        app: 'lobby',
        appVersion: '2.0.1',
        downloadBanner: { isInstallBannerDisabled: false, downloadLink: 'https://apps.example/get', content: null },
      });
    } finally {
      await service.db.query(`UPDATE site_settings SET value = '"1.6.77"' WHERE key = 'appVersion'`);
      await service.db.query(
        `UPDATE site_settings SET value = '{"isInstallBannerDisabled": true, "downloadLink": null, "content": null}' WHERE key = 'downloadBanner'`,
      );
    }
  });

  it('generates artwork from the path, cacheable forever', async () => {
    const body = await lobby('locale=en');
    const game = body.games[0] as RawGame;
    for (const url of [
      game.image.desktop,
      game.image.mobile,
      game.loadingImage?.landscape,
      game.loadingImage?.portrait,
      body.suppliers[0]?.images.desktop,
      body.labels[0]?.images.mobile,
      body.banners[0]?.image.desktop,
      '/images/brands/WPTG/title.svg',
    ]) {
      const response = await get(String(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.body.startsWith('<svg')).toBe(true);
      expect((await get(String(url))).body).toBe(response.body);
    }
    expect((await get('/images/games/bragg/x/poster.svg')).statusCode).toBe(404);
    expect((await get('/images/unknown/x/desktop.svg')).statusCode).toBe(404);
  });
});
