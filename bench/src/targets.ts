import {
  LARGE_CATALOGUE,
  SMALL_CATALOGUE,
  findCase,
  type HomeMetric,
  type Profile,
  type ScrollMetric,
  type SearchIndexMetric,
  type TypingMetric,
} from './cases';
import { ratio } from './stats';

/** Search's medians: typing, and the index by search index case id. */
export interface SearchSummary {
  readonly typing: Readonly<Record<TypingMetric, number | null>>;
  readonly index: Readonly<Record<string, Readonly<Record<SearchIndexMetric, number | null>>>>;
}

/** The medians of one bench run, by home case id, of the scroll test and of search (null: not measured). */
export interface Summary {
  readonly home: Readonly<Record<string, Readonly<Record<HomeMetric, number | null>>>>;
  readonly scroll: Readonly<Record<ScrollMetric, number | null>>;
  readonly search: SearchSummary | null;
}

export type Unit = 'ms' | 'KB' | 'ratio' | 'count' | 'fps';

export interface Verdict {
  readonly target: string;
  /** Null when the run could not measure it (a page that never showed its tiles). */
  readonly value: number | null;
  readonly limit: number;
  readonly comparison: '<=' | '>=';
  readonly unit: Unit;
  readonly met: boolean;
}

/** KB as in the figures: 1,000 bytes. */
export const KB = 1000;

const LCP_LIMIT_MS: Readonly<Record<Profile, number>> = { desktop: 600, phone: 2000 };
const JS_LIMIT_KB = 150;
const LARGE_TO_SMALL_LCP = 1.1;
const FEDERATED_TO_MONOLITH_LCP = 1.05;
const FEDERATED_TO_MONOLITH_JS = 1.1;
const MIN_FPS = 55;
/** Issue #13: keystroke → results painted, p95 over the typed keystrokes at 20k games. */
export const KEYSTROKE_P95_LIMIT_MS = 16;

function verdict(target: string, value: number | null, comparison: '<=' | '>=', limit: number, unit: Unit): Verdict {
  const met = value !== null && (comparison === '<=' ? value <= limit : value >= limit);
  return { target, value, limit, comparison, unit, met };
}

/** Issue #12's targets and issue #13's (search), each judged on this run's medians. */
export function judgeTargets(summary: Summary): Verdict[] {
  const metric = (profile: Profile, build: 'federated' | 'monolith', games: number, name: HomeMetric): number | null =>
    summary.home[findCase(profile, build, games).id]?.[name] ?? null;
  const kilobytes = (bytes: number | null): number | null => (bytes === null ? null : bytes / KB);
  const verdicts: Verdict[] = [];
  for (const profile of ['desktop', 'phone'] as const) {
    for (const games of [SMALL_CATALOGUE, LARGE_CATALOGUE]) {
      verdicts.push(
        verdict(
          `LCP ${profile}, ${games / 1000}k games`,
          metric(profile, 'federated', games, 'lcpMs'),
          '<=',
          LCP_LIMIT_MS[profile],
          'ms',
        ),
      );
    }
  }
  for (const profile of ['desktop', 'phone'] as const) {
    verdicts.push(
      verdict(
        `JS on home, ${profile}`,
        kilobytes(metric(profile, 'federated', SMALL_CATALOGUE, 'jsBytes')),
        '<=',
        JS_LIMIT_KB,
        'KB',
      ),
    );
  }
  for (const profile of ['desktop', 'phone'] as const) {
    const large = metric(profile, 'federated', LARGE_CATALOGUE, 'lcpMs');
    const small = metric(profile, 'federated', SMALL_CATALOGUE, 'lcpMs');
    verdicts.push(verdict(`LCP 20k / 3k, ${profile}`, ratio(large, small), '<=', LARGE_TO_SMALL_LCP, 'ratio'));
  }
  for (const profile of ['desktop', 'phone'] as const) {
    const federatedLcp = metric(profile, 'federated', SMALL_CATALOGUE, 'lcpMs');
    const monolithLcp = metric(profile, 'monolith', SMALL_CATALOGUE, 'lcpMs');
    verdicts.push(
      verdict(
        `LCP federated / monolith, ${profile}`,
        ratio(federatedLcp, monolithLcp),
        '<=',
        FEDERATED_TO_MONOLITH_LCP,
        'ratio',
      ),
    );
  }
  const federatedJs = metric('desktop', 'federated', SMALL_CATALOGUE, 'jsBytes');
  const monolithJs = metric('desktop', 'monolith', SMALL_CATALOGUE, 'jsBytes');
  verdicts.push(
    verdict('JS federated / monolith', ratio(federatedJs, monolithJs), '<=', FEDERATED_TO_MONOLITH_JS, 'ratio'),
  );
  verdicts.push(verdict('long tasks scrolling the 20k listing', summary.scroll.longTasks, '<=', 0, 'count'));
  verdicts.push(verdict('fps scrolling the 20k listing', summary.scroll.fps, '>=', MIN_FPS, 'fps'));
  verdicts.push(
    verdict(
      `keystroke → results painted p95, ${LARGE_CATALOGUE / 1000}k games`,
      summary.search?.typing.p95Ms ?? null,
      '<=',
      KEYSTROKE_P95_LIMIT_MS,
      'ms',
    ),
  );
  return verdicts;
}

/** A value in its unit, as the report prints it. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'not reached';
  switch (unit) {
    case 'ms':
      // Below 100 ms a tenth tells a keystroke's 16.4 ms from a frame's 16.
      return value < 100 && !Number.isInteger(value)
        ? `${value.toFixed(1)} ms`
        : `${Math.round(value).toLocaleString('en')} ms`;
    case 'KB':
      return `${value.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
    case 'ratio':
      return value.toFixed(2);
    case 'count':
      return String(Math.round(value));
    case 'fps':
      return `${value.toFixed(1)} fps`;
    default: {
      const unknown: never = unit;
      throw new Error(`unknown unit ${String(unknown)}`);
    }
  }
}

/** One line per target: `met` or `NOT MET`, the value and the limit. */
export function verdictLine(verdict: Verdict): string {
  const status = verdict.met ? 'met    ' : 'NOT MET';
  return `${status} ${verdict.target}: ${formatValue(verdict.value, verdict.unit)} (target ${verdict.comparison} ${formatValue(verdict.limit, verdict.unit)})`;
}
