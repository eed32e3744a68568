import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

/**
 * Issue #34 on the tile and in the info panel: facts from the content service, "New" and the
 * CMS badges, a ticking jackpot, and Play for fun. The keys are the e2e seed's (/work/i34's
 * seed-keys: the first tiles of the home page's "Popular now"); the facts are read from GET games.
 */
const DEMO_JACKPOT = 'bragg:frozen-vikings-385';
const NEW_GAME = 'bragg:wild-tiger-154';
const TIMEOUT = 20000;

interface ApiGame {
  readonly code: string;
  readonly aggregator: string;
  readonly title: string | null;
  readonly releasedAt: string;
  readonly hasDemo?: boolean;
  readonly jackpot?: { readonly amount: number } | null;
  readonly labels: readonly string[];
  readonly facts?: {
    readonly rtp: number | null;
    readonly volatility: string | null;
    readonly maxWin: number | null;
    readonly lines: number | null;
    readonly ways: number | null;
    readonly rules: string | null;
  } | null;
}

const VOLATILITY_TEXT: Readonly<Record<string, string>> = { low: 'Low', medium: 'Medium', high: 'High', veryHigh: 'Very high' };

/** The game as the content service answers GET games by key. */
async function apiGame(serverUrl: string, key: string): Promise<ApiGame> {
  const response = await fetch(`${serverUrl}/api/v1/casino/games?key=${encodeURIComponent(key)}&locale=en`);
  const { data } = (await response.json()) as { data: ApiGame[] };
  const game = data[0];
  assert.ok(game, `the seed has ${key}`);
  return game;
}

async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
  await page.locator('[data-card-style]').first().waitFor({ timeout: TIMEOUT });
}

/** The first tile of the game titled `title`. */
function tileOf(page: Page, title: string): Locator {
  return page
    .locator('[data-remote="catalogue"] [data-card-style]')
    .filter({ has: page.locator(`[data-part="title"][title="${title}"]`) })
    .first();
}

/** The label → value rows of the info dialog, as shown. */
async function factRows(dialog: Locator): Promise<Record<string, string>> {
  return dialog.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    ),
  );
}

/** The jackpot strip's amount as a number ("Jackpot $100,532.76" → 100532.76). */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

describe('game facts, badges, jackpots and play for fun (issue #34)', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  test("a tile's info button opens the game's facts; Play for fun in it launches the game's demo", async () => {
    const game = await apiGame(server().url, DEMO_JACKPOT);
    const title = game.title ?? game.code;
    const facts = game.facts;
    assert.ok(facts && game.hasDemo, `${DEMO_JACKPOT} is seeded with facts and a demo`);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openHome(page, server().url);
      const tile = tileOf(page, title);
      await tile.scrollIntoViewIfNeeded();
      // A pointer finds the info button by hovering the tile.
      await tile.hover();
      const info = tile.getByRole('button', { name: `Game info: ${title}` });
      await info.click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.locator('[aria-busy="false"]').waitFor({ timeout: TIMEOUT });
      assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, 'focus moved into the panel');

      const rows = await factRows(dialog);
      assert.equal(rows.RTP, `${(facts.rtp ?? 0).toFixed(2)}%`);
      assert.equal(rows.Volatility, VOLATILITY_TEXT[facts.volatility ?? '']);
      assert.equal(rows['Max win'], `${(facts.maxWin ?? 0).toLocaleString('en')}× bet`);
      if (facts.ways !== null) assert.equal(rows.Ways, facts.ways.toLocaleString('en'));
      if (facts.lines !== null) assert.equal(rows.Lines, facts.lines.toLocaleString('en'));
      for (const row of ['Provider', 'Bet range', 'Release date', 'Jackpot']) assert.ok(rows[row], `a ${row} row: ${JSON.stringify(rows)}`);
      assert.match(rows['Bet range'] ?? '', /^\S+ – \S+$/);
      if (facts.rules !== null) {
        assert.equal(await dialog.getByRole('region', { name: 'Rules' }).locator('p').textContent(), facts.rules);
      }

      // Play for fun: the panel closes and the demo opens (desktop: the game's pop-up, in fun mode).
      const launched = page.context().waitForEvent('request', {
        predicate: (request) => request.url().endsWith('/api/v1/casino/games/launch'),
        timeout: TIMEOUT,
      });
      const popup = page.waitForEvent('popup', { timeout: TIMEOUT });
      await dialog.getByRole('button', { name: 'Play for fun' }).click();
      await dialog.waitFor({ state: 'detached' });
      const opened = await popup;
      assert.equal(new URL(opened.url()).searchParams.get('mode'), 'fun', `the pop-up opens the demo: ${opened.url()}`);
      assert.match((await launched).postData() ?? '', /"mode":"fun"/);
      await opened.close();
    } finally {
      await page.close();
    }
  });

  test('Escape closes the info panel and gives focus back to the info button', async () => {
    const game = await apiGame(server().url, DEMO_JACKPOT);
    const title = game.title ?? game.code;
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openHome(page, server().url);
      const info = tileOf(page, title).getByRole('button', { name: `Game info: ${title}` });
      // Keyboard: the info button is a tab stop of its own, shown while it holds focus.
      await info.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await info.evaluate((element) => element === document.activeElement), true);
    } finally {
      await page.close();
    }
  });

  test('a guest hovering a demo game sees Play and Play for fun, and plays for fun without logging in', async () => {
    const game = await apiGame(server().url, DEMO_JACKPOT);
    const title = game.title ?? game.code;
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openHome(page, `${server().url}/?guestMode=true`);
      const tile = tileOf(page, title);
      await tile.scrollIntoViewIfNeeded();
      await tile.hover();
      await tile.locator('[data-part="play"]').filter({ hasText: 'Play' }).waitFor({ state: 'visible' });
      const fun = tile.getByRole('button', { name: `Play for fun: ${title}` });
      await page.waitForFunction((element) => element !== null && getComputedStyle(element).opacity === '1', await fun.elementHandle());
      const popup = page.waitForEvent('popup', { timeout: TIMEOUT });
      await fun.click();
      const opened = await popup;
      assert.equal(new URL(opened.url()).searchParams.get('mode'), 'fun', `the pop-up opens the demo: ${opened.url()}`);
      await opened.close();
    } finally {
      await page.close();
    }
  });

  test('a game released within 30 days wears "New" first; an older one does not', async () => {
    const fresh = await apiGame(server().url, NEW_GAME);
    const old = await apiGame(server().url, DEMO_JACKPOT);
    assert.ok(Date.now() - Date.parse(fresh.releasedAt) < 30 * 86_400_000, `${NEW_GAME} is seeded as recent`);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openHome(page, server().url);
      const badges = (title: string) => tileOf(page, title).locator('[data-part="label"]').allTextContents();
      await tileOf(page, fresh.title ?? fresh.code).waitFor();
      assert.equal((await badges(fresh.title ?? fresh.code))[0], 'New');
      if (!old.labels.includes('new')) assert.ok(!(await badges(old.title ?? old.code)).includes('New'));
    } finally {
      await page.close();
    }
  });

  test('at 390 px a tile shows at most two badges, whole, and its info button without hovering', async () => {
    const fresh = await apiGame(server().url, NEW_GAME);
    const page = await browser().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openHome(page, server().url);
      await page.waitForLoadState('networkidle');
      const report = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-card-style]')]
          .filter((card) => card.getBoundingClientRect().width > 0)
          .map((card) => {
            // A badge shows whole inside the badge row's box, or is out of it (hidden) whole.
            const badges = [...card.querySelectorAll<HTMLElement>('[data-part="label"]')].filter((badge) => badge.getClientRects().length > 0);
            const row = badges[0]?.parentElement?.getBoundingClientRect();
            // Inline, not helper functions: tsx would name them, and the page has no __name.
            const places = badges.map((badge) => {
              const edge = badge.getBoundingClientRect();
              if (row === undefined) return 'outside';
              if (edge.left >= row.left - 1 && edge.right <= row.right + 1 && edge.top >= row.top - 1 && edge.bottom <= row.bottom + 1) return 'inside';
              if (edge.left >= row.right || edge.right <= row.left || edge.top >= row.bottom || edge.bottom <= row.top) return 'outside';
              return 'cut';
            });
            const shown = badges.filter((_badge, index) => places[index] === 'inside');
            const cut = badges.filter((_badge, index) => places[index] === 'cut');
            const info = card.querySelector<HTMLElement>('[data-part="info-button"]');
            const infoBox = info?.getBoundingClientRect();
            return {
              title: card.querySelector('[data-part="title"]')?.getAttribute('title') ?? '',
              badges: shown.map((badge) => badge.textContent),
              shown: shown.length,
              cut: cut.map((badge) => badge.textContent),
              info: info !== null && getComputedStyle(info).opacity === '1' && (infoBox?.width ?? 0) >= 32 && (infoBox?.height ?? 0) >= 32,
            };
          }),
      );
      assert.ok(report.length > 0);
      assert.deepEqual(report.filter((tile) => tile.shown > 2), []);
      assert.deepEqual(report.flatMap((tile) => tile.cut), []);
      assert.deepEqual(report.filter((tile) => !tile.info), []);
      const freshTile = report.find((tile) => tile.title === (fresh.title ?? fresh.code));
      assert.equal(freshTile?.badges[0], 'New', `the recent game's tile shows New first: ${JSON.stringify(freshTile)}`);
    } finally {
      await page.close();
    }
  });

  test("a jackpot game's amount ticks up on its tile", async () => {
    const game = await apiGame(server().url, DEMO_JACKPOT);
    assert.ok(game.jackpot, `${DEMO_JACKPOT} is seeded with a jackpot`);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openHome(page, server().url);
      const strip = tileOf(page, game.title ?? game.code).locator('[data-part="jackpot"]');
      await strip.waitFor();
      const first = amountOf(await strip.textContent());
      assert.ok(first >= game.jackpot.amount, `${first} is at least the stamped ${game.jackpot.amount}`);
      assert.match((await strip.textContent()) ?? '', /^Jackpot \$[\d,]+\.\d\d$/);
      await page.waitForFunction(
        ([element, before]) => Number((element?.textContent ?? '').replace(/[^\d.]/g, '')) > before,
        [await strip.elementHandle(), first] as const,
        { timeout: 5000 },
      );
      assert.equal(await strip.evaluate((element) => element.closest('[aria-live]')), null, 'not a live region');
    } finally {
      await page.close();
    }
  });

  test('the game menu opens the same info panel over the game, without play buttons', async () => {
    const game = await apiGame(server().url, DEMO_JACKPOT);
    const title = game.title ?? game.code;
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${server().url}/mobile/games/${encodeURIComponent(DEMO_JACKPOT)}`, { waitUntil: 'load' });
      await page.locator('[data-game-page] iframe').waitFor({ timeout: TIMEOUT });
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.getByRole('button', { name: 'Info', disabled: false }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.locator('[aria-busy="false"]').waitFor({ timeout: TIMEOUT });
      const rows = await factRows(dialog);
      assert.equal(rows.RTP, `${(game.facts?.rtp ?? 0).toFixed(2)}%`);
      assert.equal(await dialog.getByRole('button', { name: /^Play/ }).count(), 0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await menu.evaluate((element) => element === document.activeElement), true);
    } finally {
      await page.close();
    }
  });
});
