import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { useBrowser, useLobbyServer } from './support/session';

interface GamesPage {
  readonly data: readonly { readonly aggregator: string; readonly code: string; readonly hasDemo?: boolean }[];
}

/** A slot of the catalogue that has a fun-money demo, or has none, from the content service. */
async function slotKey(serverUrl: string, withDemo: boolean): Promise<{ aggregator: string; code: string }> {
  const response = await fetch(`${serverUrl}/api/v1/casino/games?aggregator=bragg&platform=mobile&isActive=true&limit=100`);
  const body = (await response.json()) as GamesPage;
  const game = body.data.find((candidate) => candidate.hasDemo === withDemo);
  assert.ok(game, `a bragg slot ${withDemo ? 'with' : 'without'} a demo`);
  return game;
}

async function openDemoGame(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  // The game shows its table once its loading steps are done.
  await page.locator('body.ready').waitFor({ timeout: 20000 });
}

/** Issue #34 "Play for fun": the demo game that the fun launch's address opens says it plays for fun money. */
describe('the demo game in fun mode (owned by the content service)', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  test('plays with a fun balance and says "Fun money" in its bar, on a phone as on a desktop', async () => {
    const { aggregator, code } = await slotKey(server().url, true);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const page = await browser().newPage({ viewport });
      const problems = watchProblems(page);
      try {
        await openDemoGame(page, `${server().url}/demo-games/${aggregator}/${code}?locale=en&platform=mobile&mode=fun`);
        const badge = page.locator('.bar').getByText('Fun money', { exact: true });
        assert.equal(await badge.isVisible(), true);
        const balance = page.locator('#balance');
        assert.equal(await balance.innerText(), '1,000.00 FUN');
        assert.match(await page.locator('.balance').innerText(), /^Fun balance/);
        // The badge and the balance stay whole inside the bar, however narrow the screen.
        const [bar, badgeBox, balanceBox] = await Promise.all([
          page.locator('.bar').boundingBox(),
          badge.boundingBox(),
          page.locator('.balance').boundingBox(),
        ]);
        assert.ok(bar && badgeBox && balanceBox);
        assert.ok(badgeBox.x >= bar.x && badgeBox.x + badgeBox.width <= bar.x + bar.width + 0.5);
        assert.ok(balanceBox.x + balanceBox.width <= bar.x + bar.width + 0.5);
        await page.getByRole('button', { name: 'Spin' }).click();
        await balance.filter({ hasNotText: '1,000.00 FUN' }).waitFor();
        assert.match(await balance.innerText(), /^[\d,]+\.\d\d FUN$/);
        // The page names no icon, so the browser asks for /favicon.ico, which no one serves.
        assert.deepEqual(problems.failedRequests.filter((request) => !request.includes('/favicon.ico')), []);
        assert.deepEqual(problems.consoleErrors.filter((error) => !error.includes('404 (Not Found)')), []);
      } finally {
        await page.close();
      }
    }
  });

  test('tops an empty fun balance up instead of sending the player to the cashier', async () => {
    const { aggregator, code } = await slotKey(server().url, true);
    const page = await browser().newPage();
    try {
      await openDemoGame(page, `${server().url}/demo-games/${aggregator}/${code}?mode=fun&demo=broke`);
      assert.equal(await page.locator('#balance').innerText(), '0.00 FUN');
      await page.getByRole('button', { name: 'Spin' }).click();
      await page.getByRole('status').filter({ hasText: 'Your fun balance has been topped up to 1,000.00 FUN.' }).waitFor();
      assert.match(await page.locator('#balance').innerText(), /^[\d,]+\.\d\d FUN$/);
    } finally {
      await page.close();
    }
  });

  test('plays real money as before without mode=fun, and has no fun mode for a game without a demo', async () => {
    const withDemo = await slotKey(server().url, true);
    const page = await browser().newPage();
    try {
      await openDemoGame(page, `${server().url}/demo-games/${withDemo.aggregator}/${withDemo.code}?locale=en&platform=mobile`);
      assert.equal(await page.locator('#balance').innerText(), '100.00');
      assert.equal(await page.getByText('Fun money').count(), 0);
    } finally {
      await page.close();
    }
    const withoutDemo = await slotKey(server().url, false);
    const response = await fetch(`${server().url}/demo-games/${withoutDemo.aggregator}/${withoutDemo.code}?mode=fun`);
    assert.equal(response.status, 404);
  });
});
