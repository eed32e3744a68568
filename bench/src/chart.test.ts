import { HOME_CASES, TYPING_METRICS, type TypingMetric } from './cases';
import { chartPanels, renderChart } from './chart';

const scroll = { longTasks: 0, longTaskMs: 0, fps: 60, droppedFrames: 0 };

describe('chartPanels', () => {
  it('draws each profile in its own panel against its LCP target', () => {
    const home = Object.fromEntries(
      HOME_CASES.map((homeCase, index) => [
        homeCase.id,
        {
          fcpMs: 1,
          lcpMs: 100 * (index + 1),
          tilesShownMs: index === 2 ? null : 50,
          tilesInView: 12,
          jsBytes: 1,
          jsRequests: 1,
          requests: 1,
        },
      ]),
    );
    const panels = chartPanels({ home, scroll, search: null });
    expect(panels.map((panel) => panel.limit)).toEqual([600, 2000]);
    expect(panels[0]?.bars).toEqual([
      { label: 'federated 3k: LCP', value: 100 },
      { label: 'federated 3k: tiles shown', value: 50 },
      { label: 'federated 20k: LCP', value: 200 },
      { label: 'federated 20k: tiles shown', value: 50 },
      { label: 'monolith 3k: LCP', value: 300 },
      { label: 'monolith 3k: tiles shown', value: null },
    ]);
  });
});

describe('chartPanels with search', () => {
  it('adds the keystroke figures against the keystroke target', () => {
    const typing = Object.fromEntries(TYPING_METRICS.map((metric) => [metric, null])) as Record<
      TypingMetric,
      number | null
    >;
    const panels = chartPanels({
      home: {},
      scroll,
      search: { typing: { ...typing, p50Ms: 30.2, p95Ms: 88, workP50Ms: 25, workP95Ms: null }, index: {} },
    });
    expect(panels).toHaveLength(3);
    expect(panels[2]?.limit).toBe(16);
    expect(panels[2]?.bars).toEqual([
      { label: 'results painted p50', value: 30.2 },
      { label: 'results painted p95', value: 88 },
      { label: 'work p50', value: 25 },
      { label: 'work p95', value: null },
    ]);
  });
});

describe('renderChart', () => {
  const panel = {
    title: 'Desktop <1280>',
    limit: 600,
    bars: [
      { label: 'ok', value: 300 },
      { label: 'slow', value: 1200 },
      { label: 'failed', value: null },
    ],
  };

  it('colours bars by the target and marks what was not reached', () => {
    const svg = renderChart([panel]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Desktop &lt;1280&gt;');
    expect(svg.match(/<rect x="170"[^>]*fill="#3c9d5d"/g)).toHaveLength(1);
    expect(svg.match(/<rect x="170"[^>]*fill="#d9534f"/g)).toHaveLength(1);
    expect(svg).toContain('>not reached</text>');
    expect(svg).toContain('>1,200</text>');
  });

  it('scales the longest bar to the plot and puts the target line in proportion', () => {
    const svg = renderChart([panel]);
    // Plot: 760 - 170 - 90 = 500 px for 1,260 (the largest value + 5%).
    expect(svg).toContain(`width="${((1200 / 1260) * 500).toFixed(1)}"`);
    expect(svg).toContain(`x1="${(170 + (600 / 1260) * 500).toFixed(1)}"`);
  });

  it('labels a bar below 100 to a tenth', () => {
    const svg = renderChart([{ title: 'Keys', limit: 16, bars: [{ label: 'p95', value: 16.44 }] }]);
    expect(svg).toContain('>16.4</text>');
  });

  it('stacks panels one below the other', () => {
    const svg = renderChart([panel, { ...panel, title: 'Phone' }]);
    const heights = svg.match(/height="(\d+)" viewBox/);
    expect(Number(heights?.[1])).toBe(2 * (28 + 3 * 24) + 18);
  });
});
