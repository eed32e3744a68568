import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RawSearchIndex } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const TIMEOUT = 20000;
const INDEX_PATH = '/api/v1/casino/games/search-index';

const searchEntry = (page: Page) => page.getByRole('button', { name: /Search games/ });

async function openHome(page: Page, url: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
  // Search starts once the first view is done; its shortcuts work from then on.
  await searchEntry(page).waitFor({ timeout: TIMEOUT });
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
const searchBox = (page: Page) => panel(page).getByRole('searchbox', { name: 'Search games' });
const status = (page: Page) => page.getByTestId('search-status');
const results = (page: Page) => panel(page).getByRole('list', { name: 'Search results' });

/** The titles of the result tiles once they are drawn (skeletons carry no caption). */
async function resultTitles(page: Page): Promise<string[]> {
  await results(page).locator('[data-card-style]').first().waitFor({ timeout: TIMEOUT });
  return results(page)
    .locator('[data-card-style] [data-part="title"]')
    .evaluateAll((captions) => captions.map((caption) => caption.getAttribute('title') ?? ''));
}

async function searchIndex(serverUrl: string): Promise<RawSearchIndex> {
  const response = await fetch(`${serverUrl}${INDEX_PATH}?locale=en&platform=desktop`);
  assert.equal(response.status, 200);
  return (await response.json()) as RawSearchIndex;
}

describe('search (owned by the search remote)', () => {
  const browser = useBrowser();

  test("'ab' asks for 3 characters, a visible game's title finds it, nonsense finds nothing", async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await openHome(page, server.url);
      const firstTitle = await page
        .locator('[data-remote="catalogue"] [data-card-style] [data-part="title"]')
        .first()
        .getAttribute('title', { timeout: TIMEOUT });
      assert.ok(firstTitle, 'the home shows a game');

      await searchEntry(page).click();
      await searchBox(page).fill('ab');
      await status(page).getByText('Search requires at least 3 characters.').waitFor({ timeout: TIMEOUT });

      await searchBox(page).fill(firstTitle);
      await status(page)
        .getByText(/games? found/)
        .waitFor({ timeout: TIMEOUT });
      assert.ok((await resultTitles(page)).includes(firstTitle), `"${firstTitle}" is among its own results`);

      await searchBox(page).fill('qzxqzxqzx');
      await status(page).getByText('No results found.').waitFor({ timeout: TIMEOUT });
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('the index is fetched after the lobby has loaded, not on the way to the first paint', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      let indexAsked: number | null = null;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === INDEX_PATH && indexAsked === null) indexAsked = Date.now();
      });
      await openHome(page, server.url);
      const loadedAt = Date.now();
      assert.equal(indexAsked, null, 'not requested before the lobby has loaded');
      // Opening the panel fetches it at once.
      await page.keyboard.press('/');
      await searchBox(page).waitFor({ timeout: TIMEOUT });
      await page
        .waitForResponse((response) => new URL(response.url()).pathname === INDEX_PATH, { timeout: TIMEOUT })
        .catch(() => undefined);
      assert.ok(indexAsked !== null && indexAsked >= loadedAt, 'requested once search was wanted');
    });
  });

  test('a provider filter narrows the results and the button shows their count', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const index = await searchIndex(server.url);
      // A word of several providers' titles, so filtering by one of them narrows the list.
      const words = new Map<string, Set<number>>();
      for (const [, title, supplier] of index.games) {
        for (const word of title.toLowerCase().split(/[^a-z]+/)) {
          if (word.length >= 4) words.set(word, (words.get(word) ?? new Set()).add(supplier));
        }
      }
      const [word, suppliers] = [...words].sort((a, b) => b[1].size - a[1].size)[0] ?? [];
      assert.ok(word && suppliers && suppliers.size > 1, 'a title word shared by several providers');
      const provider = index.suppliers[[...suppliers][0]!]!;

      await openHome(page, server.url);
      await page.keyboard.press('Control+K');
      await searchBox(page).fill(word);
      await status(page)
        .getByText(/games? found/)
        .waitFor({ timeout: TIMEOUT });
      const before = Number((await status(page).textContent())?.match(/\d+/)?.[0]);
      await panel(page).getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByTestId('search-filters');
      const showAll = filters.getByRole('button', { name: 'Show all' });
      if (await showAll.isVisible()) await showAll.click();
      await filters.getByRole('checkbox', { name: new RegExp(provider.name) }).check();
      await page.waitForFunction(
        (count) =>
          Number(document.querySelector('[data-testid="search-status"]')?.textContent?.match(/\d+/)?.[0]) < count,
        before,
        { timeout: TIMEOUT },
      );
      const after = Number((await status(page).textContent())?.match(/\d+/)?.[0]);
      assert.ok(after > 0 && after < before, `${provider.name} narrows ${before} results to ${after}`);
      await filters.getByRole('button', { name: new RegExp(`Show ${after} results?`) }).click();
      assert.ok((await resultTitles(page)).length > 0);
    });
  });

  test('a recent search survives a reload', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const index = await searchIndex(server.url);
      const title = index.games[0]?.[1];
      assert.ok(title);
      await openHome(page, server.url);
      await page.keyboard.press('/');
      await searchBox(page).fill(title);
      await status(page)
        .getByText(/games? found/)
        .waitFor({ timeout: TIMEOUT });
      await searchBox(page).press('Enter');
      await page.reload({ waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await searchEntry(page).waitFor({ timeout: TIMEOUT });
      await page.keyboard.press('/');
      const recent = panel(page).getByRole('region', { name: 'Recent searches' });
      await recent.getByRole('button', { name: title }).click();
      await expectValue(page, title);
    });
  });

  test('keyboard: Ctrl+K opens, arrows reach a result, Enter launches it, Escape closes and returns focus', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const index = await searchIndex(server.url);
      // A bragg game opens in the lobby's pop-up (haba's open the app's native mini-games).
      const bragg = index.suppliers.findIndex((supplier) => supplier.code === 'bragg');
      const title = index.games.find((row) => row[2] === bragg && row[0].startsWith('bragg:'))?.[1];
      assert.ok(title, 'a bragg game in the index');
      await openHome(page, server.url);
      // game-player arrives at idle after the lobby: a launch before it runs outside the key
      // press, and a pop-up blocker may refuse it (the game then opens on its route instead).
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Control+K');
      await searchBox(page).waitFor({ timeout: TIMEOUT });
      assert.ok(
        await searchBox(page).evaluate((input) => input === document.activeElement),
        'the search box has focus',
      );
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      assert.ok(
        await panel(page).evaluate((dialog) => dialog.contains(document.activeElement)),
        'focus stays in the panel',
      );
      await searchBox(page).fill(title);
      await resultTitles(page);
      await searchBox(page).focus();
      await page.keyboard.press('ArrowDown');
      const focused = await page.evaluate(() => document.activeElement?.closest('li[data-result]') !== null);
      assert.ok(focused, 'ArrowDown moves into the results');
      const opened = page.waitForEvent('popup', { timeout: TIMEOUT });
      await page.keyboard.press('Enter');
      const popup = await opened;
      assert.match(new URL(popup.url()).pathname, /^\/desktop\/games\//);
      await popup.close();
      assert.equal(await panel(page).count(), 0, 'launching a game closes the panel');

      await page.keyboard.press('/');
      await searchBox(page).waitFor({ timeout: TIMEOUT });
      await page.keyboard.press('Escape');
      assert.equal(await panel(page).count(), 0);
      const entryFocused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-haspopup') === 'dialog',
      );
      assert.ok(entryFocused, 'focus is back on the search entry');
    });
  });

  test('past SEARCH_INDEX_MAX_GAMES the content service answers the same query', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        const index = await searchIndex(server.url);
        assert.equal(index.serverSearch, true, 'the index says the server searches');
        const title = index.games[0]?.[1];
        assert.ok(title, 'the index keeps the most played games for trending');
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === '/api/v1/casino/games/search') asked.push(url.searchParams.get('q') ?? '');
        });
        await openHome(page, server.url);
        await page.keyboard.press('/');
        await panel(page).getByRole('heading', { name: 'Trending games' }).waitFor({ timeout: TIMEOUT });
        await searchBox(page).pressSequentially(title, { delay: 20 });
        await status(page)
          .getByText(/games? found/)
          .waitFor({ timeout: TIMEOUT });
        assert.ok((await resultTitles(page)).includes(title), `"${title}" is found by the server`);
        assert.ok(
          asked.length >= 1 && asked.length < title.length - 2,
          `asked once typing paused (${asked.join(' | ')})`,
        );
        assert.equal(asked.at(-1), title);
        assert.deepEqual(problems.consoleErrors, []);
      },
      { server: { searchIndexMaxGames: 10 } },
    );
  });

  test('on a phone the panel fills the screen', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await openHome(page, `${server.url}/mobile`, 390);
      await searchEntry(page).click();
      const box = await panel(page).boundingBox();
      assert.ok(box, 'the panel is shown');
      assert.deepEqual([box.x, box.y, box.width], [0, 0, 390]);
    });
  });
});

async function expectValue(page: Page, value: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value === wanted,
    value,
    { timeout: TIMEOUT },
  );
}
