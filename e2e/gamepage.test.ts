import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { activeGameKey, openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const OVERLAY = '[data-game-page] [data-loading-overlay]';
const GAME_FRAME = '[data-game-page] iframe';
/** SPEC §8's text, under SPEC §2's key gameLoading.message.timeout. */
const TIMEOUT_TEXT = 'Your request timed out. Please check your internet connection and try again.';

/**
 * Plays an operator who configured the demo games: the launch addresses the content service
 * hands out carry `demo=<mode>` (docs/game-window.md).
 */
async function demoMode(page: Page, mode: 'stall' | 'broke'): Promise<void> {
  await page.route('**/api/v1/casino/games/launch', async (route) => {
    const response = await route.fetch();
    const { url } = (await response.json()) as { url: string };
    await route.fulfill({ response, json: { url: `${url}&demo=${mode}` } });
  });
}

async function waitForGame(target: Page | Frame): Promise<void> {
  await target.locator(GAME_FRAME).waitFor({ timeout: 20000 });
  await target.locator(OVERLAY).waitFor({ state: 'detached', timeout: 20000 });
}

describe('game page (owned by game-player)', () => {
  const browser = useBrowser();

  test('a player on the mobile game route sees the overlay, then the game, and leaves through the menu to the root', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const key = await activeGameKey(server.url, 'bragg', 'mobile');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/mobile/games/${encodeURIComponent(key)}`, { waitUntil: 'load' });
      await page.locator(OVERLAY).waitFor({ timeout: 20000 });
      assert.match(await page.locator(OVERLAY).innerText(), /Loading the game\. This can take up to \d+ seconds\./);
      await waitForGame(page);
      const game = page.frameLocator(GAME_FRAME);
      await game.locator('#balance').filter({ hasText: '100.00' }).waitFor();
      await game.getByRole('button', { name: 'Spin' }).click();
      await game.locator('#balance').filter({ hasNotText: '100.00' }).waitFor();

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Leave' }).click();
      await page.waitForFunction(() => window.location.pathname.replace(/\/$/, '') === '/mobile' && window.location.search === '', undefined, {
        timeout: 10000,
      });
      await page.locator('[data-game-page]').waitFor({ state: 'detached' });
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test("a game whose frame never loads shows SPEC §8's timeout text at the loadingTimeout of the query", async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      // The game's document never answers: its frame neither loads nor speaks.
      await page.route('**/demo-games/**', () => new Promise<void>(() => undefined));
      const key = await activeGameKey(server.url, 'atg99', 'mobile');
      // Not 'load': a frame that never answers holds the page's load event once it exists, and on a
      // busy machine the game route can create it before the page's own load.
      await page.goto(`${server.url}/mobile/games/${encodeURIComponent(key)}?loadingTimeout=1`, { waitUntil: 'domcontentloaded' });
      await page.locator(GAME_FRAME).waitFor({ timeout: 20000 });
      const message = page.locator(`${OVERLAY} p[aria-live]`);
      await message.filter({ hasText: TIMEOUT_TEXT }).waitFor({ timeout: 20000 });
      assert.equal(await message.innerText(), TIMEOUT_TEXT);
      assert.equal(await page.locator(OVERLAY).count(), 1);
    });
  });

  test('a game that stalls part-way shows the same timeout text after its limit', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await demoMode(page, 'stall');
      const key = await activeGameKey(server.url, 'atg99', 'mobile');
      await page.goto(`${server.url}/mobile/games/${encodeURIComponent(key)}?loadingTimeout=3`, { waitUntil: 'load' });
      await page.getByText('Loading the game. This can take up to 3 seconds.').waitFor({ timeout: 20000 });
      await page.getByText(TIMEOUT_TEXT, { exact: true }).waitFor({ timeout: 10000 });
      assert.equal(await page.locator(OVERLAY).count(), 1);
    });
  });

  test('a player out of money gets the insufficient-funds popup, and its button asks the shell for the cashier', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await demoMode(page, 'broke');
      const key = await activeGameKey(server.url, 'asiagaming', 'mobile');
      // The simulator's frame is 1280×800: the whole of it in view, dialog included.
      await page.setViewportSize({ width: 1600, height: 1200 });
      const lobby = await openShell(page, server.url, `/mobile/games/${encodeURIComponent(key)}`);
      await waitForLobbyState(lobby, 'loaded');
      const dialog = lobby.getByRole('dialog', { name: "You don't have sufficient funds, deposit now" });
      await dialog.waitFor({ timeout: 20000 });
      await page.locator('#log li[data-direction="in"][data-type="insufficient-funds"]').waitFor({ timeout: 5000 });
      await dialog.getByRole('button', { name: 'Cashier' }).click();
      await page.locator('#log li[data-direction="in"][data-type="openCashier"]').waitFor({ timeout: 5000 });
      await dialog.waitFor({ state: 'detached' });
    });
  });

  test('the desktop game route, as the pop-up opens it, shows the overlay then the game', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const key = await activeGameKey(server.url, 'atg101', 'desktop');
      await page.setViewportSize({ width: 1280, height: 810 });
      await page.goto(`${server.url}/desktop/games/${encodeURIComponent(key)}?locale=en&theme=dark&brand=WPTG&loadingTimeout=60`, {
        waitUntil: 'load',
      });
      await page.locator(OVERLAY).waitFor({ timeout: 20000 });
      await waitForGame(page);
      await page.frameLocator(GAME_FRAME).getByRole('button', { name: 'Bet', exact: true }).waitFor();
      assert.deepEqual(problems.consoleErrors, []);
    });
  });
});
