import { ANALYTICS_WRITE_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@lobby/shared';
import Fastify from 'fastify';
import { BACKENDS } from '../../test/testDatabases';
import { DEV_AUTH, startTestService, type TestService } from '../../test/testApp';

/** Each test sends from its own address: the rate limits are per address. */
let nextAddress = 1;
const newAddress = (): string => {
  nextAddress += 1;
  return `10.1.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
};

describe('HTTP policy of the content service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(BACKENDS[0], {
      rateLimitMax: 40,
      authFailureLimit: 10,
      proxyOrigins: ['https://eu.example.org/', 'https://us.example.org/lobby'],
    });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const inject = (options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'; url: string; headers?: Record<string, string>; payload?: string | object; remoteAddress?: string }) =>
    service.app.inject({ method: options.method ?? 'GET', remoteAddress: options.remoteAddress ?? newAddress(), ...options });

  it.each([
    'country=USA',
    'country=1',
    'country=U%24',
    'country=US&country=MT',
    'locale=xx',
    'devicePlatform=tv',
    'userStatuses=Guest%3BAdmin',
    'userStatuses=Guest,VIP',
    'brand=%20',
    `brand=${'x'.repeat(40)}`,
    `lobbyPlatform=${'x'.repeat(200)}`,
    'useCodeTitle=maybe',
    'isIos=2',
  ])('answers the lobby for ?%s with the default lobby, never a 400 (SPEC §5/§8: an invalid value is ignored)', async (query) => {
    const reference = await inject({ url: '/api/v1/casino/lobby' });
    const response = await inject({ url: `/api/v1/casino/lobby?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(reference.headers.etag);
    expect(response.json()).toMatchObject({ country: null, locale: 'en' });
  });

  it('keeps the good values of a lobby query beside an odd one', async () => {
    const reference = await inject({ url: '/api/v1/casino/lobby?devicePlatform=mobile&country=kr' });
    const response = await inject({ url: '/api/v1/casino/lobby?devicePlatform=mobile&country=kr&brand=%20&locale=xx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(reference.headers.etag);
  });

  it.each([
    ['/api/v1/casino/games?limit=0', 'querystring/limit'],
    ['/api/v1/casino/games?offset=-1', 'querystring/offset'],
    ['/api/v1/casino/games?platform=tv', 'querystring/platform'],
    ['/api/v1/casino/games?isActive=maybe', 'querystring/isActive'],
    ['/api/v1/casino/licenses?country=1', 'querystring/country'],
    ['/api/v1/casino/bonuses?timestamp=abc', 'querystring/timestamp'],
  ])('rejects %s with a 400 naming the field', async (url, field) => {
    const response = await inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(field) });
  });

  it('validates bodies: required fields, types and size', async () => {
    const missing = await inject({ method: 'POST', url: '/api/games/recently-played', headers: DEV_AUTH, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('gameId');
    const wrongType = await inject({ method: 'POST', url: '/api/haba/logout', headers: DEV_AUTH, payload: { gameId: [] } });
    expect(wrongType.statusCode).toBe(400);
    const large = await inject({
      method: 'POST',
      url: '/api/games/recently-played',
      headers: { ...DEV_AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ gameId: 'x'.repeat(10_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'Payload Too Large', message: expect.any(String) });
    const notJson = await inject({
      method: 'POST',
      url: '/api/haba/logout',
      headers: { ...DEV_AUTH, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it.each([
    ['a number too large for JSON (Infinity)', '{"gameId":1e400}', 'gameId'],
    ['a boolean', '{"gameId":true}', 'gameId'],
    ['an array where one value is expected', '{"gameId":[10]}', 'gameId'],
    ['a negative number', '{"gameId":-1}', 'gameId'],
    ['a fraction', '{"gameId":1.5}', 'gameId'],
    ['an unsupported game id', '{"gameId":"999"}', 'gameId'],
    ['an extra property', '{"gameId":"10","amount":5}', 'amount'],
  ])('takes bodies as sent: %s is a 400 naming the field', async (_case, payload, field) => {
    const response = await inject({
      method: 'POST',
      url: '/api/haba/logout',
      headers: { ...DEV_AUTH, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(field) });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/haba/logout',
      headers: { ...DEV_AUTH, 'content-type': 'text/plain' },
      payload: '{"gameId":"10"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported Media Type', message: 'Send the body as application/json.' });
  });

  it.each([
    ['an unknown API path', { url: '/api/v1/casino/secret-probe-path' }, 404],
    ['an unknown CMS path', { url: '/cms/api/secret-probe-path' }, 404],
    ['an unknown image', { url: '/images/games/bragg/x/secret-probe-path.svg' }, 404],
    ['an unknown image kind', { url: '/images/secret-probe-path/x/desktop.svg' }, 404],
    ['a wrong method', { method: 'DELETE' as const, url: '/api/v1/casino/lobby?secret-probe-path' }, 404],
  ])('answers %s in the one error shape, echoing nothing', async (_case, request, status) => {
    const response = await inject(request);
    expect(response.statusCode).toBe(status);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(JSON.stringify(body)).not.toMatch(/secret-probe-path|FST_/);
  });

  it('sets security headers on API responses, without blocking cross-origin images', async () => {
    const response = await inject({ url: '/config/proxies.json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.json()).toMatchObject({
      config: { proxies: { casino: ['/api/v1/casino', 'https://eu.example.org/api/v1/casino', 'https://us.example.org/lobby/api/v1/casino'] } },
    });
  });

  it('allows the failover origins (and only them) to call it from a browser', async () => {
    const origin = 'https://us.example.org';
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/games/favourite-games',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-userid,x-sessionid' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-sessionid');
    // A failed-over write keeps its Idempotency-Key, and analytics their write key.
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(IDEMPOTENCY_KEY_HEADER);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(ANALYTICS_WRITE_KEY_HEADER);
    const call = await inject({ url: '/api/games/favourite-games', headers: { ...DEV_AUTH, origin } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(origin);
    const lobby = await inject({ url: '/api/v1/casino/lobby', headers: { origin } });
    expect(lobby.headers['access-control-allow-origin']).toBe(origin);
    expect(String(lobby.headers.vary)).toMatch(/origin/i);
    const stranger = await inject({ url: '/api/games/favourite-games', headers: { ...DEV_AUTH, origin: 'https://evil.example.com' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const strangerPreflight = await inject({
      method: 'OPTIONS',
      url: '/api/games/favourite-games',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(strangerPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers JSON 404s under its prefixes and leaves other paths to the host app', async () => {
    const api = await inject({ url: '/api/v1/casino/nothing' });
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

  it('rate-limits API calls per client address with 429, but not images', async () => {
    const address = newAddress();
    for (let i = 0; i < 50; i += 1) {
      expect((await inject({ url: '/images/labels/new/desktop.svg', remoteAddress: address })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push((await inject({ url: '/api/v1/casino/licenses?country=MX', remoteAddress: address })).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await inject({ url: '/api/v1/casino/licenses', remoteAddress: address });
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: expect.stringContaining('retry') });
    // Naming a player buys no budget of its own: anyone could invent ids.
    const asPlayer = await inject({ url: '/api/games/favourite-games', headers: DEV_AUTH, remoteAddress: address });
    expect(asPlayer.statusCode).toBe(429);
    // Another address is unaffected.
    expect((await inject({ url: '/api/games/favourite-games', headers: DEV_AUTH })).statusCode).toBe(200);
  });

  it('answers 429 to an address that keeps failing to authenticate, well before the rate limit', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const guess = { 'x-userid': `player-${i}`, 'x-sessionid': `guess-${i}` };
      statuses.push((await inject({ url: '/api/games/favourite-games', headers: guess, remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    // Even the right session waits: the address is the suspect, not the id.
    const blocked = await inject({ url: '/api/games/favourite-games', headers: DEV_AUTH, remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Public calls from it still work.
    expect((await inject({ url: '/api/v1/casino/licenses', remoteAddress: address })).statusCode).toBe(200);
  });
});
