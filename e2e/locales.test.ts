import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { LOCALES } from '@lobby/shared';
import { watchProblems } from './support/browser';
import { lobbyTexts, untranslatedPatterns } from './support/catalogues';
import { activeGameKey, useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

const TIMEOUT = 20000;

/**
 * Every text of the lobby's own a player can see or hear on the page: each element's own
 * text and whole text (when short), and the attributes screen readers and browsers show. The
 * game's own frame is another document and is not read.
 */
function renderedTexts(page: Page): Promise<string[]> {
  // No named functions inside: the test runner's transform would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const raw: (string | null | undefined)[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      // A tile's label badge is content (the CMS's label title, localized by the content
      // service): "Popular" is a Spanish word too, so it says nothing about the lobby's texts.
      if (element.closest('script, style, noscript, template, [data-part="label"]')) continue;
      for (const name of ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt']) raw.push(element.getAttribute(name));
      raw.push(
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      );
      raw.push(element.innerText);
    }
    const texts = raw.map((value) => (value ?? '').replace(/\s+/g, ' ').trim()).filter((text) => text !== '' && text.length < 400);
    return Array.from(new Set(texts));
  });
}

/** Plays an operator whose games stall while loading, so the game page's overlay stays up. */
async function stallGames(page: Page): Promise<void> {
  await page.route('**/api/v1/casino/games/launch', async (route) => {
    const response = await route.fetch();
    const { url } = (await response.json()) as { url: string };
    await route.fulfill({ response, json: { url: `${url}&demo=stall` } });
  });
}

describe('the lobby in each of its 16 locales', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  for (const locale of LOCALES.filter((each) => each !== 'en')) {
    test(`${locale}: home, the search panel, a game page, /bonus and /preview show none of the lobby's own English`, async () => {
      const patterns = untranslatedPatterns(locale);
      const searchGames = lobbyTexts(locale).get('search.placeholder') ?? '';
      const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
      const problems = watchProblems(page);
      const leaks: string[] = [];
      const check = async (where: string) => {
        for (const text of await renderedTexts(page)) {
          const leak = patterns.find(({ pattern }) => pattern.test(text));
          if (leak) leaks.push(`${where}: "${text}" is the English of ${leak.id}`);
        }
      };
      try {
        await stallGames(page);
        await page.goto(`${server().url}/?locale=${locale}`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
        await page.locator('main h2').first().waitFor({ timeout: TIMEOUT });
        await check('home');

        // The header's search entry and the panel, named in the locale.
        await page.getByRole('button', { name: searchGames }).click({ timeout: TIMEOUT });
        const panel = page.getByRole('dialog', { name: searchGames });
        await panel.getByRole('searchbox', { name: searchGames }).waitFor({ timeout: TIMEOUT });
        await panel.getByRole('heading').first().waitFor({ timeout: TIMEOUT });
        await check('search panel');

        const key = await activeGameKey(server().url, 'atg99', 'mobile');
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${server().url}/mobile/games/${encodeURIComponent(key)}?locale=${locale}`, { waitUntil: 'load' });
        await page.locator('[data-game-page] [data-loading-overlay]').waitFor({ timeout: TIMEOUT });
        await check('game page');

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${server().url}/bonus?locale=${locale}`, { waitUntil: 'load' });
        await page.locator('[data-testid="bonus-card"]').first().waitFor({ timeout: TIMEOUT });
        await check('/bonus');

        await page.goto(`${server().url}/preview?locale=${locale}`, { waitUntil: 'load' });
        await page.locator('#preview-title').waitFor({ timeout: TIMEOUT });
        await page.locator('form fieldset').first().waitFor({ timeout: TIMEOUT });
        await check('/preview');

        assert.deepEqual(leaks, []);
        assert.deepEqual(problems.consoleErrors, []);
      } finally {
        await page.close();
      }
    });
  }
});
