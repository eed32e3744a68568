import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { MAINTENANCE_TEXT, openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

/**
 * SPEC §5/§8: a setting with an invalid value is ignored and its default stands. The lobby's
 * settings and the content service's lobby query share one schema (shared/src/schema), so an
 * odd value never reaches the service as a value it refuses, and the lobby never goes into
 * maintenance over one (issue #32: `?country=USA` used to be a 400 and maintenance for ever).
 */
const ODD_VALUES = `country=USA&brand=a%20b&bundleID=com%20app&lobbyPlatform=${'x'.repeat(200)}&userStatuses=Guest,VIP`;

/** The lobby shows its games: a tile's title is on screen and the maintenance page is not. */
async function assertShowsGames(target: Page | Frame): Promise<void> {
  await waitForLobbyState(target, 'loaded');
  await target.locator('[data-card-style] [data-part="title"]').first().waitFor({ timeout: 20000 });
  assert.equal(await target.getByText(MAINTENANCE_TEXT).count(), 0);
  assert.notEqual(new URL(target.url()).pathname, '/maintenance');
}

describe('odd settings values', () => {
  const browser = useBrowser();

  test('a standalone page opened with ?country=USA shows the lobby, not maintenance', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const lobbyCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/casino/lobby') lobbyCalls.push(request.url());
      });
      await page.goto(`${server.url}/?country=USA`, { waitUntil: 'load' });
      await assertShowsGames(page);
      for (const call of lobbyCalls) assert.equal(new URL(call).searchParams.get('country'), null, call);
      assert.deepEqual(problems.failedRequests, []);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a standalone page with odd values in every lobby-query setting shows the lobby', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.goto(`${server.url}/?${ODD_VALUES}&platform=mobile`, { waitUntil: 'load' });
      await assertShowsGames(page);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test("an embedded lobby whose initialData says country 'USA' shows the lobby", async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await waitForLobbyState(await openShell(page, server.url), 'loaded');
      // The shell's own settings with the odd country, sent to a freshly framed lobby.
      const settings = JSON.parse(await page.locator('#initial-data').inputValue()) as Record<string, unknown>;
      await page.locator('#initial-data').fill(JSON.stringify({ ...settings, country: 'USA', brand: 'a b' }));
      await page.evaluate(() => (document.getElementById('frame-form') as HTMLFormElement).requestSubmit());
      await page.locator('#log li[data-direction="out"][data-type="initialData"]', { hasText: '"country":"USA"' }).waitFor({ timeout: 20000 });
      const frame = await (await page.locator('#lobby-frame').elementHandle())?.contentFrame();
      assert.ok(frame, 'the simulator frames the lobby');
      await assertShowsGames(frame);
      // Re-framing aborts what the first lobby still had in flight; no request failed with a status.
      assert.deepEqual(problems.failedRequests.filter((failure) => / \d{3}$/.test(failure)), []);
    });
  });
});
