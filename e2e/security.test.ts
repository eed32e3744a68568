import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import type { Frame } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer } from './support/lobbyServer';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

/** A host application on another origin: one page that frames the lobby. */
async function startHostApplication(lobbyUrl: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Host app</title><iframe id="lobby" src="${lobbyUrl}/" width="1000" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A free port, so two servers can name each other's origin before either starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const lobbyFrame = (frames: readonly Frame[], lobbyUrl: string): Frame | undefined =>
  frames.find((frame) => frame.url().startsWith(lobbyUrl));

describe('security of the served lobby', () => {
  const browser = useBrowser();

  test('the whole lobby runs under its Content-Security-Policy, with the mode and shell origins in the page', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const response = await page.goto(server.url, { waitUntil: 'load' });
      const headers = response?.headers() ?? {};
      assert.match(headers['content-security-policy'] ?? '', /script-src 'self'; .*frame-ancestors 'self';/);
      assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(headers['x-content-type-options'], 'nosniff');
      await waitForLobbyState(page, 'loaded');
      await page.locator('[data-remote="catalogue"]').waitFor();
      assert.equal(await page.locator('meta[name="lobby-mode"]').getAttribute('content'), 'demo');
      assert.equal(await page.locator('meta[name="lobby-shell-origins"]').getAttribute('content'), '');
      // A CSP violation is a console error: there is none.
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('another origin cannot frame the lobby (clickjacking)', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const hostApp = await startHostApplication(server.url);
      try {
        await page.goto(hostApp.origin, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const frame = lobbyFrame(page.frames(), server.url);
        const state = frame ? await frame.evaluate(() => document.documentElement.dataset.lobbyState ?? null).catch(() => null) : null;
        assert.equal(state, null, 'the framed lobby must not load');
        assert.ok(
          problems.consoleErrors.some((error) => error.includes('frame-ancestors')),
          `expected a frame-ancestors refusal, saw: ${problems.consoleErrors.join(' | ')}`,
        );
      } finally {
        await hostApp.close();
      }
    });
  });

  test('a host application named in SHELL_ORIGINS may frame the lobby, which learns its origin', async () => {
    const port = await freePort();
    const lobbyUrl = `http://127.0.0.1:${port}`;
    const hostApp = await startHostApplication(lobbyUrl);
    const server = await startLobbyServer({ port, server: { shellOrigins: [hostApp.origin] } });
    const page = await browser().newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(hostApp.origin, { waitUntil: 'load' });
      let frame: Frame | undefined;
      for (let i = 0; i < 50 && !frame; i += 1) {
        frame = lobbyFrame(page.frames(), lobbyUrl);
        if (!frame) await page.waitForTimeout(100);
      }
      assert.ok(frame, 'the lobby frame is there');
      // The lobby starts inside the frame (it then waits for the host application's initialData).
      await frame.waitForFunction(() => Boolean(document.documentElement.dataset.lobbyState), undefined, { timeout: 20000 });
      assert.equal(await frame.locator('meta[name="lobby-shell-origins"]').getAttribute('content'), hostApp.origin);
      assert.deepEqual(problems.consoleErrors.filter((error) => error.includes('frame-ancestors')), []);
    } finally {
      await page.close();
      await server.close();
      await hostApp.close();
    }
  });

  test('a client fails over to another origin in the browser: CORS lets it through', async () => {
    const portA = await freePort();
    const originA = `http://127.0.0.1:${portA}`;
    const servedCrossOrigin: string[] = [];
    const serverB = await startLobbyServer({
      server: { proxyOrigins: [originA] },
      configure: (app) =>
        app.addHook('onResponse', async (request, reply) => {
          if (request.headers.origin === originA) servedCrossOrigin.push(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`);
        }),
    });
    // Origin A's API stops answering the lobby and favourites calls: no response at all.
    const dropped = new Set(['/api/v1/casino/lobby', '/api/games/favourite-games']);
    const serverA = await startLobbyServer({
      port: portA,
      server: { proxyOrigins: [serverB.url] },
      configure: (app) =>
        app.addHook('onRequest', async (request) => {
          if (dropped.has(request.url.split('?')[0] ?? '')) request.raw.socket.destroy();
        }),
    });
    const page = await browser().newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(serverA.url, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.locator('[data-remote="catalogue"]').waitFor();
      assert.ok(servedCrossOrigin.includes('GET /api/v1/casino/lobby 200'), `served by B: ${servedCrossOrigin.join(', ')}`);
      assert.deepEqual(problems.consoleErrors.filter((error) => /CORS|Content Security Policy/i.test(error)), []);
    } finally {
      await page.close();
      await serverA.close();
      await serverB.close();
    }
  });
});
