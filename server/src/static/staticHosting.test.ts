import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@lobby/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './cacheHeaders';
import { staticHosting } from './staticHosting';

/** A deployment on disk: a built host and two remotes, as webpack.config.base.js writes them. */
async function makeRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lobby-static-'));
  await mkdir(path.join(root, 'host', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><div id="casino-lobby"></div>');
  await writeFile(path.join(root, 'host', 'dist', 'main.js'), 'console.log("host")');
  await writeFile(path.join(root, 'host', 'dist', '123.abcdef12.js'), 'x'.repeat(4000));
  for (const remote of ['catalogue', 'bonuses']) {
    const dist = path.join(root, 'remotes', remote, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'remote.json'), JSON.stringify({ id: remote, version: '0.3.0', contract: CONTRACT_VERSION }));
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"x"}');
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var x = 1;');
    await writeFile(path.join(dist, '77.0badc0de.js'), 'chunk');
  }
  return root;
}

describe('staticHosting', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await makeRoot();
    app = Fastify();
    await app.register(staticHosting, { rootDir: root });
    app.get('/api/v1/casino/ping', async () => ({ pong: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  test('the registry lists exactly what is deployed, no-cache', async () => {
    const response = await app.inject('/remotes/registry.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      bonuses: { version: '0.3.0', manifest: '/remotes/bonuses/0.3.0/mf-manifest.json', contract: CONTRACT_VERSION },
      catalogue: { version: '0.3.0', manifest: '/remotes/catalogue/0.3.0/mf-manifest.json', contract: CONTRACT_VERSION },
    });
  });

  test.each([
    ['/remotes/catalogue/0.3.0/mf-manifest.json', 200, NO_CACHE],
    ['/remotes/catalogue/0.3.0/remoteEntry.js', 200, NO_CACHE],
    ['/remotes/catalogue/0.3.0/77.0badc0de.js', 200, IMMUTABLE],
    ['/main.js', 200, NO_CACHE],
    ['/123.abcdef12.js', 200, IMMUTABLE],
  ])('%s answers %i with cache-control %s', async (url, status, cacheControl) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test.each([
    ['a version that is not deployed', '/remotes/catalogue/0.2.0/remoteEntry.js'],
    ['a remote that is not deployed', '/remotes/search/0.3.0/remoteEntry.js'],
    ['an unknown remote', '/remotes/nope/0.3.0/remoteEntry.js'],
    ['a missing file', '/remotes/catalogue/0.3.0/missing.js'],
    ['a path escaping the build', '/remotes/catalogue/0.3.0/..%2f..%2f..%2fhost%2fdist%2findex.html'],
    ['an unknown API path', '/api/v1/casino/nothing-here'],
    ['a missing host asset', '/missing.js'],
  ])('%s is refused (404, or 403 for traversal), not the lobby page', async (_name, url) => {
    const response = await app.inject(url);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('casino-lobby');
  });

  test.each(['/', '/slots', '/games/bragg%3Abook', '/bonus/42', '/listing-widget/abc?heading=x'])(
    'the SPA route %s answers with the host page, no-cache',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('<div id="casino-lobby">');
    },
  );

  test('API routes registered beside it are not shadowed', async () => {
    expect((await app.inject('/api/v1/casino/ping')).json()).toEqual({ pong: true });
  });

  test('large files are compressed with brotli or gzip', async () => {
    const br = await app.inject({ url: '/123.abcdef12.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url: '/123.abcdef12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test('a remote removed from disk leaves the registry at once', async () => {
    await rm(path.join(root, 'remotes', 'bonuses', 'dist'), { recursive: true });
    expect(Object.keys((await app.inject('/remotes/registry.json')).json())).toEqual(['catalogue']);
  });
});
