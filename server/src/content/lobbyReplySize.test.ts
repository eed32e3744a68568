import { LOBBY_BLOCK_GAMES, type RawGame, type RawGamesPage, type RawLobbyResponse } from '@lobby/shared';
import { BACKENDS } from '../../test/testDatabases';
import { startTestService, type TestService } from '../../test/testApp';
import { TEST_SEED_GAMES } from '../../test/testEnvironment';

describe.each(BACKENDS)('a lobby reply sized to the screen, and GET games, on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (url: string) => service.app.inject({ method: 'GET', url });
  const lobbyBody = async (query = 'locale=en&devicePlatform=desktop&userStatuses=LoggedIn'): Promise<string> => {
    const response = await get(`/api/v1/casino/lobby?${query}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const games = async (query: string): Promise<RawGamesPage> => {
    const response = await get(`/api/v1/casino/games?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<RawGamesPage>();
  };

  it('carries each block’s first games with its count, and only the games it shows, as cards', async () => {
    const body = JSON.parse(await lobbyBody()) as RawLobbyResponse;
    const shown = new Set(body.games.map((game) => `${game.aggregator}:${game.code}`));
    const blockKeys = new Set<string>();
    for (const block of body.blocks) {
      expect(block.games.length).toBeLessThanOrEqual(LOBBY_BLOCK_GAMES);
      expect(block.gameCount).toBeGreaterThanOrEqual(block.games.length);
      for (const key of block.games) {
        expect(shown.has(key)).toBe(true);
        blockKeys.add(key);
      }
    }
    const big = body.blocks.find((block) => (block.gameCount ?? 0) > LOBBY_BLOCK_GAMES);
    expect(big?.games).toHaveLength(LOBBY_BLOCK_GAMES);
    for (const banner of [...body.banners, ...body.pokerBanners]) for (const key of banner.games) expect(shown.has(key)).toBe(true);
    expect(body.games.length).toBeLessThan(body.gameCount ?? 0);
    // The card shape leaves out what only a full game page or a filter reads.
    expect(body.games.every((game) => !('groups' in game) && !('bets' in game))).toBe(true);
    expect(body.games[0]?.image.desktop).toMatch(/^\/images\//);
    expect(body.games[0]?.image.mobile).toMatch(/^\/images\//);
    expect(body.suppliers.every((supplier) => (supplier.gameCount ?? 0) >= 0)).toBe(true);
    const { total } = await games('platform=desktop&isActive=true&limit=1');
    expect(body.gameCount).toBe(total);
  });

  it('keeps its size when the catalogue grows fourfold', async () => {
    const before = await lobbyBody();
    const { rows } = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(rows[0]?.n).toBe(TEST_SEED_GAMES);
    // Three copies of every game: the blocks stay as the editors left them, each is capped anyway.
    for (const copy of [1, 2, 3]) {
      await service.db.query(
        `INSERT INTO games (key, aggregator, code, raw_title, info, supplier, mobile, desktop, supports_free_rounds, is_active, ios,
           image_desktop, image_mobile, released_at, supported_locales)
         SELECT aggregator || ':' || code || '-c' || $1, aggregator, code || '-c' || $1, raw_title, info, supplier, mobile, desktop,
           supports_free_rounds, is_active, ios, image_desktop, image_mobile, released_at - interval '1 day' * $1::int, supported_locales
         FROM games WHERE code NOT LIKE '%-c_'`,
        [copy],
      );
    }
    const after = await lobbyBody();
    expect((JSON.parse(after) as RawLobbyResponse).gameCount).toBeGreaterThan(3 * TEST_SEED_GAMES);
    // Only the counts' digits may grow.
    expect(Math.abs(after.length - before.length) / before.length).toBeLessThan(0.01);
    await service.db.query(`DELETE FROM games WHERE code LIKE '%-c_'`);
  });

  it('lists a block’s games in CMS order, paged, or sorted when asked', async () => {
    const body = JSON.parse(await lobbyBody()) as RawLobbyResponse;
    const block = body.blocks.find((candidate) => (candidate.gameCount ?? 0) > LOBBY_BLOCK_GAMES);
    if (block === undefined) throw new Error('the seed has a block with more games than a slider shows');
    const query = `block=${block.id}&platform=desktop&isActive=true`;
    const first = await games(`${query}&limit=${LOBBY_BLOCK_GAMES}`);
    expect(first.total).toBe(block.gameCount);
    expect(first.data.map((game) => `${game.aggregator}:${game.code}`)).toEqual(block.games);
    const all = await games(`${query}&limit=500`);
    const second = await games(`${query}&limit=5&offset=5`);
    expect(second.data).toEqual(all.data.slice(5, 10));
    const newest = await games(`${query}&sort=new&limit=500`);
    const released = newest.data.map((game) => Date.parse(game.releasedAt));
    expect(released).toEqual([...released].sort((a, b) => b - a));
  });

  it('sorts by popularity and title in SQL, and filters by provider, label and exact keys', async () => {
    const titleOf = (game: RawGame): string => (game.title ?? game.rawTitle).toLowerCase();
    const az = (await games('supplier=HABA&sort=az&limit=500')).data;
    expect(az.length).toBeGreaterThan(1);
    expect(az.every((game) => game.supplier === 'haba')).toBe(true);
    const titles = az.map(titleOf);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const za = (await games('supplier=haba&sort=za&limit=500')).data.map(titleOf);
    expect(za).toEqual([...titles].reverse());
    const popular = (await games('sort=popular&limit=500')).data.map((game) => game.playingCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));

    const { rows } = await service.db.query<{ label_id: string; n: number }>(
      'SELECT label_id, count(*)::int AS n FROM game_labels GROUP BY label_id ORDER BY label_id LIMIT 1',
    );
    const label = rows[0];
    if (label === undefined) throw new Error('the seed labels games');
    const labelled = await games(`label=${label.label_id}&limit=500`);
    expect(labelled.total).toBe(label.n);
    expect(labelled.data.every((game) => game.labels.includes(label.label_id))).toBe(true);

    const picked = az.slice(0, 3).map((game) => `${game.aggregator}:${game.code}`);
    const byKey = await games(`key=${[...picked, 'bragg:no-such-game'].map((key) => key.toUpperCase()).join(',')}`);
    expect(byKey.data.map((game) => `${game.aggregator}:${game.code}`).sort()).toEqual([...picked].sort());
    expect(byKey.total).toBe(3);
  });

  it.each([
    ['sort=random', 'querystring/sort'],
    ['key=bragg:', 'querystring/key'],
    [`key=${Array.from({ length: 101 }, (_, i) => `bragg:g${String(i)}`).join(',')}`, 'querystring/key'],
    ['block=bad%20id', 'querystring/block'],
    ['label=a,,b', 'querystring/label'],
    ['limit=501', 'querystring/limit'],
  ])('refuses %s', async (query, where) => {
    const response = await get(`/api/v1/casino/games?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(where);
  });

  it('lets caches keep a page briefly', async () => {
    const response = await get('/api/v1/casino/games?limit=1');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
