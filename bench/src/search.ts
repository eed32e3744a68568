import { setTimeout as delay } from 'node:timers/promises';
import type { RawSearchIndex } from '@lobby/shared';
import type { Browser, Page } from 'playwright-core';
import { newContext, openPage } from './browser';
import { TYPING_SEED, type Profile, type SearchIndexSample, type TypingSample } from './cases';
import { FRAME_MS, seededRandom, typingFigures, type Keystroke } from './typing';
import { withinTime } from './withinTime';

const INDEX_PATH = '/api/v1/casino/games/search-index';
/** Shown before anything is typed, once the index is loaded and indexed (the panel's only sign of it). */
const READY_HEADING = 'Trending games';
/** The cells of the panel's results list (a skeleton inside one until its game's card data arrives). */
const RESULT_CELLS = 'ul[aria-label="Search results"] > li[data-result]';
/** A keystroke whose input event never came (the box lost focus) ends the run instead of hanging it. */
const KEYSTROKE_TIMEOUT_MS = 5000;
/** Typing starts once no resource has completed for this long (the trending tiles' artwork is in). */
const QUIET_MS = 500;

/** The titles of the index the desktop lobby loads, for the words to type. */
export async function searchIndexTitles(serverUrl: string): Promise<string[]> {
  const response = await fetch(`${serverUrl}${INDEX_PATH}?locale=en&platform=desktop`);
  if (!response.ok) throw new Error(`${INDEX_PATH} answered ${response.status}`);
  const index = (await response.json()) as RawSearchIndex;
  return index.games.map(([, title]) => title);
}

interface IndexProbe {
  clickedAt: number | null;
  readyAt: number | null;
}

/** One keystroke as the page saw it (performance.now() times). */
interface KeystrokeProbe {
  key: string;
  /** The keydown event's own time stamp: when the browser took the key, before any waiting on the page. */
  keyAt: number;
  /** After the input event's last listener: React has rendered and committed. */
  handledAt: number;
  /** The start of the first frame after that (its requestAnimationFrame callback). */
  frameAt: number;
  /** After that frame was produced. */
  paintedAt: number;
  results: number;
  skeletons: number;
}

interface TypingProbe {
  keystrokes: KeystrokeProbe[];
  waiting: (() => void)[];
}

declare global {
  interface Window {
    __benchIndex: IndexProbe;
    __benchTyping: TypingProbe;
  }
}

/** Resolves once no resource has completed for `quietMs`, or after `timeoutMs`. */
function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  return page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let seen = -1;
        let quietSince = started;
        const check = (): void => {
          const now = performance.now();
          const count = performance.getEntriesByType('resource').length;
          if (count !== seen) {
            seen = count;
            quietSince = now;
          }
          if (now - quietSince >= quietMs || now - started >= timeoutMs) resolve();
          else setTimeout(check, 50);
        };
        check();
      }),
    { quietMs, timeoutMs },
  );
}

/** Resolves after the next frame has been produced: a task queued from requestAnimationFrame runs after its paint. */
function afterNextPaint(page: Page, timeoutMs: number): Promise<void> {
  const painted = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }),
  );
  return withinTime(painted, timeoutMs, 'a frame');
}

/**
 * From the first click on, looks every frame for the panel's ready heading; `readyAt` is after
 * the frame that first drew it.
 */
function installIndexProbe(heading: string): void {
  const probe: IndexProbe = { clickedAt: null, readyAt: null };
  window.__benchIndex = probe;
  const look = (): void => {
    const headings = document.querySelectorAll('[role="dialog"] h2');
    if (![...headings].some((element) => element.textContent?.trim() === heading)) {
      requestAnimationFrame(look);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      probe.readyAt = performance.now();
    };
    channel.port2.postMessage(null);
  };
  window.addEventListener(
    'click',
    () => {
      probe.clickedAt = performance.now();
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

/**
 * Times every keystroke: the keydown's time stamp (capture phase, before the page's own
 * listeners); after the input event's last listener (on window, bubbling: React's listeners on
 * its roots have run and its commit, flushed in their microtasks, is done); the start of the
 * next frame (requestAnimationFrame); and after that frame (a MessageChannel task queued from
 * requestAnimationFrame runs once the frame is produced). Result cells are counted then.
 */
function installTypingProbe(selectors: { results: string; skeletons: string }): void {
  const probe: TypingProbe = { keystrokes: [], waiting: [] };
  window.__benchTyping = probe;
  let pending: { key: string; keyAt: number } | null = null;
  window.addEventListener('keydown', (event) => (pending = { key: event.key, keyAt: event.timeStamp }), {
    capture: true,
  });
  window.addEventListener('input', () => {
    const typed = pending;
    if (typed === null) return;
    pending = null;
    const handledAt = performance.now();
    requestAnimationFrame(() => {
      const frameAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintedAt = performance.now();
        probe.keystrokes.push({
          ...typed,
          handledAt,
          frameAt,
          paintedAt,
          results: document.querySelectorAll(selectors.results).length,
          skeletons: document.querySelectorAll(selectors.skeletons).length,
        });
        for (const wake of probe.waiting.splice(0)) wake();
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Waits until the page has measured `count` keystrokes; false when that does not happen in time. */
function keystrokesMeasured(page: Page, count: number): Promise<boolean> {
  return page.evaluate(
    ({ count, timeoutMs }) =>
      new Promise<boolean>((resolve) => {
        const probe = window.__benchTyping;
        const timer = setTimeout(() => resolve(false), timeoutMs);
        const check = (): void => {
          if (probe.keystrokes.length < count) {
            probe.waiting.push(check);
            return;
          }
          clearTimeout(timer);
          resolve(true);
        };
        check();
      }),
    { count, timeoutMs: KEYSTROKE_TIMEOUT_MS },
  );
}

async function indexSample(page: Page): Promise<SearchIndexSample> {
  return page.evaluate((indexPath) => {
    const probe = window.__benchIndex;
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (candidate) => new URL(candidate.name).pathname === indexPath,
    );
    const complete = entry !== undefined && entry.responseEnd > 0;
    return {
      transferBytes: complete ? entry.transferSize : null,
      bodyBytes: complete ? entry.encodedBodySize : null,
      jsonBytes: complete ? entry.decodedBodySize : null,
      downloadMs: complete ? entry.responseEnd - entry.startTime : null,
      indexedMs: complete && probe.readyAt !== null ? probe.readyAt - entry.responseEnd : null,
      readyMs: probe.clickedAt !== null && probe.readyAt !== null ? probe.readyAt - probe.clickedAt : null,
    };
  }, INDEX_PATH);
}

/**
 * Types `words` letter by letter into the open panel, clearing the box between words. Each key
 * waits for the one before to be painted, then a pause of up to a frame: a key sent right after
 * a frame would always wait most of a frame for the next one, where a player's keys fall
 * anywhere between frames.
 */
async function typeWords(page: Page, words: readonly string[]): Promise<TypingSample> {
  await page.evaluate(installTypingProbe, {
    results: RESULT_CELLS,
    skeletons: `${RESULT_CELLS} [data-result-pending]`,
  });
  const searchBox = page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox');
  const pause = seededRandom(TYPING_SEED);
  let measured = 0;
  for (const word of words) {
    for (const letter of word) {
      await delay(pause() * FRAME_MS);
      await page.keyboard.press(letter);
      measured += 1;
      if (!(await keystrokesMeasured(page, measured))) {
        throw new Error(`typing "${letter}" of "${word}" changed nothing`);
      }
    }
    // Select all and delete: measured like a letter (the next key waits for it), left out of the figures.
    await searchBox.press('ControlOrMeta+A');
    await searchBox.press('Backspace');
    measured += 1;
    if (!(await keystrokesMeasured(page, measured))) throw new Error(`clearing "${word}" changed nothing`);
  }
  const probes = await page.evaluate(() => window.__benchTyping.keystrokes);
  const letters: Keystroke[] = probes
    .filter((probe) => probe.key.length === 1)
    .map((probe) => ({
      paintedMs: probe.paintedAt - probe.keyAt,
      handledMs: probe.handledAt - probe.keyAt,
      renderMs: probe.paintedAt - probe.frameAt,
      results: probe.results,
      skeletons: probe.skeletons,
    }));
  return {
    ...typingFigures(letters),
    paintedMs: letters.map((keystroke) => Math.round(keystroke.paintedMs * 10) / 10),
  };
}

export interface SearchMeasurement {
  readonly index: SearchIndexSample;
  /** Null when no words were given, or the index never became ready. */
  readonly typing: TypingSample | null;
}

/**
 * Opens home `url` in a new context, waits for the lobby to load, and opens the search panel at
 * once (a click on the header's entry, before the index's idle-time prefetch): the index
 * request's size and time, and the time to the "Trending games" heading. Then, given `words`,
 * types them (see installTypingProbe): keystroke → results painted.
 */
export async function measureSearch(
  browser: Browser,
  url: string,
  options: { profile: Profile; timeoutMs: number; throttled?: boolean; words?: readonly string[] },
): Promise<SearchMeasurement> {
  const { profile, timeoutMs, throttled = true, words = [] } = options;
  const context = await newContext(browser, profile, { probes: false });
  try {
    await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    const page = await openPage(context, profile, throttled);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => document.documentElement.dataset.lobbyState === 'loaded', undefined, {
      timeout: timeoutMs,
    });
    await page.evaluate(installIndexProbe, READY_HEADING);
    await page.getByRole('button', { name: 'Search games', exact: true }).click({ timeout: timeoutMs });
    const ready = await page
      .waitForFunction(() => window.__benchIndex.readyAt !== null, undefined, { timeout: timeoutMs })
      .then(
        () => true,
        () => false,
      );
    const index = await indexSample(page);
    if (!ready || words.length === 0) return { index, typing: null };
    // The trending tiles' artwork settles before the first key.
    await networkQuiet(page, QUIET_MS, timeoutMs / 2);
    await afterNextPaint(page, timeoutMs);
    return { index, typing: await typeWords(page, words) };
  } finally {
    await context.close();
  }
}
