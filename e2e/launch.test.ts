import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const INVALID_TARGET_WARNING = 'Invalid target';

/** The first game tile's launch button: the card's first button, named by its caption. */
async function firstTile(page: Page | Frame) {
  const tile = page.locator('[data-remote="catalogue"] [data-card-style] > button:first-child').first();
  await tile.waitFor({ timeout: 20000 });
  return tile;
}

describe('game launch (owned by game-player)', () => {
  const browser = useBrowser();

  test('a player clicking a tile gets the game route, and the game is active', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      // A provider whose games open in the lobby (haba's open the app's native mini-games).
      await page.goto(`${server.url}/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      // Content above the grid (hints, player data) can still arrive and move the tiles;
      // a click aimed at a tile that moved meanwhile would land beside it.
      await page.waitForLoadState('networkidle');
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await (await firstTile(page)).click();
      await page
        .waitForFunction(() => window.location.pathname.startsWith('/games/'), undefined, { timeout: 10000 })
        .catch(() => assert.fail(`no game route; console: ${warnings.join(' | ')} at ${page.url()}`));
      await page.locator('section[data-remote="game-player"]').waitFor();
      assert.match(new URL(page.url()).pathname, /^\/games\/bragg%3A/);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a guest clicking a tile is asked to log in through the shell and stays in the lobby', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      await page.getByLabel('Guest').check();
      await page.getByRole('button', { name: 'Send guestMode' }).click();
      await (await firstTile(frame)).click();
      await page.locator('#log li[data-direction="in"][data-type="openLoginScreen"]').waitFor({ timeout: 10000 });
      assert.equal(await frame.evaluate(() => window.location.pathname), '/');
      assert.equal(await page.locator('#log li[data-direction="in"][data-type="openCasinoGame"]').count(), 0);
    });
  });

  test('a shell navigate without a target is refused with the SPEC warning', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      const warning = frame.page().waitForEvent('console', {
        predicate: (message) => message.text().includes(INVALID_TARGET_WARNING),
        timeout: 10000,
      });
      await page.evaluate(() => {
        const lobby = (document.getElementById('lobby-frame') as HTMLIFrameElement).contentWindow;
        lobby?.postMessage({ source: 'casino-shell', type: 'navigate', payload: { type: 'page' } }, window.location.origin);
      });
      assert.match((await warning).text(), /Invalid target/);
      assert.equal(await frame.evaluate(() => window.location.pathname), '/');
    });
  });
});
