import { HOME_CASES, TYPING_METRICS, type HomeMetric, type TypingMetric } from './cases';
import { formatValue, judgeTargets, verdictLine, type SearchSummary, type Summary } from './targets';

type Medians = Record<HomeMetric, number | null>;

const medians = (lcpMs: number | null, jsBytes: number): Medians => ({
  fcpMs: 100,
  lcpMs,
  tilesShownMs: 200,
  tilesInView: 12,
  jsBytes,
  jsRequests: 5,
  requests: 20,
});

/** A run where every target is just met. */
function passingSummary(): Record<string, Medians> {
  return {
    'desktop federated 3k': medians(500, 140_000),
    'desktop federated 20k': medians(550, 140_000),
    'desktop monolith 3k': medians(480, 130_000),
    'phone federated 3k': medians(1800, 140_000),
    'phone federated 20k': medians(1900, 140_000),
    'phone monolith 3k': medians(1750, 130_000),
  };
}

/** Search medians with every typing figure at `ms` (a p95 of `ms` among them). */
function searchAt(ms: number | null): SearchSummary {
  const typing = Object.fromEntries(TYPING_METRICS.map((metric) => [metric, ms])) as Record<
    TypingMetric,
    number | null
  >;
  return { typing, index: {} };
}

function judge(
  home: Record<string, Medians>,
  scroll: Summary['scroll'] = { longTasks: 0, longTaskMs: 0, fps: 59, droppedFrames: 2 },
  search: SearchSummary | null = searchAt(12),
) {
  return Object.fromEntries(judgeTargets({ home, scroll, search }).map((verdict) => [verdict.target, verdict]));
}

describe('judgeTargets', () => {
  it('names one home case for every key it reads', () => {
    expect(Object.keys(passingSummary()).sort()).toEqual(HOME_CASES.map((homeCase) => homeCase.id).sort());
  });

  it('meets every target of a good run', () => {
    const verdicts = Object.values(judge(passingSummary()));
    expect(verdicts).toHaveLength(14);
    expect(verdicts.filter((verdict) => !verdict.met)).toEqual([]);
  });

  it.each<[string, (home: Record<string, Medians>) => void, string, number | null]>([
    [
      'a slow desktop LCP',
      (home) => (home['desktop federated 3k'] = medians(601, 140_000)),
      'LCP desktop, 3k games',
      601,
    ],
    [
      'a slow phone LCP at 20k',
      (home) => (home['phone federated 20k'] = medians(2001, 140_000)),
      'LCP phone, 20k games',
      2001,
    ],
    [
      'a page that never painted',
      (home) => (home['desktop federated 20k'] = medians(null, 140_000)),
      'LCP desktop, 20k games',
      null,
    ],
    ['too much JS', (home) => (home['phone federated 3k'] = medians(1800, 150_001)), 'JS on home, phone', 150.001],
    [
      'a catalogue-size penalty',
      (home) => (home['desktop federated 20k'] = medians(560, 140_000)),
      'LCP 20k / 3k, desktop',
      1.12,
    ],
    [
      'federation costing LCP',
      (home) => (home['phone monolith 3k'] = medians(1700, 130_000)),
      'LCP federated / monolith, phone',
      1800 / 1700,
    ],
    [
      'federation costing JS',
      (home) => (home['desktop monolith 3k'] = medians(480, 120_000)),
      'JS federated / monolith',
      140 / 120,
    ],
  ])('misses on %s', (_name, change, target, value) => {
    const home = passingSummary();
    change(home);
    const verdict = judge(home)[target];
    expect(verdict?.met).toBe(false);
    if (value === null) expect(verdict?.value).toBeNull();
    else expect(verdict?.value).toBeCloseTo(value, 6);
  });

  it.each([
    [{ longTasks: 1, longTaskMs: 60, fps: 59, droppedFrames: 3 }, 'long tasks scrolling the 20k listing'],
    [{ longTasks: 0, longTaskMs: 0, fps: 54.9, droppedFrames: 20 }, 'fps scrolling the 20k listing'],
    [{ longTasks: null, longTaskMs: null, fps: null, droppedFrames: null }, 'fps scrolling the 20k listing'],
  ])('misses the scrolling target on %j', (scroll, target) => {
    expect(judge(passingSummary(), scroll)[target]?.met).toBe(false);
  });

  it.each<[string, SearchSummary | null, number | null]>([
    ['results a little late', searchAt(16.1), 16.1],
    ['typing that never got results', searchAt(null), null],
    ['a run without search', null, null],
  ])('misses the keystroke target on %s', (_name, search, value) => {
    const verdict = judge(passingSummary(), undefined, search)['keystroke → results painted p95, 20k games'];
    expect(verdict?.met).toBe(false);
    expect(verdict?.value).toBe(value);
  });

  it('meets limits exactly on the line', () => {
    const home = passingSummary();
    home['desktop federated 3k'] = medians(600, 150_000);
    home['desktop federated 20k'] = medians(600, 150_000);
    home['desktop monolith 3k'] = medians(600, 150_000);
    const verdicts = judge(home, { longTasks: 0, longTaskMs: 0, fps: 55, droppedFrames: 0 }, searchAt(16));
    expect(verdicts['LCP desktop, 3k games']?.met).toBe(true);
    expect(verdicts['keystroke → results painted p95, 20k games']?.met).toBe(true);
    expect(verdicts['JS on home, desktop']?.met).toBe(true);
    expect(verdicts['fps scrolling the 20k listing']?.met).toBe(true);
  });
});

describe('verdictLine', () => {
  it.each([
    [
      { target: 'LCP phone, 3k games', value: 8124.4, limit: 2000, comparison: '<=', unit: 'ms', met: false },
      'NOT MET LCP phone, 3k games: 8,124 ms (target <= 2,000 ms)',
    ],
    [
      { target: 'JS on home, desktop', value: 99.94, limit: 150, comparison: '<=', unit: 'KB', met: true },
      'met     JS on home, desktop: 99.9 KB (target <= 150.0 KB)',
    ],
    [
      { target: 'fps', value: null, limit: 55, comparison: '>=', unit: 'fps', met: false },
      'NOT MET fps: not reached (target >= 55.0 fps)',
    ],
  ] as const)('prints %j', (verdict, line) => {
    expect(verdictLine(verdict)).toBe(line);
  });

  it.each([
    [1.0549, 'ratio', '1.05'],
    [3.4, 'count', '3'],
    [16.44, 'ms', '16.4 ms'],
    [16, 'ms', '16 ms'],
    [4700.4, 'ms', '4,700 ms'],
    [1386.235, 'KB', '1,386.2 KB'],
  ] as const)('formats %s as a %s', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});
