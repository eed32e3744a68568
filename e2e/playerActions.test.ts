import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RawLobbyResponse, RawRecentGame } from '@lobby/shared';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

/**
 * The player-action pipeline (docs/player-actions.md) in the browser: one gate for every launch
 * path, ordered and durable writes, analytics delivered once each.
 */
const TIMEOUT = 20000;
const DEV_PLAYER = { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' };
const OPERATOR_TOKEN = 'e2e-operator-token-of-thirty-two-characters-or-more';
const WRITE_KEY = 'e2e-analytics-write-key';
const OUTBOX_KEY = 'casinoLobby.actionOutbox';
const ANALYTICS_QUEUE_KEY = 'casinoLobby.analyticsQueue';

async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
}

/** What the dev player's account holds on the server. */
async function serverList<T>(serverUrl: string, path: string): Promise<T[]> {
  const response = await fetch(`${serverUrl}${path}`, { headers: DEV_PLAYER });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: T[] }).data;
}

/** Every write the page queued has reached the server (the outbox is empty). */
async function outboxDrained(page: Page): Promise<void> {
  await page.waitForFunction(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length === 0,
    OUTBOX_KEY,
    {
      timeout: TIMEOUT,
    },
  );
}

/** The first tile of the first standard block that is not a favourite yet: its title and heart. */
async function notYetFavourite(page: Page): Promise<{ title: string; heart: Locator }> {
  const block = page.locator('[data-block-type="standard"]').first();
  await block.locator('[data-card-style]').first().waitFor({ timeout: TIMEOUT });
  const label = await block
    .locator('button[aria-pressed="false"][aria-label^="Favourite "]')
    .first()
    .getAttribute('aria-label');
  assert.ok(label, 'the block has a game that is not a favourite');
  // By its name, so the locator stays on this game whatever its state.
  return {
    title: label.slice('Favourite '.length),
    heart: block.getByRole('button', { name: label, exact: true }).first(),
  };
}

/**
 * The tiles of `within` whose launch button is a real launch wherever it is clicked: a demo
 * game's tile has "Play for fun" over the middle of its artwork (issue #34).
 */
function realMoneyTiles(page: Page, within: Locator): Locator {
  return within.locator('[data-card-style]').filter({ hasNot: page.getByRole('button', { name: /^Play for fun/ }) });
}

async function favouritesBlockId(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/casino/lobby?userStatuses=LoggedIn`);
  const block = ((await response.json()) as RawLobbyResponse).blocks.find(
    (candidate) => candidate.type === 'favorites',
  );
  assert.ok(block, 'the seeded home has a favourites block');
  return block.id;
}

describe('player actions: one gate, ordered writes, analytics', () => {
  const browser = useBrowser();

  test('quick taps on one heart end in the last tap’s state on two screens and on the server', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const before = new Set(await serverList<string>(server.url, '/api/games/favourite-games'));
      await openHome(page, `${server.url}/`);
      const { title, heart } = await notYetFavourite(page);

      // Ten taps: the last one takes the favourite away again.
      for (let tap = 0; tap < 10; tap += 1) await heart.click();
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      await outboxDrained(page);
      assert.deepEqual(new Set(await serverList<string>(server.url, '/api/games/favourite-games')), before);

      // Five more: the last one makes it a favourite.
      for (let tap = 0; tap < 5; tap += 1) await heart.click();
      assert.equal(await heart.getAttribute('aria-pressed'), 'true');
      await outboxDrained(page);
      const after = await serverList<string>(server.url, '/api/games/favourite-games');
      assert.equal(after.length, before.size + 1, 'the server holds the one new favourite');

      // The second screen, in a window of its own: the player's favourites page lists it.
      const other = await browser().newPage();
      await openHome(other, `${server.url}/favorites/${await favouritesBlockId(server.url)}`);
      await other
        .getByRole('button', { name: `Favourite ${title}`, exact: true })
        .first()
        .waitFor({ timeout: TIMEOUT });
      assert.equal(
        await other
          .getByRole('button', { name: `Favourite ${title}`, exact: true })
          .first()
          .getAttribute('aria-pressed'),
        'true',
      );
      await other.close();
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a play made offline is kept, survives a reload, and reaches the server once when the network returns', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHome(page, `${server.url}/mobile`);
      const block = page.locator('[data-block-type="standard"]').first();
      // One game played online first: the game player is in the page from then on (offline, a
      // part of the lobby not loaded yet cannot load).
      await realMoneyTiles(page, block).first().locator('button').first().click();
      await page.locator('section[data-remote="game-player"]').waitFor({ timeout: TIMEOUT });
      await outboxDrained(page);
      // Back to the lobby from the game's menu (the page stays: the game player with it).
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((url) => url.pathname === '/mobile' || url.pathname === '/mobile/', { timeout: TIMEOUT });
      const tile = realMoneyTiles(page, block).nth(1);
      await tile.waitFor({ timeout: TIMEOUT });
      const before = await serverList<RawRecentGame>(server.url, '/api/games/recently-played');

      await page.context().setOffline(true);
      await tile.locator('button').first().click();
      // The play waits in the outbox, in storage.
      await page.waitForFunction(
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? '[]') as { kind: string }[]).some((entry) => entry.kind === 'play'),
        OUTBOX_KEY,
        { timeout: TIMEOUT },
      );
      const [queued] = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { key: string; id: string }[],
        OUTBOX_KEY,
      );
      assert.ok(queued);
      assert.deepEqual(
        await serverList<RawRecentGame>(server.url, '/api/games/recently-played'),
        before,
        'nothing sent while offline',
      );

      // The network returns and the page is reloaded at once: the page that made the play and the
      // reloaded one may both send it; it is applied once.
      await page.context().setOffline(false);
      await page.reload({ waitUntil: 'load' });
      await outboxDrained(page);
      const recent = await serverList<RawRecentGame>(server.url, '/api/games/recently-played');
      assert.equal(recent[0]?.gameId.toLowerCase(), queued.key.toLowerCase());
      assert.equal(recent.filter((play) => play.gameId.toLowerCase() === queued.key.toLowerCase()).length, 1);
    });
  });

  test('a guest’s launch meets the same gate from a tile and from the game’s own address', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHome(page, `${server.url}/mobile?guestMode=true`);
      const tile = realMoneyTiles(page, page.locator('[data-block-type="standard"]').first()).first();
      await tile.waitFor({ timeout: TIMEOUT });
      await tile.locator('button').first().click();
      const notice = page.getByRole('dialog', { name: 'Log in to play' });
      await notice.waitFor({ timeout: TIMEOUT });
      await notice.getByRole('button').first().click();
      await notice.waitFor({ state: 'detached' });

      const games = await fetch(`${server.url}/api/v1/casino/games?platform=mobile&limit=1`).then(
        (response) => response.json() as Promise<{ data: { code: string; aggregator: string }[] }>,
      );
      const game = games.data[0];
      assert.ok(game);
      await page.goto(
        `${server.url}/mobile/games/${encodeURIComponent(`${game.aggregator}:${game.code}`)}?guestMode=true`,
        { waitUntil: 'load' },
      );
      await page.getByRole('dialog', { name: 'Log in to play' }).waitFor({ timeout: TIMEOUT });
      await page.waitForURL((url) => url.pathname === '/mobile' || url.pathname === '/mobile/', { timeout: TIMEOUT });
      assert.equal(await page.locator('iframe[title]').count(), 0, 'no game frame for a guest');

      // The content service applies the same gate to the launch itself.
      const refused = await fetch(`${server.url}/api/v1/casino/games/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameKey: `${game.aggregator}:${game.code}`, locale: 'en', platform: 'mobile' }),
      });
      assert.equal(refused.status, 401);
      assert.equal(((await refused.json()) as { reason?: string }).reason, 'guest');
    });
  });

  test('analytics made offline are delivered once each when the network returns, and the operator sees them', async () => {
    await withLobbyPage(
      browser(),
      // Offline, parts of the lobby not loaded yet fail to load and say so in the console: what
      // this test looks at is the events, not those.
      async ({ server, page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const navigationCount = async (): Promise<number> => {
          const daily = await fetch(`${server.url}/api/v1/operator/analytics/daily?days=1`, {
            headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
          }).then((response) => response.json() as Promise<{ counts: { name: string; count: number }[] }>);
          return daily.counts
            .filter((count) => count.name === 'navigation')
            .reduce((sum, count) => sum + count.count, 0);
        };
        await openHome(page, `${server.url}/`);
        await page.context().setOffline(true);
        // What reached the server before: the rest waits in the page's queue.
        const before = await navigationCount();
        // Screens the player goes to while offline: each is one 'navigation' event.
        const paths = ['/slots', '/live', '/slots', '/'];
        const queuedNavigations = () =>
          page.evaluate(
            (key) =>
              (JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string }[]).filter(
                (event) => event.name === 'navigation',
              ).length,
            ANALYTICS_QUEUE_KEY,
          );
        for (const path of paths) {
          const was = await queuedNavigations();
          await page.evaluate((to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          // Each screen shown is one event, in the queue (it is stored a moment after it is made).
          await page.waitForFunction(
            ([key, count]) =>
              (JSON.parse(localStorage.getItem(key as string) ?? '[]') as { name: string }[]).filter(
                (event) => event.name === 'navigation',
              ).length > (count as number),
            [ANALYTICS_QUEUE_KEY, was],
            { timeout: TIMEOUT },
          );
        }
        const queued = await page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string; name: string }[],
          ANALYTICS_QUEUE_KEY,
        );
        await page.context().setOffline(false);
        await page.waitForFunction(
          (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length === 0,
          ANALYTICS_QUEUE_KEY,
          {
            timeout: 30000,
          },
        );

        const navigation = await navigationCount();
        const queuedNavigation = queued.filter((event) => event.name === 'navigation').length;
        assert.ok(queuedNavigation >= paths.length);
        assert.equal(navigation, before + queuedNavigation, 'each navigation made offline counted once');

        // The operator's page shows them.
        await page.goto(`${server.url}/operator/analytics/`, { waitUntil: 'load' });
        await page.getByLabel('Operator token').fill(OPERATOR_TOKEN);
        await page.getByRole('button', { name: 'Show counts' }).click();
        await page.locator('#counts td[data-name="navigation"]').first().waitFor({ timeout: TIMEOUT });
        const shown = await page
          .locator('#counts tbody td[data-name="navigation"]')
          .evaluateAll((cells) => cells.reduce((sum, cell) => sum + Number(cell.textContent ?? '0'), 0));
        assert.equal(shown, navigation);
      },
      { server: { analyticsWriteKey: WRITE_KEY, operatorToken: OPERATOR_TOKEN } },
    );
  });
});
