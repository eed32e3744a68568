import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  VOLATILITIES,
  type RawGameFacts,
  type RawGamesPage,
  type RawSearchIndex,
  type Volatility,
} from '@lobby/shared';
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

/** A game as the facts tests pick their query from: its key, title, and what its facts say. */
interface FactsRow {
  readonly key: string;
  readonly title: string;
  readonly volatility: string | null;
  readonly rtp: number | null;
}

/** The index's rows as FactsRow (volatility an index into VOLATILITIES or -1, RTP 0 when unknown). */
const factsRowsOfIndex = (index: RawSearchIndex): FactsRow[] =>
  index.games.map(([key, title, , , , , volatility, rtp]) => ({
    key: key.toLowerCase(),
    title,
    volatility: VOLATILITIES[volatility] ?? null,
    rtp: rtp > 0 ? rtp : null,
  }));

/**
 * A word of the titles that finds a handful of games (at least `least`) among which `fits`
 * holds, and that names no supplier or group (those would find whole catalogues).
 */
function pickWord(
  rows: readonly FactsRow[],
  names: readonly string[],
  least: number,
  fits: (rows: readonly FactsRow[]) => boolean,
): string {
  const byWord = new Map<string, FactsRow[]>();
  for (const row of rows) {
    for (const word of new Set(row.title.toLowerCase().split(/[^a-z]+/))) {
      if (word.length >= 5) byWord.set(word, [...(byWord.get(word) ?? []), row]);
    }
  }
  const folded = names.map((name) => name.toLowerCase());
  const picked = [...byWord]
    .filter(([word, found]) => found.length >= least && !folded.some((name) => name.includes(word)) && fits(found))
    .sort((a, b) => a[1].length - b[1].length || (a[0] < b[0] ? -1 : 1))[0];
  assert.ok(picked, 'a title word that finds games fit for the test');
  return picked[0];
}

/** GET games' facts (what the content service stores) of the given keys, by lower-case key. */
async function factsOf(serverUrl: string, keys: readonly string[]): Promise<Map<string, RawGameFacts | null>> {
  const facts = new Map<string, RawGameFacts | null>();
  for (let at = 0; at < keys.length; at += 100) {
    const query = new URLSearchParams({ key: keys.slice(at, at + 100).join(','), locale: 'en', limit: '100' });
    const response = await fetch(`${serverUrl}/api/v1/casino/games?${query}`);
    assert.equal(response.status, 200);
    for (const game of ((await response.json()) as RawGamesPage).data) {
      facts.set(`${game.aggregator ?? 'bragg'}:${game.code}`.toLowerCase(), game.facts ?? null);
    }
  }
  assert.equal(facts.size, new Set(keys.map((key) => key.toLowerCase())).size, 'GET games knows every result');
  return facts;
}

/** The number the status line says were found (0 for "No results found."). */
async function foundCount(page: Page): Promise<number> {
  return Number((await status(page).textContent())?.match(/\d+/)?.[0] ?? 0);
}

/** Waits until the status line says `count` games were found. */
async function waitForFound(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Number(document.querySelector('[data-testid="search-status"]')?.textContent?.match(/\d+/)?.[0] ?? 0) === wanted,
    count,
    { timeout: TIMEOUT },
  );
}

/**
 * Every result's game key, in the order shown: "Show more results" until all are drawn (`drawn`:
 * how many there are to draw, by default all found; the server sends a page of them).
 */
async function allResultKeys(page: Page, drawn?: number): Promise<string[]> {
  const total = drawn ?? (await foundCount(page));
  const more = panel(page).getByRole('button', { name: 'Show more results' });
  while (await more.isVisible()) await more.click();
  await page.waitForFunction((count) => document.querySelectorAll('li[data-game-key]').length === count, total, {
    timeout: TIMEOUT,
  });
  return panel(page)
    .locator('li[data-game-key]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.gameKey ?? ''));
}

// The volatility and 'rtp' sort texts are new (issue #34): a production build shows their ids
// until the catalogues are extracted, so these find the controls by what they stand for (the
// remote's RTL tests check their names).
const volatilityChip = (page: Page, volatility: Volatility) =>
  page.getByTestId('search-filters').locator(`button[data-volatility="${volatility}"]`);
const rtpSort = (page: Page) => page.getByTestId('search-filters').locator('input[type="radio"][value="rtp"]');

/** Highest RTP first, unknown last, equal ones in the order given (the panel's relevance). */
const byRtp = (keys: readonly string[], facts: Map<string, RawGameFacts | null>): string[] =>
  keys
    .map((key, at) => ({ key, at, rtp: facts.get(key.toLowerCase())?.rtp ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => (a.rtp === b.rtp ? a.at - b.at : b.rtp - a.rtp))
    .map(({ key }) => key);

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

  test('the "High" volatility filter shows exactly the games whose facts say high, until "Reset all"', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const index = await searchIndex(server.url);
      assert.equal(index.serverSearch, false, 'the panel matches in the browser');
      const word = pickWord(
        factsRowsOfIndex(index),
        [...index.suppliers.flatMap((supplier) => [supplier.code, supplier.name]), ...index.groups],
        4,
        (found) =>
          found.some((row) => row.volatility === 'high') &&
          found.some((row) => row.volatility === null) &&
          found.some((row) => row.volatility !== null && row.volatility !== 'high'),
      );
      await openHome(page, server.url);
      await page.keyboard.press('/');
      await searchBox(page).fill(word);
      await status(page)
        .getByText(/games? found/)
        .waitFor({ timeout: TIMEOUT });
      const before = await allResultKeys(page);
      const facts = await factsOf(server.url, before);
      const high = before.filter((key) => facts.get(key.toLowerCase())?.volatility === 'high');
      assert.ok(
        high.length > 0 && high.length < before.length,
        `"${word}": ${high.length} of ${before.length} are high`,
      );
      assert.ok(
        before.some((key) => (facts.get(key.toLowerCase())?.volatility ?? null) === null),
        'a result whose volatility is unknown',
      );

      const filtersButton = panel(page).getByRole('button', { name: 'Filters' });
      await filtersButton.click();
      const highChip = volatilityChip(page, 'high');
      // A real button: the keyboard presses it.
      await highChip.focus();
      await page.keyboard.press('Space');
      assert.equal(await highChip.getAttribute('aria-pressed'), 'true');
      await waitForFound(page, high.length);
      assert.deepEqual(await allResultKeys(page), high, 'the high ones, in the same order');
      assert.equal((await filtersButton.textContent())?.trim(), 'Filters (1)');

      await page.getByTestId('search-filters').getByRole('button', { name: 'Reset all' }).click();
      assert.equal(await highChip.getAttribute('aria-pressed'), 'false');
      await waitForFound(page, before.length);
      assert.equal((await filtersButton.textContent())?.trim(), 'Filters');
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('"Highest RTP" orders the results by the RTP their facts say, unknown last', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const index = await searchIndex(server.url);
      const word = pickWord(
        factsRowsOfIndex(index),
        [...index.suppliers.flatMap((supplier) => [supplier.code, supplier.name]), ...index.groups],
        4,
        (found) => new Set(found.map((row) => row.rtp)).size >= 3 && found.some((row) => row.rtp === null),
      );
      await openHome(page, server.url);
      await page.keyboard.press('/');
      await searchBox(page).fill(word);
      await status(page)
        .getByText(/games? found/)
        .waitFor({ timeout: TIMEOUT });
      const before = await allResultKeys(page);
      const facts = await factsOf(server.url, before);
      const expected = byRtp(before, facts);
      assert.notDeepEqual(expected, before, `"${word}": best match is not already by RTP`);

      await panel(page).getByRole('button', { name: 'Filters' }).click();
      await rtpSort(page).check();
      const more = panel(page).getByRole('button', { name: 'Show more results' });
      while (await more.isVisible()) await more.click();
      await page.waitForFunction(
        (wanted) =>
          [...document.querySelectorAll<HTMLElement>('li[data-game-key]')]
            .map((item) => item.dataset.gameKey)
            .join() === wanted,
        expected.join(),
        { timeout: TIMEOUT },
      );
      const rtps = expected.map((key) => facts.get(key.toLowerCase())?.rtp ?? null);
      assert.equal(rtps.at(-1), null, 'a game without an RTP comes last');
      const known = rtps.filter((rtp) => rtp !== null);
      assert.deepEqual(
        known,
        [...known].sort((a, b) => b - a),
        'highest first',
      );
      assert.deepEqual(problems.consoleErrors, []);
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

  test('past SEARCH_INDEX_MAX_GAMES the chosen volatility and the RTP sort go to the content service', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        // The index holds only the most played games here: the word comes from GET games.
        const response = await fetch(`${server.url}/api/v1/casino/games?platform=desktop&isActive=true&limit=500`);
        const catalogue = ((await response.json()) as RawGamesPage).data;
        const rows = catalogue.map((game) => ({
          key: `${game.aggregator ?? 'bragg'}:${game.code}`.toLowerCase(),
          title: game.title ?? game.rawTitle,
          volatility: game.facts?.volatility ?? null,
          rtp: game.facts?.rtp ?? null,
        }));
        const names = [
          ...new Set(catalogue.flatMap((game) => [game.supplier, ...game.groups.map((group) => group.name)])),
        ];
        const word = pickWord(rows, names, 4, (found) => found.filter((row) => row.volatility === 'high').length >= 2);
        const asked: URLSearchParams[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === '/api/v1/casino/games/search') asked.push(url.searchParams);
        });
        await openHome(page, server.url);
        await page.keyboard.press('/');
        await searchBox(page).fill(word);
        await status(page)
          .getByText(/games? found/)
          .waitFor({ timeout: TIMEOUT });
        // The last search the panel asks for: both choices made (the pause may merge the two).
        const answered = page.waitForResponse(
          (answer) => {
            const url = new URL(answer.url());
            return (
              url.pathname === '/api/v1/casino/games/search' &&
              url.searchParams.get('volatility') === 'high' &&
              url.searchParams.get('sort') === 'rtp'
            );
          },
          { timeout: TIMEOUT },
        );
        await panel(page).getByRole('button', { name: 'Filters' }).click();
        await volatilityChip(page, 'high').click();
        await rtpSort(page).check();
        const answer = (await (await answered).json()) as RawGamesPage;
        assert.equal(asked.at(-1)?.get('q'), word);
        const keys = answer.data.map((game) => `${game.aggregator ?? 'bragg'}:${game.code}`.toLowerCase());
        assert.ok(keys.length >= 2, `"${word}" finds high ones`);
        await waitForFound(page, answer.total);
        assert.deepEqual(
          (await allResultKeys(page, keys.length)).map((key) => key.toLowerCase()),
          keys,
          "the server's answer, in its order",
        );
        const facts = await factsOf(server.url, keys);
        assert.deepEqual(
          keys.filter((key) => facts.get(key)?.volatility !== 'high'),
          [],
          'only high ones',
        );
        const rtps = keys.map((key) => facts.get(key.toLowerCase())?.rtp ?? Number.NEGATIVE_INFINITY);
        assert.deepEqual(
          rtps,
          [...rtps].sort((a, b) => b - a),
          'highest RTP first',
        );
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
