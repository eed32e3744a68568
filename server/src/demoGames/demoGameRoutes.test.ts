import { BACKENDS } from '../../test/testDatabases';
import { DEV_AUTH, startTestService, type TestService } from '../../test/testApp';
import { DEMO_GAME_CSP } from './demoGameRoutes';
import { demoGameKind, renderDemoGamePage } from './demoGamePage';

describe('demoGameKind', () => {
  test.each([
    ['bragg', 'slot'],
    ['haba', 'slot'],
    ['inhouse', 'slot'],
    ['asiagaming', 'table'],
    ['sicbo', 'table'],
    ['atg99', 'crash'],
    ['atg101', 'crash'],
    ['toString', 'slot'],
  ])('%s plays a %s', (aggregator, kind) => {
    expect(demoGameKind(aggregator)).toBe(kind);
  });

  test('the page escapes what it shows and runs nothing inline', () => {
    const html = renderDemoGamePage({ aggregator: 'bragg', code: 'x"y', title: '<img src=x onerror=alert(1)>', kind: 'slot', mode: 'real' });
    expect(html).not.toContain('<img');
    expect(html).toContain('data-code="x&quot;y"');
    expect(html).not.toMatch(/<script>|<style|<[^>]*\son\w+=/);
  });

  test.each([
    ['fun', true],
    ['real', false],
  ] as const)('a %s game says whether it plays with fun money', (mode, fun) => {
    const html = renderDemoGamePage({ aggregator: 'bragg', code: 'gold', title: 'Gold', kind: 'slot', mode });
    expect(html).toContain(`data-mode="${mode}"`);
    expect(html.includes('>Fun money</p>')).toBe(fun);
    expect(html).toContain(fun ? '>Fun balance <output id="balance">' : '>Balance <output id="balance">');
  });
});

describe.each(BACKENDS)('GET /demo-games on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (url: string) => service.app.inject({ method: 'GET', url });

  test('serves the launch address of a game as a framable page under its own CSP', async () => {
    const game = (await service.db.query<{ key: string }>("SELECT key FROM games WHERE is_active AND mobile AND aggregator = 'atg99' ORDER BY key LIMIT 1")).rows[0];
    const launch = await service.app.inject({
      method: 'POST',
      url: '/api/v1/casino/games/launch',
      headers: DEV_AUTH,
      payload: { gameKey: game?.key, locale: 'en', platform: 'mobile' },
    });
    const page = await get(launch.json<{ url: string }>().url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(DEMO_GAME_CSP);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('data-kind="crash"');
    expect(page.body).toContain('<script src="/demo-games/assets/demo-game.js"></script>');
  });

  test('plays a game that has a demo for fun money with mode=fun, and refuses fun mode for one without', async () => {
    const { rows } = await service.db.query<{ aggregator: string; code: string; has_demo: boolean }>(
      `(SELECT aggregator, code, has_demo FROM games WHERE has_demo ORDER BY key LIMIT 1)
       UNION ALL (SELECT aggregator, code, has_demo FROM games WHERE NOT has_demo ORDER BY key LIMIT 1)`,
    );
    const [demo, noDemo] = rows;
    const path = (game: typeof demo) => `/demo-games/${game?.aggregator ?? ''}/${game?.code ?? ''}`;
    const fun = await get(`${path(demo)}?locale=en&platform=desktop&mode=fun`);
    expect(fun.statusCode).toBe(200);
    expect(fun.body).toContain('data-mode="fun"');
    expect(fun.body).toContain('Fun money');
    for (const url of [path(demo), `${path(demo)}?mode=Fun`, `${path(demo)}?mode=fun&mode=fun`, `${path(noDemo)}?mode=real`]) {
      const real = await get(url);
      expect(real.statusCode).toBe(200);
      expect(real.body).toContain('data-mode="real"');
      expect(real.body).not.toContain('Fun money');
    }
    expect((await get(`${path(noDemo)}?mode=fun`)).statusCode).toBe(404);
  });

  test('matches the code case-insensitively, as the launch does', async () => {
    const game = (await service.db.query<{ aggregator: string; code: string }>("SELECT aggregator, code FROM games WHERE aggregator = 'asiagaming' LIMIT 1")).rows[0];
    const page = await get(`/demo-games/${game?.aggregator ?? ''}/${(game?.code ?? '').toLowerCase()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-code="${game?.code ?? ''}"`);
  });

  test.each([
    ['demo-game.js', 'text/javascript; charset=utf-8', "var SOURCE = 'casino-game';"],
    ['demo-game.css', 'text/css; charset=utf-8', '.reel'],
  ])('serves %s', async (file, type, text) => {
    const response = await get(`/demo-games/assets/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-security-policy']).toBe(DEMO_GAME_CSP);
    expect(response.body).toContain(text);
  });

  test.each([
    '/demo-games/bragg/no-such-game-0',
    '/demo-games/nowhere/book',
    '/demo-games/assets/seed.ts',
    '/demo-games/assets/..%2fdemoGamePage.ts',
    '/demo-games/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/demo-games/..%2f..%2fpackage.json',
    '/demo-games/bragg/..%2f..%2fpackage.json',
    '/demo-games/bragg/a/b',
    '/demo-games/',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('casino-game');
    expect(response.body).not.toContain('"name"');
  });
});
