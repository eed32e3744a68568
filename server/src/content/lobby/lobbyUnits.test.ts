import { backgroundLane } from '../../db/backgroundLane';
import type { Queryable } from '../../db/database';
import { createBuildQueue } from './buildQueue';
import { createCachedBody, createResponseCache } from './lobbyCache';
import { negotiateEncoding } from './negotiateEncoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('picks from %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('response cache', () => {
  const build = (value: unknown, expiresAtMs = Number.POSITIVE_INFINITY) => async () => ({
    body: createCachedBody(value, '1'),
    expiresAtMs,
  });

  it('shares one build between concurrent misses and serves hits', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    let builds = 0;
    const counted = async () => {
      builds += 1;
      return build({ a: 1 })();
    };
    const [a, b] = await Promise.all([cache.get('k', '1', 0, counted), cache.get('k', '1', 0, counted)]);
    expect(a).toBe(b);
    await cache.get('k', '1', 0, counted);
    expect(builds).toBe(1);
  });

  it('drops entries when the revision changes or they expire', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    const first = await cache.get('k', '1', 0, build({ v: 1 }, 100));
    expect(await cache.get('k', '2', 0, build({ v: 2 }))).not.toBe(first);
    const expiring = await cache.get('e', '2', 0, build({ v: 3 }, 100));
    expect(await cache.get('e', '2', 150, build({ v: 4 }))).not.toBe(expiring);
  });

  it('evicts least recently used entries past its byte budget', async () => {
    const cache = createResponseCache({ maxBytes: 30, maxEntries: 100 });
    await cache.get('a', '1', 0, build({ text: 'x'.repeat(20) }));
    await cache.get('b', '1', 0, build({ text: 'y'.repeat(20) }));
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, '1', 0, build({ key }));
    await cache.get('a', '1', 0, build({ key: 'a' }));
    await cache.get('d', '1', 0, build({ key: 'd' }));
    expect(cache.size).toBe(3);
    let rebuilt = false;
    await cache.get('b', '1', 0, async () => {
      rebuilt = true;
      return build({ key: 'b' })();
    });
    expect(rebuilt).toBe(true);
  });

  it('counts compressed forms against the byte budget', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const body = await cache.get('a', '1', 0, build({ text: 'hello '.repeat(1000) }));
    const before = cache.bytes;
    await body.encoded('gzip');
    expect(cache.bytes).toBeGreaterThan(before);
  });

  it('compresses lazily and keeps one weak ETag for every encoding', async () => {
    const body = createCachedBody({ hello: 'world'.repeat(100) }, '9');
    expect(body.etag).toMatch(/^W\/"9-/);
    expect((await body.encoded('br')).length).toBeLessThan(body.json.length);
    expect(await body.encoded('gzip')).toBe(await body.encoded('gzip'));
  });
});

/** A database whose queries finish when the test says so, in any order. */
function controlledDatabase() {
  const started: { sql: string; finish: () => void }[] = [];
  const db: Queryable = {
    query: <Row extends object>(sql: string) =>
      new Promise<{ rows: Row[]; rowCount: number }>((resolve) => {
        started.push({ sql, finish: () => resolve({ rows: [], rowCount: 0 }) });
      }),
    exec: async () => undefined,
  };
  return { db, started };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('backgroundLane', () => {
  it('lets at most `slots` background queries reach the database, and others pass straight', async () => {
    const { db, started } = controlledDatabase();
    const lane = backgroundLane(db, 1);
    const background = ['b1', 'b2', 'b3'].map((sql) => lane.query(sql));
    const sent = () => started.map((query) => query.sql);
    await flush();
    expect(sent()).toEqual(['b1']);
    const player = db.query('player');
    expect(sent()).toEqual(['b1', 'player']);
    started[0]?.finish();
    await flush();
    expect(sent()).toEqual(['b1', 'player', 'b2']);
    started[2]?.finish();
    await flush();
    expect(sent()).toEqual(['b1', 'player', 'b2', 'b3']);
    started.forEach((query) => query.finish());
    await Promise.all([...background, player]);
  });
});

describe('build queue', () => {
  it('runs builds one at a time in arrival order and turns away builds past its waiting room', async () => {
    const queue = createBuildQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const gate: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        gate.push(() => resolve(name));
      });
    const runs = ['a', 'b', 'c'].map((name) => queue.run(job(name)));
    await expect(queue.run(job('d'))).rejects.toMatchObject({ statusCode: 503 });
    for (let i = 0; i < 3; i += 1) {
      await flush();
      gate.shift()?.();
    }
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

describe('response cache failures', () => {
  it('rejects the requests that shared a failed build, and builds again next time', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const failing = async (): Promise<never> => {
      throw new Error('database gone');
    };
    await expect(cache.get('k', '1', 0, failing)).rejects.toThrow('database gone');
    const body = await cache.get('k', '1', 0, async () => ({ body: createCachedBody({ ok: true }, '1'), expiresAtMs: 10 }));
    expect(body.json.toString()).toBe('{"ok":true}');
  });
});
