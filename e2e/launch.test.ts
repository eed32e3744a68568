import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { FIRST_LOBBY_ELEMENT_ID } from '@lobby/shared';
import { openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const INVALID_TARGET_WARNING = 'Invalid target';

/** The first game tile's launch button: the card's first button, named by its caption. */
async function firstTile(page: Page | Frame) {
  const tile = page.locator('[data-remote="catalogue"] [data-card-style] > button:first-child').first();
  await tile.waitFor({ timeout: 20000 });
  // Content above the grid (hints, player data) can still arrive and move the tiles;
  // a click aimed at a tile that moved meanwhile would land beside it.
  await page.waitForLoadState('networkidle');
  return tile;
}

/** The key of a game the mobile lobby lists (active, on mobile), from the content service. */
async function activeMobileGame(serverUrl: string): Promise<string> {
  const response = await fetch(
    `${serverUrl}/api/v1/casino/games?aggregator=bragg&platform=mobile&isActive=true&limit=1`,
  );
  const { data } = (await response.json()) as { data: { code: string; aggregator: string }[] };
  const game = data[0];
  assert.ok(game, 'the seed has an active mobile bragg game');
  return `${game.aggregator}:${game.code}`;
}

describe('game launch (owned by game-player)', () => {
  const browser = useBrowser();

  test('desktop: a click opens the pop-up on the desktop game route with the SPEC query, showing the game page', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      // A provider whose games open in the lobby (haba's open the app's native mini-games).
      await page.goto(`${server.url}/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const opened = page.waitForEvent('popup', { timeout: 10000 });
      await (await firstTile(page)).click();
      const popup = await opened;
      const url = new URL(popup.url());
      assert.match(url.pathname, /^\/desktop\/games\/bragg%3A/);
      assert.deepEqual([...url.searchParams.keys()], ['locale', 'theme', 'brand', 'loadingTimeout']);
      assert.deepEqual(
        [url.searchParams.get('locale'), url.searchParams.get('theme'), url.searchParams.get('brand')],
        ['en', 'dark', '99'],
      );
      assert.ok(Number(url.searchParams.get('loadingTimeout')) > 0);
      await popup.locator('section[data-remote="game-player"]').waitFor({ timeout: 20000 });
      // The pop-up is a game window: its settings came from its query, with the opener's session.
      await waitForLobbyState(popup, 'loaded');
      // Height 810 (SPEC §9), or the whole screen where it is smaller (a headless screen is).
      const { name, height, screenHeight } = await popup.evaluate(() => ({
        name: window.name,
        height: window.outerHeight,
        screenHeight: window.screen.availHeight,
      }));
      assert.match(name, /^casino-lobby-game:bragg:/);
      assert.equal(height, Math.min(810, screenHeight));
      assert.equal(new URL(page.url()).pathname, '/provider-games/bragg');
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('desktop with openGamesInNewTab=true: a new tab on the pop-up address, without pop-up window features', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      // A tab, not a pop-up: a pop-up hides the browser's bars (window.toolbar.visible false).
      const barsOf = (opened: Page) => opened.evaluate(() => ({ toolbar: window.toolbar.visible, menubar: window.menubar.visible }));
      await page.goto(`${server.url}/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const popupOpened = page.waitForEvent('popup', { timeout: 10000 });
      await (await firstTile(page)).click();
      const popup = await popupOpened;
      assert.deepEqual(await barsOf(popup), { toolbar: false, menubar: false }, 'the default launch is a pop-up');
      await popup.close();

      await page.goto(`${server.url}/provider-games/bragg?openGamesInNewTab=true`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const tabOpened = page.waitForEvent('popup', { timeout: 10000 });
      await (await firstTile(page)).click();
      const tab = await tabOpened;
      const url = new URL(tab.url());
      assert.match(url.pathname, /^\/desktop\/games\/bragg%3A/);
      assert.deepEqual([...url.searchParams.keys()], ['locale', 'theme', 'brand', 'loadingTimeout']);
      assert.deepEqual(await barsOf(tab), { toolbar: true, menubar: true }, 'a tab, not a pop-up');
      await tab.locator('section[data-remote="game-player"]').waitFor({ timeout: 20000 });
      assert.match(await tab.evaluate(() => window.name), /^casino-lobby-game:bragg:/);
      assert.equal(new URL(page.url()).pathname, '/provider-games/bragg');
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('mobile: a logged-in click opens the game route in place of the lobby screen', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.goto(`${server.url}/mobile/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const historyBefore = await page.evaluate(() => window.history.length);
      await (await firstTile(page)).click();
      await page.waitForFunction(() => window.location.pathname.startsWith('/mobile/games/'), undefined, {
        timeout: 10000,
      });
      await page.locator('section[data-remote="game-player"]').waitFor();
      assert.match(new URL(page.url()).pathname, /^\/mobile\/games\/bragg%3A/);
      assert.equal(
        await page.evaluate(() => window.history.length),
        historyBefore,
        'the route replaced the lobby screen',
      );
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a click before game-player is there launches once it is (the bus holds the request)', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(
        (url) => url.pathname.startsWith('/remotes/game-player/'),
        async (route) => {
          asked = true;
          await held;
          await route.continue();
        },
      );
      await page.goto(`${server.url}/mobile/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const tile = page.locator('[data-remote="catalogue"] [data-card-style] > button:first-child').first();
      await tile.waitFor({ timeout: 20000 });
      await tile.click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.ok(asked, 'the click (or the idle browser) asked for game-player');
      assert.doesNotMatch(new URL(page.url()).pathname, /\/games\//);
      release();
      await page.waitForFunction(() => window.location.pathname.startsWith('/mobile/games/'), undefined, {
        timeout: 20000,
      });
      assert.match(new URL(page.url()).pathname, /^\/mobile\/games\/bragg%3A/);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('openGame: asked for before the lobby has loaded, it waits for the load, then opens', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const game = await activeMobileGame(server.url);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/v1/casino/lobby',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      // The server writes a standalone page's first lobby reply into the page; without it the
      // host asks for the lobby, which is held back here.
      await page.route(
        (url) => url.pathname === '/mobile/',
        async (route) => {
          const response = await route.fetch();
          const pattern = new RegExp(`<script[^>]*id="${FIRST_LOBBY_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`);
          const html = await response.text();
          assert.match(html, pattern);
          await route.fulfill({ response, body: html.replace(pattern, '') });
        },
      );
      await page.goto(`${server.url}/mobile/?openGame=${encodeURIComponent(game)}`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loading');
      // An openGame setting starts game-player at once, so the request is queued while the lobby
      // is held back.
      await page.locator('[data-remote-area="game-player"]').waitFor({ state: 'attached', timeout: 20000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.doesNotMatch(new URL(page.url()).pathname, /\/games\//);
      release();
      await page.waitForFunction(() => window.location.pathname.startsWith('/mobile/games/'), undefined, {
        timeout: 20000,
      });
      assert.equal(new URL(page.url()).pathname, `/mobile/games/${encodeURIComponent(game)}`);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a guest on a standalone page gets the login prompt of the page', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.goto(`${server.url}/provider-games/bragg?guestMode=true`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await (await firstTile(page)).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to play' });
      await dialog.waitFor({ timeout: 10000 });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(popups, 0);
      assert.equal(new URL(page.url()).pathname, '/provider-games/bragg');
    });
  });

  test('a mini-game on a standalone page: the page says it opens in the app', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.goto(`${server.url}/provider-games/haba`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await (await firstTile(page)).click();
      await page.getByRole('dialog', { name: 'Open in the app' }).waitFor({ timeout: 10000 });
    });
  });

  test('through the shell: a desktop launch sends launchCasinoGame and opens the pop-up', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url, '/provider-games/bragg');
      await waitForLobbyState(frame, 'loaded');
      const opened = page.waitForEvent('popup', { timeout: 10000 });
      await (await firstTile(frame)).click();
      const entry = page.locator('#log li[data-direction="in"][data-type="launchCasinoGame"]');
      await entry.waitFor({ timeout: 10000 });
      assert.match((await entry.locator('.payload').textContent()) ?? '', /"aggregator":"bragg"/);
      assert.match(new URL((await opened).url()).pathname, /^\/desktop\/games\/bragg%3A/);
    });
  });

  test('through the shell: a mini-game opens in the app by its id', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url, '/provider-games/haba');
      await waitForLobbyState(frame, 'loaded');
      await (await firstTile(frame)).click();
      const entry = page.locator('#log li[data-direction="in"][data-type="openCasinoGame"]');
      await entry.waitFor({ timeout: 10000 });
      assert.match((await entry.locator('.payload').textContent()) ?? '', /^\{"gameCode":"\d+","aggregator":"haba"\}$/);
    });
  });

  test('through the shell: an openGame the catalogue lacks is gameNotFound', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      // The shell's settings with openGame, sent as initialData to a freshly loaded lobby.
      const settings = JSON.parse(await page.locator('#initial-data').inputValue()) as Record<string, unknown>;
      await page.locator('#initial-data').fill(JSON.stringify({ ...settings, openGame: 'bragg:no-such-game' }));
      await page.locator('#log li').first().waitFor();
      await page.evaluate(() => (document.getElementById('frame-form') as HTMLFormElement).requestSubmit());
      const entry = page.locator('#log li[data-direction="in"][data-type="gameNotFound"]');
      await entry.waitFor({ timeout: 20000 });
      assert.equal(await entry.locator('.payload').textContent(), '{"gameCode":"no-such-game","aggregator":"bragg"}');
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
        lobby?.postMessage(
          { source: 'casino-shell', type: 'navigate', payload: { type: 'page' } },
          window.location.origin,
        );
      });
      assert.match((await warning).text(), /Invalid target/);
      assert.equal(await frame.evaluate(() => window.location.pathname), '/');
    });
  });
});
