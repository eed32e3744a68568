import Fastify, { type FastifyInstance } from 'fastify';
import { SHELL_CSP, shellSimulator } from './shellSimulator';

describe('shellSimulator', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(shellSimulator);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  test('serves the simulator page, revalidated on every load', async () => {
    const response = await app.inject('/shell/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(SHELL_CSP);
    expect(response.body).toContain('<iframe id="lobby-frame"');
    expect(response.body).toContain('<script src="shell.js" defer></script>');
  });

  test.each([
    ['/shell/shell.js', /^text\/javascript/, "source: 'casino-shell'"],
    ['/shell/shell.css', /^text\/css/, '.banner'],
    ['/shell/icon.svg', /^image\/svg\+xml/, '<svg'],
  ])('serves %s no-cache', async (url, type, excerpt) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(excerpt);
  });

  test('the script never addresses a message to every origin', async () => {
    const response = await app.inject('/shell/shell.js');
    expect(response.body).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  test.each([
    ['/shell', '/shell/'],
    ['/shell?lobby=%2Fgames%2Fx', '/shell/?lobby=%2Fgames%2Fx'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test.each(['/shell/index.html', '/shell/../app.ts', '/shell/constructor', '/shell/shellSimulator.ts'])(
    'answers 404 for %s: only the page and its files exist',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
    },
  );
});
