import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { lobbyTexts } from './support/catalogues';
import { openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const TIMEOUT = 20000;
/** The seed's one change through the translation service (server/src/seed/translations.ts). */
const SEEDED = { en: 'Find your next favourite game', es: 'Encuentra tu próximo juego favorito' };
const OPERATOR_TOKEN = 'e2e-operator-token-of-thirty-two-characters-or-more';

async function sendLocale(page: Page, locale: string): Promise<void> {
  await page.getByLabel('Locale', { exact: true }).selectOption(locale);
  await page.getByRole('button', { name: 'Send locale' }).click();
}

async function waitForLang(frame: Frame | Page, locale: string): Promise<void> {
  await frame.waitForFunction((wanted) => document.documentElement.lang === wanted, locale, { timeout: TIMEOUT });
}

/** The home page's subtitle, the text the seed changes through the service. */
const subtitle = (frame: Frame | Page) => frame.locator('main header p').first();

describe('the translation service (SPEC §7, §8)', () => {
  const browser = useBrowser();

  test('its texts replace the built-in ones by id, also after the shell switches the locale live', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const lobby = await openShell(page, server.url);
      await waitForLobbyState(lobby, 'loaded');
      await subtitle(lobby).filter({ hasText: SEEDED.en }).waitFor({ timeout: TIMEOUT });

      await sendLocale(page, 'es');
      await waitForLang(lobby, 'es');
      await subtitle(lobby).filter({ hasText: SEEDED.es }).waitFor({ timeout: TIMEOUT });
      const es = lobbyTexts('es');
      // The rest of the page switched too, without a reload: the header's search entry.
      await lobby.getByRole('button', { name: es.get('search.placeholder') ?? '' }).waitFor({ timeout: TIMEOUT });

      await sendLocale(page, 'ja');
      await waitForLang(lobby, 'ja');
      await subtitle(lobby).filter({ hasText: lobbyTexts('ja').get('catalogue.home.subtitle') ?? '' }).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('down or slow, it leaves the built-in texts of the new locale, never ids or a blank', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        const lobby = await openShell(page, server.url);
        await waitForLobbyState(lobby, 'loaded');
        await sendLocale(page, 'es');
        await waitForLang(lobby, 'es');
        await subtitle(lobby).filter({ hasText: lobbyTexts('es').get('catalogue.home.subtitle') ?? '' }).waitFor({ timeout: TIMEOUT });

        // Slow: the catalogue never answers; the lobby waits its bound, then shows what it has.
        await page.route('**/i18n/content/**', () => undefined);
        await sendLocale(page, 'fr');
        await waitForLang(lobby, 'fr');
        await subtitle(lobby).filter({ hasText: lobbyTexts('fr').get('catalogue.home.subtitle') ?? '' }).waitFor({ timeout: TIMEOUT });
        assert.doesNotMatch(await lobby.locator('main').innerText(), /catalogue\.home|search\.placeholder/);
      },
      { failingPaths: ['/i18n/manifest.json'] },
    );
  });

  test('an editor changes a text in the content service and players see it on their next load, no deploy', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        const url = `${server.url}/api/operator/translations/ja/search.placeholder`;
        const headers = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' };
        const changed = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ text: 'ゲームをさがす' }) });
        assert.equal(changed.status, 200);
        await page.goto(`${server.url}/?locale=ja`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await page.getByRole('button', { name: 'ゲームをさがす' }).waitFor({ timeout: TIMEOUT });

        assert.equal((await fetch(url, { method: 'DELETE', headers: { authorization: headers.authorization } })).status, 200);
        await page.reload({ waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await page.getByRole('button', { name: lobbyTexts('ja').get('search.placeholder') ?? '' }).waitFor({ timeout: TIMEOUT });
      },
      { server: { operatorToken: OPERATOR_TOKEN } },
    );
  });
});
