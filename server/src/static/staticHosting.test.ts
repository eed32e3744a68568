import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { configRoutes } from '../content/routes/configRoutes';
import { handleError } from '../http/httpErrors';
import { IMMUTABLE, NO_CACHE } from './cacheHeaders';
import type { FirstViewInput } from '@lobby/shared';
import { createDeployment, type Deployment } from '../releases/deployment';
import { filePointers } from '../releases/releasePointers';
import { createReleaseStore, type ReleaseStore } from '../releases/releaseStore';
import { writeIntegrityManifest } from './integrity';
import { acceptsBrotli, staticHosting, type StaticHostingOptions } from './staticHosting';

const SECRET = 'root:x:0:0:secret outside the build';

const REQUIRES = { contracts: { props: '^2.0.0' }, shared: { react: '^19.0.0' } };

/** A deployment: a store with a released host and two remotes, as webpack.config.base.js builds them. */
interface Fixture {
  readonly root: string;
  readonly store: ReleaseStore;
  readonly deployment: Deployment;
}

/** A deployment on disk: a built host and two remotes, published as releases and made current. */
async function makeRoot(options: { readonly hostPage?: string } = {}): Promise<Fixture> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lobby-static-'));
  const store = createReleaseStore(path.join(root, 'releases'));
  const pointers = filePointers(path.join(root, 'current-releases.json'));
  const hostBuild = path.join(root, 'builds', 'host');
  await mkdir(hostBuild, { recursive: true });
  await writeFile(
    path.join(hostBuild, 'index.html'),
    options.hostPage ??
      '<!doctype html><html><head><title>Lobby</title></head><body><div id="casino-lobby"></div></body></html>',
  );
  await writeFile(
    path.join(hostBuild, 'release.json'),
    JSON.stringify({ app: 'host', version: '0.1.0', provides: { contracts: { props: '2.0.0' }, shared: { react: '19.3.1' } } }),
  );
  await writeFile(path.join(hostBuild, 'main.js'), 'console.log("host")');
  await writeFile(path.join(hostBuild, '123.abcdef12.js'), 'x'.repeat(4000));
  await writeFile(path.join(hostBuild, '123.abcdef12.js.map'), '{"sourcesContent":["secret source"]}');
  await writeFile(path.join(hostBuild, '.build-stamp'), 'stamp\n');
  await writeIntegrityManifest(hostBuild);
  // Written after the manifest: a chunk the deployment cannot vouch for.
  await writeFile(path.join(hostBuild, '456.fedcba98.js'), 'unlisted');
  await writeFile(path.join(root, 'outside.txt'), SECRET);
  await symlink(path.join(root, 'outside.txt'), path.join(hostBuild, 'linked.js'));
  await pointers.move('host', (await store.publish(hostBuild)).release.version);
  for (const remote of ['catalogue', 'bonuses'] as const) {
    const build = path.join(root, 'builds', remote);
    await mkdir(build, { recursive: true });
    await writeFile(path.join(build, 'release.json'), JSON.stringify({ app: remote, version: '0.3.0', requires: REQUIRES }));
    const app = { path: './App', assets: { js: { sync: ['77.0badc0de.js'], async: ['80.0badc0de.js'] } } };
    await writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify({ id: 'x', exposes: [app] }));
    await writeFile(path.join(build, 'remoteEntry.js'), 'var x = 1;');
    await writeFile(path.join(build, '77.0badc0de.js'), 'chunk');
    await writeFile(path.join(build, '78.0badc0de.js'), 'another chunk');
    await writeFile(path.join(build, '79.0badc0de.js'), 'a third chunk');
    await writeFile(path.join(build, '.build-stamp'), 'stamp\n');
    await writeIntegrityManifest(build);
    await pointers.move(remote, (await store.publish(build)).release.version);
  }
  const catalogue = store.releaseDir('catalogue', '0.3.0');
  await symlink(path.join(root, 'outside.txt'), path.join(catalogue, 'zz.js'));
  // Damaged after deployment: corrupted, and emptied.
  await writeFile(path.join(catalogue, '78.0badc0de.js'), 'anothxr chunk');
  await writeFile(path.join(catalogue, '79.0badc0de.js'), '');
  return { root, store, deployment: createDeployment({ store, pointers }) };
}

const release = (remote: string) => ({
  version: '0.3.0',
  manifest: `/remotes/${remote}/0.3.0/mf-manifest.json`,
  entry: `/remotes/${remote}/0.3.0/remoteEntry.js`,
  requires: REQUIRES,
});

const deployed = (remote: string) => ({ ...release(remote), releases: [release(remote)] });

function bootDataOf(html: string): unknown {
  const json = /<script type="application\/json" id="lobby-boot">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

async function host(fixture: Fixture, options: Partial<StaticHostingOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(staticHosting, { deployment: fixture.deployment, ...options });
  app.get('/api/v1/casino/ping', async () => ({ pong: true }));
  await app.register(configRoutes, { extraOrigins: options.proxyOrigins ?? [] });
  await app.ready();
  return app;
}

/**
 * Asks until the reply is `plain`'s best brotli copy (made in the background after a first
 * ask), or gives up after a second: the last reply, and the copy's expected length.
 */
async function bestCopyReply(ask: () => Promise<LightMyRequestResponse>, plain: Buffer) {
  const best = brotliCompressSync(plain, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  });
  let reply = await ask();
  for (let tries = 0; tries < 50 && reply.rawPayload.length !== best.length; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    reply = await ask();
  }
  return { reply, best };
}

describe('staticHosting', () => {
  let root: Fixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await makeRoot();
    app = await host(root);
  });
  afterAll(async () => {
    await app.close();
    await rm(root.root, { recursive: true, force: true });
  });

  test('the registry lists exactly what is deployed, no-cache', async () => {
    const response = await app.inject('/remotes/registry.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      bonuses: deployed('bonuses'),
      catalogue: deployed('catalogue'),
    });
  });

  test('the page carries the registry and the proxy config, so start-up fetches neither', async () => {
    const response = await app.inject('/');
    expect(bootDataOf(response.body)).toEqual({
      registry: { bonuses: deployed('bonuses'), catalogue: deployed('catalogue') },
      proxyConfig: (await app.inject('/config/proxies.json')).json(),
    });
  });

  test.each([
    ['/', ['/remotes/catalogue/0.3.0/remoteEntry.js', '/remotes/catalogue/0.3.0/77.0badc0de.js']],
    ['/mobile/slots', ['/remotes/catalogue/0.3.0/remoteEntry.js', '/remotes/catalogue/0.3.0/77.0badc0de.js']],
    ['/bonus/42', ['/remotes/bonuses/0.3.0/remoteEntry.js', '/remotes/bonuses/0.3.0/77.0badc0de.js']],
    // game-player is not deployed here: nothing to preload (search is never preloaded).
    ['/games/bragg%3Abook', []],
  ])("the page %s preloads the entry and ./App chunks of its route's remote, as scripts", async (url, preloads) => {
    const body = (await app.inject(url)).body;
    const links = [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual(preloads);
  });

  test('a page with its remotes built in (the monolith) preloads no remote files', async () => {
    const other = await makeRoot({
      hostPage: '<!doctype html><html><head><meta name=lobby-remotes content=bundled><title>Lobby</title></head><body></body></html>',
    });
    const local = await host(other);
    try {
      const body = (await local.inject('/')).body;
      expect(body).not.toContain('<link rel="preload" as="script"');
      expect(bootDataOf(body)).toMatchObject({ registry: { catalogue: deployed('catalogue') } });
    } finally {
      await local.close();
      await rm(other.root, { recursive: true, force: true });
    }
  });

  test('the page changes with the registry, and so does its entity tag', async () => {
    const other = await makeRoot();
    const local = await host(other);
    try {
      const before = await local.inject('/');
      expect(
        (await local.inject({ url: '/', headers: { 'if-none-match': String(before.headers.etag) } })).statusCode,
      ).toBe(304);
      await other.store.remove('bonuses', '0.3.0');
      const after = await local.inject({ url: '/', headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(Object.keys((bootDataOf(after.body) as { registry: object }).registry)).toEqual(['catalogue']);
    } finally {
      await local.close();
      await rm(other.root, { recursive: true, force: true });
    }
  });

  test.each([
    // A release never changes under its URL: all of it may be cached for a year.
    ['/remotes/catalogue/0.3.0/mf-manifest.json', 200, IMMUTABLE],
    ['/remotes/catalogue/0.3.0/remoteEntry.js', 200, IMMUTABLE],
    ['/remotes/catalogue/0.3.0/77.0badc0de.js', 200, IMMUTABLE],
    ['/main.js', 200, NO_CACHE],
    ['/123.abcdef12.js', 200, IMMUTABLE],
    ['/123.abcdef12.js.map', 200, IMMUTABLE],
    // Hashed by name, but the deployment's manifest does not list it.
    ['/456.fedcba98.js', 200, NO_CACHE],
  ])('%s answers %i with cache-control %s', async (url, status, cacheControl) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    ['a corrupted chunk', '/remotes/catalogue/0.3.0/78.0badc0de.js'],
    ['an emptied chunk', '/remotes/catalogue/0.3.0/79.0badc0de.js'],
  ])('%s is refused and never cached', async (_name, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: expect.any(String) });
  });

  test.each([
    ['a version that is not deployed', '/remotes/catalogue/0.2.0/remoteEntry.js'],
    ['a remote that is not deployed', '/remotes/search/0.3.0/remoteEntry.js'],
    ['an unknown remote', '/remotes/nope/0.3.0/remoteEntry.js'],
    ['a missing file', '/remotes/catalogue/0.3.0/missing.js'],
    ['a path escaping the build', '/remotes/catalogue/0.3.0/..%2f..%2f..%2fhost%2fdist%2findex.html'],
    ['a symbolic link in a remote', '/remotes/catalogue/0.3.0/zz.js'],
    ['a symbolic link in the host', '/linked.js'],
    ['the build stamp', '/.build-stamp'],
    ["a remote's build stamp", '/remotes/catalogue/0.3.0/.build-stamp'],
    ["a release's record", '/remotes/catalogue/0.3.0/.release.json'],
    ["a release's server-only files", '/remotes/catalogue/0.3.0/server/firstView.cjs'],
    ['the integrity manifest', '/.integrity.json'],
    ['an unknown API path', '/api/v1/casino/nothing-here'],
    ['a missing host asset', '/missing.js'],
  ])('%s is refused (404, or 403 for traversal), not the lobby page', async (_name, url) => {
    const response = await app.inject(url);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('casino-lobby');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stamp');
    if (response.statusCode === 404)
      expect(response.json()).toEqual({ error: 'Not Found', message: 'There is nothing at this address.' });
  });

  test.each(['/', '/slots', '/games/bragg%3Abook', '/bonus/42', '/listing-widget/abc?heading=x'])(
    'the SPA route %s answers with the host page, no-cache, framed by this origin only',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('<div id="casino-lobby">');
      expect(response.body).toContain(
        '<meta name="lobby-mode" content="demo"><meta name="lobby-shell-origins" content="">',
      );
      // No write key configured: the page carries none, and the lobby sends no analytics.
      expect(response.body).not.toContain('lobby-analytics-key');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self';");
      expect(csp).toContain("script-src 'self';");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
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

  test("a built script's best brotli copy is made in the background and sent from then on", async () => {
    const { reply, best } = await bestCopyReply(
      () => app.inject({ url: '/123.abcdef12.js', headers: { 'accept-encoding': 'gzip, br' } }),
      Buffer.from('x'.repeat(4000)),
    );
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.rawPayload.length).toBe(best.length);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe('x'.repeat(4000));
    // A browser without brotli still gets the file compressed its way.
    const gzip = await app.inject({ url: '/123.abcdef12.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test("a host page's best brotli copy is made in the background and sent to its later visitors", async () => {
    const text = '<p>Casino Lobby</p>'.repeat(200);
    const other = await makeRoot({
      hostPage: `<!doctype html><html><head><title>Lobby</title></head><body>${text}</body></html>`,
    });
    const local = await host(other);
    try {
      const plain = await local.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      const { reply, best } = await bestCopyReply(
        () => local.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } }),
        plain.rawPayload,
      );
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.headers.etag).toBe(plain.headers.etag);
      expect(reply.rawPayload.length).toBe(best.length);
      expect(brotliDecompressSync(reply.rawPayload).equals(plain.rawPayload)).toBe(true);
      const gzip = await local.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
    } finally {
      await local.close();
      await rm(other.root, { recursive: true, force: true });
    }
  });

  test.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['br;q=0', false],
    ['gzip', false],
    ['brotli', false],
    ['', false],
  ])('Accept-Encoding %j takes brotli: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  test('revalidation of an unchanged file answers 304', async () => {
    const first = await app.inject('/main.js');
    const again = await app.inject({ url: '/main.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('a release removed from the store leaves the registry at once', async () => {
    const other = await makeRoot();
    const local = await host(other);
    try {
      await other.store.remove('bonuses', '0.3.0');
      expect(Object.keys((await local.inject('/remotes/registry.json')).json())).toEqual(['catalogue']);
    } finally {
      await local.close();
      await rm(other.root, { recursive: true, force: true });
    }
  });

  test("a page whose settings ask a licence carries its answer, and the lobby reply, domain config and app config for it", async () => {
    const app2 = Fastify();
    app2.setErrorHandler(handleError);
    const asked: Record<string, unknown>[] = [];
    app2.get<{ Querystring: Record<string, string> }>('/api/v1/casino/licenses', async (request) => {
      asked.push({ licenses: request.query });
      return { licenseType: request.query.country === 'KR' ? 'SouthKorea' : 'Curacao' };
    });
    app2.get<{ Querystring: Record<string, string> }>('/api/v1/casino/lobby', async (request) => {
      asked.push({ lobby: request.query });
      return { pages: [], region: request.query.licenseType ?? 'none' };
    });
    app2.get<{ Querystring: Record<string, string> }>('/api/v1/casino/domain_config', async (request) => {
      asked.push({ domainConfig: request.query });
      return { config: { proxies: {} } };
    });
    app2.get('/cms/appconfig/app-configs/lobby', async () => ({ app: 'lobby', appVersion: '2.0.1' }));
    await app2.register(staticHosting, { deployment: root.deployment });
    await app2.register(configRoutes, { extraOrigins: [] });
    await app2.ready();
    try {
      const korean = (await app2.inject('/bonus?country=KR&bundleID=com.wpt.global')).body;
      expect(bootDataOf(korean)).toMatchObject({
        license: { country: 'KR', bundleId: 'com.wpt.global', licenseType: 'SouthKorea' },
        domainConfig: {
          query: {
            layoutType: 'desktop',
            platform: 'desktop',
            isWebApp: true,
            bundleId: 'com.wpt.global',
            country: 'KR',
            locale: 'en',
            licenseType: 'SouthKorea',
            userID: 'dev-player-1',
          },
          reply: { config: { proxies: {} } },
        },
        appConfig: { app: 'lobby', appVersion: '2.0.1' },
      });
      const first = JSON.parse(/<script type="application\/json" id="lobby-first-reply">(.*?)<\/script>/.exec(korean)?.[1] ?? 'null') as {
        params: [string, string][];
        reply: { region: string };
      };
      expect(first.params).toContainEqual(['licenseType', 'SouthKorea']);
      expect(first.reply.region).toBe('SouthKorea');
      // The licence first: the other two are asked for its type, side by side.
      expect(asked[0]).toEqual({ licenses: { country: 'KR', bundleId: 'com.wpt.global' } });
      expect(asked.slice(1)).toHaveLength(2);
      expect(asked.slice(1)).toEqual(
        expect.arrayContaining([
          { lobby: expect.objectContaining({ country: 'KR', licenseType: 'SouthKorea' }) },
          { domainConfig: expect.objectContaining({ country: 'KR', licenseType: 'SouthKorea', isWebApp: 'true' }) },
        ]),
      );
      // A licence type given, or no country: nothing to ask, nothing carried.
      asked.length = 0;
      expect(bootDataOf((await app2.inject('/bonus?country=KR&licenseType=Mexico')).body)).not.toHaveProperty('license');
      expect(bootDataOf((await app2.inject('/bonus')).body)).not.toHaveProperty('license');
      expect(asked.filter((call) => 'licenses' in call)).toEqual([]);
    } finally {
      await app2.close();
    }
  });

  describe('in production mode with host applications configured', () => {
    let production: FastifyInstance;
    const shellOrigins = ['https://app.example.com', 'https://partner.example.org:8443'];
    beforeAll(async () => {
      production = await host(root, {
        mode: 'production',
        shellOrigins,
        proxyOrigins: ['https://eu.example.org/lobby'],
        analyticsWriteKey: 'wk_production-1',
      });
    });
    afterAll(async () => {
      await production.close();
    });

    test('source maps are not served', async () => {
      expect((await production.inject('/123.abcdef12.js.map')).statusCode).toBe(404);
      expect((await production.inject('/123.abcdef12.js')).statusCode).toBe(200);
    });

    test('the page may be framed by those applications and tells the front end who they are', async () => {
      const response = await production.inject('/bonus');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' https://app.example.com https://partner.example.org:8443;");
      expect(csp).toContain("connect-src 'self' https://eu.example.org;");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.body).toContain(
        '<meta name="lobby-mode" content="production"><meta name="lobby-shell-origins" content="https://app.example.com https://partner.example.org:8443">',
      );
      // The analytics write key (docs/analytics.md); the batches go to this origin, which connect-src allows.
      expect(response.body).toContain('<meta name="lobby-analytics-key" content="wk_production-1">');
      expect(csp).toContain("connect-src 'self'");
      expect(bootDataOf(response.body)).toMatchObject({
        proxyConfig: {
          config: { proxies: { casino: ['/api/v1/casino', 'https://eu.example.org/lobby/api/v1/casino'] } },
        },
      });
    });
  });
});

describe("a page in its visitor's language", () => {
  let root: Fixture;
  let app: FastifyInstance;
  const drawn: FirstViewInput[] = [];
  /** What the translation service holds (the `translations` table's 'lobby' texts), and its manifest's timestamp. */
  const service = {
    timestamp: 1700000000000,
    texts: { ja: { 'catalogue.home.subtitle': 'ゲームを探そう' } } as Record<string, Record<string, string>>,
  };
  const addresses: string[] = [];

  beforeAll(async () => {
    root = await makeRoot();
    app = Fastify();
    app.setErrorHandler(handleError);
    await app.register(staticHosting, {
      deployment: root.deployment,
      renderFirstView: async (input) => {
        drawn.push(input);
        return `<p>${input.settings.locale}: ${input.translations?.messages['catalogue.home.subtitle'] ?? 'built-in'}</p>`;
      },
    });
    app.get('/api/v1/casino/lobby', async (_request, reply) =>
      reply
        .header('etag', 'W/"1"')
        .type('application/json')
        .send(JSON.stringify({ pages: [], links: [] })),
    );
    // As content/routes/i18nRoutes.ts answers.
    app.get('/i18n/manifest.json', async (request) => {
      addresses.push(request.ip);
      return { timestamp: service.timestamp };
    });
    app.get<{ Params: { language: string } }>('/i18n/content/:language/dev/src/lang/en.json', async (request) => {
      addresses.push(request.ip);
      return service.texts[request.params.language] ?? {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root.root, { recursive: true, force: true });
  });
  beforeEach(() => {
    drawn.length = 0;
  });

  const page = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url, headers, remoteAddress: '203.0.113.9' })).body;
  const firstTextsOf = (html: string): unknown => {
    const json = /<script type="application\/json" id="lobby-first-texts">(.*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };

  test.each([
    ['/', 'en'],
    ['/?locale=ja_JP', 'ja'],
    ['/mobile/slots?locale=RU', 'ru'],
    ['/bonus/42?locale=zh_tw', 'zh-TW'],
    ['/?locale=xx', 'en'],
  ])('%s is marked lang="%s"', async (url, lang) => {
    expect(await page(url)).toMatch(new RegExp(`^<!doctype html><html lang="${lang}"><head>`));
  });

  test("its first view is drawn in its locale with the translation service's texts, read as its visitor", async () => {
    addresses.length = 0;
    // A page not drawn before.
    const html = await page('/slots?locale=ja');
    expect(html).toContain('<p>ja: ゲームを探そう</p>');
    expect(drawn.map(({ settings, translations }) => [settings.locale, translations])).toEqual([
      ['ja', { timestamp: '1700000000000', messages: { 'catalogue.home.subtitle': 'ゲームを探そう' } }],
      ['ja', { timestamp: '1700000000000', messages: { 'catalogue.home.subtitle': 'ゲームを探そう' } }],
    ]);
    // The same texts for the page's lobby, which then asks the service for none.
    expect(firstTextsOf(html)).toEqual({ locale: 'ja', messages: { 'catalogue.home.subtitle': 'ゲームを探そう' } });
    // The visitor's, so the service's rate limit counts them.
    expect(new Set(addresses)).toEqual(new Set(['203.0.113.9']));
    expect(await page('/?locale=ru')).toContain('<p>ru: built-in</p>');
  });

  test("an editor's change to the service's texts is in the next page's view", async () => {
    expect(await page('/?locale=ja')).toContain('<p>ja: ゲームを探そう</p>');
    service.texts = { ja: { 'catalogue.home.subtitle': 'ゲームを選ぼう' } };
    service.timestamp += 1000;
    expect(await page('/?locale=ja')).toContain('<p>ja: ゲームを選ぼう</p>');
  });

  test('a page in a frame reads no texts for a view it does not get', async () => {
    addresses.length = 0;
    const html = await page('/?locale=ja', { 'sec-fetch-dest': 'iframe' });
    expect(html).toContain('<html lang="ja">');
    expect(html).not.toContain('lobby-first-view');
    expect(firstTextsOf(html)).toBeUndefined();
    expect(addresses).toEqual([]);
  });
});
