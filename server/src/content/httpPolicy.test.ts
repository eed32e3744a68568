import Fastify from 'fastify';
import { BACKENDS } from '../../test/testDatabases';
import { DEV_AUTH, startTestService, type TestService } from '../../test/testApp';

describe('HTTP policy of the content service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(BACKENDS[0], { rateLimitMax: 40, proxyOrigins: ['https://eu.example.org/'] });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  it.each([
    ['/api/v1/casino/lobby?locale=xx', 'querystring/locale'],
    ['/api/v1/casino/lobby?devicePlatform=tv', 'querystring/devicePlatform'],
    ['/api/v1/casino/lobby?userStatuses=Guest,Admin', 'querystring/userStatuses'],
    ['/api/v1/casino/lobby?country=USA', 'querystring/country'],
    ['/api/v1/casino/games?limit=0', 'querystring/limit'],
    ['/api/v1/casino/games?offset=-1', 'querystring/offset'],
    ['/api/v1/casino/games?platform=tv', 'querystring/platform'],
    ['/api/v1/casino/games?isActive=maybe', 'querystring/isActive'],
    ['/api/v1/casino/licenses?country=1', 'querystring/country'],
    ['/api/v1/casino/bonuses?timestamp=abc', 'querystring/timestamp'],
  ])('rejects %s with a 400 naming the field', async (url, field) => {
    const response = await service.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(field) });
  });

  it('validates bodies: required fields, types and size', async () => {
    const missing = await service.app.inject({ method: 'POST', url: '/api/games/recently-played', headers: DEV_AUTH, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('gameId');
    const wrongType = await service.app.inject({ method: 'POST', url: '/api/haba/logout', headers: DEV_AUTH, payload: { gameId: [] } });
    expect(wrongType.statusCode).toBe(400);
    const large = await service.app.inject({
      method: 'POST',
      url: '/api/games/recently-played',
      headers: { ...DEV_AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ gameId: 'x'.repeat(10_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: 'Payload Too Large' });
    const notJson = await service.app.inject({
      method: 'POST',
      url: '/api/haba/logout',
      headers: { ...DEV_AUTH, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('sets security headers on API responses, without blocking cross-origin images', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/config/proxies.json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.json()).toMatchObject({
      config: { proxies: { casino: ['/api/v1/casino', 'https://eu.example.org/api/v1/casino'] } },
    });
  });

  it('answers JSON 404s under its prefixes and leaves other paths to the host app', async () => {
    const api = await service.app.inject({ method: 'GET', url: '/api/v1/casino/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
    const spaApp = Fastify();
    const { contentService } = await import('./plugin');
    await spaApp.register(contentService, { dataDir: '', seedGames: 0, database: service.db });
    spaApp.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<html>spa</html>'));
    const spa = await spaApp.inject({ method: 'GET', url: '/bonus/12' });
    expect(spa.body).toBe('<html>spa</html>');
    expect(spa.headers['content-security-policy']).toBeUndefined();
    expect(spa.headers['x-frame-options']).toBeUndefined();
    await spaApp.close();
  });

  it('rate-limits API calls per client with 429, but not images', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await service.app.inject({ method: 'GET', url: '/images/labels/new/desktop.svg' })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push((await service.app.inject({ method: 'GET', url: '/api/v1/casino/licenses?country=MX' })).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await service.app.inject({ method: 'GET', url: '/api/v1/casino/licenses' });
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    // Another player behind the same address has a budget of their own.
    expect((await service.app.inject({ method: 'GET', url: '/api/games/favourite-games', headers: DEV_AUTH })).statusCode).toBe(200);
  });
});
