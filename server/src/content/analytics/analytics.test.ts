import { randomBytes } from 'node:crypto';
import {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_WRITE_KEY_HEADER,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '@lobby/shared';
import { BACKENDS } from '../../../test/testDatabases';
import { TEST_OPERATOR_TOKEN, startTestService, type TestService } from '../../../test/testApp';
import type { DailyAnalytics } from './analyticsRoutes';

const WRITE_KEY = 'test-analytics-write-key';
const DAY_MS = 86_400_000;
const randomId = (): string => randomBytes(16).toString('base64url');
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Each test sends from its own address: the per-address limits stay out of the way. */
let nextAddress = 0;
const newAddress = (): string => {
  nextAddress += 1;
  return `10.33.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
};

function event(name: AnalyticsEventName, at: number, props: AnalyticsEvent['props'] = {}): AnalyticsEvent {
  return { id: randomId(), name, at, props };
}

function batch(events: readonly AnalyticsEvent[], anonymousId = randomId(), sentAt = Date.now()): AnalyticsBatch {
  return { anonymousId, sentAt, events };
}

describe.each(BACKENDS)('analytics on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend, {
      analyticsWriteKey: WRITE_KEY,
      analyticsBatchesPerMinute: 3,
      operatorToken: TEST_OPERATOR_TOKEN,
    });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = { [ANALYTICS_WRITE_KEY_HEADER]: WRITE_KEY }, remoteAddress = newAddress()) =>
    service.app.inject({
      method: 'POST',
      url: ANALYTICS_BATCH_PATH,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress,
    });
  const daily = (query = '', headers: Record<string, string> = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }) =>
    service.app.inject({ method: 'GET', url: `/api/v1/operator/analytics/daily${query}`, headers, remoteAddress: newAddress() });
  const stored = async (ids: readonly string[]) =>
    (await service.db.query<{ event_id: string }>('SELECT event_id FROM analytics_events WHERE event_id = ANY($1)', [ids])).rows.length;

  it('stores a batch once per event id: a retried batch doubles nothing', async () => {
    const now = Date.now();
    const sent = batch([event('launch', now - 1000, { gameKey: 'bragg:book', source: 'tile' }), event('search', now - 500, { length: 4 })]);
    const first = await post(sent);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, duplicates: 0 });
    const retried = await post(sent);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ accepted: 0, duplicates: 2 });
    // One new event beside an old one, and one id twice in the same batch.
    const fresh = event('favourite', now, { favourite: true });
    expect((await post(batch([sent.events[0] as AnalyticsEvent, fresh, fresh]))).json()).toEqual({ accepted: 1, duplicates: 2 });
    expect(await stored([...sent.events.map((each) => each.id), fresh.id])).toBe(3);

    const row = await service.db.query<{ anonymous_id: string; name: string; props: unknown }>(
      'SELECT anonymous_id, name, props FROM analytics_events WHERE event_id = $1',
      [sent.events[0]?.id ?? ''],
    );
    expect(row.rows).toEqual([{ anonymous_id: sent.anonymousId, name: 'launch', props: { gameKey: 'bragg:book', source: 'tile' } }]);
  });

  it.each([
    ['no write key', {}, 401],
    ['an empty write key', { [ANALYTICS_WRITE_KEY_HEADER]: '' }, 401],
    ['a wrong write key', { [ANALYTICS_WRITE_KEY_HEADER]: 'somebody-elses-key' }, 403],
  ])('refuses a batch with %s, storing nothing', async (_case, headers: Record<string, string>, status) => {
    const sent = batch([event('navigation', Date.now())]);
    const response = await post(sent, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(await stored([sent.events[0]?.id ?? ''])).toBe(0);
  });

  const valid = (): AnalyticsBatch => batch([event('launch', Date.now())]);
  it.each([
    ['11 events (a batch is 10)', () => batch(Array.from({ length: 11 }, () => event('search', Date.now()))), 'body/events'],
    ['no events', () => batch([]), 'body/events'],
    ['an unknown event name', () => ({ ...valid(), events: [{ ...event('launch', 1), name: 'purchase' }] }), 'body/events/0/name'],
    ['a short event id (under 16 random bytes)', () => ({ ...valid(), events: [{ ...event('launch', 1), id: 'abc' }] }), 'body/events/0/id'],
    ['a short anonymous id', () => ({ ...valid(), anonymousId: 'me' }), 'body/anonymousId'],
    ['a nested property', () => ({ ...valid(), events: [event('launch', 1, { nested: { a: 1 } as never })] }), 'body/events/0/props'],
    ['an unknown field', () => ({ ...valid(), userId: 'dev-player-1' }), 'userId'],
    ['a fractional stamp', () => ({ ...valid(), sentAt: 1.5 }), 'body/sentAt'],
  ])('answers 400 for %s, naming the field', async (_case, body: () => unknown, field) => {
    const response = await post(body());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('takes at most 64 KB a request (SPEC §9)', async () => {
    const long = 'x'.repeat(500);
    const props = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`p${index}`, long]));
    const heavy = batch(Array.from({ length: 10 }, () => event('errorShown', Date.now(), props)));
    expect(JSON.stringify(heavy).length).toBeGreaterThan(64 * 1024);
    const response = await post(heavy);
    expect(response.statusCode).toBe(413);
    const within = batch(Array.from({ length: 10 }, () => event('errorShown', Date.now(), Object.fromEntries(Object.entries(props).slice(0, 10)))));
    expect(JSON.stringify(within).length).toBeLessThan(64 * 1024);
    expect((await post(within)).json()).toEqual({ accepted: 10, duplicates: 0 });
  });

  it('limits batches per anonymous identity with 429 and Retry-After, without slowing other identities', async () => {
    const me = randomId();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await post(batch([event('navigation', Date.now())], me))).statusCode).toBe(200);
    }
    // The same identity from another address is still the same identity.
    const limited = await post(batch([event('navigation', Date.now())], me));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: expect.any(String) });
    expect((await post(batch([event('navigation', Date.now())]))).statusCode).toBe(200);
  });

  it('counts events per name per UTC day for the operator, on the day they happened', async () => {
    const now = Date.now();
    // A lobby whose clock is a day fast sends events of today and of two days ago.
    const skew = DAY_MS;
    const sent = batch(
      [
        event('bonusViewed', now + skew - 1000),
        event('bonusViewed', now + skew - 2000),
        event('gameReady', now + skew - 2 * DAY_MS),
      ],
      randomId(),
      now + skew,
    );
    expect((await post(sent)).json()).toEqual({ accepted: 3, duplicates: 0 });

    const response = await daily('?days=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<DailyAnalytics>();
    const today = utcDay(now);
    const twoDaysAgo = utcDay(now - 2 * DAY_MS);
    expect(body).toMatchObject({ from: twoDaysAgo, to: today, days: [twoDaysAgo, utcDay(now - DAY_MS), today], names: [...ANALYTICS_EVENT_NAMES] });
    const count = (day: string, name: string) => body.counts.find((row) => row.day === day && row.name === name)?.count ?? 0;
    expect(count(today, 'bonusViewed')).toBe(2);
    expect(count(twoDaysAgo, 'gameReady')).toBe(1);
    expect(count(utcDay(now + skew), 'bonusViewed')).toBe(0);
    expect(body.counts.every((row) => body.days.includes(row.day) && row.count > 0)).toBe(true);
    // Days are sorted, names within a day too.
    const order = body.counts.map((row) => `${row.day} ${row.name}`);
    expect([...order].sort()).toEqual(order);
    expect(daily('').then((reply) => reply.json<DailyAnalytics>().days)).resolves.toHaveLength(14);
  });

  it.each([
    ['no token', {}, '?days=7', 401],
    ['a wrong token', { authorization: 'Bearer not-the-operator-token-but-just-as-long' }, '?days=7', 401],
    ['0 days', undefined, '?days=0', 400],
    ['91 days', undefined, '?days=91', 400],
    ['days that are not a number', undefined, '?days=week', 400],
  ])('refuses the daily counts with %s', async (_case, headers: Record<string, string> | undefined, query, status) => {
    expect((await daily(query, headers)).statusCode).toBe(status);
  });
});

describe('analytics without a write key', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(BACKENDS[0]);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  it('has no batch route and no operator view', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: ANALYTICS_BATCH_PATH,
      headers: { [ANALYTICS_WRITE_KEY_HEADER]: WRITE_KEY },
      payload: batch([event('launch', Date.now())]),
    });
    expect(response.statusCode).toBe(404);
    expect((await service.app.inject('/api/v1/operator/analytics/daily')).statusCode).toBe(404);
  });
});
