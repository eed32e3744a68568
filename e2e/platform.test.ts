import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

const UNAVAILABLE = 'The block is not available on this platform';
const LOBBY_PATH = '/api/v1/casino/lobby';
const TILE = '[data-remote="catalogue"] [data-card-style] > button:first-child';

/** A page of `width` that records the devicePlatform of every lobby request it makes. */
async function pageAt(browser: Browser, width: number): Promise<{ page: Page; asked: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LOBBY_PATH) asked.push(url.searchParams.get('devicePlatform') ?? '');
  });
  return { page, asked };
}

/** The catalogue has drawn its blocks (and would have drawn an unavailable one's notice). */
async function blocksDrawn(page: Page): Promise<void> {
  await page.locator(TILE).first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
}

describe('one platform for layout and requests (SPEC §2, owned by the host)', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  for (const width of [390, 900]) {
    test(`${width} px without a prefix: the mobile layout asks for the mobile lobby, shows no desktop-only block and launches on the game route`, async () => {
      const { page, asked } = await pageAt(browser(), width);
      const problems = watchProblems(page);
      let popups = 0;
      page.on('popup', () => (popups += 1));
      try {
        await page.goto(`${server().url}/`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await blocksDrawn(page);
        assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), 'mobile');
        assert.deepEqual(asked, ['mobile']);
        assert.equal(await page.getByText(UNAVAILABLE).count(), 0);

        await page.goto(`${server().url}/provider-games/bragg`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await blocksDrawn(page);
        await page.locator(TILE).first().click();
        await page.waitForFunction(() => window.location.pathname.startsWith('/games/'), undefined, { timeout: 10000 });
        await page.locator('section[data-remote="game-player"]').waitFor({ timeout: 20000 });
        assert.equal(popups, 0);
        assert.ok(asked.every((platform) => platform === 'mobile'), `every lobby request asked for mobile: ${asked.join(', ')}`);
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await page.close();
      }
    });
  }

  test('the /desktop prefix at 390 px keeps everything desktop: layout, lobby and the pop-up launch', async () => {
    const { page, asked } = await pageAt(browser(), 390);
    try {
      await page.goto(`${server().url}/desktop/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await blocksDrawn(page);
      assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), 'desktop');
      const opened = page.waitForEvent('popup', { timeout: 10000 });
      await page.locator(TILE).first().click();
      const popup = await opened;
      assert.match(new URL(popup.url()).pathname, /^\/desktop\/games\/bragg%3A/);
      // The page carried its desktop lobby; any request it made asked for desktop too.
      assert.ok(asked.every((platform) => platform === 'desktop'), `every lobby request asked for desktop: ${asked.join(', ')}`);
      await popup.close();
    } finally {
      await page.close();
    }
  });

  test('crossing the breakpoint switches layout and lobby: the lobby is fetched again for the new platform', async () => {
    const { page, asked } = await pageAt(browser(), 1280);
    try {
      await page.goto(`${server().url}/`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await blocksDrawn(page);
      assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), 'desktop');
      // The desktop lobby came with the page (or was asked for desktop).
      assert.ok(asked.every((platform) => platform === 'desktop'));
      const refetched = page.waitForResponse(
        (response) => new URL(response.url()).pathname === LOBBY_PATH && new URL(response.url()).searchParams.get('devicePlatform') === 'mobile',
        { timeout: 10000 },
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await refetched;
      await page.waitForFunction(
        () => document.querySelector('[data-testid="lobby-layout"]')?.getAttribute('data-platform') === 'mobile',
        undefined,
        { timeout: 10000 },
      );
      await blocksDrawn(page);
      assert.equal(await page.getByText(UNAVAILABLE).count(), 0);
    } finally {
      await page.close();
    }
  });
});
