import { percentile } from './stats';

/** One frame at 60 Hz: a keystroke whose results take longer missed the frame after it. */
export const FRAME_MS = 1000 / 60;

/** Words a player would type: letters only (a US keyboard presses each), long enough to be searched. */
const TYPABLE_WORD = /^[a-z]{3,}$/;

/** mulberry32: a small PRNG in [0, 1), so the same seed picks the same words (and pauses) in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Words of real titles to type, `keystrokes` letters in all: the titles' distinct words
 * (lowercase letters, 3 or more) in an order shuffled by `seed`, taken again from the start if
 * they run out; the last word is cut to the letters left.
 */
export function typingWords(titles: readonly string[], keystrokes: number, seed: number): string[] {
  const distinct = [
    ...new Set(titles.flatMap((title) => title.toLowerCase().split(/\s+/)).filter((word) => TYPABLE_WORD.test(word))),
  ];
  if (distinct.length === 0) throw new Error('no title has a word to type');
  const random = seededRandom(seed);
  for (let index = distinct.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [distinct[index], distinct[other]] = [distinct[other] ?? '', distinct[index] ?? ''];
  }
  const words: string[] = [];
  let left = keystrokes;
  for (let next = 0; left > 0; next += 1) {
    const word = (distinct[next % distinct.length] ?? '').slice(0, left);
    words.push(word);
    left -= word.length;
  }
  return words;
}

/** One keystroke as measured in the page (ms from the keydown event's time stamp). */
export interface Keystroke {
  /** Keystroke → the first frame after the input was handled has been produced. */
  readonly paintedMs: number;
  /** Keystroke → the input event handled: the page's script, React's render and commit included. */
  readonly handledMs: number;
  /** That frame, from its start (requestAnimationFrame) until it was produced: style, layout, paint. */
  readonly renderMs: number;
  /** Result cells in that frame, and how many of them were still skeletons (their game's card not yet fetched). */
  readonly results: number;
  readonly skeletons: number;
}

export interface TypingFigures {
  readonly keystrokes: number;
  /** Keystroke → results painted: what a player sees, the wait for the display's next frame included. */
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
  readonly maxMs: number | null;
  /** Keystrokes whose results took longer than a frame (FRAME_MS) to paint. */
  readonly overFrame: number | null;
  readonly handledP50Ms: number | null;
  readonly handledP95Ms: number | null;
  readonly renderP50Ms: number | null;
  readonly renderP95Ms: number | null;
  /**
   * The main thread's work for a keystroke: handled + render, without the wait for the next
   * frame to begin. Over FRAME_MS (`workOverFrame`), the results cannot be in the frame after the key.
   */
  readonly workP50Ms: number | null;
  readonly workP95Ms: number | null;
  readonly workOverFrame: number | null;
  /** Of the result cells painted, the share that were skeletons; null when no keystroke had results. */
  readonly skeletonShare: number | null;
}

/** The figures of one run; all null but `keystrokes` (0) when nothing was measured (a run that failed). */
export function typingFigures(keystrokes: readonly Keystroke[]): TypingFigures {
  const painted = keystrokes.map((keystroke) => keystroke.paintedMs);
  const handled = keystrokes.map((keystroke) => keystroke.handledMs);
  const render = keystrokes.map((keystroke) => keystroke.renderMs);
  const work = keystrokes.map((keystroke) => keystroke.handledMs + keystroke.renderMs);
  const results = keystrokes.reduce((sum, keystroke) => sum + keystroke.results, 0);
  const skeletons = keystrokes.reduce((sum, keystroke) => sum + keystroke.skeletons, 0);
  const measured = keystrokes.length > 0;
  return {
    keystrokes: keystrokes.length,
    p50Ms: percentile(painted, 0.5),
    p95Ms: percentile(painted, 0.95),
    maxMs: painted.length === 0 ? null : Math.max(...painted),
    overFrame: measured ? painted.filter((ms) => ms > FRAME_MS).length : null,
    handledP50Ms: percentile(handled, 0.5),
    handledP95Ms: percentile(handled, 0.95),
    renderP50Ms: percentile(render, 0.5),
    renderP95Ms: percentile(render, 0.95),
    workP50Ms: percentile(work, 0.5),
    workP95Ms: percentile(work, 0.95),
    workOverFrame: measured ? work.filter((ms) => ms > FRAME_MS).length : null,
    skeletonShare: results === 0 ? null : skeletons / results,
  };
}
