import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

const WIDTHS = [390, 768, 1280, 1920] as const;

const PAGES = {
  home: '/',
  listing: '/listing-widget/home-5-popular-now?heading=Popular%20now',
  provider: '/provider-games/haba',
} as const;

// Evaluated rather than added as a <script>: the lobby's CSP rightly refuses inline scripts.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

async function openLobby(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
  await page.locator('[data-card-style]').first().waitFor();
}

/** axe-core's serious and critical findings on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default (axe files it as experimental), and the very finding tiles once had.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) on ${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
}

/** Captions (title, provider) wider than their box that do not end in an ellipsis. */
async function clippedCaptions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-card-style] [data-part="title"], [data-card-style] [data-part="provider"]')]
      // A visually hidden caption (the image-only style) is 1 px wide on purpose.
      .filter((text) => text.getBoundingClientRect().width > 1)
      .filter((text) => {
        const style = getComputedStyle(text);
        const overflows = text.scrollWidth > text.clientWidth;
        return overflows && !(style.textOverflow === 'ellipsis' && style.overflow === 'hidden');
      })
      .map((text) => text.textContent ?? ''),
  );
}

/**
 * Cards whose elements reachable by Tab are other than the card itself and its info button,
 * plus "Play for fun" on a demo game's (issue #34): never the heart.
 */
async function cardsWithTabStops(page: Page): Promise<{ cards: number; wrong: string[] }> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card-style]')];
    const wrong = cards
      .map((card) => ({
        card,
        stops: [...card.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
          .filter((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled)
          .map((element) => element.getAttribute('data-part') ?? (element.matches('[data-card-style] > button:first-child') ? 'card' : '?')),
        demo: card.querySelector('[data-part="play-for-fun"]') !== null,
      }))
      .filter(({ stops, demo }) => stops.join() !== (demo ? 'card,play-for-fun,info-button' : 'card,info-button'))
      .map(({ card, stops }) => `${card.textContent ?? ''}: ${stops.join()}`);
    return { cards: cards.length, wrong };
  });
}

describe('game tiles at phone, tablet, desktop and wide widths', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  for (const width of WIDTHS) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} at ${width} px: no serious axe finding, captions fit or end in an ellipsis, tab stops: the tile, its info (and a demo's Play for fun)`, async () => {
        const page = await browser().newPage({ viewport: { width, height: 900 } });
        try {
          await openLobby(page, `${server().url}${path}`);
          // Let lazy artwork and player counts settle, so axe sees the page a player sees.
          await page.waitForLoadState('networkidle');
          assert.deepEqual(await seriousViolations(page), []);
          assert.deepEqual(await clippedCaptions(page), []);
          const { cards, wrong } = await cardsWithTabStops(page);
          assert.ok(cards > 0, 'the page shows game tiles');
          assert.deepEqual(wrong, []);
        } finally {
          await page.close();
        }
      });
    }
  }

  test("Tab goes from tile to tile through each tile's own buttons, skipping the hearts; F on a tile flips its favourite", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openLobby(page, `${server().url}${PAGES.provider}`);
      const launches = page.locator('[data-card-style] > button:first-child');
      await launches.first().focus();
      const first = await launches.first().evaluate((element) => element.textContent);
      // The tile's own buttons (Play for fun on a demo, then its info), all shown while focused; never its heart.
      const ownStops: string[] = [];
      for (let press = 0; press < 3; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const active = document.activeElement;
          if (active?.matches('[data-card-style] > button:first-child')) return null;
          return active?.getAttribute('data-part') ?? active?.tagName ?? '';
        });
        if (stop === null) break;
        // Shown while it holds focus (it fades in).
        await page.waitForFunction(() => document.activeElement !== null && getComputedStyle(document.activeElement).opacity === '1');
        ownStops.push(stop);
      }
      assert.ok(
        ownStops.join() === 'info-button' || ownStops.join() === 'play-for-fun,info-button',
        `the tile's own stops: ${ownStops.join()}`,
      );
      const next = await page.evaluate(() => ({
        isLaunch: document.activeElement?.matches('[data-card-style] > button:first-child') ?? false,
        text: document.activeElement?.textContent ?? '',
      }));
      assert.ok(next.isLaunch, 'the next tab stop is the next tile, not the heart');
      assert.notEqual(next.text, first);
      assert.ok(
        await page.evaluate(() => document.activeElement?.closest('[data-card-style]')?.matches(':has(> button:focus-visible)')),
        'the focused tile shows its focus ring',
      );

      const card = page.locator('[data-card-style]').nth(1);
      const heart = card.locator('button[aria-pressed]');
      const before = await heart.getAttribute('aria-pressed');
      await page.keyboard.press('f');
      await page.waitForFunction(
        ([element, was]) => element?.getAttribute('aria-pressed') !== was,
        [await heart.elementHandle(), before] as const,
      );
      assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-card-style] > button:first-child')), true);
    } finally {
      await page.close();
    }
  });

  test('artwork that fails to load leaves a styled placeholder, never a broken image', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 900 } });
    try {
      await page.route('**/images/**', (route) => route.fulfill({ status: 500, body: '' }));
      await openLobby(page, `${server().url}${PAGES.home}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-image-state="placeholder"]').length > 3);
      await page.waitForLoadState('networkidle');
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0 && image.getBoundingClientRect().width > 0)
          .map((image) => image.src),
      );
      assert.deepEqual(broken, []);
      // The tile still names its game in text.
      const firstTitle = page.locator('[data-card-style] [data-part="title"]').first();
      assert.ok(((await firstTitle.textContent()) ?? '').length > 0);
    } finally {
      await page.close();
    }
  });
});
