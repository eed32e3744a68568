import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RawLobbyResponse } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer } from './support/lobbyServer';
import { MAINTENANCE_TEXT, openShell, useBrowser, waitForLobbyState } from './support/session';

const NAVIGATE_DURING_GAME_WARNING = 'Navigate action not allowed during active game session';
/** Block types without a listing of their own, or with their own screen (SPEC §2). */
const NOT_LISTING_WIDGET = new Set(['banner', 'poker-banner', 'navigation', 'providers', 'recent', 'favorites']);

function logEntry(page: Page, direction: 'in' | 'out', type: string) {
  return page.locator(`#log li[data-direction="${direction}"][data-type="${type}"]`);
}

/** The frame's path as the lobby's router leaves it (same origin, so the page can read it). */
async function waitForFramePath(page: Page, predicate: string): Promise<string> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const frame = document.getElementById('lobby-frame') as HTMLIFrameElement | null;
      const path = frame?.contentWindow?.location.pathname ?? '';
      return (wanted.endsWith('*') ? path.startsWith(wanted.slice(0, -1)) : path === wanted) && path;
    },
    predicate,
    { timeout: 10000 },
  );
  return String(await handle.jsonValue());
}

async function sendNavigate(page: Page, target: string, type: 'page' | 'block' | 'any'): Promise<void> {
  await page.getByLabel('Target').fill(target);
  await page.getByLabel('Type', { exact: true }).selectOption(type);
  await page.getByRole('button', { name: 'Send navigate' }).click();
}

async function fetchLobby(serverUrl: string): Promise<RawLobbyResponse> {
  const response = await fetch(`${serverUrl}/api/v1/casino/lobby`);
  assert.equal(response.status, 200);
  return (await response.json()) as RawLobbyResponse;
}

describe('host-shell simulator', () => {
  const browser = useBrowser();

  test('the lobby says casinoReady, gets initialData, loads and says casinoLoadComplete', async () => {
    const server = await startLobbyServer();
    const page = await browser().newPage();
    const problems = watchProblems(page);
    try {
      const frame = await openShell(page, server.url);
      await logEntry(page, 'in', 'casinoReady').waitFor({ timeout: 20000 });
      assert.match(await logEntry(page, 'out', 'initialData').innerText(), /"userId":"dev-player-1"/);
      await waitForLobbyState(frame, 'loaded');
      await logEntry(page, 'in', 'casinoLoadComplete').waitFor();
      assert.equal(await page.getByRole('status').innerText(), 'Lobby loaded');

      // The log reads in order: what the lobby said first comes first.
      const types = await page
        .locator('#log li')
        .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type));
      assert.ok(types.indexOf('casinoReady') < types.indexOf('initialData'));
      assert.ok(types.indexOf('initialData') < types.indexOf('casinoLoadComplete'));
      await page.getByRole('button', { name: 'Clear' }).click();
      assert.equal(await page.locator('#log li').count(), 0);

      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('navigate leads to a page, to a block listing, and home for an unknown target', async () => {
    const server = await startLobbyServer();
    const page = await browser().newPage();
    try {
      const lobby = await fetchLobby(server.url);
      const block = lobby.blocks.find(
        (candidate) => candidate.showMore && candidate.games.length > 0 && !NOT_LISTING_WIDGET.has(candidate.type),
      );
      assert.ok(block, 'the seed has a block with a listing');
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');

      await sendNavigate(page, 'slots', 'page');
      await waitForFramePath(page, '/slots');
      await sendNavigate(page, block.id, 'block');
      await waitForFramePath(page, `/listing-widget/${encodeURIComponent(block.id)}`);
      await sendNavigate(page, 'no-such-target', 'any');
      await waitForFramePath(page, '/');
      assert.equal(await logEntry(page, 'out', 'navigate').count(), 3);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('navigate is refused while a game is active', async () => {
    const server = await startLobbyServer();
    const page = await browser().newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    try {
      const game = (await fetchLobby(server.url)).games[0];
      assert.ok(game, 'the seed has games');
      const gamePath = `/games/${encodeURIComponent(`${game.aggregator}:${game.code}`)}`;
      const frame = await openShell(page, server.url, gamePath);
      await frame.locator('section[data-remote="game-player"]').waitFor({ timeout: 20000 });
      await logEntry(page, 'in', 'openCasinoGame').waitFor();
      await waitForLobbyState(frame, 'loaded');

      await sendNavigate(page, 'slots', 'page');
      await page.waitForFunction(
        () => document.querySelector('#log li[data-direction="out"][data-type="navigate"]') !== null,
      );
      // The refusal is a console warning, so wait for it rather than for time to pass.
      await page
        .waitForEvent('console', {
          predicate: (message) => message.text().includes(NAVIGATE_DURING_GAME_WARNING),
          timeout: 5000,
        })
        .catch(() => undefined);
      assert.ok(
        warnings.some((text) => text.includes(NAVIGATE_DURING_GAME_WARNING)),
        warnings.join('\n'),
      );
      assert.equal(await waitForFramePath(page, '/games/*'), gamePath);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('with the API down at start the framed lobby shows the maintenance page', async () => {
    // The page carries the proxy config, so the API is down where the lobby call goes.
    const server = await startLobbyServer({ failingPaths: ['/config/proxies.json', '/api/v1/casino/lobby'] });
    const page = await browser().newPage();
    try {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'maintenance');
      await frame.getByText(MAINTENANCE_TEXT).waitFor();
      assert.equal(await waitForFramePath(page, '/maintenance'), '/maintenance');
    } finally {
      await page.close();
      await server.close();
    }
  });

  // The header's own buttons send these: a lobby without them must fail here.
  for (const { banner, button, type, guest } of [
    { banner: 'Cashier requested', button: 'Cashier', type: 'openCashier', guest: false },
    { banner: 'Login requested', button: 'Log in', type: 'openLoginScreen', guest: true },
  ]) {
    test(`the simulator answers ${type} from the lobby with a '${banner}' banner`, async () => {
      const server = await startLobbyServer();
      const page = await browser().newPage();
      try {
        const frame = await openShell(page, server.url);
        await waitForLobbyState(frame, 'loaded');
        if (guest) {
          await page.getByLabel('Guest').check();
          await page.getByRole('button', { name: 'Send guestMode' }).click();
        }
        // The header's: a guest's empty favourites and recent blocks invite to log in too.
        await frame.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
        const alert = page.getByRole('alert').filter({ hasText: banner });
        await alert.waitFor();
        await logEntry(page, 'in', type).waitFor();
        await alert.getByRole('button', { name: 'Close' }).click();
        await alert.waitFor({ state: 'hidden' });
      } finally {
        await page.close();
        await server.close();
      }
    });
  }
});
