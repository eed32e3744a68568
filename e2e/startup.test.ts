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
