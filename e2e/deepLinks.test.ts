import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const json = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('deep links (SPEC §2, docs/shell-protocol.md §7)', () => {
  const browser = useBrowser();

  test('a page opened at /link/navigate goes to the target the link names, at the lobby root otherwise', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.goto(`${server.url}/link/navigate?data=${json({ target: 'slots', type: 'page' })}`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.waitForURL((url) => url.pathname === '/slots', { timeout: 10000 });
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('under a prefix, with settings beside it: the message takes effect and the settings stay', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      await page.goto(`${server.url}/mobile/link/theme?locale=fr&data=${json({ theme: 'light' })}`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.waitForFunction(() => document.documentElement.classList.contains('theme-light'), undefined, { timeout: 10000 });
      const url = new URL(page.url());
      assert.equal(`${url.pathname}${url.search}`, '/mobile/?locale=fr');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a link that fails the checks does nothing but a warning: an outgoing name, a payload off its schema', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${server.url}/link/theme?data=${json({ theme: 'pink' })}`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.waitForFunction(() => document.documentElement.classList.contains('theme-dark'), undefined, { timeout: 10000 });
      assert.equal(new URL(page.url()).pathname, '/');
      assert.ok(warnings.some((warning) => warning.includes('invalidPayload')), warnings.join('\n'));
    });
  });

  test('with SHELL_SCHEME: listed messages go custom-scheme style, and a posted deep link under it is taken', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        // The bridge's frames live 100 ms: recorded as they are added.
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { schemeFrames: string[] }).schemeFrames = seen;
          new MutationObserver((records) => {
            for (const record of records) {
              record.addedNodes.forEach((node) => {
                if (node instanceof HTMLIFrameElement && node.src.startsWith('casinolobby:')) seen.push(node.src);
              });
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(`${server.url}/`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        assert.equal(await page.locator('meta[name="lobby-shell-scheme"]').getAttribute('content'), 'casinolobby');
        await page.waitForFunction(
          () => (window as unknown as { schemeFrames: string[] }).schemeFrames.includes('casinolobby://casinoLoadComplete'),
          undefined,
          { timeout: 10000 },
        );
        assert.deepEqual(await page.evaluate(() => (window as unknown as { schemeFrames: string[] }).schemeFrames), [
          'casinolobby://casinoReady',
          'casinolobby://casinoLoadComplete',
        ]);
        const link = `casinolobby://theme?data=${json({ theme: 'light' })}`;
        await page.evaluate((posted) => window.postMessage(posted, window.location.origin), link);
        await page.waitForFunction(() => document.documentElement.classList.contains('theme-light'), undefined, { timeout: 10000 });
      },
      { server: { shellScheme: 'casinolobby' } },
    );
  });
});
