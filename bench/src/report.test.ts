import { HOME_CASES, SEARCH_INDEX_CASES, TYPING_CASE } from './cases';
import { renderReport, summaryOf, type BenchResults, type SearchResults } from './report';
import { judgeTargets } from './targets';

function search(overrides: Partial<SearchResults> = {}): SearchResults {
  const typing = {
    keystrokes: 200,
    p50Ms: 30.04,
    p95Ms: 88.36,
    maxMs: 139.3,
    overFrame: 154,
    handledP50Ms: 6.6,
    handledP95Ms: 25.9,
    renderP50Ms: 13.5,
    renderP95Ms: 56.2,
    workP50Ms: 25.7,
    workP95Ms: 72.2,
    workOverFrame: 124,
    skeletonShare: 0.339,
  };
  return {
    generatedAt: '2026-11-23T18:00:00.000Z',
    commit: 'abc1234',
    rounds: 5,
    words: ['tiger', 'neon'],
    index: SEARCH_INDEX_CASES.map((searchCase) => {
      const medians = {
        transferBytes: searchCase.games === 3000 ? 50_778 : 323_806,
        bodyBytes: searchCase.games === 3000 ? 50_478 : 323_506,
        jsonBytes: searchCase.games === 3000 ? 205_433 : 1_386_235,
        downloadMs: searchCase.profile === 'phone' ? 2786.4 : 20.2,
        indexedMs: null,
        readyMs: searchCase.profile === 'phone' ? 4315.4 : 675.2,
      };
      return { ...searchCase, samples: [medians], medians };
    }),
    typing: { ...TYPING_CASE, samples: [{ ...typing, paintedMs: [30] }], medians: typing },
    ...overrides,
  };
}

function results(searchResults: SearchResults | null = search()): BenchResults {
  const home = HOME_CASES.map((homeCase) => {
    const medians = {
      fcpMs: 310,
      lcpMs: homeCase.profile === 'phone' ? 8124 : 512,
      tilesShownMs: null,
      tilesInView: 7,
      jsBytes: 349_400,
      jsRequests: 106,
      requests: 180,
    };
    return { ...homeCase, samples: [medians], medians };
  });
  const scroll = {
    path: '/provider-games/bragg',
    games: 5488,
    samples: [],
    medians: { longTasks: 9, longTaskMs: 4700.4, fps: 7.25, droppedFrames: 240 },
  };
  return {
    generatedAt: '2026-11-23T18:00:00.000Z',
    commit: 'abc1234',
    browser: 'Chromium 156.0',
    rounds: 5,
    home,
    scroll,
    search: searchResults,
    targets: judgeTargets(summaryOf({ home, scroll, search: searchResults })),
  };
}

describe('renderReport', () => {
  const report = renderReport(results(), 'performance.svg');

  it('prints one row per home case with its medians in their units', () => {
    expect(report).toContain(
      '| desktop | federated | 3,000 | 310 ms | 512 ms | not reached | 7 | 349.4 KB | 106 | 180 |',
    );
    expect(report).toContain(
      '| phone | monolith | 3,000 | 310 ms | 8,124 ms | not reached | 7 | 349.4 KB | 106 | 180 |',
    );
  });

  it('prints the scroll figures, each target with its verdict, and links the chart', () => {
    expect(report).toContain('`/provider-games/bragg` (the provider with the most games, 5,488 of the 20,000)');
    expect(report).toContain('| 9 | 4,700 ms | 7.3 fps | 240 |');
    expect(report).toContain('| LCP desktop, 3k games | 512 ms | <= 600 ms | met |');
    expect(report).toContain('| LCP phone, 3k games | 8,124 ms | <= 2,000 ms | **not met** |');
    expect(report).toContain('![Median LCP and 12 tiles shown per case](performance.svg)');
  });
});

describe('renderReport: search', () => {
  it('prints the keystroke percentiles, the skeleton share and the verdict', () => {
    const report = renderReport(results(), 'performance.svg');
    expect(report).toContain('Measured in the same run, after the home cases in each of its 5 rounds; medians');
    expect(report).toContain('| results painted | 30.0 ms | 88.4 ms | 139 ms | 154 of 200 |');
    expect(report).toContain('| work (handled + rendered) | 25.7 ms | 72.2 ms | | 124 of 200 |');
    expect(report).toContain('| handled | 6.6 ms | 25.9 ms | | |');
    expect(report).toContain('| rendered | 13.5 ms | 56.2 ms | | |');
    expect(report).toContain('2 words of the index');
    expect(report).toContain("painted as skeletons (their game's card data still on its way): 34 %.");
    expect(report).toContain('Target: keystroke → results painted p95 ≤ 16 ms: **not met**.');
    expect(report).toContain('| keystroke → results painted p95, 20k games | 88.4 ms | <= 16 ms | **not met** |');
  });

  it('prints one index row per case, sizes in KB', () => {
    const report = renderReport(results(), 'performance.svg');
    expect(report).toContain('| phone | 3,000 | 50.5 KB | 50.8 KB | 205.4 KB | 2,786 ms | not reached | 4,315 ms |');
    expect(report).toContain(
      '| desktop | 20,000 | 323.5 KB | 323.8 KB | 1,386.2 KB | 20.2 ms | not reached | 675 ms |',
    );
  });

  it('says when search comes from a later search-only run', () => {
    const report = renderReport(
      results(search({ generatedAt: '2026-11-27T04:00:00.000Z', commit: 'def5678', rounds: 1 })),
      'performance.svg',
    );
    expect(report).toContain('Measured in a later `BENCH_ONLY=search` run on 2026-11-27 at commit `def5678`, 1 round;');
  });

  it('says when search was not measured', () => {
    const report = renderReport(results(null), 'performance.svg');
    expect(report).toContain('## Search (issue #13)\n\nNot measured in this run.');
    expect(report).toContain('| keystroke → results painted p95, 20k games | not reached | <= 16 ms | **not met** |');
  });
});
