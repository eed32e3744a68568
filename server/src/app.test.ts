import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEV_AUTH, startTestServer } from '../test/testApp';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The API calls one page load of the lobby makes (host start-up, catalogue, player data). */
const PAGE_LOAD = [
  '/config/proxies.json',
  '/i18n/manifest.json',
  '/i18n/content/en/dev/src/lang/en.json?timestamp=1',
  '/api/v1/casino/licenses?country=CW',
  '/api/v1/casino/domain_config?platform=desktop',
  '/cms/appconfig/app-configs/lobby',
  '/api/v1/casino/lobby?locale=en&devicePlatform=desktop&userStatuses=LoggedIn',
  '/api/v1/casino/bonuses?locale=en&timestamp=1',
  '/api/games/favourite-games',
  '/api/games/recently-played',
  '/api/player/freerounds',
];

const statuses = async (app: FastifyInstance, count: number, headers: (i: number) => Record<string, string>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    seen.push((await app.inject({ method: 'GET', url: '/api/v1/casino/licenses', headers: headers(i) })).statusCode);
  }
  return seen;
};

describe('the server process', () => {
  describe('with its defaults', () => {
    let server: Server;
    beforeAll(async () => {
      server = await startTestServer();
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('keeps 60 whole page loads a minute from one address inside the rate limit', async () => {
      for (let load = 0; load < 60; load += 1) {
        for (const url of PAGE_LOAD) {
          const response = await server.app.inject({ method: 'GET', url, headers: DEV_AUTH, remoteAddress: '10.9.9.9' });
          expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        }
      }
    }, 120_000);

    it('trusts no X-Forwarded-For: rotating it buys no new budget', async () => {
      const seen = await statuses(server.app, 1010, (i) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 200}` }));
      expect(seen.filter((status) => status === 429).length).toBeGreaterThan(0);
    }, 60_000);

    it('answers a malformed URL in the one error shape', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/%zz-secret-probe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: 'The request is malformed.' });
    });
  });

  it('with TRUST_PROXY naming the proxy, limits each forwarded client on its own', async () => {
    const server = await startTestServer({ trustProxy: ['127.0.0.1'], rateLimitMax: 20 });
    try {
      const client = (address: string) => () => ({ 'x-forwarded-for': address });
      expect((await statuses(server.app, 25, client('203.0.113.7'))).slice(20)).toEqual(Array(5).fill(429));
      expect(await statuses(server.app, 5, client('203.0.113.8'))).toEqual(Array(5).fill(200));
    } finally {
      await server.close();
    }
  }, 60_000);

  it('cuts off a client that trickles its request body', async () => {
    const server = await startTestServer({ requestTimeoutMs: 1500 });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const closedAfterMs = await new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/haba/logout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'X-UserId: dev-player-1\r\nX-SessionId: dev-session-1\r\nContent-Length: 200\r\n\r\n{',
          );
        });
        // One byte every 200 ms keeps an idle timeout happy for ever.
        const trickle = setInterval(() => socket.write(' '), 200);
        const stop = setTimeout(() => reject(new Error('the trickling request was never cut off')), 8000);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(trickle);
          clearTimeout(stop);
          resolve(Date.now() - started);
        });
      });
      expect(closedAfterMs).toBeLessThan(4000);
    } finally {
      await server.close();
    }
  }, 30_000);
});
