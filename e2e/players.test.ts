import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RawLobbyResponse } from '@lobby/shared';
import type { Frame, Locator, Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer } from './support/lobbyServer';
import { openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const WIDTHS = [390, 768, 1280, 1920] as const;
const REFUSED_MESSAGE = 'Your favourites could not be updated. Please try again.';

/** Each game card's title in page order, as its caption's tooltip carries it in full. */
async function cardTitles(root: Locator): Promise<string[]> {
  return root
    .locator('[data-card-style] [data-part="title"]')
    .evaluateAll((captions) => captions.map((caption) => caption.getAttribute('title') ?? ''));
}

/** The id of the seeded home's favourites or recent block (the lobby a logged-in player gets). */
async function playerBlockId(serverUrl: string, type: 'favorites' | 'recent'): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/casino/lobby?userStatuses=LoggedIn`);
  const lobby = (await response.json()) as RawLobbyResponse;
  const block = lobby.blocks.find((candidate) => candidate.type === type);
  assert.ok(block, `the seeded home has a ${type} block for logged-in players`);
  return block.id;
}

async function openHome(page: Page | Frame, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
}

const block = (page: Page | Frame, type: string) => page.locator(`[data-block-type="${type}"]`);

/** The first tile of 'Popular now' that is not a favourite yet, and its title. */
async function notYetFavourite(page: Page): Promise<{ title: string; heart: Locator }> {
  const popular = page.locator('[data-block-type="standard"]').first();
  await popular.locator('[data-card-style]').first().waitFor();
  const hearts = popular.locator('button[aria-pressed="false"][aria-label^="Favourite "]');
  const heart = hearts.first();
  const label = await heart.getAttribute('aria-label');
  assert.ok(label, 'Popular now has a game that is not a favourite');
  return { title: label.slice('Favourite '.length), heart };
}

describe('the player: statuses, favourites and recent games', () => {
  const browser = useBrowser();

  test("the dev player's home has the favourites and recent blocks and no page scrolls sideways", async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page, `${server.url}/`);
        await block(page, 'favorites').locator('[data-card-style]').first().waitFor();
        await block(page, 'recent').locator('[data-card-style]').first().waitFor();
        // The guest-only welcome offer is not for a logged-in player.
        assert.equal(await page.getByRole('heading', { name: 'Welcome offer' }).count(), 0);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        assert.ok(scrollWidth <= innerWidth, `${width}: no sideways scroll (${scrollWidth} > ${innerWidth})`);
      }
      const recent = await cardTitles(block(page, 'recent'));
      assert.ok(recent.length >= 11, `the dev player's 15 recent games fill the block (${recent.length})`);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a guest gets the welcome offer, the empty states and an invitation to log in', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await openHome(page, `${server.url}/?guestMode=true`);
      await page.getByRole('heading', { name: 'Welcome offer' }).waitFor();
      assert.equal(await block(page, 'favorites').count(), 0);
      assert.equal(await block(page, 'recent').count(), 0);

      const favourites = await playerBlockId(server.url, 'favorites');
      await openHome(page, `${server.url}/favorites/${favourites}?guestMode=true`);
      await page.getByText('Log in to keep your favourite games here.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Log in' }).count(), 2, 'the header and the empty page');
      await page.getByRole('region', { name: 'Popular games to try' }).locator('[data-card-style]').first().waitFor();

      await openHome(page, `${server.url}/recent/${await playerBlockId(server.url, 'recent')}?guestMode=true`);
      await page.getByText('Log in to see the games you have played.').waitFor();
      assert.equal(await page.getByRole('heading', { level: 1, name: 'Recent games' }).count(), 1);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('favourite a game on home: it is on the favourites screen, and still a favourite after a reload', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await openHome(page, `${server.url}/`);
      await block(page, 'favorites').locator('[data-card-style]').first().waitFor();
      const { title, heart } = await notYetFavourite(page);
      const saved = page.waitForResponse(
        (response) => response.url().includes('/api/games/favourite-games/') && response.request().method() === 'PUT',
      );
      await heart.click();
      assert.equal((await saved).ok(), true);
      // Every tile of the game shows it at once, wherever it is.
      assert.equal(await page.locator(`button[aria-label="Favourite ${title}"][aria-pressed="false"]`).count(), 0);

      const screenPath = `/favorites/${await playerBlockId(server.url, 'favorites')}`;
      await openHome(page, `${server.url}${screenPath}`);
      await page.getByRole('heading', { level: 1, name: 'My favourites' }).waitFor();
      const list = page.getByRole('list', { name: 'My favourites' });
      await list.locator('[data-card-style]').first().waitFor();
      assert.ok((await cardTitles(list)).includes(title), `${title} is among the favourites`);

      await page.reload({ waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const again = page.getByRole('list', { name: 'My favourites' }).getByRole('button', { name: `Favourite ${title}` });
      await again.waitFor();
      assert.equal(await again.getAttribute('aria-pressed'), 'true');

      // Un-favourited on the screen, it leaves the list.
      await again.click();
      await page.waitForFunction(
        (gone) => ![...document.querySelectorAll('[data-card-style] [data-part="title"]')].some((c) => c.getAttribute('title') === gone),
        title,
      );
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a favourite the platform API refuses is rolled back with a message', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await openHome(page, `${server.url}/`);
        const { title, heart } = await notYetFavourite(page);
        await heart.click();
        await page.getByText(REFUSED_MESSAGE).waitFor();
        const button = page.locator('[data-block-type="standard"]').first().getByRole('button', { name: `Favourite ${title}` });
        assert.equal(await button.first().getAttribute('aria-pressed'), 'false');
      },
      {
        configure: (app) =>
          app.addHook('onRequest', async (request, reply) => {
            // A refusal (4xx): a 5xx or no answer is retried by the outbox until the API takes it.
            if (request.method === 'PUT' && request.url.startsWith('/api/games/favourite-games/'))
              await reply.code(409).send({ error: 'Conflict' });
          }),
      },
    );
  });

  test('a played demo game is recorded, leads the recent games and is synced with the shell', async () => {
    const server = await startLobbyServer();
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchProblems(page);
    try {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      const recent = block(frame, 'recent');
      await recent.locator('[data-card-style]').first().waitFor();
      const before = await cardTitles(recent);
      const popular = frame.locator('[data-block-type="standard"]').first();
      // Blocks below the first view fill in a frame after it.
      await popular.locator('[data-card-style]').first().waitFor();
      const tiles = await cardTitles(popular);
      const played = tiles.find((title) => title !== before[0]);
      assert.ok(played, 'a popular game that does not lead the recent games yet');
      await frame.waitForLoadState('networkidle');
      const recorded = page.waitForResponse(
        (response) => response.url().endsWith('/api/games/recently-played') && response.request().method() === 'POST',
      );
      const popup = page.waitForEvent('popup', { timeout: 10000 });
      await popular.getByRole('button', { name: new RegExp(`^${played}\\b`) }).first().click();
      await (await popup).close();
      assert.equal((await recorded).status(), 201);

      await page.locator('#log li[data-direction="in"][data-type="syncRecentGame"]').waitFor();
      await frame.waitForFunction(
        (title) => document.querySelector('[data-block-type="recent"] [data-card-style] [data-part="title"]')?.getAttribute('title') === title,
        played,
      );

      // Recorded on the server: a fresh lobby still has it first.
      await frame.goto(`${server.url}/`, { waitUntil: 'load' });
      await waitForLobbyState(frame, 'loaded');
      await recent.locator('[data-card-style]').first().waitFor();
      assert.equal((await cardTitles(recent))[0], played);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test("the shell's guestMode re-fetches the lobby for the new audience and returns to the root", async () => {
    const server = await startLobbyServer();
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const favourites = `/favorites/${await playerBlockId(server.url, 'favorites')}`;
      const frame = await openShell(page, server.url, favourites);
      await waitForLobbyState(frame, 'loaded');
      await frame.getByRole('list', { name: 'My favourites' }).locator('[data-card-style]').first().waitFor();
      await page.locator('#guest-mode').check();
      await page.getByRole('button', { name: 'Send guestMode' }).click();
      await frame.getByRole('heading', { name: 'Welcome offer' }).waitFor();
      assert.equal(new URL(frame.url()).pathname, '/');
      assert.equal(await block(frame, 'favorites').count(), 0);
      assert.equal(await block(frame, 'recent').count(), 0);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
