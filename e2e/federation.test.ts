import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { makeDeployment } from './support/lobbyServer';
import { useBrowser, withLobbyPage } from './support/session';

/** Where each remote shows up: the page to open and the marker its App renders. */
const REMOTE_PAGES = [
  { remote: 'catalogue', path: '/' },
  { remote: 'search', path: '/' },
  { remote: 'game-player', path: '/games/bragg%3Abook-of-gold' },
  { remote: 'bonuses', path: '/bonus' },
  { remote: 'favourites-recent', path: '/favorites/abc' },
  { remote: 'preview', path: '/preview' },
] as const;

type ShareScope = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

describe('federated lobby', () => {
  const browser = useBrowser();

  test('loads all six remotes from the registry with no console error or failed request', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      for (const { remote, path: pagePath } of REMOTE_PAGES) {
        await page.goto(server.url + pagePath, { waitUntil: 'load' });
        await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 20000 });
      }
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('one React and one bus at run time: a value the host puts on the bus shows inside a remote', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.goto(`${server.url}/?userBalance=1234.5`, { waitUntil: 'load' });
      await page.getByTestId('catalogue-balance').waitFor();
      assert.match(await page.getByTestId('catalogue-balance').innerText(), /1234\.5/);
      const reactCopies = await page.evaluate(() => {
        const scope = (window as unknown as { __FEDERATION__?: { __SHARE__?: ShareScope } }).__FEDERATION__?.__SHARE__;
        const versions = new Set<string>();
        for (const host of Object.values(scope ?? {})) {
          for (const [version, entry] of Object.entries(host.default?.react ?? {})) {
            if ((entry as { loaded?: boolean }).loaded) versions.add(version);
          }
        }
        return [...versions];
      });
      assert.equal(reactCopies.length, 1, `React copies loaded: ${reactCopies.join(', ')}`);
    });
  });

  test('a remote whose build is gone costs only its own area, with a fallback and a retry', async () => {
    const deployment = await makeDeployment({ without: ['search'] });
    try {
      await withLobbyPage(
        browser(),
        async ({ server, page }) => {
          await page.goto(server.url, { waitUntil: 'load' });
          await page.locator('[data-remote="catalogue"]').waitFor();
          const fallback = page.locator('[data-remote-fallback="search"]');
          await fallback.waitFor();
          assert.ok(await fallback.getByRole('button', { name: 'Retry' }).isVisible());
        },
        { rootDir: deployment },
      );
    } finally {
      await rm(deployment, { recursive: true, force: true });
    }
  });

  test('a remote redeployed alone is picked up by a reload without rebuilding the host', async () => {
    const deployment = await makeDeployment({ copied: ['catalogue'] });
    try {
      await withLobbyPage(
        browser(),
        async ({ server, page }) => {
          const remoteRequests: string[] = [];
          page.on('request', (request) => remoteRequests.push(new URL(request.url()).pathname));
          await page.goto(server.url, { waitUntil: 'load' });
          await page.locator('[data-remote="catalogue"]').waitFor();
          assert.ok(remoteRequests.some((url) => url.startsWith('/remotes/catalogue/0.1.0/')));

          const descriptorFile = path.join(deployment, 'remotes', 'catalogue', 'dist', 'remote.json');
          const descriptor = JSON.parse(await readFile(descriptorFile, 'utf8')) as { version: string };
          await writeFile(descriptorFile, JSON.stringify({ ...descriptor, version: '0.1.1' }));

          remoteRequests.length = 0;
          await page.reload({ waitUntil: 'load' });
          await page.locator('[data-remote="catalogue"]').waitFor();
          assert.ok(
            remoteRequests.some((url) => url.startsWith('/remotes/catalogue/0.1.1/')),
            remoteRequests.join('\n'),
          );
        },
        { rootDir: deployment },
      );
    } finally {
      await rm(deployment, { recursive: true, force: true });
    }
  });
});
