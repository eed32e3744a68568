import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { activeGameKey, useBrowser, withLobbyPage } from './support/session';

/** Where each remote shows up: the page to open and the marker its App renders. */
const REMOTE_PAGES = [
  { remote: 'catalogue', path: '/' },
  { remote: 'search', path: '/' },
  // A game the seed has: the game page asks for its launch address, which an unknown game lacks.
  { remote: 'game-player', path: '/games/{game}' },
  { remote: 'bonuses', path: '/bonus' },
  { remote: 'favourites-recent', path: '/favorites/abc' },
  { remote: 'preview', path: '/preview' },
] as const;

interface SharedEntry {
  readonly loaded?: boolean;
  readonly from?: string;
  /** The containers (host, remotes) that took this copy. */
  readonly useIn?: readonly string[];
}
type ShareScope = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;

/**
 * Singletons whose second copy would split the lobby: two Reacts break hooks, two buses lose
 * events, two context modules give remotes contexts the host never provides. The bus instance
 * reaches remotes through their props, so only the host imports it.
 */
const ONE_COPY = ['react', 'react-dom', '@lobby/bus', '@lobby/contexts'];

/** Libraries every release carries its own copy of (issue #30): never in the share scope. */
const OWN_COPY = ['@lobby/ui', '@lobby/connected'];
const DEV_PLAYER_HEADERS = { 'X-UserId': 'dev-player-1', 'X-SessionId': 'dev-session-1' };

describe('federated lobby', () => {
  const browser = useBrowser();

  test('loads all six remotes from the registry with no console error or failed request', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const game = encodeURIComponent(await activeGameKey(server.url, 'bragg', 'desktop'));
      for (const { remote, path: pagePath } of REMOTE_PAGES) {
        await page.goto(server.url + pagePath.replace('{game}', game), { waitUntil: 'load' });
        await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 20000 });
        // The game page frames a demo game: let it load, or leaving the page aborts its request.
        if (remote === 'game-player') await page.locator('[data-loading-overlay]').waitFor({ state: 'detached', timeout: 20000 });
      }
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    });
  });

  test('one React and one bus at run time: the favourites the host put on the bus show in a remote', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      // Only the host's favourites service asks the API; the catalogue learns them from the bus.
      const response = await fetch(`${server.url}/api/games/favourite-games`, { headers: DEV_PLAYER_HEADERS });
      const favourites = ((await response.json()) as { data: string[] }).data;
      assert.ok(favourites.length > 0, 'the seed gives the dev player favourites');

      // The standalone page signs in the dev player; the favourites block is for logged-in players.
      await page.goto(`${server.url}/?userStatuses=LoggedIn`, { waitUntil: 'load' });
      const block = page.locator('[data-remote="catalogue"] [data-block-type="favorites"]');
      const hearts = block.getByRole('button', { name: /^Favourite / });
      await hearts.first().waitFor({ timeout: 20000 });
      const pressed = await hearts.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-pressed')),
      );
      assert.ok(
        pressed.length > 0 && pressed.length <= favourites.length,
        `${pressed.length} of ${favourites.length} shown`,
      );
      assert.ok(
        pressed.every((value) => value === 'true'),
        `hearts pressed: ${pressed.join(', ')}`,
      );

      const { copies, unshared } = await page.evaluate(({ packages, own }) => {
        const scope = (window as unknown as { __FEDERATION__?: { __SHARE__?: ShareScope } }).__FEDERATION__?.__SHARE__;
        const instances = Object.values(scope ?? {});
        const unshared = own.filter((name) => instances.every((instance) => instance.default?.[name] === undefined));
        const copies = packages.map((name) => {
          const loaded = new Map<string, readonly string[]>();
          for (const instance of Object.values(scope ?? {})) {
            for (const [version, entry] of Object.entries(instance.default?.[name] ?? {})) {
              if (entry.loaded) loaded.set(`${version} from ${entry.from}`, entry.useIn ?? []);
            }
          }
          return { name, loaded: [...loaded.keys()], users: [...loaded.values()].flat() };
        });
        return { copies, unshared };
      }, { packages: ONE_COPY, own: OWN_COPY });
      for (const { name, loaded, users } of copies) {
        assert.equal(loaded.length, 1, `${name} loaded once, found: ${loaded.join(', ')}`);
        // The bus reaches remotes through their props; react-dom only through ui's portals.
        if (name === 'react' || name === '@lobby/contexts') {
          assert.ok(users.includes('lobby_catalogue'), `the catalogue uses that ${name}`);
        }
      }
      assert.deepEqual(unshared, OWN_COPY, 'ui and connected travel in each release');
    });
  });

  test('a remote that is not deployed costs only its own area, with a fallback and a retry', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await page.goto(server.url, { waitUntil: 'load' });
        await page.locator('[data-remote="catalogue"]').waitFor();
        const fallback = page.locator('[data-remote-fallback="search"]');
        await fallback.waitFor();
        assert.ok(await fallback.getByRole('button', { name: 'Retry' }).isVisible());
      },
      { without: ['search'] },
    );
  });

  test('a remote listed in the registry whose files do not answer costs only its own area', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      await page.route(/\/remotes\/search\//, (route) => route.abort());
      await page.goto(server.url, { waitUntil: 'load' });
      await page.locator('[data-remote="catalogue"]').waitFor();
      await page.locator('[data-card-style]').first().waitFor();
      const fallback = page.locator('[data-remote-fallback="search"]');
      await fallback.waitFor();
      assert.ok(await fallback.getByRole('button', { name: 'Retry' }).isVisible());
    });
  });

  test('start-up fetches no registry, proxy config or manifest, and remotes carry no federation runtime', async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const requested: string[] = [];
      const entrySizes = new Map<string, Promise<number>>();
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (pathname.endsWith('/remoteEntry.js')) entrySizes.set(pathname, response.body().then((body) => body.length));
      });
      await page.goto(server.url, { waitUntil: 'load' });
      await page.locator('[data-card-style]').first().waitFor();
      // The header's search starts after the first view.
      await page.getByRole('button', { name: /Search games/ }).waitFor();
      const extra = requested.filter(
        (url) => url === '/remotes/registry.json' || url === '/config/proxies.json' || url.endsWith('mf-manifest.json'),
      );
      assert.deepEqual(extra, []);
      assert.ok(entrySizes.size >= 2, [...entrySizes.keys()].join('\n'));
      // A remote entry with its own copy of the runtime is over 90 KB; its container alone is ~25 KB.
      for (const [url, size] of entrySizes) assert.ok((await size) < 40_000, `${url} is ${await size} bytes`);
    });
  });

});
