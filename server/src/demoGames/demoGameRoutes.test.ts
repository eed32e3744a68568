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
    const html = renderDemoGamePage({ aggregator: 'bragg', code: 'x"y', title: '<img src=x onerror=alert(1)>', kind: 'slot' });
    expect(html).not.toContain('<img');
    expect(html).toContain('data-code="x&quot;y"');
    expect(html).not.toMatch(/<script>|<style|<[^>]*\son\w+=/);
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
