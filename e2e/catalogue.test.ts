import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RawBlock, RawGameCard, RawGamesPage, RawLobbyResponse } from '@lobby/shared';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import type { PageProblems } from './support/browser';
import { ensureBuilt, startLobbyServer } from './support/lobbyServer';
import type { LobbyServer } from './support/lobbyServer';

// The page opens as the development player, who is logged in: its lobby has their blocks.
const LOBBY_QUERY = '/api/v1/casino/lobby?locale=en&devicePlatform=desktop&userStatuses=LoggedIn';
const TIMEOUT = 20000;

/** The lobby the page itself will show, read from the same server. */
async function fetchLobby(server: LobbyServer): Promise<RawLobbyResponse> {
  const response = await fetch(server.url + LOBBY_QUERY);
  assert.equal(response.status, 200);
  return (await response.json()) as RawLobbyResponse;
}

/** Every game of one provider the desktop lobby offers, from GET games (the lobby carries only what it shows). */
async function providerGames(server: LobbyServer, supplier: string): Promise<RawGamesPage> {
  const response = await fetch(`${server.url}/api/v1/casino/games?supplier=${supplier}&platform=desktop&isActive=true&limit=500`);
  assert.equal(response.status, 200);
  return (await response.json()) as RawGamesPage;
}

function homeBlocks(lobby: RawLobbyResponse): RawBlock[] {
  const home = lobby.pages.find((page) => page.slug === 'home');
  assert.ok(home, 'the seeded lobby has a home page');
  return home.blocks.flatMap((id) => {
    const block = lobby.blocks.find((candidate) => candidate.id === id);
    // Empty platforms means every platform (packages/domain).
    return block !== undefined && (block.platforms.length === 0 || block.platforms.includes('desktop')) ? [block] : [];
  });
}

function gameOf(lobby: RawLobbyResponse, key: string): RawGameCard {
  const game = lobby.games.find((candidate) => `${candidate.aggregator}:${candidate.code}` === key);
  assert.ok(game, `game ${key} is in the lobby`);
  return game;
}

/**
 * Titles compared loosely: a game without a localized title shows its cleaned-up raw
 * title ('mega_poker_394' → 'Mega Poker 394'), which this test does not re-implement.
 */
function titleKey(title: string | null): string {
  return (title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function titleKeysOf(game: RawGameCard): string[] {
  return game.title === null ? [titleKey(game.rawTitle)] : [titleKey(game.title), titleKey(game.rawTitle)];
}

/** A block's carousel on the home page, by its heading. */
function carousel(page: Page, heading: string) {
  return page
    .locator('section[aria-roledescription="carousel"]')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

function assertNoProblems(problems: PageProblems): void {
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.failedRequests, []);
}

describe('catalogue remote', () => {
  let browser: Browser;
  let server: LobbyServer;
  let lobby: RawLobbyResponse;

  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
    server = await startLobbyServer();
    lobby = await fetchLobby(server);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh desktop page with its problems recorded. */
  async function open(path: string): Promise<{ page: Page; problems: PageProblems }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchProblems(page);
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.locator('[data-remote="catalogue"]').first().waitFor({ timeout: TIMEOUT });
    return { page, problems };
  }

  test('the home page shows every home block of the lobby, in order, with titled game images', async () => {
    const expected = homeBlocks(lobby);
    assert.ok(expected.length > 3, 'the seed has home blocks');
    const { page, problems } = await open('/');
    try {
      const blocks = page.getByTestId('page-blocks');
      await blocks.waitFor({ timeout: TIMEOUT });
      // The blocks below the first view follow the first paint.
      await page.locator('[data-testid="page-blocks"][aria-busy="true"]').waitFor({ state: 'detached', timeout: TIMEOUT });
      const headings = await blocks.locator('h2').allInnerTexts();
      assert.deepEqual(
        headings.map((heading) => heading.trim()),
        expected.map((block) => block.heading),
      );
      // Cards are captioned with the game's title, in the block's order.
      const popular = expected.find((block) => block.type === 'standard' && block.games.length >= 12);
      assert.ok(popular, 'the seed has a slider with a show-all tile');
      const captions = await carousel(page, popular.heading)
        .locator('[data-card-style] [data-part="title"]')
        .evaluateAll((titles) => titles.slice(0, 3).map((title) => title.getAttribute('title')));
      assert.equal(captions.length, 3);
      captions.forEach((caption, index) => {
        const game = gameOf(lobby, popular.games[index] ?? '');
        assert.ok(titleKeysOf(game).includes(titleKey(caption)), `caption ${caption} is the title of ${game.code}`);
      });
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });

  test('a slider moves on Next, and show all leads to the listing with its heading and cards', async () => {
    const popular = homeBlocks(lobby).find((block) => block.type === 'standard' && block.games.length >= 12);
    assert.ok(popular);
    const { page, problems } = await open('/');
    try {
      const slider = carousel(page, popular.heading);
      const firstSlide = slider.locator('.keen-slider__slide').first();
      await firstSlide.waitFor({ timeout: TIMEOUT });
      const before = await firstSlide.boundingBox();
      await slider.getByRole('button', { name: 'Next' }).click();
      // The slide animates; poll its position instead of sleeping a fixed time. (Polled from
      // here: functions named inside page.evaluate break under tsx's name-keeping transform.)
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const now = await firstSlide.boundingBox();
        if (now && before && Math.abs(now.x - before.x) > 10) break;
        await page.waitForTimeout(50);
      }
      // Then let the animation settle, so the next click does not land on a moving tile.
      let after = await firstSlide.boundingBox();
      for (let settled = false; !settled && Date.now() < deadline + 5000;) {
        await page.waitForTimeout(100);
        const now = await firstSlide.boundingBox();
        settled = now?.x === after?.x;
        after = now;
      }
      assert.ok(before && after && after.x < before.x, `the track moved left (${before?.x} → ${after?.x})`);

      await slider.getByTestId('show-all-tile').click();
      await page.waitForURL(/\/listing-widget\//, { timeout: TIMEOUT, waitUntil: 'commit' });
      assert.match(page.url(), new RegExp(`/listing-widget/${popular.id}\\?`));
      await page.getByRole('heading', { level: 2, name: popular.heading, exact: true }).waitFor({ timeout: TIMEOUT });
      const grid = page.getByTestId('virtual-game-grid');
      await grid.getByRole('listitem').first().waitFor({ timeout: TIMEOUT });
      const cards = await grid.getByRole('listitem').count();
      assert.ok(cards > 0 && cards <= (popular.gameCount ?? 0), `listing cards: ${cards}`);
      assert.equal(await grid.getByRole('listitem').first().getAttribute('aria-setsize'), String(popular.gameCount));
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });

  test("a provider page shows that provider's games", async () => {
    const haba = new Set((await providerGames(server, 'haba')).data.flatMap(titleKeysOf));
    assert.ok(haba.size > 0, 'the seed has haba games');
    const supplier = lobby.suppliers.find((candidate) => candidate.code === 'haba');
    assert.ok(supplier);
    const { page, problems } = await open('/provider-games/haba');
    try {
      await page.getByRole('heading', { level: 2, name: supplier.name, exact: true }).waitFor({ timeout: TIMEOUT });
      const grid = page.getByTestId('virtual-game-grid');
      await grid.getByRole('listitem').first().waitFor({ timeout: TIMEOUT });
      const titles = await grid
        .locator('[data-card-style] [data-part="title"]')
        .evaluateAll((captions) => captions.map((caption) => caption.getAttribute('title')));
      assert.ok(titles.length > 0);
      for (const title of titles) assert.ok(haba.has(titleKey(title)), `${title} is a haba game`);
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });

  test('a listing mounts only the rows near the viewport; scrolling and Tab reach every card', async () => {
    // The largest provider (haba holds only the few mini-games, one per mini-game id).
    const provider = 'bragg';
    const { total } = await providerGames(server, provider);
    // A short window, so the provider's rows do not all fit in it.
    const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
    const problems = watchProblems(page);
    try {
      await page.goto(`${server.url}/provider-games/${provider}`, { waitUntil: 'load' });
      const grid = page.getByTestId('virtual-game-grid');
      const cards = grid.getByRole('listitem');
      await cards.first().waitFor({ timeout: TIMEOUT });
      const mounted = await cards.count();
      assert.ok(mounted < total, `only a window is mounted (${mounted} of ${total})`);
      const reserved = await grid.evaluate((element) => element.getBoundingClientRect().height);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await grid.locator(`[aria-posinset="${total}"]`).waitFor({ timeout: TIMEOUT });
      assert.equal(await grid.locator('[aria-posinset="1"]').count(), 0, 'the first row left the DOM');
      assert.equal(
        await grid.evaluate((element) => element.getBoundingClientRect().height),
        reserved,
        'no layout shift',
      );

      await page.evaluate(() => window.scrollTo(0, 0));
      await cards.first().getByRole('button').first().focus();
      // Tab through the cards (each card, a demo's Play for fun and its info; never its heart) to four rows of seven further down.
      const position = () => page.evaluate(() => Number(document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? 0));
      for (let press = 0; press < 7 * 4 * 3 && (await position()) <= 7 * 4; press += 1) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const item = document.activeElement?.closest('[role="listitem"]');
        const box = item?.getBoundingClientRect();
        return {
          position: Number(item?.getAttribute('aria-posinset') ?? 0),
          // Scroll offsets are whole pixels, the layout above the grid is not: allow the rounding.
          visible: box !== undefined && box.top >= -1 && box.bottom <= window.innerHeight + 1,
        };
      });
      assert.ok(focused.position > 7 * 4, `focus moved down the list (card ${focused.position})`);
      assert.ok(focused.visible, 'the focused card was scrolled into view');
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });

  test('an unknown slug shows the not-found screen', async () => {
    const { page, problems } = await open('/no-such-page-here');
    try {
      await page.getByTestId('not-found').waitFor({ timeout: TIMEOUT });
      assertNoProblems(problems);
    } finally {
      await page.close();
    }
  });

  test('an image that fails to load shows the themed placeholder, still named by the title', async () => {
    const popular = homeBlocks(lobby).find((block) => block.type === 'standard' && block.games.length >= 12);
    assert.ok(popular);
    const game = gameOf(lobby, popular.games[0] ?? '');
    const imagePath = game.image.desktop ?? game.image.mobile;
    assert.ok(imagePath);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchProblems(page);
    try {
      // Every rendition of this artwork (the SVG and each WebP width of its srcset) fails.
      const renditions = `**${imagePath.replace(/\.svg$/, '')}.*`;
      await page.route(renditions, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto(server.url + '/', { waitUntil: 'load' });
      const slide = carousel(page, popular.heading).locator('.keen-slider__slide').first();
      const placeholder = slide.locator('[data-image-state="placeholder"]');
      await placeholder.waitFor({ timeout: TIMEOUT });
      // The artwork is decorative; the caption still names the game.
      const label = await slide.locator('[data-card-style] [data-part="title"]').getAttribute('title');
      assert.ok(titleKeysOf(game).includes(titleKey(label)), `card named ${label}`);
      // The one failure is the one this test caused; nothing else went wrong.
      assert.ok(
        problems.failedRequests.every((failure) => failure.includes(imagePath.replace(/\.svg$/, ''))),
        problems.failedRequests.join('\n'),
      );
      assert.deepEqual(
        problems.consoleErrors.filter((error) => !/Failed to load resource.*404/.test(error)),
        [],
      );
    } finally {
      await page.close();
    }
  });
});
