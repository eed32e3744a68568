import { VOLATILITIES, type RawGamesPage, type RawSearchIndex } from '@lobby/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BACKENDS } from '../../../test/testDatabases';
import { startTestService, type TestService } from '../../../test/testApp';
import { SEARCH_INDEX_TRENDING } from './searchIndexJson';

const INDEX = '/api/v1/casino/games/search-index';

describe.each(BACKENDS)('GET search-index on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method: 'GET', url, headers });
  const index = async (query: string): Promise<RawSearchIndex> => {
    const response = await get(`${INDEX}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<RawSearchIndex>();
  };
  /** The lobby's availability rule, spelled out independently. */
  const availableKeys = async (platform: 'desktop' | 'mobile', ios: boolean): Promise<string[]> => {
    const { rows } = await service.db.query<{ key: string }>(
      `SELECT key FROM games WHERE is_active AND ${platform} AND (ios OR NOT $1::boolean) ORDER BY key`,
      [ios],
    );
    return rows.map((row) => row.key);
  };

  it('carries every available game as a compact row with dictionaries of suppliers and groups', async () => {
    const body = await index('locale=en&platform=desktop');
    expect(body).toMatchObject({ locale: 'en', serverSearch: false });
    expect(body.games).toHaveLength(body.total);
    expect(body.games.map(([key]) => key).sort()).toEqual(await availableKeys('desktop', false));
    const lobby = (await get('/api/v1/casino/lobby?locale=en&devicePlatform=desktop')).json<{ gameCount: number }>();
    expect(body.total).toBe(lobby.gameCount);
    expect(body.suppliers.length).toBeGreaterThan(1);
    expect(body.suppliers.every((supplier) => supplier.code !== '' && supplier.name !== '')).toBe(true);
    expect(body.groups).toEqual(expect.arrayContaining(['Slots', 'Live Casino']));
    for (const [key, title, supplier, groups, playingCount, releasedAt] of body.games) {
      expect(key).toMatch(/^[^:]+:.+$/);
      expect(title.trim()).not.toBe('');
      expect(body.suppliers[supplier]).toBeDefined();
      expect(groups.every((group) => body.groups[group] !== undefined)).toBe(true);
      expect(Number.isInteger(playingCount) && playingCount >= 0).toBe(true);
      expect(Number.isInteger(releasedAt) && releasedAt > 0).toBe(true);
    }
    // Most played first, then by key: the first rows are the trending ones.
    const order = body.games.map(([key, , , , playing]) => ({ key, playing }));
    const sorted = [...order].sort((a, b) => b.playing - a.playing || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    expect(order).toEqual(sorted);
  });

  it('matches GET games: supplier, groups, player count and release instant of each game', async () => {
    const body = await index('locale=en&platform=desktop');
    const keys = body.games.slice(0, 40).map(([key]) => key);
    const page = (await get(`/api/v1/casino/games?key=${keys.join(',')}&limit=100`)).json<RawGamesPage>();
    expect(page.data).toHaveLength(keys.length);
    for (const game of page.data) {
      const row = body.games.find(([key]) => key === `${game.aggregator}:${game.code}`);
      if (!row) throw new Error(`no row for ${game.code}`);
      const [, , supplier, groups, playingCount, releasedAt] = row;
      expect(body.suppliers[supplier]?.code).toBe(game.supplier);
      expect(groups.map((group) => body.groups[group])).toEqual(game.groups.map((group) => group.name));
      expect(playingCount).toBe(game.playingCount);
      expect(releasedAt).toBe(Math.floor(Date.parse(game.releasedAt) / 1000));
    }
  });

  it('carries each game’s volatility (its index in VOLATILITIES, -1 unknown) and RTP (0 unknown) as GET games’ facts say', async () => {
    const body = await index('locale=en&platform=desktop');
    const page = (await get('/api/v1/casino/games?platform=desktop&isActive=true&limit=500')).json<RawGamesPage>();
    const rows = new Map(body.games.map((row) => [row[0], row]));
    let known = 0;
    for (const game of page.data) {
      const row = rows.get(`${game.aggregator}:${game.code}`);
      if (!row) continue;
      const [, , , , , , volatility, rtp] = row;
      expect(volatility).toBe(game.facts?.volatility ? VOLATILITIES.indexOf(game.facts.volatility) : -1);
      expect(rtp).toBe(game.facts?.rtp ?? 0);
      if (rtp > 0 && volatility >= 0) known += 1;
    }
    expect(known).toBeGreaterThan(100);
    expect(body.games.some(([, , , , , , volatility]) => volatility === -1)).toBe(true);
  });

  it('localizes titles as GET games does, the raw title cleaned up where there is none', async () => {
    const body = await index('locale=es-mx&platform=desktop');
    expect(body.locale).toBe('es-mx');
    const titles = new Map(body.games.map(([key, title]) => [key, title]));
    const page = (
      await get('/api/v1/casino/games?locale=es-mx&platform=desktop&isActive=true&limit=500')
    ).json<RawGamesPage>();
    let untitled = 0;
    for (const game of page.data) {
      const shown = titles.get(`${game.aggregator}:${game.code}`);
      if (game.title !== null) expect(shown).toBe(game.title);
      else {
        untitled += 1;
        expect(shown).toBe(
          game.rawTitle
            .split(/[_.-]+/)
            .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
            .join(' '),
        );
      }
    }
    // The seed leaves some games without an English title, to exercise the fallback.
    expect(untitled).toBeGreaterThan(0);
  });

  it.each([
    ['a title with spaces around it', { title: '  Padded Gold  ', raw: 'padded_gold' }, 'Padded Gold'],
    ['a raw title with runs of separators', { title: null, raw: '__mega--JOKER.deluxe_' }, 'Mega JOKER Deluxe'],
    ['nothing but separators', { title: null, raw: '_-_' }, 'srch-empty-raw'],
  ])('shows %s as the lobby would', async (_case, game, shown) => {
    const code = shown === 'srch-empty-raw' ? shown : `srch-${game.raw.replace(/[^a-z]/gi, '')}`;
    await service.db.query(
      `INSERT INTO games (key, aggregator, code, raw_title, supplier, mobile, desktop, released_at)
       VALUES ('bragg:' || $1, 'bragg', $1, $2, 'bragg', true, true, now())`,
      [code, game.raw],
    );
    if (game.title !== null) {
      await service.db.query(`INSERT INTO game_titles (game_key, locale, title) VALUES ('bragg:' || $1, 'en', $2)`, [
        code,
        game.title,
      ]);
    }
    const body = await index('platform=desktop');
    expect(body.games.find(([key]) => key === `bragg:${code}`)?.[1]).toBe(shown);
  });

  it('filters by platform and iOS with the lobby rule', async () => {
    const mobile = await index('platform=mobile');
    expect(mobile.games.map(([key]) => key).sort()).toEqual(await availableKeys('mobile', false));
    const ios = await index('platform=mobile&ios=true');
    expect(ios.games.map(([key]) => key).sort()).toEqual(await availableKeys('mobile', true));
    expect(ios.total).toBeLessThan(mobile.total);
  });

  it('is cached per variant with an ETag, compressed by Accept-Encoding, and rebuilt when content changes', async () => {
    const url = `${INDEX}?locale=fr&platform=desktop`;
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(String(br.headers.vary)).toContain('accept-encoding');
    const etag = String(br.headers.etag);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(etag);
    expect(gunzipSync(gzip.rawPayload).equals(brotliDecompressSync(br.rawPayload))).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(brotliDecompressSync(br.rawPayload).toString());
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const [first] = plain.json<RawSearchIndex>().games;
    if (!first) throw new Error('empty index');
    await service.db.query(
      `INSERT INTO game_titles (game_key, locale, title) VALUES ($1, 'fr', 'Le Grand Test')
      ON CONFLICT (game_key, locale) DO UPDATE SET title = excluded.title`,
      [first[0]],
    );
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<RawSearchIndex>().games.find(([key]) => key === first[0])?.[1]).toBe('Le Grand Test');
  });

  it.each([
    ['no platform', 'locale=en'],
    ['an unknown platform', 'platform=tv'],
    ['an unknown locale', 'platform=desktop&locale=xx'],
    ['a non-boolean ios', 'platform=desktop&ios=maybe'],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await get(`${INDEX}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('querystring') });
  });
});

describe('GET search-index past SEARCH_INDEX_MAX_GAMES', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(BACKENDS[0], { searchIndexMaxGames: 50 });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  it('sends only the most played games and asks for server search', async () => {
    const response = await service.app.inject({ method: 'GET', url: `${INDEX}?platform=desktop` });
    const body = response.json<RawSearchIndex>();
    expect(body.serverSearch).toBe(true);
    expect(body.total).toBeGreaterThan(50);
    expect(body.games).toHaveLength(SEARCH_INDEX_TRENDING);
    const { rows } = await service.db.query<{ count: number }>(
      `SELECT COALESCE(pc.count, 0) AS count FROM games g LEFT JOIN player_counts pc ON pc.game_key = g.key
       WHERE g.is_active AND g.desktop ORDER BY 1 DESC LIMIT $1`,
      [SEARCH_INDEX_TRENDING],
    );
    expect(body.games.map(([, , , , playingCount]) => playingCount)).toEqual(rows.map((row) => row.count));
    // The dictionaries still name every supplier and group on the platform, for the filters.
    const full = await service.db.query<{ n: number }>(
      'SELECT count(DISTINCT supplier)::int AS n FROM games WHERE is_active AND desktop',
    );
    expect(body.suppliers).toHaveLength(full.rows[0]?.n ?? -1);
  });
});
