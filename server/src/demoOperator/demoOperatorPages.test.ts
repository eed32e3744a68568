import Fastify, { type FastifyInstance } from 'fastify';
import type { RawPlayerProtection } from '@lobby/shared';
import { DEV_AUTH, startTestServer } from '../../test/testApp';
import { DEMO_OPERATOR_CSP, demoOperatorPages } from './demoOperatorPages';

describe('demoOperatorPages', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(demoOperatorPages);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    ['/demo-operator/limits/', '<script src="limits.js" defer></script>', '<h1>Your limits</h1>'],
    ['/demo-operator/help/', '<link rel="stylesheet" href="page.css" />', '<h1>Help with gambling</h1>'],
  ])('serves %s under a strict policy, never framed, revalidated on every load', async (url, asset, heading) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(DEMO_OPERATOR_CSP);
    expect(DEMO_OPERATOR_CSP).toContain("frame-ancestors 'none'");
    expect(DEMO_OPERATOR_CSP).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body).toContain(asset);
    expect(response.body).toContain(heading);
    // Nothing inline: the policy would block it.
    expect(response.body).not.toMatch(/<script>|<style|\son[a-z]+=|style="/);
  });

  test('the help page points to real support without inventing phone numbers', async () => {
    const text = (await app.inject('/demo-operator/help/')).body;
    expect(text).toContain('https://www.gamblingtherapy.org/');
    expect(text).toContain('https://www.gamblersanonymous.org/');
    expect(text).toMatch(/national problem gambling helpline/);
    expect(text).not.toMatch(/\d{3}[\s.-]?\d{3,}/);
  });

  test.each([
    ['/demo-operator/limits/limits.js', /^text\/javascript/, "'/api/player/protection'"],
    ['/demo-operator/limits/page.css', /^text\/css/, '.meter'],
    ['/demo-operator/help/page.css', /^text\/css/, '.panel'],
    ['/demo-operator/help/icon.svg', /^image\/svg\+xml/, '<svg'],
  ])('serves %s no-cache', async (url, type, excerpt) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.body).toContain(excerpt);
  });

  test('the limits script draws with DOM calls only', async () => {
    const script = (await app.inject('/demo-operator/limits/limits.js')).body;
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });

  test.each([
    '/demo-operator/help/limits.js',
    '/demo-operator/limits/help.html',
    '/demo-operator/limits/../demoOperatorPages.ts',
  ])('answers 404 for %s: only the pages and their files exist', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});

describe('the demo operator pages in the server process', () => {
  test('exist in demo mode, where the demo policies link to them', async () => {
    const server = await startTestServer();
    try {
      const protection = (
        await server.app.inject({ url: '/api/player/protection', headers: DEV_AUTH })
      ).json<RawPlayerProtection>();
      for (const url of [protection.policy.limitsUrl, protection.policy.helpUrl]) {
        const page = await server.app.inject(url ?? '');
        expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({
          url,
          status: 200,
          type: expect.stringMatching(/^text\/html/),
        });
      }
    } finally {
      await server.close();
    }
  }, 60_000);

  test('do not exist in production mode', async () => {
    const server = await startTestServer({ mode: 'production' });
    try {
      for (const url of ['/demo-operator/limits/', '/demo-operator/help/', '/demo-operator/limits/limits.js']) {
        const page = await server.app.inject(url);
        expect(page.statusCode).not.toBe(200);
        expect(page.body).not.toMatch(/Your limits|Help with gambling|player\/protection/);
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});
