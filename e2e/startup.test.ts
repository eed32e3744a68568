import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { ensureBuilt, ROOT_DIR, startLobbyServer } from './support/lobbyServer';

const MAINTENANCE_TEXT = 'The casino is currently unavailable due to maintenance. Please try again later.';

describe('host start-up', () => {
  let browser: Browser;

  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test('a standalone page takes its settings from the query string and reaches loaded', async () => {
    const server = await startLobbyServer();
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(`${server.url}/?userBalance=77.5&theme=light`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.lobbyState === 'loaded', undefined, {
        timeout: 20000,
      });
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-light')));
      await page.getByTestId('catalogue-balance').waitFor();
      assert.match(await page.getByTestId('catalogue-balance').innerText(), /77\.5/);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('with the API down at start the lobby shows the maintenance page', async () => {
    const server = await startLobbyServer(ROOT_DIR, { failingPaths: ['/config/proxies.json'] });
    const page = await browser.newPage();
    try {
      await page.goto(server.url, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.lobbyState === 'maintenance', undefined, {
        timeout: 20000,
      });
      await page.getByText(MAINTENANCE_TEXT).waitFor();
      assert.equal(new URL(page.url()).pathname, '/maintenance');
    } finally {
      await page.close();
      await server.close();
    }
  });
});
