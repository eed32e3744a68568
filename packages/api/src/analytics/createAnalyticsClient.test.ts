import { MAX_ANALYTICS_REQUEST_BYTES } from '@lobby/domain';
import {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_SCHEMAS,
  RANDOM_ID_PATTERN,
  check,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '@lobby/shared';
import { createLobbyStorage, createMemoryStorage, type LobbyStorage } from '@lobby/storage';
import {
  createAnalyticsClient,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsRequestInit,
} from './createAnalyticsClient';
import type { CookieJar } from './identityCookie';
import { fakeConnectivity } from '../testing/fakeConnectivity';

const WRITE_KEY = 'write-key-1';
const DAY = 86_400_000;


/** `document.cookie` as a browser keeps it: a write sets one cookie, a read lists name=value pairs. */
function fakeJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split(';');
      const separator = pair.indexOf('=');
      values.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
  };
  return { jar, writes, values };
}

type Answer = number | 'network';

/**
 * The content service as the client sees it: answers from `script` in turn (the last repeats),
 * every body recorded, each delivered event id stored once.
 */
function analyticsService(...script: Answer[]) {
  const bodies: string[] = [];
  const inits: AnalyticsRequestInit[] = [];
  const urls: string[] = [];
  const stored = new Map<string, AnalyticsEvent>();
  let answered = 0;
  const send = jest.fn(async (url: string, init: AnalyticsRequestInit) => {
    urls.push(url);
    inits.push(init);
    bodies.push(init.body);
    const answer = script[Math.min(answered, script.length - 1)] ?? 204;
    answered += 1;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer >= 200 && answer < 300) {
      const batch = JSON.parse(init.body) as AnalyticsBatch;
      for (const event of batch.events) if (!stored.has(event.id)) stored.set(event.id, event);
    }
    return { status: answer };
  });
  const batches = () => bodies.map((body) => JSON.parse(body) as AnalyticsBatch);
  return { send, bodies, inits, urls, stored, batches };
}

let storage: LobbyStorage;
let logger: { warn: jest.Mock };
let clients: AnalyticsClient[];

beforeEach(() => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
  storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() }, events: null });
  logger = { warn: jest.fn() };
  clients = [];
});
afterEach(() => {
  for (const client of clients) client.stop();
  jest.useRealTimers();
});

function client(overrides: Partial<AnalyticsClientOptions> = {}): AnalyticsClient {
  const created = createAnalyticsClient({
    writeKey: WRITE_KEY,
    storage,
    cookies: null,
    pageEvents: null,
    random: () => 0,
    connectivity: fakeConnectivity().connectivity,
    send: analyticsService().send,
    logger,
    ...overrides,
  });
  clients.push(created);
  return created;
}

const storedQueue = () => storage.get('analyticsQueue') ?? [];
const run = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

describe('without a write key', () => {
  test.each([null, undefined, ''])('%p: nothing stored, nothing sent, ever', async (writeKey) => {
    const service = analyticsService();
    const jar = fakeJar();
    const analytics = client({ writeKey, send: service.send, cookies: jar.jar });
    for (let index = 0; index < 25; index += 1) analytics.track('search', { length: index });
    await analytics.flush();
    await run(60_000);
    analytics.stop();
    expect(service.send).not.toHaveBeenCalled();
    expect(storage.get('analyticsQueue')).toBeNull();
    expect(storage.get('analyticsIdentity')).toBeNull();
    expect(jar.writes).toEqual([]);
  });
});

describe('when events go out', () => {
  test('5 s after the first unsent event, with the write key, as JSON, keepalive', async () => {
    const service = analyticsService(204);
    const analytics = client({ send: service.send });
    analytics.track('search', { length: 4 });
    await run(2000);
    analytics.track('favourite', { favourite: true });
    await run(2999);
    expect(service.send).not.toHaveBeenCalled();
    await run(1);
    expect(service.urls).toEqual([ANALYTICS_BATCH_PATH]);
    expect(service.inits[0]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-analytics-key': WRITE_KEY },
    });
    const [batch] = service.batches();
    expect(batch?.events.map((event) => [event.name, event.props])).toEqual([
      ['search', { length: 4 }],
      ['favourite', { favourite: true }],
    ]);
    expect(check(ANALYTICS_SCHEMAS.batch, batch).ok).toBe(true);
  });

  test('at once (on a later task) when 10 are queued; track itself never sends', async () => {
    const service = analyticsService(204);
    const analytics = client({ send: service.send });
    for (let index = 0; index < 10; index += 1) analytics.track('search', { index });
    expect(service.send).not.toHaveBeenCalled();
    await run(0);
    expect(service.batches().map((batch) => batch.events.length)).toEqual([10]);
  });

  test('a success removes exactly the events it carried', async () => {
    let answer: (status: number) => void = () => undefined;
    const send = jest.fn(
      (_url: string, _init: AnalyticsRequestInit) =>
        new Promise<{ status: number }>((resolve) => {
          answer = (status) => resolve({ status });
        }),
    );
    const analytics = client({ send });
    for (let index = 0; index < 10; index += 1) analytics.track('search', { index });
    await run(0);
    for (let index = 10; index < 13; index += 1) analytics.track('search', { index });
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue()).toHaveLength(13);
    answer(202);
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue().map((event) => event.props.index)).toEqual([10, 11, 12]);
    // The rest follows in the same flush.
    expect(send).toHaveBeenCalledTimes(2);
  });

  test('track never throws and costs no storage write on its turn', () => {
    const set = jest.spyOn(storage, 'set');
    const analytics = client();
    const hostile = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(() => analytics.track('errorShown', hostile)).not.toThrow();
    expect(() => analytics.track('search', { length: 3 })).not.toThrow();
    expect(set).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('Analytics: an event could not be tracked', new Error('getter'));
  });
});

const ANALYTICS_PERSIST_WAIT = 1000;

describe('failures', () => {
  test('500s, then success: the same events again with growing waits, each attempt stamped when sent, delivered once', async () => {
    const service = analyticsService(500, 503, 429, 204);
    const analytics = client({ send: service.send });
    analytics.track('launch', { gameKey: 'bragg:gates' });
    await run(5000);
    expect(service.send).toHaveBeenCalledTimes(1);
    // Retries 1, 2, 3 wait 500, 1000, 2000 ms (no jitter drawn).
    await run(499);
    expect(service.send).toHaveBeenCalledTimes(1);
    await run(1);
    expect(service.send).toHaveBeenCalledTimes(2);
    await run(1000);
    expect(service.send).toHaveBeenCalledTimes(3);
    await run(2000);
    expect(service.send).toHaveBeenCalledTimes(4);
    const sent = service.bodies.map((body) => JSON.parse(body) as { sentAt: number; events: unknown });
    expect(new Set(sent.map(({ events }) => JSON.stringify(events))).size).toBe(1);
    // The service dates an event by its age when sent: a retry carries its own time.
    expect(sent.map(({ sentAt }) => sentAt - (sent[0]?.sentAt ?? 0))).toEqual([0, 500, 1500, 3500]);
    expect(service.stored.size).toBe(1);
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue()).toEqual([]);
  });

  test('after 10 retries the request is given up (logged) and the next goes', async () => {
    const service = analyticsService(...Array<Answer>(11).fill(503), 204);
    const analytics = client({ send: service.send });
    for (let index = 0; index < 12; index += 1) analytics.track('search', { index });
    await run(10 * 60_000);
    expect(service.send).toHaveBeenCalledTimes(12);
    expect(logger.warn).toHaveBeenCalledWith('Analytics: dropped 10 events (no delivery after 10 retries)');
    expect([...service.stored.values()].map((event) => event.props.index)).toEqual([10, 11]);
  });

  test.each([400, 401, 413, 422])('a %i drops the request’s events (logged), no retry', async (status) => {
    const service = analyticsService(status, 204);
    const analytics = client({ send: service.send });
    for (let index = 0; index < 11; index += 1) analytics.track('search', { index });
    await run(60_000);
    expect(service.batches().map((batch) => batch.events.length)).toEqual([10, 1]);
    expect(logger.warn).toHaveBeenCalledWith(`Analytics: dropped 10 events (refused with status ${status})`);
    expect(storedQueue()).toEqual([]);
  });

  test('an event too large for any request is dropped (logged); the others go', async () => {
    const service = analyticsService(204);
    const analytics = client({ send: service.send });
    // 20 keys and texts of ~500 characters that JSON escapes to six bytes each: ~120 KB.
    const huge = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`${'\u0001'.repeat(500)}${index}`, '\u0001'.repeat(512)]),
    );
    analytics.track('search', { index: 0 });
    analytics.track('errorShown', huge);
    analytics.track('search', { index: 2 });
    await run(5000);
    expect(service.batches().flatMap((batch) => batch.events.map((event) => event.props.index))).toEqual([0, 2]);
    expect(logger.warn).toHaveBeenCalledWith('Analytics: dropped 1 events each too large for a request');
  });
});

describe('offline', () => {
  test('1,000 events tracked offline, then online: each delivered once, ≤10 a request, ≤64 KB each', async () => {
    const service = analyticsService(204);
    const network = fakeConnectivity(false);
    const analytics = client({ send: service.send, connectivity: network.connectivity });
    for (let index = 0; index < 1000; index += 1) {
      // Runs of eight ~9 KB events: those requests are cut by size, not count (~400 KB in all).
      const props =
        index % 250 < 8
          ? Object.fromEntries(Array.from({ length: 18 }, (_, key) => [`t${key}`, 'x'.repeat(500)]))
          : { index, query: 'gates of olympus' };
      analytics.track(index % 2 === 0 ? 'search' : 'navigation', { ...props, index });
    }
    await run(10 * 60_000);
    expect(service.send).not.toHaveBeenCalled();
    expect(storedQueue()).toHaveLength(1000);

    network.goOnline();
    await run(0);
    const batches = service.batches();
    const delivered = batches.flatMap((batch) => batch.events.map((event) => event.props.index));
    expect(delivered).toEqual(Array.from({ length: 1000 }, (_, index) => index));
    expect(service.stored.size).toBe(1000);
    for (const [index, body] of service.bodies.entries()) {
      expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(MAX_ANALYTICS_REQUEST_BYTES);
      expect(check(ANALYTICS_SCHEMAS.batch, batches[index]).ok).toBe(true);
    }
    expect(Math.max(...batches.map((batch) => batch.events.length))).toBe(10);
    expect(batches.some((batch) => batch.events.length < 10 && batch !== batches[batches.length - 1])).toBe(true);
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue()).toEqual([]);
  });

  test('a request that fails as the network goes away spends no retry; it goes on "online"', async () => {
    const network = fakeConnectivity(true);
    const service = analyticsService(204);
    service.send.mockImplementationOnce(async () => {
      network.goOffline();
      throw new TypeError('Failed to fetch');
    });
    const analytics = client({ send: service.send, connectivity: network.connectivity });
    for (let index = 0; index < 10; index += 1) analytics.track('search', { index });
    await run(10 * 60_000);
    expect(service.send).toHaveBeenCalledTimes(1);
    network.goOnline();
    await run(0);
    expect(service.send).toHaveBeenCalledTimes(2);
    expect(service.stored.size).toBe(10);
  });
});

describe('reload and other windows', () => {
  test('a new client on the same storage sends what the first left, each event once', async () => {
    const first = client({ connectivity: fakeConnectivity(false).connectivity });
    for (let index = 0; index < 15; index += 1) first.track('search', { index });
    // The page goes away: stop() stores the queue.
    first.stop();
    expect(storedQueue()).toHaveLength(15);

    const service = analyticsService(204);
    const second = client({ send: service.send });
    second.track('launch', { index: 15 });
    await run(5000);
    const delivered = service.batches().flatMap((batch) => batch.events.map((event) => event.props.index));
    expect(delivered).toEqual(Array.from({ length: 16 }, (_, index) => index));
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue()).toEqual([]);
  });

  test('a page that vanished without stop() left its queue through the delayed write', async () => {
    const first = client({ connectivity: fakeConnectivity(false).connectivity });
    for (let index = 0; index < 3; index += 1) first.track('search', { index });
    await run(ANALYTICS_PERSIST_WAIT);
    const service = analyticsService(204);
    client({ send: service.send });
    await run(5000);
    expect(service.stored.size).toBe(3);
  });

  test('two windows may both send a stored event: the service keeps each id once', async () => {
    const network = fakeConnectivity(false);
    const service = analyticsService(204);
    const first = client({ send: service.send, connectivity: network.connectivity });
    for (let index = 0; index < 5; index += 1) first.track('search', { index });
    await run(ANALYTICS_PERSIST_WAIT);
    // A second window opens and takes in the stored queue too.
    const second = client({ send: service.send, connectivity: network.connectivity });
    second.track('search', { index: 5 });
    network.goOnline();
    await run(5000);
    expect(service.stored.size).toBe(6);
    expect(service.send.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  test('each window keeps the other’s stored events when it writes its own', async () => {
    const offline = fakeConnectivity(false).connectivity;
    const first = client({ connectivity: offline });
    const second = client({ connectivity: offline });
    first.track('search', { from: 'first' });
    await run(ANALYTICS_PERSIST_WAIT);
    second.track('search', { from: 'second' });
    await run(ANALYTICS_PERSIST_WAIT);
    first.track('navigation', { from: 'first' });
    await run(ANALYTICS_PERSIST_WAIT);
    expect(storedQueue().map((event) => `${event.name} ${event.props.from}`)).toEqual([
      'search first',
      'search second',
      'navigation first',
    ]);
  });

  test('the stored queue is kept to 500 KB: the oldest events dropped, logged', async () => {
    const analytics = client({ connectivity: fakeConnectivity(false).connectivity });
    const props = Object.fromEntries(Array.from({ length: 4 }, (_, key) => [`t${key}`, 'x'.repeat(500)]));
    for (let index = 0; index < 300; index += 1) analytics.track('search', { ...props, index });
    await run(ANALYTICS_PERSIST_WAIT);
    const queue = storedQueue();
    expect(Buffer.byteLength(JSON.stringify(queue), 'utf8')).toBeLessThanOrEqual(500 * 1024);
    expect(queue.length).toBeLessThan(300);
    expect(queue[queue.length - 1]?.props.index).toBe(299);
    expect(logger.warn).toHaveBeenCalledWith(
      `Analytics: the queue holds at most 500 KB; dropped the ${300 - queue.length} oldest events`,
    );
  });
});

describe('page going away', () => {
  test("'pagehide' stores the queue at once and sends it (keepalive)", async () => {
    const page = new EventTarget();
    const service = analyticsService(204);
    const analytics = client({ send: service.send, pageEvents: page });
    analytics.track('navigation', { to: '/slots' });
    page.dispatchEvent(new Event('pagehide'));
    expect(storedQueue()).toHaveLength(1);
    await run(0);
    expect(service.stored.size).toBe(1);
    analytics.stop();
    page.dispatchEvent(new Event('pagehide'));
    expect(service.send).toHaveBeenCalledTimes(1);
  });
});

describe('anonymous identity', () => {
  const NOW = 1_700_000_000_000;

  test('a new random id, in a 365-day first-party cookie and in storage', async () => {
    const service = analyticsService(204);
    const jar = fakeJar();
    const analytics = client({ send: service.send, cookies: jar.jar, secureCookie: true });
    analytics.track('search', {});
    await run(5000);
    const anonymousId = service.batches()[0]?.anonymousId ?? '';
    expect(anonymousId).toMatch(RANDOM_ID_PATTERN);
    const expiresAtMs = NOW + 5000 + 365 * DAY;
    expect(jar.writes).toEqual([
      `casinoLobby.aid=${anonymousId}.${expiresAtMs}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(storage.get('analyticsIdentity')).toEqual({ id: anonymousId, expiresAtMs });
  });

  test.each<[string, Record<string, string>, { id: string; expiresAtMs: number } | null, string | 'new']>([
    [
      'the cookie’s identity',
      { 'casinoLobby.aid': `CookieCookieCookieCook.${NOW + 10 * DAY}` },
      null,
      'CookieCookieCookieCook',
    ],
    [
      'the stored one where no cookie stuck',
      {},
      { id: 'StoredStoredStoredStor', expiresAtMs: NOW + 10 * DAY },
      'StoredStoredStoredStor',
    ],
    ['a new one once expired', { 'casinoLobby.aid': `CookieCookieCookieCook.${NOW - 1}` }, null, 'new'],
    ['a new one for an unreadable cookie', { 'casinoLobby.aid': 'not an id' }, null, 'new'],
  ])('%s', async (_name, cookies, stored, expected) => {
    if (stored) storage.set('analyticsIdentity', stored);
    const service = analyticsService(204);
    const jar = fakeJar(cookies);
    const analytics = client({ send: service.send, cookies: jar.jar, secureCookie: false });
    analytics.track('search', {});
    await run(5000);
    const anonymousId = service.batches()[0]?.anonymousId;
    if (expected === 'new') expect(anonymousId).not.toMatch(/Cookie|Stored/);
    else expect(anonymousId).toBe(expected);
    expect(anonymousId).toMatch(RANDOM_ID_PATTERN);
    // Both copies end up the same.
    expect(jar.values.get('casinoLobby.aid')?.split('.')[0]).toBe(anonymousId);
    expect(storage.get('analyticsIdentity')?.id).toBe(anonymousId);
  });

  test('without cookies (a sandboxed frame) the stored identity serves across clients', async () => {
    const service = analyticsService(204);
    const first = client({ send: service.send, cookies: null });
    first.track('search', {});
    await run(5000);
    first.stop();
    const second = client({ send: service.send, cookies: null });
    second.track('search', {});
    await run(5000);
    const [one, two] = service.batches();
    expect(one?.anonymousId).toBe(two?.anonymousId);
  });
});

describe('over the wire (fetch, a real local server)', () => {
  test('the default send posts the batch with the write key', async () => {
    jest.useRealTimers();
    const { startFaultServer, reply } = await import('../testing/faultServer');
    const server = await startFaultServer();
    try {
      server.route('POST', ANALYTICS_BATCH_PATH, reply(202));
      const analytics = client({ send: undefined, baseUrl: server.url, timers: undefined });
      analytics.track('bonusViewed', { bonusId: 'b-1' });
      await analytics.flush();
      const [request] = server.requestsTo('POST', ANALYTICS_BATCH_PATH);
      expect(request?.headers).toMatchObject({ 'x-analytics-key': WRITE_KEY, 'content-type': 'application/json' });
      expect(check(ANALYTICS_SCHEMAS.batch, request?.body).ok).toBe(true);
      expect((request?.body as AnalyticsBatch).events[0]).toMatchObject({
        name: 'bonusViewed',
        props: { bonusId: 'b-1' },
      });
    } finally {
      await server.close();
    }
  });
});
