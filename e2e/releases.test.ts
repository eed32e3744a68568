import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { deployBuild, rollback } from '../server/src/releases/deploy';
import type { LobbyServer } from './support/lobbyServer';
import { buildRemoteCopy } from './support/remoteBuild';
import { useBrowser, withLobbyPage } from './support/session';
import { writeIntegrityManifest } from '../server/src/static/integrity';

/** The search panel's text before anything is typed (remotes/search/src/components/SearchPanel.tsx). */
const PANEL_HINT = 'Find a game by its name, provider or category.';

async function currentVersion(server: LobbyServer, app: 'host' | 'search'): Promise<string> {
  const version = (await server.releases.pointers.read())[app];
  assert.ok(version, `${app} has a current release`);
  return version;
}

/** Opens the search panel from the header and waits for `text` in it. */
async function openSearch(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /Search games/ }).click();
  await page.getByText(text).waitFor({ timeout: 20_000 });
}

/**
 * A copy of a kept release's files as a build folder under another version and with other
 * needs of the host: what a team would deploy after building against a newer contract.
 */
async function rebadgedCopy(server: LobbyServer, version: string, needs: Record<string, string>): Promise<string> {
  const from = server.releases.store.releaseDir('search', await currentVersion(server, 'search'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-release-copy-'));
  await cp(from, dir, { recursive: true, filter: (source) => source === from || !path.basename(source).startsWith('.') });
  const descriptor = JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as {
    requires: { contracts: Record<string, string> };
  };
  await writeFile(
    path.join(dir, 'release.json'),
    JSON.stringify({ ...descriptor, version, requires: { ...descriptor.requires, contracts: { ...descriptor.requires.contracts, ...needs } } }),
  );
  await writeIntegrityManifest(dir);
  return dir;
}

describe('releases of one remote', () => {
  const browser = useBrowser();

  test('an open tab keeps its release after a deploy, a reload shows the new one, rollback brings the old one back; the host is untouched', async () => {
    const marker = `Release B of search ${Date.now().toString(36)}`;
    const build = await buildRemoteCopy('search', {
      file: 'src/components/SearchPanel.tsx',
      change: (source) => source.replace(`<Trans id="search.hint">${PANEL_HINT}</Trans>`, `<Trans id="search.hint">${marker}</Trans>`),
      version: '0.9.0',
    });
    try {
      await withLobbyPage(
        browser(),
        async ({ server, page, problems }) => {
          const releaseA = await currentVersion(server, 'search');
          const host = await currentVersion(server, 'host');
          const hostDigest = (await server.releases.store.read('host', host))?.digest;
          const mainBefore = await (await fetch(`${server.url}/main.js`)).arrayBuffer();
          const searchFiles: string[] = [];
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (pathname.startsWith('/remotes/search/')) searchFiles.push(pathname);
          });

          await page.goto(server.url, { waitUntil: 'load' });
          await page.locator('[data-remote="catalogue"]').waitFor();
          await page.getByRole('button', { name: /Search games/ }).waitFor();

          const { release, previous } = await deployBuild(server.releases, build.dist);
          assert.deepEqual([release.version, previous], ['0.9.0', releaseA]);

          // The tab opened on A still opens the panel: A's lazy chunks are still served.
          await openSearch(page, PANEL_HINT);
          assert.ok(searchFiles.length > 0);
          assert.deepEqual(
            searchFiles.filter((file) => !file.startsWith(`/remotes/search/${releaseA}/`)),
            [],
            'the open tab loads only its own release',
          );

          searchFiles.length = 0;
          await page.reload({ waitUntil: 'load' });
          await openSearch(page, marker);
          assert.ok(searchFiles.some((file) => file.startsWith('/remotes/search/0.9.0/')), searchFiles.join('\n'));

          // The host was neither rebuilt nor redeployed.
          assert.equal(await currentVersion(server, 'host'), host);
          assert.equal((await server.releases.store.read('host', host))?.digest, hostDigest);
          assert.deepEqual(Buffer.from(await (await fetch(`${server.url}/main.js`)).arrayBuffer()), Buffer.from(mainBefore));

          const back = await rollback(server.releases, 'search');
          assert.equal(back.release.version, releaseA);
          await page.reload({ waitUntil: 'load' });
          await openSearch(page, PANEL_HINT);
          assert.equal(await page.getByText(marker).count(), 0);

          assert.deepEqual(problems.consoleErrors, []);
          assert.deepEqual(problems.failedRequests, []);
        },
        { ownReleases: true },
      );
    } finally {
      await rm(build.root, { recursive: true, force: true });
    }
  });

  test('a release needing a newer contract is refused at deploy; one forced into the registry is passed over for the newest kept one that fits, and /dev says so', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        const releaseA = await currentVersion(server, 'search');
        const tooNew = await rebadgedCopy(server, '9.0.0', { props: '^99.0.0' });
        try {
          await assert.rejects(deployBuild(server.releases, tooNew), (error: Error) => {
            assert.match(error.message, /search 9\.0\.0 cannot go live; the registry is unchanged/);
            assert.match(error.message, /needs contract props \^99\.0\.0, this host provides/);
            return true;
          });
          assert.equal(await currentVersion(server, 'search'), releaseA);

          // Forced past the check, as a hand-edited registry or a deploy tool of another team would.
          await server.releases.store.publish(tooNew);
          await server.releases.pointers.move('search', '9.0.0');
          const registry = (await (await fetch(`${server.url}/remotes/registry.json`)).json()) as {
            search: { version: string };
          };
          assert.equal(registry.search.version, '9.0.0');
        } finally {
          await rm(tooNew, { recursive: true, force: true });
        }

        const searchFiles: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/remotes/search/')) searchFiles.push(pathname);
        });
        await page.goto(server.url, { waitUntil: 'load' });
        await openSearch(page, PANEL_HINT);
        assert.deepEqual(searchFiles.filter((file) => !file.startsWith(`/remotes/search/${releaseA}/`)), []);

        await page.goto(`${server.url}/dev`, { waitUntil: 'load' });
        const row = page.locator('[data-remote-row="search"]');
        await row.getByText(`Running ${releaseA} instead of 9.0.0`).waitFor({ timeout: 20_000 });
        assert.match(await row.innerText(), /needs contract props \^99\.0\.0, this host provides 2\.\d+\.\d+/);
      },
      { ownReleases: true },
    );
  });
});
