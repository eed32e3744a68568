import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { ensureBuilt, makeDeployment, startLobbyServer } from './support/lobbyServer';

/** Where each remote shows up: the page to open and the marker its App renders. */
const REMOTE_PAGES = [
  { remote: 'catalogue', path: '/' },
  { remote: 'search', path: '/' },
  { remote: 'game-player', path: '/games/bragg%3Abook-of-gold' },
  { remote: 'bonuses', path: '/bonus' },
  { remote: 'favourites-recent', path: '/favorites/abc' },
  { remote: 'preview', path: '/preview' },
] as const;

async function openLobby(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
}

describe('federated lobby', () => {
  let browser: Browser;

  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test('loads all six remotes from the registry with no console error or failed request', async () => {
    const server = await startLobbyServer();
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      for (const { remote, path: pagePath } of REMOTE_PAGES) {
        await openLobby(page, server.url + pagePath);
        await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 20000 });
      }
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('one React and one bus at run time: a value the host puts on the bus shows inside a remote', async () => {
    const server = await startLobbyServer();
    const page = await browser.newPage();
    try {
      await openLobby(page, `${server.url}/?userBalance=1234.5`);
      await page.getByTestId('catalogue-balance').waitFor();
      assert.match(await page.getByTestId('catalogue-balance').innerText(), /1234\.5/);
      const reactCopies = await page.evaluate(() => {
        const scope = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>> } })
          .__FEDERATION__?.__SHARE__;
        const versions = new Set<string>();
        for (const host of Object.values(scope ?? {})) {
          for (const [version, entry] of Object.entries(host.default?.react ?? {})) {
            if ((entry as { loaded?: boolean }).loaded) versions.add(version);
          }
        }
        return [...versions];
      });
      assert.equal(reactCopies.length, 1, `React copies loaded: ${reactCopies.join(', ')}`);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('a remote whose build is gone costs only its own area, with a fallback and a retry', async () => {
    const deployment = await makeDeployment({ without: ['search'] });
    const server = await startLobbyServer(deployment);
    const page = await browser.newPage();
    try {
      await openLobby(page, server.url);
      await page.locator('[data-remote="catalogue"]').waitFor();
      const fallback = page.locator('[data-remote-fallback="search"]');
      await fallback.waitFor();
      assert.ok(await fallback.getByRole('button', { name: 'Retry' }).isVisible());
    } finally {
      await page.close();
      await server.close();
      await rm(deployment, { recursive: true, force: true });
    }
  });

  test('a remote redeployed alone is picked up by a reload without rebuilding the host', async () => {
    const deployment = await makeDeployment({ copied: ['catalogue'] });
    const server = await startLobbyServer(deployment);
    const page = await browser.newPage();
    const remoteRequests: string[] = [];
    page.on('request', (request) => remoteRequests.push(new URL(request.url()).pathname));
    try {
      await openLobby(page, server.url);
      await page.locator('[data-remote="catalogue"]').waitFor();
      assert.ok(remoteRequests.some((url) => url.startsWith('/remotes/catalogue/0.1.0/')));

      const descriptorFile = path.join(deployment, 'remotes', 'catalogue', 'dist', 'remote.json');
      const descriptor = JSON.parse(await readFile(descriptorFile, 'utf8')) as { version: string };
      await writeFile(descriptorFile, JSON.stringify({ ...descriptor, version: '0.1.1' }));

      remoteRequests.length = 0;
      await page.reload({ waitUntil: 'load' });
      await page.locator('[data-remote="catalogue"]').waitFor();
      assert.ok(remoteRequests.some((url) => url.startsWith('/remotes/catalogue/0.1.1/')), remoteRequests.join('\n'));
    } finally {
      await page.close();
      await server.close();
      await rm(deployment, { recursive: true, force: true });
    }
  });
});
