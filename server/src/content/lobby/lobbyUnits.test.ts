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
    const cache = createResponseCache(1_000_000);
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
    const cache = createResponseCache(1_000_000);
    const first = await cache.get('k', '1', 0, build({ v: 1 }, 100));
    expect(await cache.get('k', '2', 0, build({ v: 2 }))).not.toBe(first);
    const expiring = await cache.get('e', '2', 0, build({ v: 3 }, 100));
    expect(await cache.get('e', '2', 150, build({ v: 4 }))).not.toBe(expiring);
  });

  it('evicts least recently used entries past its byte budget', async () => {
    const cache = createResponseCache(30);
    await cache.get('a', '1', 0, build({ text: 'x'.repeat(20) }));
    await cache.get('b', '1', 0, build({ text: 'y'.repeat(20) }));
    expect(cache.size).toBe(1);
  });

  it('compresses lazily and keeps one weak ETag for every encoding', async () => {
    const body = createCachedBody({ hello: 'world'.repeat(100) }, '9');
    expect(body.etag).toMatch(/^W\/"9-/);
    expect((await body.encoded('br')).length).toBeLessThan(body.json.length);
    expect(await body.encoded('gzip')).toBe(await body.encoded('gzip'));
  });
});
