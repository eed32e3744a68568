import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MIN_TILE_WIDTH, NAVIGATION_HEIGHT } from '@lobby/domain';
import type { Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer } from './support/lobbyServer';
import { MAINTENANCE_TEXT, useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

/** The widths a player tried: a phone, a tablet, a laptop and a wide desktop. */
const WIDTHS = [390, 768, 1280, 1920] as const;
/** Below this width there is no prefix to fix it, so the mobile layout is chosen. */
const MOBILE_WIDTHS: ReadonlySet<number> = new Set([390, 768]);
const TIMEOUT = 20000;
/** The page frame's widest content plus its desktop gutters (ui tokens.frame). */
const MAX_FRAME_WIDTH = 1440 + 2 * 24;
/** Today's lobby took 38 Tabs to the first show-all; a player should not need half that. */
const MAX_TABS_TO_SHOW_ALL = 18;

// Page scripts as strings: tsx's name-keeping transform breaks functions named inside
// page.evaluate callbacks, and these need a few.
const TILE_WIDTHS = `(() => {
  const main = document.getElementById('lobby-main');
  const tiles = [...main.querySelectorAll('.keen-slider__slide, ul[data-tiles-per-row] > li, [data-tiles-per-row] [role="listitem"]')];
  return tiles.map((tile) => tile.getBoundingClientRect().width).filter((width) => width > 0);
})()`;

const FOCUSED = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { kind: 'body', label: '' };
  const label = (element.getAttribute('aria-label') || element.textContent || '').trim();
  const kind = element.closest('.keen-slider__slide, [data-tiles-per-row]') ? 'tile' : element.tagName.toLowerCase();
  return { kind, label, testId: element.getAttribute('data-testid') || '' };
})()`;

const LAYOUT_SHIFT_OBSERVER = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Focused {
  readonly kind: string;
  readonly label: string;
  readonly testId: string;
}

describe('the lobby looks like a product at 390, 768, 1280 and 1920 px', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  async function openAt(width: number, path: string, touch = false): Promise<Page> {
    const page = await browser().newPage({ viewport: { width, height: 900 }, hasTouch: touch });
    await page.goto(server().url + path, { waitUntil: 'load' });
    await waitForLobbyState(page, 'loaded');
    return page;
  }

  /** Waits for the catalogue's content (not its skeleton) and checks the frame of the page. */
  async function assertFramed(page: Page, width: number, what: string): Promise<void> {
    await page
      .locator('#lobby-main [data-remote="catalogue"] h1, #lobby-main [data-remote="catalogue"] h2')
      .first()
      .waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid="content-skeleton"]').waitFor({ state: 'detached', timeout: TIMEOUT });
    // A page's blocks below its first view follow the first paint.
    await page.locator('[data-testid="page-blocks"][aria-busy="true"]').waitFor({ state: 'detached', timeout: TIMEOUT });
    // A listing pages in from the server: its first tiles, not only their placeholders.
    await page
      .locator('#lobby-main .keen-slider__slide, #lobby-main ul[data-tiles-per-row] > li, #lobby-main [data-tiles-per-row] [role="listitem"]:not([aria-busy])')
      .first()
      .waitFor({ timeout: TIMEOUT });
    const platform = MOBILE_WIDTHS.has(width) ? 'mobile' : 'desktop';
    assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), platform, `${what}: layout`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `${what}: no sideways scroll (${scrollWidth} > ${innerWidth})`);
    const tiles = (await page.evaluate(TILE_WIDTHS)) as number[];
    assert.ok(tiles.length > 0, `${what}: has tiles`);
    const narrowest = Math.min(...tiles);
    assert.ok(narrowest >= MIN_TILE_WIDTH[platform] - 0.5, `${what}: narrowest tile ${narrowest} px`);

    const main = await page.locator('#lobby-main').boundingBox();
    const search = await page.locator('header [data-remote-area="search"]').boundingBox();
    assert.ok(main && search);
    assert.ok(main.width <= MAX_FRAME_WIDTH, `${what}: the frame stops at ${MAX_FRAME_WIDTH} px`);
    // Content and header share the gutter: their left edges line up.
    const heading = await page.locator('#lobby-main h1, #lobby-main h2').first().boundingBox();
    assert.ok(heading);
    assert.ok(heading.x > 0, `${what}: content does not touch the screen's edge`);
    assert.equal(Math.round(heading.x), Math.round(search.x), `${what}: content and header line up`);
  }

  for (const width of WIDTHS) {
    test(`${width} px: home, a listing and a provider page fit, with readable tiles`, async () => {
      const page = await openAt(width, '/');
      const problems = watchProblems(page);
      try {
        await assertFramed(page, width, `home at ${width}`);
        const platform = MOBILE_WIDTHS.has(width) ? 'mobile' : 'desktop';
        const header = await page.locator('header').first().boundingBox();
        const nav = await page.getByRole('navigation', { name: 'Lobby sections' }).boundingBox();
        assert.ok(header && nav);
        // SPEC §9: header and links together are the navigation height, with no band under them.
        assert.equal(Math.round(header.height + nav.height), NAVIGATION_HEIGHT[platform]);
        assert.equal(await page.getByText(/Balance:\s*0/).count(), 0, 'no debugging balance line');

        const showAll = page.locator('[data-testid="show-all-tile"][href^="/listing-widget/"]').first();
        const listing = await showAll.getAttribute('href');
        assert.ok(listing?.startsWith('/listing-widget/'));
        await page.goto(server().url + listing, { waitUntil: 'load' });
        await assertFramed(page, width, `listing at ${width}`);

        await page.goto(`${server().url}/provider-games/bragg`, { waitUntil: 'load' });
        await assertFramed(page, width, `provider page at ${width}`);
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await page.close();
      }
    });
  }

  test('keyboard: the skip link and the heading links reach show-all in a few Tabs, and Back returns there', async (t) => {
    // A guest's home: a player's favourites and recent blocks lead to their own screens, not
    // to a listing, and arrive after the lobby, moving the Tab path while it is walked.
    const page = await openAt(1280, '/?guestMode=true');
    try {
      await assertFramed(page, 1280, 'home');
      let tabs = 0;
      let focused: Focused = { kind: 'body', label: '', testId: '' };
      const tilesPassed: string[] = [];
      while (tabs < 60) {
        await page.keyboard.press('Tab');
        tabs += 1;
        focused = (await page.evaluate(FOCUSED)) as Focused;
        if (tabs === 1) {
          assert.equal(focused.label, 'Skip to games', 'the first Tab stop is the skip link');
          await page.keyboard.press('Enter');
          continue;
        }
        if (focused.testId === 'show-all-tile' || focused.testId === 'more-link') break;
        if (focused.kind === 'tile') tilesPassed.push(focused.label);
      }
      assert.ok(
        focused.testId === 'show-all-tile' || focused.testId === 'more-link',
        `reached show-all (${tabs} Tabs)`,
      );
      assert.ok(tabs <= MAX_TABS_TO_SHOW_ALL, `${tabs} Tabs to the first show-all`);
      t.diagnostic(`${tabs} Tabs (and one Enter on the skip link) to the first show-all`);
      // The path does not depend on how many stops a tile has: it passes none.
      assert.deepEqual(tilesPassed, []);
      const label = focused.label;

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/listing-widget/'));
      await page.locator('#lobby-main [data-tiles-per-row]').first().waitFor({ timeout: TIMEOUT });
      const onListing = (await page.evaluate(FOCUSED)) as Focused;
      assert.notEqual(onListing.kind, 'body', 'focus stays on the page after following the link');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('[data-testid="more-link"]').first().waitFor({ timeout: TIMEOUT });
      const back = (await page.evaluate(FOCUSED)) as Focused;
      assert.equal(back.label, label, 'Back returns focus to the show-all link it left by');
    } finally {
      await page.close();
    }
  });

  test('keyboard: Enter on the last Next keeps focus, and Tab goes on from the tiles in view', async () => {
    const page = await openAt(1280, '/');
    try {
      await assertFramed(page, 1280, 'home');
      const slider = page.locator('section[aria-roledescription="carousel"]').filter({
        has: page.getByRole('heading', { name: 'Popular now', exact: true }),
      });
      const next = slider.getByRole('button', { name: 'Next' });
      await next.focus();
      for (let presses = 0; presses < 10 && (await next.getAttribute('aria-disabled')) !== 'true'; presses += 1) {
        await page.keyboard.press('Enter');
        await page.waitForTimeout(700);
      }
      assert.equal(await next.getAttribute('aria-disabled'), 'true', 'the slider reached its end');
      assert.equal(await next.evaluate((button) => button === document.activeElement), true, 'focus stays on Next');

      const sliderBox = await slider.boundingBox();
      await page.keyboard.press('Tab');
      await page.waitForTimeout(700);
      const focusedBox = await page.evaluate(() => {
        const rect = document.activeElement?.getBoundingClientRect();
        return rect ? { x: rect.x, width: rect.width } : null;
      });
      assert.ok(sliderBox && focusedBox);
      assert.ok(
        focusedBox.x >= sliderBox.x - 1 && focusedBox.x + focusedBox.width <= sliderBox.x + sliderBox.width + 1,
        'the next Tab lands on a tile in view; the slider does not snap back to its start',
      );
      assert.equal(await next.getAttribute('aria-disabled'), 'true', 'still at the end');

      // Shift+Tab from the block below enters the row at its last tile in view.
      await page.reload({ waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.locator('[data-block-type="featured"] button').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.waitForTimeout(700);
      const fromBelow = await page.evaluate(() => {
        const rect = document.activeElement?.getBoundingClientRect();
        return rect ? { x: rect.x, width: rect.width } : null;
      });
      const startBox = await slider.boundingBox();
      assert.ok(fromBelow && startBox);
      assert.ok(
        fromBelow.x + fromBelow.width <= startBox.x + startBox.width + 1 &&
          fromBelow.x + fromBelow.width > startBox.x + startBox.width - MIN_TILE_WIDTH.desktop,
        'Shift+Tab lands on the last tile in view, without sliding the row',
      );
    } finally {
      await page.close();
    }
  });

  test('touch: slider arrows are 44 px and sit beside the heading, never over it', async () => {
    const page = await openAt(390, '/', true);
    try {
      await assertFramed(page, 390, 'home');
      const slider = page.locator('section[aria-roledescription="carousel"]').first();
      const heading = await slider.locator('h2').boundingBox();
      const previous = await slider.getByRole('button', { name: 'Previous' }).boundingBox();
      const next = await slider.getByRole('button', { name: 'Next' }).boundingBox();
      assert.ok(heading && previous && next);
      assert.ok(previous.height >= 44 && previous.width >= 44 && next.height >= 44, 'arrows are touch-sized');
      assert.ok(heading.x + heading.width <= previous.x, 'the arrows do not cover the heading');
    } finally {
      await page.close();
    }
  });

  test('navigation: no dead ends, one name for the home page, the active pill in view', async () => {
    const page = await openAt(390, '/');
    try {
      const nav = page.getByRole('navigation', { name: 'Lobby sections' });
      await nav.waitFor();
      // The seeded 'Weekend drops' link is not released yet: players do not see it.
      assert.equal(await nav.getByText('Weekend drops').count(), 0);
      const home = nav.getByRole('link', { name: 'Home', exact: true });
      assert.equal(await home.getAttribute('href'), '/');
      assert.equal(await home.getAttribute('aria-current'), 'page', 'the Home pill is active on /');

      await page.goto(`${server().url}/home`, { waitUntil: 'load' });
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Casino' }).waitFor({ timeout: TIMEOUT });

      // The last pill, once current, is scrolled fully into the row.
      const last = nav.getByRole('link').last();
      await last.click();
      await page.waitForTimeout(300);
      const row = await nav.locator('ul').boundingBox();
      const pill = await last.boundingBox();
      assert.ok(row && pill);
      assert.ok(pill.x >= row.x && pill.x + pill.width <= row.x + row.width, 'the active pill is in view');
      assert.equal(await nav.locator('ul').getAttribute('data-overflow-start'), 'true', 'the row shows it goes on');
    } finally {
      await page.close();
    }
  });

  test('guests see no cashier; maintenance leaves neither search nor cashier', async () => {
    const guest = await openAt(1280, '/?guestMode=true');
    try {
      await guest.getByRole('button', { name: 'Log in' }).waitFor({ timeout: TIMEOUT });
      assert.equal(await guest.getByRole('button', { name: 'Cashier' }).count(), 0);
    } finally {
      await guest.close();
    }
    const down = await startLobbyServer({ failingPaths: ['/api/v1/casino/lobby'] });
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(down.url, { waitUntil: 'load' });
      await waitForLobbyState(page, 'maintenance');
      await page.getByText(MAINTENANCE_TEXT).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('header [data-remote-area="search"]').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Cashier' }).count(), 0);
    } finally {
      await page.close();
      await down.close();
    }
  });

  test('a throttled first load paints dark, then the page does not shift (CLS < 0.1)', async (t) => {
    for (const width of [390, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      try {
        await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
        const cdp = await page.context().newCDPSession(page);
        // A slow 4G: 150 ms round trips, about 1.6 Mbit/s down.
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
        await page.goto(server().url, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.body !== null);
        const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
        assert.equal(background, 'rgb(18, 19, 24)', 'the first paint is the dark surface, before any script');
        await waitForLobbyState(page, 'loaded');
        await page.locator('#lobby-main [data-block-type]').first().waitFor({ timeout: TIMEOUT });
        await page.locator('[data-testid="content-skeleton"]').waitFor({ state: 'detached', timeout: TIMEOUT });
        await page.waitForTimeout(1500);
        const shift = (await page.evaluate('window.__layoutShift')) as number;
        assert.ok(shift < 0.1, `CLS at ${width} px is ${shift.toFixed(3)}`);
        t.diagnostic(`CLS at ${width} px: ${shift.toFixed(4)}`);
      } finally {
        await page.close();
      }
    }
  });
});
