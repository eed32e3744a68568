import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const TIMEOUT = 20000;
const DAY_MS = 86_400_000;

const searchEntry = (page: Page) => page.getByRole('button', { name: /Search games/ });
const balance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function openLobby(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
}

/**
 * The "N playing" figures of the tiles under `selector`, once there are tiles and every one
 * shows at least `least` (or, past the time-out, as they stand: the assertion then says why).
 */
async function playingCounts(page: Page, selector: string, least: number): Promise<number[]> {
  const chips = `${selector} [data-card-style] [data-part="playing"]`;
  await page.locator(`${selector} [data-card-style]`).first().waitFor({ timeout: TIMEOUT });
  await page
    .waitForFunction(
      ({ wanted, minimum }) => {
        const counts = [...document.querySelectorAll(wanted)].map((chip) =>
          Number((chip.textContent ?? '').replace(/\D/g, '')),
        );
        return counts.length > 0 && counts.every((count) => count >= minimum);
      },
      { wanted: chips, minimum: least },
      { timeout: TIMEOUT },
    )
    .catch(() => undefined);
  return page
    .locator(chips)
    .evaluateAll((found) => found.map((chip) => Number((chip.textContent ?? '').replace(/\D/g, ''))));
}

describe('lobby reply fields, player counts, storage keys and the clock in effect (issue #32)', () => {
  const browser = useBrowser();

  test('a lobby reply with showSearch false offers no search: no entry in the header, no shortcut', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        await openLobby(page, `${server.url}/`);
        await page.locator('[data-remote="catalogue"] [data-card-style]').first().waitFor({ timeout: TIMEOUT });
        // The header's search area is drawn after the first view: the balance is there by then.
        await balance(page).waitFor({ timeout: TIMEOUT });
        assert.equal(await page.locator('[data-remote="search"]').count(), 0);
        assert.equal(await searchEntry(page).count(), 0);
        await page.keyboard.press('/');
        assert.equal(await page.getByRole('dialog', { name: 'Search games' }).count(), 0);
        assert.deepEqual(problems.consoleErrors, []);
      },
      {
        prepareData: (db) =>
          db.query(`UPDATE site_settings SET value = 'false' WHERE key = 'showSearch'`).then(() => undefined),
      },
    );
  });

  test("the lobby reply's currency formats the balance: EUR gives € amounts", async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await openLobby(page, `${server.url}/?userBalance=1234.5`);
        await balance(page).waitFor({ timeout: TIMEOUT });
        assert.equal(await balance(page).innerText(), '€1,234.50');
      },
      {
        prepareData: (db) =>
          db.query(`UPDATE site_settings SET value = '"EUR"' WHERE key = 'defaultCurrency'`).then(() => undefined),
      },
    );
  });

  test('tiles of a provider listing and of search results show a playing count of SPEC §9 (20–200)', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await openLobby(page, `${server.url}/provider-games/haba`);
        const listed = await playingCounts(page, '[data-remote="catalogue"]', 20);
        assert.ok(
          listed.length > 0 && listed.every((count) => count >= 20 && count <= 200),
          `listing counts ${listed.join(', ')}`,
        );

        await searchEntry(page).click();
        const panel = page.getByRole('dialog', { name: 'Search games' });
        await panel.getByRole('searchbox', { name: 'Search games' }).fill('slot');
        await panel.getByRole('list', { name: 'Search results' }).waitFor({ timeout: TIMEOUT });
        const found = await playingCounts(page, '[role="dialog"] ul[aria-label="Search results"]', 20);
        assert.ok(
          found.length > 0 && found.every((count) => count >= 20 && count <= 200),
          `result counts ${found.join(', ')}`,
        );
      },
      // The service's own counts gone: what a tile shows is the lobby's (SPEC §9), or 0 without it.
      { prepareData: (db) => db.query('DELETE FROM player_counts').then(() => undefined) },
    );
  });

  test('the balance info key restores the last balances on a reload, for the same player only', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await openLobby(page, `${server.url}/?userBalance=77.5`);
      await balance(page).getByText('$77.50').waitFor({ timeout: TIMEOUT });
      await openLobby(page, `${server.url}/`);
      await balance(page).getByText('$77.50').waitFor({ timeout: TIMEOUT });
      await openLobby(page, `${server.url}/?userId=another-player&sessionId=another-session`);
      await balance(page).getByText('$0.00').waitFor({ timeout: TIMEOUT });
    });
  });

  test('a favourite set in one window of the device shows in the other (favourites and recent-games sync key)', async () => {
    await withLobbyPage(browser(), async ({ server }) => {
      // Two windows of one browser profile: they share its local storage.
      const context = await browser().newContext();
      try {
        const lobby = await context.newPage();
        const other = await context.newPage();
        await openLobby(lobby, `${server.url}/`);
        await openLobby(other, `${server.url}/`);
        const popular = other.locator('[data-block-type="standard"]').first();
        const heart = popular.locator('button[aria-pressed="false"][aria-label^="Favourite "]').first();
        await heart.waitFor({ timeout: TIMEOUT });
        const name = (await heart.getAttribute('aria-label')) ?? '';
        await heart.click();
        await lobby.locator(`button[aria-label="${name}"][aria-pressed="true"]`).first().waitFor({ timeout: TIMEOUT });
      } finally {
        await context.close();
      }
    });
  });

  test('useFullScreenCasino: the lobby covers the screen by default, and stays in the safe area when false', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const viewport = () => page.locator('meta[name="viewport"]').getAttribute('content');
      await openLobby(page, `${server.url}/`);
      assert.match((await viewport()) ?? '', /viewport-fit=cover/);
      await openLobby(page, `${server.url}/?useFullScreenCasino=false`);
      await page.waitForFunction(() => document.documentElement.dataset.fullScreen === 'false');
      assert.doesNotMatch((await viewport()) ?? '', /viewport-fit=cover/);
    });
  });

  test("an editor's time travel (previewAt) moves a bonus's countdown to that instant", async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const issued = await fetch(`${server.url}/api/v1/casino/preview-tokens`, { method: 'POST' });
      assert.equal(issued.status, 201);
      const { token } = (await issued.json()) as { token: string };
      const countdown = page.getByTestId('expiry-countdown');
      // 'Weekly reload' ends 7 days after the seed.
      await openLobby(page, `${server.url}/bonus/bonus-2`);
      await countdown.waitFor({ timeout: TIMEOUT });
      assert.match(await countdown.innerText(), /^Expires in (7 d 0 h|6 d 2\d h)$/);
      const at = new Date(Date.now() + 5 * DAY_MS).toISOString();
      await openLobby(page, `${server.url}/bonus/bonus-2?previewToken=${token}&previewAt=${encodeURIComponent(at)}`);
      await countdown.waitFor({ timeout: TIMEOUT });
      assert.match(await countdown.innerText(), /^Expires in (2 d 0 h|1 d 2\d h)$/);
    });
  });
});
