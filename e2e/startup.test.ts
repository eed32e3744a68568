import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAINTENANCE_TEXT, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

describe('host start-up', () => {
  const browser = useBrowser();

  test('a standalone page takes its settings from the query string and reaches loaded', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.goto(`${server.url}/?userBalance=77.5&theme=light`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-light')));
      assert.match(await page.getByTestId('header-balance').innerText(), /77\.50/);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  /** What start-up leaves until the first view is drawn: axios and the player's lists. */
  const LATER_REQUESTS = /\/axios\.[0-9a-f]+\.js$|\/api\/(games|player)\//;

  test('main.js is the first script the page asks for; the player lists and axios wait until the first view is drawn', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const html = await (await fetch(server.url)).text();
      const scripts = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^" >]+)/g)].map((match) => match[1]);
      assert.equal(scripts[0], '/main.js', scripts.join('\n'));
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="page-blocks"]')) return;
          (window as unknown as { firstViewAt: number }).firstViewAt = performance.now();
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.goto(server.url, { waitUntil: 'load' });
      // The demo page is a signed-in player's: the lists load, once the first view is drawn. Wait for
      // axios and the three lists to have been asked for (not only the first list to have answered).
      await page.waitForFunction(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)).length >= 4,
        LATER_REQUESTS.source,
      );
      const { firstViewAt, starts } = await page.evaluate(() => ({
        firstViewAt: (window as unknown as { firstViewAt: number }).firstViewAt,
        starts: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
      }));
      const later = starts.filter(({ path }) => LATER_REQUESTS.test(path));
      assert.ok(later.length >= 4, JSON.stringify(later));
      for (const { path, at } of later) assert.ok(at > firstViewAt, `${path} asked for at ${at} ms, first view at ${firstViewAt} ms`);
    });
  });

  test('with the API down at start the lobby shows the maintenance page', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await page.goto(server.url, { waitUntil: 'load' });
        await waitForLobbyState(page, 'maintenance');
        await page.getByText(MAINTENANCE_TEXT).waitFor();
        assert.equal(new URL(page.url()).pathname, '/maintenance');
      },
      // The page carries the proxy config, so the API is down where the lobby call goes.
      { failingPaths: ['/config/proxies.json', '/api/v1/casino/lobby'] },
    );
  });
});
