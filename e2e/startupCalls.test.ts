import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer, type LobbyServer } from './support/lobbyServer';
import { MAINTENANCE_TEXT, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

/**
 * Issue #32: what start-up asks besides the lobby (licences, domain_config, the web CMS app
 * config), the settings of an embedded lobby (its query string under initialData) and the wait
 * for initialData.
 */

const PARENT_PATH = '/e2e-parent.html';

/**
 * A host page of the lobby's origin that frames `lobbyPath` and answers casinoReady with
 * `initialData` (or never, when null). Served by the test (page.route), so it needs no build.
 */
async function openFramed(page: Page, server: LobbyServer, lobbyPath: string, initialData: object | null): Promise<Frame> {
  await page.route(`${server.url}${PARENT_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body>
<iframe id="lobby" width="1280" height="800"></iframe>
<script>
  const frame = document.getElementById('lobby');
  window.sendInitialData = (payload) =>
    frame.contentWindow.postMessage({ source: 'casino-shell', type: 'initialData', payload }, location.origin);
  const initialData = ${JSON.stringify(initialData)};
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || !event.data || event.data.source !== 'casino-lobby') return;
    if (event.data.type === 'casinoReady' && initialData !== null) window.sendInitialData(initialData);
  });
  frame.src = ${JSON.stringify(lobbyPath)};
</script></body></html>`,
    }),
  );
  await page.goto(`${server.url}${PARENT_PATH}`, { waitUntil: 'load' });
  const frame = await (await page.locator('#lobby').elementHandle())?.contentFrame();
  assert.ok(frame, 'the parent frames the lobby');
  return frame;
}

/** The paths and queries of the API calls the page made (iframes included). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/cms/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

const SESSION = { userId: 'dev-player-1', sessionId: 'dev-session-1' };

describe('start-up settings and calls (issue #32)', () => {
  const browser = useBrowser();
  let server: LobbyServer;
  before(async () => {
    server = await startLobbyServer();
  });
  after(async () => {
    await server.close();
  });

  test('a framed lobby at ?locale=fr whose initialData names no locale starts in French', async () => {
    const page = await browser().newPage();
    const problems = watchProblems(page);
    const calls = apiCalls(page);
    try {
      const frame = await openFramed(page, server, '/?locale=fr', SESSION);
      await waitForLobbyState(frame, 'loaded');
      assert.equal(await frame.evaluate(() => document.documentElement.lang), 'fr');
      assert.ok(calls.some((call) => call.startsWith('/api/v1/casino/lobby?locale=fr&')), calls.join('\n'));
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
    }
  });

  test("initialData's locale wins over the query's", async () => {
    const page = await browser().newPage();
    try {
      const frame = await openFramed(page, server, '/?locale=fr', { ...SESSION, locale: 'ja' });
      await waitForLobbyState(frame, 'loaded');
      assert.equal(await frame.evaluate(() => document.documentElement.lang), 'ja');
    } finally {
      await page.close();
    }
  });

  test('a host that never sends initialData: maintenance after the maintenance time-out; a late one loads the lobby', async () => {
    const page = await browser().newPage();
    try {
      // The browser's clock, moved by the test: no 120 s wait.
      await page.clock.install();
      const frame = await openFramed(page, server, '/', null);
      await waitForLobbyState(frame, 'loading');
      await page.clock.fastForward(119_000);
      assert.equal(await frame.evaluate(() => document.documentElement.dataset.lobbyState), 'loading');
      await page.clock.fastForward(2_000);
      await waitForLobbyState(frame, 'maintenance');
      await frame.getByText(MAINTENANCE_TEXT).waitFor();

      await page.evaluate((payload) => (window as unknown as { sendInitialData: (p: object) => void }).sendInitialData(payload), SESSION);
      await waitForLobbyState(frame, 'loaded');
      assert.notEqual(new URL(frame.url()).pathname, '/maintenance');
    } finally {
      await page.close();
    }
  });

  test('a country in the settings asks the licence: licence type -> brand, the lobby asked for it', async () => {
    const page = await browser().newPage();
    const calls = apiCalls(page);
    try {
      // Framed: the settings come from initialData, so the browser asks the licence itself.
      const frame = await openFramed(page, server, '/', { ...SESSION, country: 'KR' });
      await waitForLobbyState(frame, 'loaded');
      assert.ok(calls.includes('/api/v1/casino/licenses?country=KR'), calls.join('\n'));
      assert.ok(calls.some((call) => /^\/api\/v1\/casino\/lobby\?.*licenseType=SouthKorea/.test(call)), calls.join('\n'));
      assert.ok(calls.some((call) => /^\/api\/v1\/casino\/domain_config\?.*licenseType=SouthKorea/.test(call)), calls.join('\n'));
      await frame.locator('[data-brand="WPTA"]').first().waitFor();
    } finally {
      await page.close();
    }
  });

  test("a standalone page's licence, lobby, domain and app config come with the page: no call, the licence's brand", async () => {
    const page = await browser().newPage();
    const problems = watchProblems(page);
    const calls = apiCalls(page);
    try {
      await page.goto(`${server.url}/?country=KR`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.locator('[data-brand="WPTA"]').first().waitFor();
      assert.deepEqual(
        calls.filter((call) => /^\/api\/v1\/casino\/(licenses|lobby|domain_config)|^\/cms\/appconfig\//.test(call)),
        [],
      );
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
    }
  });

  test('the app version is the default one, stored under its key, without an app config that says otherwise', async () => {
    const page = await browser().newPage();
    try {
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.waitForFunction(() => localStorage.getItem('casinoLobby.appVersion') === '"1.6.77"');
      assert.equal(await page.getByTestId('download-banner').count(), 0);
    } finally {
      await page.close();
    }
  });
});

describe('start-up with a configured service (issue #32)', () => {
  const browser = useBrowser();

  test("the web CMS app config's download banner shows and its app version is the lobby's; a query's version wins", async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        await page.goto(`${server.url}/`, { waitUntil: 'load' });
        const banner = page.getByTestId('download-banner');
        await banner.waitFor();
        assert.match(await banner.innerText(), /Play anywhere with our app/);
        assert.equal(await banner.getByRole('link').getAttribute('href'), 'https://apps.example.com/casino');
        await page.waitForFunction(() => localStorage.getItem('casinoLobby.appVersion') === '"2.0.1"');

        await page.goto(`${server.url}/?appVersion=1.7.0`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await banner.waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('casinoLobby.appVersion')), '"1.7.0"');
        assert.deepEqual(problems.consoleErrors, []);
        assert.deepEqual(problems.failedRequests, []);
      },
      {
        prepareData: async (db) => {
          await db.query(`UPDATE site_settings SET value = '"2.0.1"' WHERE key = 'appVersion'`);
          await db.query(
            `UPDATE site_settings SET value = $1::jsonb WHERE key = 'downloadBanner'`,
            [JSON.stringify({ isInstallBannerDisabled: false, downloadLink: 'https://apps.example.com/casino', content: 'Play anywhere with our app' })],
          );
        },
      },
    );
  });

  test("the domain config's image host map: a blocked artwork host is shown from the mapped base", async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        const blocked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).hostname === 'files.blocked.example') blocked.push(request.url());
        });
        await page.goto(`${server.url}/provider-games/bragg`, { waitUntil: 'load' });
        const image = page.getByTestId('virtual-game-grid').locator('img').first();
        await image.waitFor();
        const src = String(await image.getAttribute('src'));
        assert.match(src, /^\/images\/games\/bragg\//);
        await page.waitForFunction(
          () => {
            const img = document.querySelector<HTMLImageElement>('[data-testid="virtual-game-grid"] img');
            return img !== null && img.complete && img.naturalWidth > 0;
          },
          undefined,
          { timeout: 20000 },
        );
        assert.deepEqual(blocked, []);
        assert.deepEqual(problems.consoleErrors, []);
        assert.deepEqual(problems.failedRequests, []);
      },
      {
        prepareData: async (db) => {
          // The content names a file host the player cannot reach; the map serves it from this origin.
          await db.query(
            `UPDATE games SET image_desktop = replace(image_desktop, '/images/', 'https://files.blocked.example/'),
                              image_mobile = replace(image_mobile, '/images/', 'https://files.blocked.example/')
              WHERE aggregator = 'bragg'`,
          );
          await db.query(`INSERT INTO domain_proxies (key, platform, hosts) VALUES ('https://files.blocked.example', '', '{/images}')`);
        },
      },
    );
  });
});
