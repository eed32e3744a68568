/** What one browser run of the bench measures, and the cases it is run for (issue #12). */

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

/** Five seconds of scrolling the largest provider listing at 20k games. */
export interface ScrollSample {
  readonly longTasks: number;
  readonly longTaskMs: number;
  readonly fps: number;
  readonly droppedFrames: number;
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
