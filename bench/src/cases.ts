import type { TypingFigures } from './typing';

/** What one browser run of the bench measures, and the cases it is run for (issues #12 and #13). */

export type Profile = 'desktop' | 'phone';
export type Build = 'federated' | 'monolith';

export interface HomeCase {
  readonly id: string;
  readonly profile: Profile;
  readonly build: Build;
  readonly games: number;
}

export const SMALL_CATALOGUE = 3000;
export const LARGE_CATALOGUE = 20000;

function homeCase(profile: Profile, build: Build, games: number): HomeCase {
  return { id: `${profile} ${build} ${games / 1000}k`, profile, build, games };
}

/** Home `/` on both profiles: 3k and 20k games federated, and the monolith at 3k. */
export const HOME_CASES: readonly HomeCase[] = (['desktop', 'phone'] as const).flatMap((profile) => [
  homeCase(profile, 'federated', SMALL_CATALOGUE),
  homeCase(profile, 'federated', LARGE_CATALOGUE),
  homeCase(profile, 'monolith', SMALL_CATALOGUE),
]);

export function findCase(profile: Profile, build: Build, games: number): HomeCase {
  const found = HOME_CASES.find(
    (candidate) => candidate.profile === profile && candidate.build === build && candidate.games === games,
  );
  if (!found) throw new Error(`no home case ${profile} ${build} ${games}`);
  return found;
}

/** One load of home. A time is null when it did not happen before the run's time limit. */
export interface HomeSample {
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /**
   * 12 tile images complete and visible in the viewport, or all of them when fewer are in
   * the settled first view (`tilesInView`).
   */
  readonly tilesShownMs: number | null;
  readonly tilesInView: number;
  /** Brotli (transfer) bytes of every script the page fetched, bodies only. */
  readonly jsBytes: number;
  readonly jsRequests: number;
  readonly requests: number;
}

/** Five seconds of scrolling the largest provider listing at 20k games; all null when that failed. */
export interface ScrollSample {
  readonly longTasks: number | null;
  readonly longTaskMs: number | null;
  readonly fps: number | null;
  readonly droppedFrames: number | null;
}

export const HOME_METRICS = [
  'fcpMs',
  'lcpMs',
  'tilesShownMs',
  'tilesInView',
  'jsBytes',
  'jsRequests',
  'requests',
] as const;
export const SCROLL_METRICS = ['longTasks', 'longTaskMs', 'fps', 'droppedFrames'] as const;

export type HomeMetric = (typeof HOME_METRICS)[number];
export type ScrollMetric = (typeof SCROLL_METRICS)[number];

/** Search (issue #13): the index loaded on the phone at both sizes, and on desktop at 20k where typing is timed. */
export interface SearchIndexCase {
  readonly id: string;
  readonly profile: Profile;
  readonly games: number;
}

function searchIndexCase(profile: Profile, games: number): SearchIndexCase {
  return { id: `${profile} ${games / 1000}k`, profile, games };
}

export const SEARCH_INDEX_CASES: readonly SearchIndexCase[] = [
  searchIndexCase('phone', SMALL_CATALOGUE),
  searchIndexCase('phone', LARGE_CATALOGUE),
  searchIndexCase('desktop', LARGE_CATALOGUE),
];

/** Typing is timed on desktop at the large catalogue. */
export const TYPING_CASE = { profile: 'desktop', games: LARGE_CATALOGUE } as const;
export const TYPING_KEYSTROKES = 200;
/** Picks the words typed and the pauses between keys; fixed, so that runs type alike and compare. */
export const TYPING_SEED = 13;

/**
 * The search panel opened at once on a loaded home. A time or size is null when the index did
 * not arrive (or the panel did not show it) within the run's time limit.
 */
export interface SearchIndexSample {
  /** Resource timing transferSize: the response's headers and its brotli body. */
  readonly transferBytes: number | null;
  /** The brotli body (encodedBodySize). */
  readonly bodyBytes: number | null;
  /** The JSON the browser decodes (decodedBodySize). */
  readonly jsonBytes: number | null;
  /** The index request, from its start to the response's last byte. */
  readonly downloadMs: number | null;
  /** The response's last byte until the "Trending games" heading is painted: decoded, indexed, drawn. */
  readonly indexedMs: number | null;
  /** The click on the search entry until that heading is painted. */
  readonly readyMs: number | null;
}

/** One run of TYPING_KEYSTROKES keystrokes into the panel (see typing.ts); the raw times in `paintedMs`. */
export interface TypingSample extends TypingFigures {
  /** Each keystroke's time to results painted, in typing order (ms, one decimal). */
  readonly paintedMs: readonly number[];
}

export const SEARCH_INDEX_METRICS = [
  'transferBytes',
  'bodyBytes',
  'jsonBytes',
  'downloadMs',
  'indexedMs',
  'readyMs',
] as const;
export const TYPING_METRICS = [
  'keystrokes',
  'p50Ms',
  'p95Ms',
  'maxMs',
  'overFrame',
  'handledP50Ms',
  'handledP95Ms',
  'renderP50Ms',
  'renderP95Ms',
  'workP50Ms',
  'workP95Ms',
  'workOverFrame',
  'skeletonShare',
] as const;

export type SearchIndexMetric = (typeof SEARCH_INDEX_METRICS)[number];
export type TypingMetric = (typeof TYPING_METRICS)[number];
