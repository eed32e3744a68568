import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { LOBBY_CONTAINER_ID } from '@lobby/shared';
import type { HomeSample, Profile, ScrollSample } from './cases';
import { withinTime } from './withinTime';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tile artwork (DESIGN contract: an <img> inside each game tile) of the live lobby. The
 * server's first view never counts: its ids and data attributes are dropped, and on the home
 * its one tile row, the player's lists, is placeholders there.
 */
const TILE_IMAGES = `#${LOBBY_CONTAINER_ID} [data-card-style] img`;
const TILES_SHOWN = 12;
const SCROLL_MS = 5000;
/** A brisk fling: about a screen every quarter second at 1280×720. */
const SCROLL_PX_PER_S = 3000;
const FRAME_MS = 1000 / 60;

/** Headless Debian Chromium, as the browser tests drive it, kept off the network it does not have. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const CONTEXTS: Readonly<Record<Profile, BrowserContextOptions>> = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  },
};

/** The phone: 150 ms round trip, 1.44 Mbit/s down (675 kbit/s up), a CPU four times slower. */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8 };
const PHONE_CPU_SLOWDOWN = 4;

/** The page's view of the probes; `shownAt[n - 1]` is when n tiles were first shown together. */
interface Probes {
  fcp: number | null;
  lcp: number | null;
  shownAt: number[];
  stopped: boolean;
}

/**
 * Installed before any of the page's scripts: FCP, LCP (the last candidate), and each frame
 * the number of tile images that are complete and visible (inside the viewport and not clipped
 * away by a slider or another scrolling box), recording when each count up to `tiles` was
 * first reached.
 */
function installProbes(options: { selector: string; tiles: number }): void {
  const probes: Probes = { fcp: null, lcp: null, shownAt: [], stopped: false };
  // The default buffer keeps 250 entries: a lobby page fetches more, and scripts would go uncounted.
  performance.setResourceTimingBufferSize(100_000);
  (window as unknown as { __benchProbes: Probes }).__benchProbes = probes;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probes.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) probes.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__benchVisible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    let left = Math.max(box.left, 0);
    let top = Math.max(box.top, 0);
    let right = Math.min(box.right, window.innerWidth);
    let bottom = Math.min(box.bottom, window.innerHeight);
    for (let parent = element.parentElement; parent && right > left && bottom > top; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right > left && bottom > top;
  };
  const check = (): void => {
    if (probes.stopped) return;
    let shown = 0;
    for (const image of document.querySelectorAll<HTMLImageElement>(options.selector)) {
      if (image.complete && image.naturalWidth > 0 && window.__benchVisible(image)) shown += 1;
    }
    for (let count = probes.shownAt.length + 1; count <= Math.min(shown, options.tiles); count += 1) {
      probes.shownAt.push(performance.now());
    }
    if (probes.shownAt.length < options.tiles) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

declare global {
  interface Window {
    __benchVisible(element: Element): boolean;
  }
}

/**
 * A new context is a new profile: a cold HTTP cache and new connections for every run. The
 * home probes (paint entries, tiles shown) run every frame until 12 tiles are shown: `probes`
 * false leaves them out where that work would be measured too (typing in the search panel).
 */
export async function newContext(
  browser: Browser,
  profile: Profile,
  options: { probes: boolean } = { probes: true },
): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXTS[profile]);
  // tsx compiles with keepNames: functions sent into the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  if (options.probes) await context.addInitScript(installProbes, { selector: TILE_IMAGES, tiles: TILES_SHOWN });
  return context;
}

/** A page of `context`, with the phone's network and CPU emulated when `throttled`. */
export async function openPage(context: BrowserContext, profile: Profile, throttled: boolean): Promise<Page> {
  const page = await context.newPage();
  if (profile === 'phone' && throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  return page;
}

/**
 * One cold load of `url` (the phone's network and CPU emulated unless `throttled` is false):
 * waits for the tiles (or the time limit), then for the network to settle.
 */
export async function measureHome(
  browser: Browser,
  url: string,
  profile: Profile,
  timeoutMs: number,
  options: { throttled: boolean } = { throttled: true },
): Promise<HomeSample> {
  const context = await newContext(browser, profile);
  try {
    const page = await openPage(context, profile, options.throttled);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForSelector(TILE_IMAGES, { state: 'attached', timeout: timeoutMs }).catch(() => undefined);
    // Artwork still arriving can still become the LCP, and more tiles can still appear.
    await page.waitForLoadState('networkidle', { timeout: timeoutMs / 2 }).catch(() => undefined);
    return await page.evaluate(
      ({ selector, tiles }) => {
        const probes = (window as unknown as { __benchProbes: Probes }).__benchProbes;
        probes.stopped = true;
        // Fewer than 12 tiles fit in some first views (banners above them): then all of them count.
        const inView = Math.min(tiles, [...document.querySelectorAll(selector)].filter(window.__benchVisible).length);
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
        return {
          fcpMs: probes.fcp,
          lcpMs: probes.lcp,
          tilesShownMs: inView > 0 ? (probes.shownAt[inView - 1] ?? null) : null,
          tilesInView: inView,
          jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          jsRequests: scripts.length,
          // The document itself is no resource entry.
          requests: resources.length + 1,
        };
      },
      { selector: TILE_IMAGES, tiles: TILES_SHOWN },
    );
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` (a long listing) on the desktop profile, waits for its tiles, then scrolls its
 * scrolling box for five seconds at a steady speed, one step per animation frame, counting
 * frames and long tasks.
 */
export async function measureScroll(browser: Browser, url: string, timeoutMs: number): Promise<ScrollSample> {
  const context = await newContext(browser, 'desktop');
  try {
    const page = await openPage(context, 'desktop', false);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForSelector(TILE_IMAGES, { timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs / 2 }).catch(() => undefined);
    const scrolled = page.evaluate(
      async ({ scrollMs, pxPerSecond, frameMs }) => {
        const candidates = [document.scrollingElement, ...document.querySelectorAll<HTMLElement>('*')].filter(
          (element): element is Element =>
            element !== null &&
            element.scrollHeight > element.clientHeight + 100 &&
            (element === document.scrollingElement || /auto|scroll/.test(getComputedStyle(element).overflowY)),
        );
        const scroller = candidates.sort(
          (a, b) => b.scrollHeight - b.clientHeight - (a.scrollHeight - a.clientHeight),
        )[0];
        if (!scroller) throw new Error('nothing on the page scrolls');
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        let frames = 0;
        let dropped = 0;
        const start = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        let last = start;
        await new Promise<void>((resolve) => {
          const step = (now: number): void => {
            frames += 1;
            dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
            last = now;
            const top = Math.min(((now - start) * pxPerSecond) / 1000, scroller.scrollHeight - scroller.clientHeight);
            scroller.scrollTop = top;
            if (now - start < scrollMs) requestAnimationFrame(step);
            else resolve();
          };
          requestAnimationFrame(step);
        });
        // Long-task entries are delivered after their task: give the last one a moment.
        await new Promise((resolve) => setTimeout(resolve, 200));
        observer.disconnect();
        return {
          longTasks: longTasks.length,
          longTaskMs: longTasks.reduce((sum, duration) => sum + duration, 0),
          fps: (frames * 1000) / (last - start),
          droppedFrames: dropped,
        };
      },
      { scrollMs: SCROLL_MS, pxPerSecond: SCROLL_PX_PER_S, frameMs: FRAME_MS },
    );
    return await withinTime(scrolled, SCROLL_MS + timeoutMs, 'scrolling the listing');
  } finally {
    await context.close();
  }
}
