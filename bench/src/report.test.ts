import { HOME_CASES } from './cases';
import { renderReport, summaryOf, type BenchResults } from './report';
import { judgeTargets } from './targets';

function results(): BenchResults {
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
    targets: judgeTargets(summaryOf({ home, scroll })),
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
