import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

/** The seeded bonuses a player may use (server/src/seed/bonuses.ts), in their order. */
const AVAILABLE = ['Welcome package', 'Weekly reload', 'VIP cashback', '50 free spins', '20 free spins', 'Provider spins'];
/** Expired, consumed, or free spins whose games are all inactive: never listed. */
const UNAVAILABLE = ['Spring cashback', 'Birthday gift', 'Expired spins', 'Used spins', 'Unavailable spins'];

const DEV_AUTH = { 'X-UserId': 'dev-player-1', 'X-SessionId': 'dev-session-1' };

async function openBonuses(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
}

const cardTitles = (page: Page) => page.locator('[data-testid="bonus-card"] h2').allTextContents();

describe('bonuses (owned by the bonuses remote)', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  test("the dev player's /bonus lists the bonuses still available, each leading to its detail", async () => {
    const page = await browser().newPage();
    try {
      await openBonuses(page, `${server().url}/bonus`);
      await page.getByRole('heading', { level: 1, name: 'Bonuses' }).waitFor();
      await page.locator('[data-testid="bonus-card"]').first().waitFor({ timeout: 20000 });
      const titles = await cardTitles(page);
      assert.deepEqual(titles, AVAILABLE);
      for (const gone of UNAVAILABLE) assert.ok(!titles.includes(gone), `${gone} is not listed`);
      await page.getByRole('link', { name: 'Weekly reload' }).click();
      await page.getByRole('heading', { level: 1, name: 'Weekly reload' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/bonus/bonus-2');
      assert.equal(await page.getByRole('progressbar').getAttribute('value'), '75');
      // Seeded to expire in 7 days: 7 d 0 h, or 6 d 23 h once the server has run a while.
      const countdown = page.locator('time');
      assert.match(await countdown.innerText(), /^Expires in (7 d 0 h|6 d 2\d h)$/);
      assert.ok((await countdown.getAttribute('title')) !== null, 'the absolute date as its title');
    } finally {
      await page.close();
    }
  });

  test("a free-spin bonus's detail shows its games, and a tile launches", async () => {
    const page = await browser().newPage();
    try {
      await openBonuses(page, `${server().url}/bonus/bonus-6`);
      await page.getByRole('heading', { level: 1, name: '50 free spins' }).waitFor({ timeout: 20000 });
      const games = page.getByRole('region', { name: 'Play your free spins on' });
      const tiles = games.locator('[data-card-style]');
      await tiles.first().waitFor();
      assert.ok((await tiles.count()) >= 2, 'the bonus has its games');
      // A bragg game opens in the desktop pop-up (haba's open the app's native mini-games).
      const tile = tiles.filter({ hasText: 'Bragg Gaming' }).first().locator('> button:first-child');
      await page.waitForLoadState('networkidle');
      const opened = page.waitForEvent('popup', { timeout: 10000 });
      await tile.click();
      const popup = await opened;
      assert.match(new URL(popup.url()).pathname, /^\/desktop\/games\/bragg%3A/);
      await popup.close();
    } finally {
      await page.close();
    }
  });

  test("an unknown bonus id says so and leads back to the list", async () => {
    const page = await browser().newPage();
    try {
      await openBonuses(page, `${server().url}/bonus/no-such-bonus`);
      await page.getByRole('heading', { level: 1, name: 'Bonus not found' }).waitFor({ timeout: 20000 });
      await page.getByRole('link', { name: 'See all bonuses' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bonuses' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/bonus');
    } finally {
      await page.close();
    }
  });

  test("home's free-spins block shows the player's free-round games", async () => {
    const response = await fetch(`${server().url}/api/player/freerounds`, { headers: DEV_AUTH });
    const { data: offers } = (await response.json()) as { data: { code: string }[] };
    assert.equal(offers.length, 3, 'the dev player has 3 live offers');
    const page = await browser().newPage();
    try {
      // Logged in said outright, so the audience-targeted block shows whatever the lobby sends by default.
      await openBonuses(page, `${server().url}/?userStatuses=LoggedIn`);
      const block = page.locator('[data-block-type="freespin"]');
      await block.locator('[data-card-style]').first().waitFor({ timeout: 20000 });
      assert.equal(await block.locator('[data-card-style]').count(), offers.length);
      assert.equal(await block.getByText('No games available for free spins').count(), 0);
    } finally {
      await page.close();
    }
  });

  test('a failed bonuses call shows the error with a Retry, and Retry recovers', async () => {
    const page = await browser().newPage();
    let failing = true;
    // Every attempt fails (the client retries a 500 itself) until the test lets them through.
    await page.route('**/api/v1/casino/bonuses?**', (route) =>
      failing ? route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }) : route.continue(),
    );
    try {
      await openBonuses(page, `${server().url}/bonus`);
      const alert = page.getByRole('alert').filter({ hasText: 'We could not load the bonuses.' });
      await alert.waitFor({ timeout: 20000 });
      assert.match(await alert.innerText(), /Request failed with status code 500/);
      failing = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-testid="bonus-card"]').first().waitFor({ timeout: 20000 });
      assert.deepEqual(await cardTitles(page), AVAILABLE);
      assert.equal(await alert.count(), 0);
    } finally {
      await page.close();
    }
  });
});
