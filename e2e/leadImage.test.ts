import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { useBrowser, useLobbyServer, waitForLobbyState } from './support/session';

interface SeenRequest {
  readonly url: string;
  readonly initiator: string;
  readonly sent: number;
  finished?: number;
}

const PROFILES: ReadonlyArray<readonly [string, BrowserContextOptions]> = [
  ['a phone at a pixel ratio of 3', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 }],
];

/** Loads the home page in a fresh context and records every request it makes, with its initiator. */
async function openHome(browser: Browser, url: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: new URL(event.request.url).pathname,
      initiator: event.initiator.type,
      sent: event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request !== undefined) request.finished = event.timestamp;
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'load' });
  await waitForLobbyState(page, 'loaded');
  const lead = page.locator('img[fetchpriority="high"]').first();
  await lead.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    return img !== null && img.complete && img.currentSrc !== '';
  });
  const painted = await lead.evaluate((img: HTMLImageElement) => ({
    currentSrc: new URL(img.currentSrc).pathname,
    decoding: img.decoding,
    loading: img.loading,
  }));
  const preloads = await page.locator('link[rel="preload"][as="image"]').count();
  return { context, requests: [...requests.values()], painted, preloads };
}

describe("the page's lead image", () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  for (const [profile, options] of PROFILES) {
    test(`on ${profile} it is requested once, by the page before main.js has loaded, and painted from that request`, async () => {
      const { context, requests, painted, preloads } = await openHome(browser(), server().url, options);
      try {
        // One per layout, gated by width: the browser fetches only the one that applies.
        assert.equal(preloads, 2);
        assert.match(painted.currentSrc, options.isMobile ? /\/mobile\.\d+\.webp$/ : /\/desktop\.\d+\.webp$/);
        assert.deepEqual([painted.loading, painted.decoding], ['eager', 'sync']);
        const fetched = requests.filter((request) => request.url === painted.currentSrc);
        assert.equal(fetched.length, 1, `${painted.currentSrc} requested ${fetched.length} times`);
        const [image] = fetched;
        // The preload scanner found it in the page, not a script adding the <img>.
        assert.equal(image?.initiator, 'parser');
        const main = requests.find((request) => request.url === '/main.js');
        assert.ok(main?.finished !== undefined && image !== undefined);
        assert.ok(image.sent < main.finished, 'the lead image is requested before main.js has arrived');
        // No other raster of the same artwork: the preload and the img chose the same one.
        const folder = painted.currentSrc.slice(0, painted.currentSrc.lastIndexOf('/') + 1);
        const variant = options.isMobile ? 'mobile' : 'desktop';
        const rasters = requests.filter((request) => request.url.startsWith(`${folder}${variant}.`));
        assert.deepEqual(rasters.map((request) => request.url), [painted.currentSrc]);
      } finally {
        await context.close();
      }
    });
  }
});
