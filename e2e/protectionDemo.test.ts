import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { watchProblems } from './support/browser';
import { openShell, useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

/**
 * Issue #34 on the server's side, in a browser: the demo operator's limits and help pages the
 * demo policies link to (docs/player-protection.md), and the host-shell simulator's part of the
 * new shell messages (docs/shell-protocol.md). The lobby's own protection UI has its tests in
 * e2e/playerProtection.test.ts and e2e/playForFun.test.ts.
 */

function logEntry(page: Page, direction: 'in' | 'out', type: string) {
  return page.locator(`#log li[data-direction="${direction}"][data-type="${type}"]`);
}

/** A message as the framed lobby sends it to its shell (the lobby's own senders come with issue #34's host work). */
async function lobbySays(frame: Frame, type: string, payload?: object): Promise<void> {
  await frame.evaluate(
    ([messageType, messagePayload]) =>
      window.parent.postMessage(
        messagePayload === null
          ? { source: 'casino-lobby', type: messageType }
          : { source: 'casino-lobby', type: messageType, payload: messagePayload },
        window.location.origin,
      ),
    [type, payload ?? null] as const,
  );
}

describe('player protection on the demo server', () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  test("the demo limits page shows the lobby's signed-in player their limits, and links to help", async () => {
    const context = await browser().newContext();
    const shell = await context.newPage();
    const limits = await context.newPage();
    const problems = watchProblems(limits);
    try {
      // The lobby keeps dev-player-1 (the simulator's initialData) in its casino user record.
      await waitForLobbyState(await openShell(shell, server().url), 'loaded');
      const policy = (await (
        await fetch(`${server().url}/api/player/protection`, {
          headers: { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' },
        })
      ).json()) as { policy: { limitsUrl: string; helpUrl: string } };
      await limits.goto(`${server().url}${policy.policy.limitsUrl}`);
      await limits.getByRole('status').filter({ hasText: 'Limits of dev-player-1.' }).waitFor();
      const deposit = limits.getByRole('region', { name: 'Deposit limit' });
      assert.match(await deposit.innerText(), /500\.00 per week/);
      assert.match(await deposit.innerText(), /120\.00 \(380\.00 left\)/);
      assert.match(
        await limits.getByRole('region', { name: 'Loss limit' }).innerText(),
        /200\.00 per week[\s\S]*35\.00 \(165\.00 left\)/,
      );
      assert.match(await limits.getByRole('region', { name: 'Break from play' }).innerText(), /not taking a break/);

      await limits.getByRole('link', { name: 'help with gambling' }).click();
      await limits.waitForURL(`${server().url}${policy.policy.helpUrl}`);
      await limits.getByRole('heading', { level: 1, name: 'Help with gambling' }).waitFor();
      assert.ok(await limits.getByRole('link', { name: 'Gambling Therapy' }).isVisible());
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await context.close();
    }
  });

  test('the limits page reads 390 px wide without sideways scrolling', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${server().url}/demo-operator/help/`);
      await page.getByRole('heading', { level: 1, name: 'Help with gambling' }).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      await page.goto(`${server().url}/demo-operator/limits/`);
      // No lobby has signed anyone in in this browser: the page says how to get there.
      await page.getByRole('status').filter({ hasText: 'Sign in to the casino' }).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    } finally {
      await page.close();
    }
  });

  test('the simulator answers requestUserBalances, shows a reality check pausing play, and says when the cashier closed', async () => {
    const page = await browser().newPage({ viewport: { width: 1920, height: 1200 } });
    const problems = watchProblems(page);
    try {
      const frame = await openShell(page, server().url);
      await waitForLobbyState(frame, 'loaded');

      await page.getByLabel('userBalance', { exact: true }).fill('250.5');
      await lobbySays(frame, 'requestUserBalances');
      await logEntry(page, 'in', 'requestUserBalances').waitFor();
      assert.match(await logEntry(page, 'out', 'userBalances').last().innerText(), /"userBalance":250\.5/);
      // The lobby takes the answer as any userBalances: the header shows it.
      await frame.getByRole('banner').getByText('250.50').waitFor();

      const paused = page.getByRole('alert').filter({ hasText: 'Game paused' });
      await lobbySays(frame, 'realityCheck', { state: 'paused', minutes: 60 });
      await paused.waitFor();
      assert.match(await paused.innerText(), /Reality check after 60 minutes of play/);
      await lobbySays(frame, 'realityCheck', { state: 'resumed', minutes: 60 });
      await paused.waitFor({ state: 'hidden' });
      assert.equal(await logEntry(page, 'in', 'realityCheck').count(), 2);

      await page.getByRole('button', { name: 'Cashier closed' }).click();
      await logEntry(page, 'out', 'cashierClosed').waitFor();
      assert.equal(await logEntry(page, 'out', 'cashierClosed').locator('.payload').innerText(), '');
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
    }
  });
});
