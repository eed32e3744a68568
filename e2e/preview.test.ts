import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REMOTE_IDS, type RawBlock, type RawLobbyResponse } from '@lobby/shared';
import type { Page } from 'playwright-core';
import type { Queryable } from '../server/src/db/database';
import { watchProblems } from './support/browser';
import { startLobbyServer, type LobbyServer } from './support/lobbyServer';
import { useBrowser } from './support/session';

const TIMEOUT = 20000;
const DAY_MS = 86_400_000;
const DESKTOP_FRAME = 'iframe[title="The lobby at desktop size"]';

/** A block that starts tomorrow and one that ended yesterday, on the home page, with seeded games. */
async function addDatedBlocks(db: Queryable): Promise<void> {
  const now = Date.now();
  await db.query(
    `INSERT INTO blocks (id, type, slug, heading, start_at, end_at) VALUES
       ('e2e-tomorrow', 'standard', 'e2e-tomorrow', 'Starts tomorrow', $1, NULL),
       ('e2e-yesterday', 'standard', 'e2e-yesterday', 'Ended yesterday', NULL, $2)`,
    [new Date(now + DAY_MS).toISOString(), new Date(now - DAY_MS).toISOString()],
  );
  await db.query(
    `INSERT INTO block_games (block_id, game_key, position)
       SELECT b.id, g.key, row_number() OVER (PARTITION BY b.id ORDER BY g.key)
       FROM (VALUES ('e2e-tomorrow'), ('e2e-yesterday')) AS b (id),
            (SELECT key FROM games WHERE is_active AND desktop ORDER BY key LIMIT 4) AS g`,
  );
  await db.query(
    `INSERT INTO page_blocks (page_id, block_id, position)
       SELECT p.id, b.id, b.n FROM pages AS p, (VALUES ('e2e-tomorrow', -2), ('e2e-yesterday', -1)) AS b (id, n)
       WHERE p.slug = 'home'`,
  );
}

/** A small lobby of the live one's parts: one block, 'Injected picks', with three of its games. */
function injectedLobby(live: RawLobbyResponse): RawLobbyResponse {
  const source = live.blocks.find((block) => block.type === 'standard' && block.games.length >= 3);
  assert.ok(source, 'the live lobby has a standard block');
  const keys = source.games.slice(0, 3);
  const block: RawBlock = { ...source, id: 'injected', heading: 'Injected picks', games: keys, startDate: null, endDate: null, platforms: ['desktop', 'mobile'], audiences: ['Always'] };
  return {
    ...live,
    pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: ['injected'] }],
    links: [],
    blocks: [block],
    games: live.games.filter((game) => keys.includes(`${game.aggregator ?? 'bragg'}:${game.code}`)),
    banners: [],
    pokerBanners: [],
  };
}

describe('preview remote', () => {
  const browser = useBrowser();
  let server: LobbyServer;
  before(async () => {
    server = await startLobbyServer({ prepareData: addDatedBlocks });
  });
  after(async () => {
    await server?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
    watchProblems(page);
    await page.goto(server.url + path, { waitUntil: 'load' });
    return page;
  }

  test('an injected lobby JSON renders in the frame, and a game click is logged as previewGameLink', async () => {
    const live = (await (await fetch(`${server.url}/api/v1/casino/lobby?locale=en`)).json()) as RawLobbyResponse;
    const lobby = injectedLobby(live);
    const page = await open('/preview');
    try {
      await page.getByLabel('Lobby reply to render', { exact: false }).fill(JSON.stringify(lobby), { timeout: TIMEOUT });
      await page.getByLabel('Desktop (1280 × 800)').check();
      await page.getByRole('button', { name: 'Open the lobby' }).click();
      const frame = page.frameLocator(DESKTOP_FRAME);
      await frame.getByRole('heading', { name: 'Injected picks' }).waitFor({ timeout: TIMEOUT });
      await frame.locator('[data-part="title"]').first().waitFor({ timeout: TIMEOUT });
      await frame.locator('section[aria-roledescription="carousel"] button').filter({ has: frame.locator('[data-part="title"]') }).first().click();
      const logged = page.locator('[data-testid="preview-message-log"] li[data-type="previewGameLink"]');
      await logged.first().waitFor({ timeout: TIMEOUT });
      const text = (await logged.first().textContent()) ?? '';
      assert.ok(lobby.games.some((candidate) => text.includes(`"gameCode":"${candidate.code}"`)), `a game of the injected lobby: ${text}`);
      // Nothing launched: no pop-up, no game route in the frame.
      assert.equal(page.context().pages().length, 1);
    } finally {
      await page.close();
    }
  });

  test('a wrong lobby JSON is refused before opening, naming the path', async () => {
    const page = await open('/preview');
    try {
      await page.getByLabel('Lobby reply to render', { exact: false }).fill('{"pages": [], "blocks": [{"id": 3}]}', { timeout: TIMEOUT });
      await page.getByText('blocks[0].id: expected a string').waitFor({ timeout: TIMEOUT });
      assert.equal(await page.getByRole('button', { name: 'Open the lobby' }).isDisabled(), true);
    } finally {
      await page.close();
    }
  });

  test('time travel: the block that starts tomorrow shows, marked; the one that ended yesterday does not', async () => {
    const issued = await fetch(`${server.url}/api/v1/casino/preview-tokens`, { method: 'POST' });
    assert.equal(issued.status, 201);
    const { token } = (await issued.json()) as { token: string };
    const page = await open('/preview');
    try {
      const local = await page.evaluate((ms) => {
        const at = new Date(ms);
        return new Date(ms - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, Date.now() + 2 * DAY_MS);
      await page.getByLabel('previewToken', { exact: true }).fill(token, { timeout: TIMEOUT });
      await page.getByLabel('View the lobby as of', { exact: false }).fill(local);
      await page.getByLabel('Desktop (1280 × 800)').check();
      await page.getByRole('button', { name: 'Open the lobby' }).click();
      const frame = page.frameLocator(DESKTOP_FRAME);
      const heading = frame.getByRole('heading', { name: 'Starts tomorrow' });
      await heading.waitFor({ timeout: TIMEOUT });
      await frame.locator('[data-preview-note="starts"]').first().waitFor({ timeout: TIMEOUT });
      assert.equal(await frame.getByRole('heading', { name: 'Ended yesterday' }).count(), 0);

      // A player's lobby at the same moment has neither.
      const player = await open('/');
      try {
        await player.getByRole('heading', { level: 1, name: 'Casino' }).waitFor({ timeout: TIMEOUT });
        await player.locator('[data-block-type]').first().waitFor({ timeout: TIMEOUT });
        assert.equal(await player.getByRole('heading', { name: 'Starts tomorrow' }).count(), 0);
        assert.equal(await player.locator('[data-preview-note]').count(), 0);
      } finally {
        await player.close();
      }
    } finally {
      await page.close();
    }
  });

  test("/dev shows every remote's version from the registry, and the host's", async () => {
    const registry = (await (await fetch(`${server.url}/remotes/registry.json`)).json()) as Record<string, { version: string }>;
    const page = await open('/dev');
    try {
      const table = page.getByRole('table', { name: 'Versions and contracts' });
      await table.waitFor({ timeout: TIMEOUT });
      for (const remote of REMOTE_IDS) {
        const row = table.locator(`tr[data-remote-row="${remote}"]`);
        await row.waitFor({ timeout: TIMEOUT });
        assert.ok(((await row.textContent()) ?? '').includes(registry[remote]!.version), `${remote} shows its version`);
      }
      const host = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'host' }) });
      assert.match((await host.textContent()) ?? '', /\d+\.\d+\.\d+/);
      await page.getByRole('row').filter({ hasText: 'preview' }).filter({ hasText: 'Loaded' }).first().waitFor({ timeout: TIMEOUT });
    } finally {
      await page.close();
    }
  });
});
