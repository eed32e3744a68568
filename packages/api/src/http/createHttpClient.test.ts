import { createLobbyStorage, createMemoryStorage, type LobbyStorage } from '@lobby/storage';
import { RETRYABLE_STATUS_RANGES, RETRY_AFTER_MAX_MS } from '@lobby/domain';
import { DEFAULT_RETRY_STATUSES } from '../constants';
import type { ProxyKey } from '../proxyKeys';
import { deadServerUrl, hang, json, reply, reset, startFaultServer, type FaultServer } from '../testing/faultServer';
import { createHttpClient, type HttpClient } from './createHttpClient';
import type { SessionCredentials } from './requestHeaders';
import type { RetryEvent } from './retryPolicy';

// Far apart, so a reply delayed between them is reliably early for one and late for the other.
const TIMEOUTS = [100, 800];
const BASE_DELAY = 20;

let first: FaultServer;
let second: FaultServer;
let storage: LobbyStorage;
let logger: { warn: jest.Mock };

beforeAll(async () => {
  [first, second] = await Promise.all([startFaultServer(), startFaultServer()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});
beforeEach(() => {
  first.clear();
  second.clear();
  storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() } });
  logger = { warn: jest.fn() };
});

interface ClientSetup {
  readonly key?: ProxyKey;
  readonly baseUrls?: readonly string[];
  readonly session?: SessionCredentials | null;
  readonly cookie?: string | null;
  readonly now?: () => number;
  readonly onRetry?: (event: RetryEvent) => void;
}

function client(setup: ClientSetup = {}): HttpClient {
  const key = setup.key ?? 'casino';
  return createHttpClient({
    key,
    baseUrls: setup.baseUrls ?? [first.url, second.url],
    storage,
    getSession: () => setup.session,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? (setup.cookie ?? null) : null),
    timeoutsMs: TIMEOUTS,
    retryStatuses: key === 'casino' ? RETRYABLE_STATUS_RANGES : DEFAULT_RETRY_STATUSES,
    retryBaseDelayMs: BASE_DELAY,
    maxRetryAfterMs: RETRY_AFTER_MAX_MS,
    now: setup.now ?? Date.now,
    logger,
    adapter: 'fetch',
    onRetry: setup.onRetry,
  });
}

/** Which server got each request, as 'first' / 'second'. */
function order(): string[] {
  return [...first.requests, ...second.requests]
    .sort((a, b) => a.atMs - b.atMs)
    .map((request) => (request.server === first.url ? 'first' : 'second'));
}

describe('retry (axios-retry, SPEC §9)', () => {
  it('retries a 500 three times with exponential backoff, then raises it', async () => {
    first.route('GET', '/api/v1/casino/lobby', reply(500, { error: 'boom' }));
    await expect(client().request({ method: 'GET', path: '/lobby' })).rejects.toThrow(
      'Request failed with status code 500',
    );
    const attempts = first.requestsTo('GET', '/api/v1/casino/lobby');
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((attempt, index) => attempt.atMs - (attempts[index]?.atMs ?? 0));
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(BASE_DELAY * 2 ** index - 2));
    expect(second.requests).toHaveLength(0);
  });

  it('succeeds when a retry succeeds', async () => {
    first.route('GET', '/api/v1/casino/lobby', reply(503), reply(502), json({ ok: true }));
    await expect(client().request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(first.requests).toHaveLength(3);
  });

  it.each([
    [400, 4],
    [404, 4],
    [429, 4],
    [430, 1],
    [499, 1],
  ])('casino client: status %i -> %i attempts', async (status, attempts) => {
    first.route('GET', '/api/v1/casino/games', reply(status));
    await expect(client().request({ method: 'GET', path: '/games' })).rejects.toThrow(
      `Request failed with status code ${status}`,
    );
    expect(first.requests).toHaveLength(attempts);
  });

  it.each([
    [404, 1],
    [401, 1],
    [429, 4],
    [500, 4],
  ])('platform client: status %i -> %i attempts', async (status, attempts) => {
    first.route('GET', '/api/games/favourite-games', reply(status));
    await expect(
      client({ key: 'platform' }).request({ method: 'GET', path: '/games/favourite-games' }),
    ).rejects.toThrow(`Request failed with status code ${status}`);
    expect(first.requests).toHaveLength(attempts);
  });

  it.each(['PUT', 'DELETE'] as const)('retries idempotent %s', async (method) => {
    first.route(method, '/api/v1/casino/x', reply(500), reply(204));
    await expect(client().request({ method, path: '/x' })).resolves.toMatchObject({ status: 204 });
    expect(first.requests).toHaveLength(2);
  });

  it('does not retry POST', async () => {
    first.route('POST', '/api/v1/casino/games/launch', reply(500));
    await expect(client().request({ method: 'POST', path: '/games/launch', data: {} })).rejects.toThrow(
      'Request failed with status code 500',
    );
    expect(first.requests).toHaveLength(1);
  });

  it('honours Retry-After (seconds)', async () => {
    first.route('GET', '/api/v1/casino/bonuses', reply(429, undefined, { 'retry-after': '1' }), json({ data: [] }));
    await expect(client().request({ method: 'GET', path: '/bonuses' })).resolves.toMatchObject({ status: 200 });
    const [attempt, retry] = first.requests;
    expect(first.requests).toHaveLength(2);
    expect((retry?.atMs ?? 0) - (attempt?.atMs ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    first.route(
      'GET',
      '/api/v1/casino/bonuses',
      reply(503, undefined, { 'retry-after': 'Tue, 01 Jan 2030 00:00:01 GMT' }),
      json({ data: [] }),
    );
    await client({ now: () => now }).request({ method: 'GET', path: '/bonuses' });
    const [attempt, retry] = first.requests;
    expect((retry?.atMs ?? 0) - (attempt?.atMs ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('raises at once when Retry-After asks for more than 5 minutes', async () => {
    first.route('GET', '/api/v1/casino/bonuses', reply(429, undefined, { 'retry-after': '301' }));
    await expect(client().request({ method: 'GET', path: '/bonuses' })).rejects.toThrow(
      'Request failed with status code 429',
    );
    expect(first.requests).toHaveLength(1);
  });
});

describe('failover across proxies (SPEC §8)', () => {
  it('retries a dropped connection twice, then moves to the next proxy', async () => {
    first.route('GET', '/api/v1/casino/lobby', reset());
    second.route('GET', '/api/v1/casino/lobby', json({ from: 'second' }));
    await expect(client().request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({
      data: { from: 'second' },
    });
    expect(order()).toEqual(['first', 'first', 'first', 'second']);
  });

  it("raises the last proxy's 'Network Error' when every proxy drops the connection", async () => {
    first.route('GET', '/api/v1/casino/lobby', reset());
    second.route('GET', '/api/v1/casino/lobby', reset());
    await expect(client().request({ method: 'GET', path: '/lobby' })).rejects.toThrow('Network Error');
    expect(order()).toEqual(['first', 'first', 'first', 'second', 'second', 'second']);
  });

  it('skips a dead first proxy and remembers the one that answered', async () => {
    const dead = await deadServerUrl();
    first.route('GET', '/api/v1/casino/lobby', json({ from: 'first' }));
    const retries: string[] = [];
    const casino = client({
      baseUrls: [dead, first.url],
      onRetry: (event) => retries.push(`${event.retryCount} ${event.url}`),
    });
    await expect(casino.request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({ data: { from: 'first' } });
    // Two retries on the dead proxy (no response), then the next proxy answers at once.
    expect(retries).toEqual([`1 ${dead}/api/v1/casino/lobby`, `2 ${dead}/api/v1/casino/lobby`]);
    expect(first.requests).toHaveLength(1);
    expect(storage.get('apiFailover')).toEqual({ casino: { baseUrl: first.url, timeoutIndex: 1 } });
    await casino.request({ method: 'GET', path: '/lobby' });
    expect(first.requests).toHaveLength(2);
  });

  it('fails over on a timeout at once, with the longer timeout, and remembers the choice', async () => {
    first.route('GET', '/api/v1/casino/lobby', hang());
    // Slower than the first timeout, faster than the second.
    second.route('GET', '/api/v1/casino/lobby', reply(200, { from: 'second' }, undefined, 300));
    const casino = client();
    await expect(casino.request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({
      data: { from: 'second' },
    });
    expect(order()).toEqual(['first', 'second']);
    expect(storage.get('apiFailover')?.casino).toEqual({ baseUrl: second.url, timeoutIndex: 1 });

    // The next call starts on the remembered proxy with the longer timeout.
    first.clear();
    second.clear();
    second.route('GET', '/api/v1/casino/lobby', reply(200, { from: 'second' }, undefined, 300));
    await expect(casino.request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({
      data: { from: 'second' },
    });
    expect(order()).toEqual(['second']);
  });

  it("raises the last proxy's timeout when every proxy hangs", async () => {
    first.route('GET', '/api/v1/casino/lobby', hang());
    second.route('GET', '/api/v1/casino/lobby', hang());
    await expect(client().request({ method: 'GET', path: '/lobby' })).rejects.toThrow('timeout of 800ms exceeded');
    expect(order()).toEqual(['first', 'second']);
  });

  it('wraps around from the remembered proxy to the earlier ones', async () => {
    storage.set('apiFailover', { casino: { baseUrl: second.url, timeoutIndex: 1 } });
    second.route('GET', '/api/v1/casino/lobby', hang());
    first.route('GET', '/api/v1/casino/lobby', json({ from: 'first' }));
    await expect(client().request({ method: 'GET', path: '/lobby' })).resolves.toMatchObject({
      data: { from: 'first' },
    });
    expect(order()).toEqual(['second', 'first']);
    expect(storage.get('apiFailover')?.casino).toEqual({ baseUrl: first.url, timeoutIndex: 1 });
  });

  it('ignores a remembered proxy that is no longer configured', async () => {
    storage.set('apiFailover', { casino: { baseUrl: 'http://127.0.0.1:9/gone', timeoutIndex: 1 } });
    first.route('GET', '/api/v1/casino/lobby', json({}));
    await client().request({ method: 'GET', path: '/lobby' });
    expect(order()).toEqual(['first']);
  });

  it('does not fail over on an HTTP error', async () => {
    first.route('POST', '/api/v1/casino/games/launch', reply(502));
    await expect(client().request({ method: 'POST', path: '/games/launch' })).rejects.toThrow(
      'Request failed with status code 502',
    );
    expect(order()).toEqual(['first']);
  });

  it('fails over a POST that got no response, without retrying it on the same proxy', async () => {
    first.route('POST', '/api/games/recently-played', reset());
    second.route('POST', '/api/games/recently-played', reply(204));
    await client({ key: 'platform' }).request({
      method: 'POST',
      path: '/games/recently-played',
      data: { gameId: 'g' },
    });
    expect(order()).toEqual(['first', 'second']);
    expect(second.requests[0]?.body).toEqual({ gameId: 'g' });
  });

  it('uses a per-call timeout on every proxy', async () => {
    first.route('GET', '/api/v1/casino/licenses', hang());
    second.route('GET', '/api/v1/casino/licenses', hang());
    await expect(client().request({ method: 'GET', path: '/licenses', timeoutMs: 50 })).rejects.toThrow(
      'timeout of 50ms exceeded',
    );
  });
});

describe('headers', () => {
  it('sends the XSRF cookie as X-XSRF-TOKEN on every attempt', async () => {
    first.route('GET', '/api/v1/casino/lobby', reply(500), json({}));
    await client({ cookie: 'token-1' }).request({ method: 'GET', path: '/lobby' });
    expect(first.requests.map((request) => request.headers['x-xsrf-token'])).toEqual(['token-1', 'token-1']);
  });

  it('sends X-UserId and X-SessionId on authenticated calls when both exist', async () => {
    first.route('GET', '/api/games/favourite-games', json({ data: [] }));
    await client({ key: 'platform', session: { userId: 'u1', sessionId: 's1' } }).request({
      method: 'GET',
      path: '/games/favourite-games',
      auth: true,
    });
    expect(first.requests[0]?.headers).toMatchObject({ 'x-userid': 'u1', 'x-sessionid': 's1' });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no session', null],
    ['no sessionId', { userId: 'u1', sessionId: null }],
    ['no userId', { userId: '', sessionId: 's1' }],
  ])('with %s: warns once per call (retries included) and sends no auth headers', async (_case, session) => {
    first.route('GET', '/api/games/favourite-games', reply(500), json({ data: [] }));
    await client({ key: 'platform', session }).request({ method: 'GET', path: '/games/favourite-games', auth: true });
    expect(first.requests).toHaveLength(2);
    for (const request of first.requests) {
      expect(request.headers['x-userid']).toBeUndefined();
      expect(request.headers['x-sessionid']).toBeUndefined();
    }
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('does not send auth headers on unauthenticated calls', async () => {
    first.route('GET', '/api/v1/casino/lobby', json({}));
    await client({ session: { userId: 'u1', sessionId: 's1' } }).request({ method: 'GET', path: '/lobby' });
    expect(first.requests[0]?.headers['x-userid']).toBeUndefined();
  });

  it('never lets a path send credentials to another host', async () => {
    const path = `${second.url}/steal`;
    await client({ key: 'platform', baseUrls: [first.url], session: { userId: 'u1', sessionId: 's1' }, cookie: 't' })
      .request({ method: 'GET', path, auth: true })
      .catch(() => undefined);
    expect(second.requests).toHaveLength(0);
  });
});
