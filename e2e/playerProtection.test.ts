import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Locator, Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { startLobbyServer, type LobbyServer } from './support/lobbyServer';
import { openShell, useBrowser, waitForLobbyState, withLobbyPage } from './support/session';

const OPERATOR_TOKEN = 'e2e-operator-token-of-thirty-two-characters-or-more';
/** A reality check every few seconds instead of every hour (the operator's policy, shortened). */
const REALITY_CHECK_SECONDS = 4;

/** The shell simulator's log entry of a message the lobby sent (direction 'in': lobby → shell). */
function fromLobby(page: Page, type: string): Locator {
  return page.locator(`#log li[data-direction="in"][data-type="${type}"]`);
}

/** The payloads of the realityCheck messages the shell has received, in order. */
async function realityChecksTold(page: Page): Promise<unknown[]> {
  const payloads = await fromLobby(page, 'realityCheck').locator('.payload').allTextContents();
  return payloads.map((payload) => JSON.parse(payload) as unknown);
}

async function waitForRealityChecksTold(page: Page, count: number): Promise<unknown[]> {
  await fromLobby(page, 'realityCheck').nth(count - 1).waitFor({ timeout: 20000 });
  return realityChecksTold(page);
}

/** The seconds a session clock's "1:04:12" shows. */
function secondsOf(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The first game tile's launch button (the card's first button), once the tiles stopped moving. */
async function firstTile(target: Page | Frame): Promise<Locator> {
  const tile = target.locator('[data-remote="catalogue"] [data-card-style] > button:first-child').first();
  await tile.waitFor({ timeout: 20000 });
  await target.waitForLoadState('networkidle');
  return tile;
}

/** A server whose operator may change the protection policies (docs/player-protection.md). */
async function startProtectionServer(): Promise<LobbyServer> {
  return startLobbyServer({ server: { operatorToken: OPERATOR_TOKEN } });
}

/** PUT /api/v1/operator/protection-policies/default: the policy of a lobby without a licence type. */
async function changeDefaultPolicy(server: LobbyServer, change: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.url}/api/v1/operator/protection-policies/default`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  assert.equal(response.status, 200, await response.text());
}

describe('player protection (issue #34)', () => {
  const browser = useBrowser();

  test('the session clock shows in the header and runs on; over a game a chip at the top edge shows it', async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      // A standalone lobby with the development player, on the phone layout (games open on the route).
      await page.goto(`${server.url}/mobile/provider-games/bragg`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const clock = page.getByRole('banner').getByRole('timer', { name: 'Session time' });
      await clock.waitFor({ timeout: 20000 });
      const first = await clock.innerText();
      assert.match(first, /^\d+:\d{2}:\d{2}$/);
      await page.waitForFunction(
        (shown) => {
          const timer = document.querySelector('header [role="timer"]');
          return timer !== null && timer.textContent !== shown;
        },
        first,
        { timeout: 5000 },
      );
      assert.ok(secondsOf(await clock.innerText()) > secondsOf(first), 'the clock ran on');

      // By keyboard: the tile's middle holds its "Play for fun" button.
      await (await firstTile(page)).press('Enter');
      await page.locator('section[data-remote="game-player"] iframe').waitFor({ timeout: 20000 });
      const chip = page.getByTestId('game-session-clock');
      await chip.getByRole('timer', { name: 'Session time' }).waitFor();
      const box = await chip.boundingBox();
      const viewport = page.viewportSize();
      assert.ok(box && viewport, 'the chip is drawn');
      // At the top edge, in the middle: clear of the game menu halfway down a side.
      assert.ok(box.y < 16, `the chip sits at the top edge (y ${box.y})`);
      assert.ok(Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2, 'the chip is centred');
      const menu = await page.getByRole('navigation', { name: 'Game menu' }).boundingBox();
      assert.ok(menu && box.y + box.height <= menu.y, 'the chip is clear of the game menu');
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a shortened reality check pauses a running game, tells the shell, shows the history and leaves the game; the balance is asked again', async () => {
    const server = await startProtectionServer();
    // Tall enough for the simulator's frame and log at once: its log scrolls the page to its
    // newest entry, and the dialog, fixed in the frame, would then be out of view.
    const page = await browser().newPage({ viewport: { width: 1700, height: 1600 } });
    const problems = watchProblems(page);
    try {
      await changeDefaultPolicy(server, { realityCheckSeconds: REALITY_CHECK_SECONDS });
      const frame = await openShell(page, server.url, '/mobile/provider-games/bragg');
      // What the shell will answer when the lobby asks for balances again.
      await page.locator('#user-balance').fill('4321');
      await waitForLobbyState(frame, 'loaded');
      const tile = await firstTile(frame);
      const balance = frame.getByRole('banner').getByTestId('header-balance');
      await balance.waitFor({ timeout: 20000 });
      assert.equal(await balance.innerText(), '$100.00');

      // The first check comes an interval after the session began, over the lobby.
      const dialog = frame.getByRole('dialog', { name: 'Reality check' });
      await dialog.waitFor({ timeout: 20000 });
      assert.equal(await dialog.getByText(/You have been playing for/).innerText(), 'You have been playing for 0 minutes');
      assert.deepEqual(await waitForRealityChecksTold(page, 1), [{ state: 'paused', minutes: 0 }]);
      await dialog.getByRole('button', { name: 'Continue playing' }).click();
      assert.deepEqual((await waitForRealityChecksTold(page, 2))[1], { state: 'resumed', minutes: 0 });
      await dialog.waitFor({ state: 'detached' });

      // A game, launched before the next check comes due.
      await tile.press('Enter');
      const game = frame.locator('section[data-remote="game-player"]');
      await game.locator('iframe').waitFor({ timeout: 20000 });
      const title = (await game.locator('h1').textContent())?.trim() ?? '';
      assert.notEqual(title, '');

      // The next check pauses the running game: the shell hears it, the game's frame takes no click.
      await dialog.waitFor({ timeout: 20000 });
      assert.deepEqual((await waitForRealityChecksTold(page, 3))[2], { state: 'paused', minutes: 0 });
      await page.locator('#reality-check-banner').waitFor({ state: 'visible' });
      assert.equal(await game.locator('iframe').count(), 1, 'the game is still there, under the dialog');
      const frameIsInert = await frame.evaluate(() => {
        const gameFrame = document.querySelector('section[data-remote="game-player"] iframe');
        if (gameFrame === null) return false;
        const box = gameFrame.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return gameFrame.closest('[inert]') !== null && hit !== gameFrame;
      });
      assert.ok(frameIsInert, 'the game frame is inert and covered');

      // The history: the game just played, and the player's limits (dev-player-1 has both).
      await dialog.getByRole('button', { name: 'View history' }).click();
      const played = dialog.getByRole('list').getByRole('listitem');
      await played.first().waitFor();
      assert.match(await played.first().innerText(), new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      assert.match(await dialog.getByTestId('limit-deposit').innerText(), /deposit limit/i);
      assert.match(await dialog.getByTestId('limit-loss').innerText(), /loss limit/i);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByRole('button', { name: 'Continue playing' }).click();
      assert.deepEqual((await waitForRealityChecksTold(page, 4))[3], { state: 'resumed', minutes: 0 });
      await page.locator('#reality-check-banner').waitFor({ state: 'hidden' });

      // The next one: leave the game. The shell hears it, the lobby shows again, and the
      // closed game makes the lobby ask the shell for balances, whose answer shows.
      await dialog.waitFor({ timeout: 20000 });
      await dialog.getByRole('button', { name: 'Leave game' }).click();
      assert.deepEqual((await realityChecksTold(page)).at(-1), { state: 'left', minutes: 0 });
      await game.waitFor({ state: 'detached', timeout: 10000 });
      await frame.waitForFunction(() => !window.location.pathname.includes('/games/'), undefined, { timeout: 10000 });
      await fromLobby(page, 'requestUserBalances').first().waitFor({ timeout: 10000 });
      await frame.waitForFunction(
        () => document.querySelector('header [data-testid="header-balance"]')?.textContent === '$4,321.00',
        undefined,
        { timeout: 10000 },
      );
      assert.equal(await fromLobby(page, 'requestUserBalances').count(), 1, 'one request for the one event');
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test("after the shell's cashier closes, the balances are asked again and the new one shows", async () => {
    await withLobbyPage(browser(), async ({ server, page, problems }) => {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      const balance = frame.getByRole('banner').getByTestId('header-balance');
      await balance.waitFor({ timeout: 20000 });
      assert.equal(await balance.innerText(), '$100.00');
      await frame.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
      await fromLobby(page, 'openCashier').waitFor();
      // The deposit made in the cashier, then the cashier closes.
      await page.locator('#user-balance').fill('250.5');
      await page.getByRole('button', { name: 'Cashier closed' }).click();
      await fromLobby(page, 'requestUserBalances').waitFor({ timeout: 10000 });
      await frame.waitForFunction(
        () => document.querySelector('header [data-testid="header-balance"]')?.textContent === '$250.50',
        undefined,
        { timeout: 10000 },
      );
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test("the header links the operator's limits and help pages; an embedded lobby asks the shell to open them", async () => {
    await withLobbyPage(browser(), async ({ server, page }) => {
      const frame = await openShell(page, server.url);
      await waitForLobbyState(frame, 'loaded');
      const help = frame.getByRole('banner').getByRole('link', { name: 'Help' });
      await help.waitFor({ timeout: 20000 });
      const address = await help.getAttribute('href');
      assert.ok(address !== null && address.startsWith(server.url), `the help page is the server's (${address})`);
      await help.click();
      const entry = fromLobby(page, 'openExternalLink');
      await entry.waitFor({ timeout: 10000 });
      assert.equal(await entry.locator('.payload').textContent(), JSON.stringify({ url: address }));
      // The page the shell is asked to open is there.
      const response = await fetch(address);
      assert.equal(response.status, 200);
    });
  });
});
