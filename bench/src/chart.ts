import { HOME_CASES, LARGE_CATALOGUE, type Profile } from './cases';
import { KEYSTROKE_P95_LIMIT_MS, type Summary } from './targets';

export interface ChartBar {
  readonly label: string;
  /** Null: not reached within the run's time limit. */
  readonly value: number | null;
}

export interface ChartPanel {
  readonly title: string;
  readonly limit: number;
  readonly bars: readonly ChartBar[];
}

const LCP_TARGET_MS: Readonly<Record<Profile, number>> = { desktop: 600, phone: 2000 };

/**
 * One panel per profile: median LCP and tiles shown of each home case, with the LCP target;
 * then, when search was measured, keystroke → results painted and the main thread's work per
 * keystroke at 20k games, with the keystroke target.
 */
export function chartPanels(summary: Summary): ChartPanel[] {
  const panels: ChartPanel[] = (['desktop', 'phone'] as const).map((profile) => ({
    title: `${profile === 'desktop' ? 'Desktop 1280×720' : 'Phone 390×844, 150 ms RTT, 1.44 Mbit/s, CPU ×4'}: median ms (target LCP ≤ ${LCP_TARGET_MS[profile].toLocaleString('en')} ms)`,
    limit: LCP_TARGET_MS[profile],
    bars: HOME_CASES.filter((homeCase) => homeCase.profile === profile).flatMap((homeCase) => {
      const medians = summary.home[homeCase.id];
      const name = `${homeCase.build} ${homeCase.games / 1000}k`;
      return [
        { label: `${name}: LCP`, value: medians?.lcpMs ?? null },
        { label: `${name}: tiles shown`, value: medians?.tilesShownMs ?? null },
      ];
    }),
  }));
  const typing = summary.search?.typing;
  if (typing === undefined) return panels;
  panels.push({
    title: `Search, desktop ${LARGE_CATALOGUE / 1000}k games, per keystroke: median ms (target painted p95 ≤ ${KEYSTROKE_P95_LIMIT_MS} ms)`,
    limit: KEYSTROKE_P95_LIMIT_MS,
    bars: [
      { label: 'results painted p50', value: typing.p50Ms },
      { label: 'results painted p95', value: typing.p95Ms },
      { label: 'work p50', value: typing.workP50Ms },
      { label: 'work p95', value: typing.workP95Ms },
    ],
  });
  return panels;
}

const WIDTH = 760;
const LABEL_WIDTH = 170;
const VALUE_WIDTH = 90;
const BAR_HEIGHT = 18;
const BAR_GAP = 6;
const TITLE_HEIGHT = 28;
const PANEL_GAP = 18;

/** Whole numbers, but a tenth below 100 (a keystroke's 16.4 ms against a 16 ms limit). */
function barValue(value: number): string {
  return value < 100 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value).toLocaleString('en');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function panelHeight(panel: ChartPanel): number {
  return TITLE_HEIGHT + panel.bars.length * (BAR_HEIGHT + BAR_GAP);
}

function renderPanel(panel: ChartPanel, top: number): string {
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const scaleMax = Math.max(panel.limit, ...panel.bars.map((bar) => bar.value ?? 0)) * 1.05;
  const x = (value: number): number => LABEL_WIDTH + (value / scaleMax) * plotWidth;
  const parts = [`<text x="0" y="${top + 16}" font-weight="bold">${escapeXml(panel.title)}</text>`];
  panel.bars.forEach((bar, index) => {
    const y = top + TITLE_HEIGHT + index * (BAR_HEIGHT + BAR_GAP);
    const over = bar.value === null || bar.value > panel.limit;
    parts.push(`<text x="${LABEL_WIDTH - 8}" y="${y + 13}" text-anchor="end">${escapeXml(bar.label)}</text>`);
    if (bar.value !== null) {
      const end = x(bar.value);
      parts.push(
        `<rect x="${LABEL_WIDTH}" y="${y}" width="${(end - LABEL_WIDTH).toFixed(1)}" height="${BAR_HEIGHT}" fill="${over ? '#d9534f' : '#3c9d5d'}"/>`,
      );
      parts.push(`<text x="${(end + 6).toFixed(1)}" y="${y + 13}">${barValue(bar.value)}</text>`);
    } else {
      parts.push(`<text x="${LABEL_WIDTH + 6}" y="${y + 13}" fill="#d9534f">not reached</text>`);
    }
  });
  const limitX = x(panel.limit).toFixed(1);
  const bottom = top + panelHeight(panel);
  parts.push(
    `<line x1="${limitX}" y1="${top + TITLE_HEIGHT - 4}" x2="${limitX}" y2="${bottom}" stroke="#222" stroke-dasharray="4 3"/>`,
  );
  return parts.join('\n');
}

/** The panels as one self-contained SVG (no fonts or scripts fetched). */
export function renderChart(panels: readonly ChartPanel[]): string {
  let top = 0;
  const rendered = panels.map((panel) => {
    const svg = renderPanel(panel, top);
    top += panelHeight(panel) + PANEL_GAP;
    return svg;
  });
  const height = Math.max(0, top - PANEL_GAP);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    ...rendered,
    '</svg>',
    '',
  ].join('\n');
}
