import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const DEV_PLAYER_HEADERS = { 'X-UserId': 'dev-player-1', 'X-SessionId': 'dev-session-1' };
const GAME_PAGE = '[data-game-page]';
/** A game whose code holds the key's separator, stored under the main aggregator. */
const STORED_KEY = 'bragg:Abc:1';

/**
 * One game key rule on both sides (@lobby/domain gameKey.ts): a link to the game under another
 * spelling (the oryx alias, other letter case) opens it, launches it and makes it a favourite,
 * all through the content service, which reads the key as the lobby does.
 */
describe('game keys (client and server read them alike)', () => {
  const browser = useBrowser();

  test('/games/ORYX:abc:1 plays bragg:Abc:1, and its heart saves it as a favourite', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const launched = page.waitForResponse((response) => response.url().endsWith('/api/v1/casino/games/launch'));
        await page.goto(`${server.url}/mobile/games/${encodeURIComponent('ORYX:abc:1')}`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        assert.equal((await launched).status(), 200);
        await page.locator(`${GAME_PAGE} iframe`).waitFor({ timeout: 20000 });
        await page.locator(`${GAME_PAGE} [data-loading-overlay]`).waitFor({ state: 'detached', timeout: 20000 });

        await page.getByRole('button', { name: 'Menu' }).click();
        // Enabled once the catalogue game is known (looked up by the route's spelling).
        const heart = page.getByRole('button', { name: 'Favourite', disabled: false });
        await heart.waitFor({ timeout: 20000 });
        const saved = page.waitForResponse(
          (response) => response.url().includes('/api/games/favourite-games/') && response.request().method() === 'PUT',
        );
        await heart.click();
        assert.equal((await saved).status(), 200);
        assert.equal(await heart.getAttribute('aria-pressed'), 'true');
        const favourites = (await (
          await fetch(`${server.url}/api/games/favourite-games`, { headers: DEV_PLAYER_HEADERS })
        ).json()) as {
          data: string[];
        };
        assert.equal(favourites.data[0], STORED_KEY);
        assert.deepEqual(problems.consoleErrors, []);
      },
      {
        prepareData: async (db) => {
          // A copy of an active bragg game, under a code with the separator in it.
          await db.query(
            `INSERT INTO games (key, aggregator, code, raw_title, info, supplier, mobile, desktop, supports_free_rounds,
               is_active, ios, image_desktop, image_mobile, released_at, supported_locales)
             SELECT $1, 'bragg', 'Abc:1', 'abc_one', g.info, g.supplier, true, true, false, true, true,
               g.image_desktop, g.image_mobile, g.released_at, g.supported_locales
             FROM games g WHERE g.aggregator = 'bragg' AND g.is_active ORDER BY g.key LIMIT 1`,
            [STORED_KEY],
          );
        },
      },
    );
  });
});
