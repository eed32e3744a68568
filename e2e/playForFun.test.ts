import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

/**
 * Issue #34 in the browser: a demo game played for fun money from its tile — by a guest, with
 * no login — says so on the game page and in the demo itself; "Play for real" is a real launch;
 * and a player under protection is refused at launch by the content service and told why.
 */
const TIMEOUT = 20000;
const FUN_NOTICE = 'Playing for fun — no real money';
const PLAY_FOR_REAL = 'Play for real';
/** A tile's "Play for fun" button (its name goes on with the game's title). */
const PLAY_FOR_FUN = /^Play for fun/;
const SELF_EXCLUDED_TITLE = 'Self-exclusion in place';
const selfExcludedText = (date: string) => `You have excluded yourself from play until ${date}.`;
const GAME_FRAME = '[data-game-page] iframe';
const OUTBOX_KEY = 'casinoLobby.actionOutbox';
const DEV_PLAYER = { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' };
/** A seeded game with a demo (/work/i34/seed-keys.md: the first tile of "Popular now"). */
const DEMO_GAME = 'bragg:frozen-vikings-385';
/** Seeded by the content service self-excluded for six months (docs/player-protection.md). */
const EXCLUDED = { userId: 'dev-player-3', sessionId: 'dev-session-3' };

/** The first tile of the home offering "Play for fun", hovered so its buttons show. */
async function demoTile(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: PLAY_FOR_FUN }).first();
  const tile = page.locator('[data-card-style]').filter({ has: button }).first();
  await tile.waitFor({ timeout: TIMEOUT });
  await tile.hover();
  return tile;
}

/**
 * The first tile of the first standard block with no demo: its launch button is the real launch
 * wherever it is clicked (a demo tile's centre is its "Play for fun").
 */
async function realTile(page: Page): Promise<Locator> {
  const tile = page
    .locator('[data-block-type="standard"]')
    .first()
    .locator('[data-card-style]')
    .filter({ hasNot: page.getByRole('button', { name: PLAY_FOR_FUN }) })
    .first();
  await tile.waitFor({ timeout: TIMEOUT });
  return tile;
}

/** The game key of a game route or window address (`…/games/{encoded key}?…`). */
function gameKeyOf(url: string): string {
  const encoded = new URL(url).pathname.split('/games/')[1];
  assert.ok(encoded, `a game address: ${url}`);
  return decodeURIComponent(encoded);
}

/** The launch requests made (by a page, or by every window of a context), with their modes and whether they carried a session. */
function watchLaunches(target: Page | BrowserContext): { mode: string | undefined; signedIn: boolean }[] {
  const launches: { mode: string | undefined; signedIn: boolean }[] = [];
  target.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/v1/casino/games/launch') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { mode?: string };
    launches.push({ mode: body.mode, signedIn: request.headers()['x-userid'] !== undefined });
  });
  return launches;
}

/**
 * The content service refuses the excluded player's launch itself, whoever asks: its end, as the
 * page shows it (English, this machine's time zone, which the browser shares).
 */
async function exclusionEnd(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/casino/games/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-userid': EXCLUDED.userId, 'x-sessionid': EXCLUDED.sessionId },
    body: JSON.stringify({ gameKey: DEMO_GAME, locale: 'en', platform: 'mobile' }),
  });
  assert.equal(response.status, 403);
  const refusal = (await response.json()) as { reason?: string; until?: string | null };
  assert.equal(refusal.reason, 'selfExcluded');
  assert.ok(refusal.until, 'the exclusion has an end');
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(refusal.until));
}

async function serverRecentKeys(serverUrl: string): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/games/recently-played`, { headers: DEV_PLAYER });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { gameId: string }[] }).data.map((play) => play.gameId.toLowerCase());
}

describe('play for fun and protection refusals at launch (issue #34)', () => {
  const browser = useBrowser();

  test('a guest plays a demo for fun from its tile: no login, the fun-money notice, fun money in the game; "Play for real" asks to log in', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const launches = watchLaunches(page);
      await page.goto(`${server.url}/mobile?guestMode=true`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const tile = await demoTile(page);
      await tile.getByRole('button', { name: PLAY_FOR_FUN }).click();

      // The game route says fun money; nobody was asked to log in.
      await page.waitForURL((url) => url.pathname.startsWith('/mobile/games/') && url.search === '?mode=fun', {
        timeout: TIMEOUT,
      });
      const key = gameKeyOf(page.url());
      const facts = await fetch(`${server.url}/api/v1/casino/games?key=${encodeURIComponent(key)}`).then(
        (response) => response.json() as Promise<{ data: { hasDemo?: boolean }[] }>,
      );
      assert.equal(facts.data[0]?.hasDemo, true, `${key} has a demo`);
      const notice = page.getByText(FUN_NOTICE);
      await notice.waitFor({ timeout: TIMEOUT });
      assert.equal(await page.getByRole('dialog', { name: 'Log in to play' }).count(), 0);

      // The demo itself plays with fun money, at the fun address the content service gave.
      const frame = page.locator(GAME_FRAME);
      await frame.waitFor({ timeout: TIMEOUT });
      assert.equal(new URL((await frame.getAttribute('src')) ?? '', server.url).searchParams.get('mode'), 'fun');
      await page.frameLocator(GAME_FRAME).getByText('Fun money').waitFor({ timeout: TIMEOUT });
      assert.deepEqual(launches, [{ mode: 'fun', signedIn: false }]);

      // The notice is a strip of its own: it covers none of the game.
      const bar = await page.locator('[data-fun-mode-bar]').boundingBox();
      const game = await frame.boundingBox();
      assert.ok(bar && game);
      assert.ok(bar.y + bar.height <= game.y + 0.5, 'the notice ends where the game begins');
      assert.ok(game.height > 844 / 2, 'the game keeps the screen');

      // Real money needs an account: the login prompt of SPEC §4 step 1; the demo stays.
      await page.getByRole('button', { name: PLAY_FOR_REAL }).click();
      const login = page.getByRole('dialog', { name: 'Log in to play' });
      await login.waitFor({ timeout: TIMEOUT });
      await login.getByRole('button', { name: 'OK' }).click();
      await login.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).search, '?mode=fun');
      await notice.waitFor();
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a player plays a demo in the desktop pop-up, not recorded as played; "Play for real" turns that window into the real game', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const before = await serverRecentKeys(server.url);
      // The pop-up asks for the address: every window of the context is watched.
      const launches = watchLaunches(page.context());
      const tile = await demoTile(page);
      // game-player comes once the browser is idle; a click before it would launch without the
      // click's permission to open a window (docs/player-actions.md: the game route instead).
      await page.waitForLoadState('networkidle');
      const opened = page.waitForEvent('popup', { timeout: TIMEOUT });
      // By keyboard: the tile's buttons are a keyboard user's too.
      await tile.getByRole('button', { name: PLAY_FOR_FUN }).focus();
      await page.keyboard.press('Enter');
      const popup = await opened;
      const popupProblems: string[] = [];
      popup.on('console', (message) => {
        if (message.type() === 'error') popupProblems.push(message.text());
      });
      const address = new URL(popup.url());
      assert.match(address.pathname, /^\/desktop\/games\//);
      assert.equal(address.searchParams.get('mode'), 'fun');
      const key = gameKeyOf(popup.url()).toLowerCase();

      await popup.getByText(FUN_NOTICE).waitFor({ timeout: TIMEOUT });
      await popup.frameLocator(GAME_FRAME).getByText('Fun money').waitFor({ timeout: TIMEOUT });
      // A fun play is not real play: the launch left no play record to send (it is queued in the
      // same moment as a real launch's), and the server lists no new play.
      const queued = await page.evaluate(
        (storageKey) => (JSON.parse(localStorage.getItem(storageKey) ?? '[]') as { kind: string }[]).map((entry) => entry.kind),
        OUTBOX_KEY,
      );
      assert.deepEqual(queued.filter((kind) => kind === 'play'), []);
      assert.deepEqual(await serverRecentKeys(server.url), before);

      // "Play for real": the real launch, in this same window (the pop-up is the game's window).
      await popup.getByRole('button', { name: PLAY_FOR_REAL }).click();
      await popup.waitForURL((url) => url.pathname.startsWith('/desktop/games/') && !url.searchParams.has('mode'), {
        timeout: TIMEOUT,
      });
      await popup.locator(GAME_FRAME).waitFor({ timeout: TIMEOUT });
      await popup.frameLocator(GAME_FRAME).locator('body[data-mode="real"]').waitFor({ timeout: TIMEOUT });
      assert.equal(await popup.getByText(FUN_NOTICE).count(), 0);
      assert.equal(await popup.frameLocator(GAME_FRAME).getByText('Fun money').count(), 0);
      assert.deepEqual(launches, [
        { mode: 'fun', signedIn: true },
        { mode: undefined, signedIn: true },
      ]);
      // The real play is recorded (by the pop-up's lobby), as any real launch.
      await popup.waitForFunction(
        (storageKey) => (JSON.parse(localStorage.getItem(storageKey) ?? '[]') as unknown[]).length === 0,
        OUTBOX_KEY,
        { timeout: TIMEOUT },
      );
      assert.equal((await serverRecentKeys(server.url))[0], key);
      await popup.close();
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(popupProblems, []);
    });
  });

  test('a player enters a demo at its fun address on the mobile route; "Play for real" replaces it with the real game', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const launches = watchLaunches(page);
      await page.goto(`${server.url}/mobile/games/${encodeURIComponent(DEMO_GAME)}?mode=fun`, { waitUntil: 'load' });
      await page.getByText(FUN_NOTICE).waitFor({ timeout: TIMEOUT });
      await page.frameLocator(GAME_FRAME).locator('body[data-mode="fun"]').waitFor({ timeout: TIMEOUT });

      await page.getByRole('button', { name: PLAY_FOR_REAL }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/mobile/games/') && url.search === '', { timeout: TIMEOUT });
      await page.frameLocator(GAME_FRAME).locator('body[data-mode="real"]').waitFor({ timeout: TIMEOUT });
      assert.equal(await page.getByText(FUN_NOTICE).count(), 0);
      assert.deepEqual(launches, [
        { mode: 'fun', signedIn: true },
        { mode: undefined, signedIn: true },
      ]);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a self-excluded player whose protection the lobby has not loaded taps a game: the server refuses and the page says why', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const date = await exclusionEnd(server.url);

        await page.goto(`${server.url}/mobile?userId=${EXCLUDED.userId}&sessionId=${EXCLUDED.sessionId}`, {
          waitUntil: 'load',
        });
        await waitForLobbyState(page, 'loaded');
        const tile = await realTile(page);
        const refused = page.waitForResponse(
          (response) => response.url().endsWith('/api/v1/casino/games/launch') && response.status() === 403,
          { timeout: TIMEOUT },
        );
        await tile.locator('button').first().click();
        // The lobby did not know (its protection never loaded): the tap opened the game route,
        // and the server's refusal is what the page shows, never a blank game.
        assert.equal(((await (await refused).json()) as { reason?: string }).reason, 'selfExcluded');
        const alert = page.getByRole('alert').filter({ hasText: SELF_EXCLUDED_TITLE });
        await alert.waitFor({ timeout: TIMEOUT });
        assert.ok((await alert.innerText()).includes(selfExcludedText(date)), 'the reason and its end');
        assert.equal(await page.locator(GAME_FRAME).count(), 0);
        await page.getByRole('button', { name: 'Back to the lobby' }).click();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/mobile', { timeout: TIMEOUT });
      },
      // The player's protection cannot be loaded: only the content service's gate knows.
      { failingPaths: ['/api/player/protection'] },
    );
  });

  test('with the protection loaded, the tap itself is refused: the launch notice says why and nothing opens', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      let popups = 0;
      page.on('popup', () => (popups += 1));
      const protectionLoaded = page.waitForResponse(
        (response) => response.url().includes('/api/player/protection') && response.status() === 200,
        { timeout: TIMEOUT },
      );
      await page.goto(`${server.url}/?userId=${EXCLUDED.userId}&sessionId=${EXCLUDED.sessionId}`, {
        waitUntil: 'load',
      });
      await waitForLobbyState(page, 'loaded');
      await protectionLoaded;
      const tile = await realTile(page);
      await tile.locator('button').first().click();
      const notice = page.getByRole('dialog', { name: SELF_EXCLUDED_TITLE });
      await notice.waitFor({ timeout: TIMEOUT });
      assert.ok((await notice.innerText()).includes(selfExcludedText(await exclusionEnd(server.url))), 'the reason and its end');
      await notice.getByRole('button', { name: 'OK' }).click();
      await notice.waitFor({ state: 'detached' });
      assert.equal(popups, 0);
    });
  });
});
