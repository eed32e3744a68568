import type { RawGamesPage } from '@lobby/shared';
import { BACKENDS } from '../../../test/testDatabases';
import { startTestService, type TestService } from '../../../test/testApp';

/**
 * Games with a word the seed never uses, one per tier of the matcher, the less relevant the
 * more played, so the order shows that relevance comes first.
 */
const GAMES = [
  { code: 'zephyr', title: 'Zephyr', supplier: 'haba', playing: 10, desktop: true, rtp: 96.5, volatility: 'high' },
  { code: 'zephyr-gold', title: 'Zephyr Gold', supplier: 'bragg', playing: 20, desktop: true, rtp: 94, volatility: 'low' },
  { code: 'golden-zephyrus', title: 'Golden Zephyrus', supplier: 'haba', playing: 30, desktop: true, rtp: null, volatility: null },
  { code: 'zehpyr-storm', title: 'Zehpyr Storm', supplier: 'oryx', playing: 40, desktop: true, rtp: 97.2, volatility: 'high' },
  { code: 'zephyr-pocket', title: 'Zephyr Pocket', supplier: 'haba', playing: 50, desktop: false, rtp: 95, volatility: 'medium' },
] as const;

describe.each(BACKENDS)('GET games/search on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    for (const game of GAMES) {
      await service.db.query(
        `INSERT INTO games (key, aggregator, code, raw_title, supplier, mobile, desktop, released_at, rtp, volatility)
         VALUES ('srch:' || $1, 'srch', $1, $1, $2, true, $3, now() - $4 * interval '1 day', $5, $6)`,
        [game.code, game.supplier, game.desktop, game.playing, game.rtp, game.volatility],
      );
      await service.db.query(`INSERT INTO game_titles (game_key, locale, title) VALUES ('srch:' || $1, 'en', $2)`, [
        game.code,
        game.title,
      ]);
      await service.db.query(`INSERT INTO player_counts (game_key, count) VALUES ('srch:' || $1, $2)`, [
        game.code,
        game.playing,
      ]);
    }
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (query: string) => service.app.inject({ method: 'GET', url: `/api/v1/casino/games/search?${query}` });
  const search = async (query: string): Promise<RawGamesPage> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json<RawGamesPage>();
  };
  const codes = (page: RawGamesPage): string[] => page.data.map((game) => game.code);

  it('ranks as the panel does: exact title, title prefix, every word by prefix, typo', async () => {
    const page = await search('q=zephyr&platform=desktop');
    expect(codes(page)).toEqual(['zephyr', 'zephyr-gold', 'golden-zephyrus', 'zehpyr-storm']);
    expect(page.total).toBe(4);
    // Whole games, as GET games sends them.
    expect(page.data[0]).toMatchObject({
      code: 'zephyr',
      title: 'Zephyr',
      supplier: 'haba',
      playingCount: 10,
      groups: [],
    });
  });

  it('sorts, filters by provider and pages the ranked games', async () => {
    expect(codes(await search('q=zephyr&platform=desktop&sort=popular'))).toEqual([
      'zehpyr-storm',
      'golden-zephyrus',
      'zephyr-gold',
      'zephyr',
    ]);
    expect(codes(await search('q=zephyr&platform=desktop&sort=new'))).toEqual([
      'zephyr',
      'zephyr-gold',
      'golden-zephyrus',
      'zehpyr-storm',
    ]);
    expect(codes(await search('q=zephyr&platform=desktop&sort=za'))).toEqual([
      'zephyr-gold',
      'zephyr',
      'zehpyr-storm',
      'golden-zephyrus',
    ]);
    expect(codes(await search('q=zephyr&platform=desktop&providers=HABA,oryx'))).toEqual([
      'zephyr',
      'golden-zephyrus',
      'zehpyr-storm',
    ]);
    const first = await search('q=zephyr&platform=desktop&limit=2');
    expect(codes(first)).toEqual(['zephyr', 'zephyr-gold']);
    expect(first.total).toBe(4);
  });

  it('filters by volatility (a game of unknown volatility matches none) and sorts by RTP, unknown last', async () => {
    const high = await search('q=zephyr&platform=desktop&volatility=high');
    expect(codes(high)).toEqual(['zephyr', 'zehpyr-storm']);
    expect(high.total).toBe(2);
    expect(high.data[0]?.facts).toMatchObject({ rtp: 96.5, volatility: 'high' });
    expect(codes(await search('q=zephyr&platform=desktop&sort=rtp'))).toEqual([
      'zehpyr-storm',
      'zephyr',
      'zephyr-gold',
      'golden-zephyrus',
    ]);
    expect(codes(await search('q=zephyr&platform=desktop&volatility=low,high&sort=rtp&providers=haba,bragg'))).toEqual([
      'zephyr',
      'zephyr-gold',
    ]);
  });

  it('offers the games of the platform only, and finds by supplier and title words together', async () => {
    expect(codes(await search('q=zephyr pocket&platform=desktop'))).toEqual([]);
    expect(codes(await search('q=zephyr pocket&platform=mobile'))).toEqual(['zephyr-pocket']);
    // Neither title starts with "habanero": both match every word by prefix, the more played first.
    expect(codes(await search('q=habanero zephyr&platform=desktop'))).toEqual(['golden-zephyrus', 'zephyr']);
  });

  it('answers an empty page when nothing matches or nothing is left to match', async () => {
    expect(await search('q=xylophonist&platform=desktop')).toEqual({ data: [], total: 0 });
    expect(await search(`q=${encodeURIComponent('!!!')}&platform=desktop`)).toEqual({ data: [], total: 0 });
  });

  it.each([
    ['a query of two characters', 'q=%20ze%20&platform=desktop', 'too short'],
    ['no query', 'platform=desktop', 'q'],
    ['a query past 100 characters', `q=${'z'.repeat(101)}&platform=desktop`, 'q'],
    ['no platform', 'q=zephyr', 'platform'],
    ['an unknown sort', 'q=zephyr&platform=desktop&sort=best', 'sort'],
    ['a limit past 200', 'q=zephyr&platform=desktop&limit=201', 'limit'],
    ['an unknown volatility', 'q=zephyr&platform=desktop&volatility=extreme', 'volatility'],
    ['a volatility in the wrong case', 'q=zephyr&platform=desktop&volatility=High', 'volatility'],
    [
      '51 providers',
      `q=zephyr&platform=desktop&providers=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')}`,
      'providers',
    ],
  ])('refuses %s with 400 and a message', async (_case, query, named) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(named) });
  });
});
