import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RawGamesPage, RawLobbyResponse } from '@lobby/shared';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { ensureBuilt, startLobbyServer } from './support/lobbyServer';
import type { LobbyServer } from './support/lobbyServer';

const TIMEOUT = 30000;
/** Copies of each seeded game: 400 × 50 = 20,000 games, the large catalogue. */
const COPIES = 50;
const PROVIDER = 'bragg';

describe('a large catalogue', () => {
  let browser: Browser;
  let server: LobbyServer;

  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
    server = await startLobbyServer({
      // Each copy keeps its original's artwork, so every tile still has an image to load.
      prepareData: async (db) => {
        await db.query(
          `INSERT INTO games (key, aggregator, code, raw_title, info, supplier, mobile, desktop, supports_free_rounds,
             is_active, ios, image_desktop, image_mobile, released_at, supported_locales)
           SELECT g.aggregator || ':' || g.code || '-x' || n, g.aggregator, g.code || '-x' || n, g.raw_title, g.info,
             g.supplier, g.mobile, g.desktop, g.supports_free_rounds, g.is_active, g.ios, g.image_desktop, g.image_mobile,
             g.released_at - interval '1 minute' * n, g.supported_locales
           FROM games g CROSS JOIN generate_series(1, $1::int - 1) AS n`,
          [COPIES],
        );
      },
    });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the lobby reply stays small, and a provider listing pages in from the server as it scrolls', async () => {
    const lobby = (await (await fetch(`${server.url}/api/v1/casino/lobby?locale=en&devicePlatform=desktop`)).json()) as RawLobbyResponse;
    assert.ok((lobby.gameCount ?? 0) > 10_000, `a large catalogue (${lobby.gameCount})`);
    assert.ok(lobby.games.length < 300, `the reply carries only what it shows (${lobby.games.length} games)`);
    const provider = (await (
      await fetch(`${server.url}/api/v1/casino/games?supplier=${PROVIDER}&platform=desktop&isActive=true&limit=1`)
    ).json()) as RawGamesPage;
    assert.ok(provider.total > 1000, `the provider has thousands of games (${provider.total})`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchProblems(page);
    const offsets: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/casino/games' && url.searchParams.get('supplier') === PROVIDER)
        offsets.push(Number(url.searchParams.get('offset')));
    });
    try {
      await page.goto(`${server.url}/provider-games/${PROVIDER}`, { waitUntil: 'load' });
      const grid = page.getByTestId('virtual-game-grid');
      await grid.getByRole('button').first().waitFor({ timeout: TIMEOUT });
      assert.equal(await grid.getByRole('listitem').first().getAttribute('aria-setsize'), String(provider.total));
      assert.deepEqual(offsets, [0], 'only the first page at first');
      const reserved = await grid.evaluate((element) => element.getBoundingClientRect().height);

      // Down the list a screen at a time, as a wheel would: each new stretch is fetched as it comes into view.
      for (let step = 1; step <= 6; step += 1) {
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(150);
      }
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="virtual-game-grid"] [aria-busy="true"]').length === 0,
        undefined,
        { timeout: TIMEOUT },
      );
      assert.ok(offsets.length > 1 && offsets.length < 10, `a few pages fetched as the list scrolled (${offsets.join(', ')})`);
      assert.ok(offsets.every((offset, index) => index === 0 || offset > 0), 'each page asked for once');

      // The far end: straight to the last row, whose page is fetched on its own.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await grid.locator(`[aria-posinset="${provider.total}"] [role="button"], [aria-posinset="${provider.total}"] button`).first().waitFor({ timeout: TIMEOUT });
      assert.ok(offsets.length < 12, `the pages in between were skipped (${offsets.length} requests)`);
      assert.ok((await grid.getByRole('listitem').count()) < 200, 'only a window of rows is mounted');
      assert.equal(await grid.evaluate((element) => element.getBoundingClientRect().height), reserved, 'no layout shift');
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
    }
  });
});
