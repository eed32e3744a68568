import Fastify, { type FastifyInstance } from 'fastify';
import { OPERATOR_CSP, operatorPages } from './operatorPages';

describe('operatorPages', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(operatorPages);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  test('serves the analytics page under a strict policy, never framed, revalidated on every load', async () => {
    const response = await app.inject('/operator/analytics/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(OPERATOR_CSP);
    expect(OPERATOR_CSP).toContain("frame-ancestors 'none'");
    expect(OPERATOR_CSP).toContain("connect-src 'self'");
    expect(OPERATOR_CSP).not.toContain('unsafe-inline');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain('<script src="analytics.js" defer></script>');
    expect(response.body).toContain('<label for="token">Operator token</label>');
    // Nothing inline: the policy would block it.
    expect(response.body).not.toMatch(/<script>|<style|\son[a-z]+=|style="/);
  });

  test.each([
    ['/operator/analytics/analytics.js', /^text\/javascript/, "'/api/v1/operator/analytics/daily'"],
    ['/operator/analytics/analytics.css', /^text\/css/, '.series-0'],
    ['/operator/analytics/icon.svg', /^image\/svg\+xml/, '<svg'],
  ])('serves %s no-cache', async (url, type, excerpt) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(excerpt);
  });

  test('the script draws data with DOM calls only, and keeps the token to the tab', async () => {
    const script = (await app.inject('/operator/analytics/analytics.js')).body;
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
    expect(script).toContain('sessionStorage');
    expect(script).not.toContain('localStorage');
  });

  test.each([
    ['/operator/analytics', '/operator/analytics/'],
    ['/operator/analytics?days=30', '/operator/analytics/?days=30'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test.each(['/operator/analytics/analytics.html', '/operator/analytics/../operatorPages.ts', '/operator/analytics/constructor'])(
    'answers 404 for %s: only the page and its files exist',
    async (url) => {
      expect((await app.inject(url)).statusCode).toBe(404);
    },
  );
});
