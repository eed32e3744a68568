import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchProblems } from './support/browser';
import { ensureBuilt, startLobbyServer, type LobbyServer } from './support/lobbyServer';
import { waitForLobbyState } from './support/session';

describe('host layout', () => {
  let browser: Browser;
  let server: LobbyServer;

  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
    server = await startLobbyServer();
  });
  after(async () => {
    await server?.close();
    await browser?.close();
  });

  test('header balance, navigation links, link click and blocked ctrl+wheel, without console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchProblems(page);
    try {
      await page.goto(`${server.url}/?userBalance=1234.5&currency=EUR`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const header = page.locator('header').first();
      await header.getByTestId('header-balance').waitFor();
      assert.equal(await header.getByTestId('header-balance').innerText(), '€1,234.50');
      assert.ok(await header.getByRole('button', { name: 'Cashier' }).isVisible());
      assert.equal(await header.locator('[data-remote-area="search"]').count(), 1);

      const nav = page.getByRole('navigation', { name: 'Lobby sections' });
      await nav.waitFor();
      for (const title of [
        'Slots',
        'Live Casino',
        'Bonuses',
        'Game of the week',
        'Responsible gaming',
      ]) {
        assert.ok(await nav.getByText(title, { exact: true }).isVisible(), `${title} is in the navigation`);
      }
      // Links outside their date window are not shown, nor links to pages the lobby lacks.
      assert.equal(await nav.getByText('Summer festival').count(), 0);
      assert.equal(await nav.getByText('Winter festival').count(), 0);
      assert.equal(await nav.getByText('Weekend drops').count(), 0);
      // SPEC §9's 140 px: the header and the links under it.
      const headerHeight = (await header.boundingBox())?.height ?? 0;
      assert.equal(headerHeight + ((await nav.boundingBox())?.height ?? 0), 140);

      await nav.getByRole('link', { name: 'Slots', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/slots');
      await nav.getByRole('link', { name: 'Bonuses' }).click();
      await page.waitForURL((url) => url.pathname === '/bonus');

      assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), 'desktop');
      const prevented = await page.evaluate(() => {
        const ctrl = new WheelEvent('wheel', { ctrlKey: true, cancelable: true, bubbles: true, deltaY: -100 });
        const plain = new WheelEvent('wheel', { cancelable: true, bubbles: true, deltaY: -100 });
        document.body.dispatchEvent(ctrl);
        document.body.dispatchEvent(plain);
        return { ctrl: ctrl.defaultPrevented, plain: plain.defaultPrevented };
      });
      assert.deepEqual(prevented, { ctrl: true, plain: false });
      const zoom = await page
        .getByTestId('lobby-layout')
        .evaluate((element) => element.style.getPropertyValue('--lobby-zoom'));
      assert.equal(Number(zoom), 1280 / 1096);

      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.failedRequests, []);
    } finally {
      await page.close();
    }
  });

  test('the /mobile/ prefix fixes the mobile layout, even on a wide screen, and keeps links under it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    const problems = watchProblems(page);
    try {
      await page.goto(`${server.url}/mobile/?platform=desktop`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const layout = page.getByTestId('lobby-layout');
      assert.equal(await layout.getAttribute('data-platform'), 'mobile');
      const nav = page.getByRole('navigation', { name: 'Lobby sections' });
      await nav.waitFor();
      const header = page.locator('header').first();
      assert.equal(((await header.boundingBox())?.height ?? 0) + ((await nav.boundingBox())?.height ?? 0), 105);
      await nav.getByRole('link', { name: 'Slots', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/mobile/slots');
      assert.equal(await layout.getAttribute('data-platform'), 'mobile');
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await page.close();
    }
  });

  test('the /desktop/ prefix fixes the desktop layout over the settings and a phone-wide screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await page.goto(`${server.url}/desktop/?platform=mobile`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      assert.equal(await page.getByTestId('lobby-layout').getAttribute('data-platform'), 'desktop');
    } finally {
      await page.close();
    }
  });

  test('guests see a login button instead of the balance', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/?guestMode=true`, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.locator('header').getByRole('button', { name: 'Log in' }).waitFor();
      assert.equal(await page.getByTestId('header-balance').count(), 0);
    } finally {
      await page.close();
    }
  });
});
