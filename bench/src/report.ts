import {
  LARGE_CATALOGUE,
  TYPING_KEYSTROKES,
  type HomeCase,
  type HomeMetric,
  type HomeSample,
  type Profile,
  type ScrollMetric,
  type ScrollSample,
  type SearchIndexCase,
  type SearchIndexMetric,
  type SearchIndexSample,
  type TypingMetric,
  type TypingSample,
} from './cases';
import { KB, KEYSTROKE_P95_LIMIT_MS, formatValue, type Summary, type Verdict } from './targets';
import { FRAME_MS } from './typing';

/** One case's samples, every round's, and their medians (null: never reached). */
interface Measured<Sample, Metric extends string> {
  readonly samples: readonly Sample[];
  readonly medians: Readonly<Record<Metric, number | null>>;
}

/** When and where a run measured, and how many rounds. */
interface RunStamp {
  readonly generatedAt: string;
  readonly commit: string;
  readonly rounds: number;
}

export interface HomeResult extends HomeCase, Measured<HomeSample, HomeMetric> {}

export interface SearchIndexResult extends SearchIndexCase, Measured<SearchIndexSample, SearchIndexMetric> {}

/**
 * Search (issue #13). Its own date, commit and rounds: a `BENCH_ONLY=search` run replaces this
 * part of bench/results.json and keeps the rest.
 */
export interface SearchResults extends RunStamp {
  /** The words typed (letter by letter, the box cleared between them). */
  readonly words: readonly string[];
  readonly index: readonly SearchIndexResult[];
  readonly typing: { readonly profile: Profile; readonly games: number } & Measured<TypingSample, TypingMetric>;
}

/** Everything one `npm run bench` measured: written to bench/results.json. */
export interface BenchResults extends RunStamp {
  readonly browser: string;
  readonly home: readonly HomeResult[];
  readonly scroll: { readonly path: string; readonly games: number } & Measured<ScrollSample, ScrollMetric>;
  /** Null in a file written before search was measured. */
  readonly search: SearchResults | null;
  readonly targets: readonly Verdict[];
}

export function summaryOf(results: Pick<BenchResults, 'home' | 'scroll' | 'search'>): Summary {
  const { search } = results;
  return {
    home: Object.fromEntries(results.home.map((result) => [result.id, result.medians])),
    scroll: results.scroll.medians,
    search:
      search === null
        ? null
        : {
            typing: search.typing.medians,
            index: Object.fromEntries(search.index.map((result) => [result.id, result.medians])),
          },
  };
}

const HOME_COLUMNS: readonly { metric: HomeMetric; title: string; show: (value: number | null) => string }[] = [
  { metric: 'fcpMs', title: 'FCP', show: (value) => formatValue(value, 'ms') },
  { metric: 'lcpMs', title: 'LCP', show: (value) => formatValue(value, 'ms') },
  { metric: 'tilesShownMs', title: '12 tiles shown', show: (value) => formatValue(value, 'ms') },
  { metric: 'tilesInView', title: 'tiles counted', show: (value) => formatValue(value, 'count') },
  { metric: 'jsBytes', title: 'JS (brotli)', show: (value) => formatValue(value === null ? null : value / KB, 'KB') },
  { metric: 'jsRequests', title: 'JS requests', show: (value) => formatValue(value, 'count') },
  { metric: 'requests', title: 'all requests', show: (value) => formatValue(value, 'count') },
];

const ms = (value: number | null): string => formatValue(value, 'ms');
const kilobytes = (value: number | null): string => formatValue(value === null ? null : value / KB, 'KB');
const count = (value: number | null): string => formatValue(value, 'count');
const rounds = (n: number): string => (n === 1 ? '1 round' : `${n} rounds`);

/** The Search section: how typing and the index were measured, and their medians. */
function searchSection(results: BenchResults): string[] {
  const { search } = results;
  if (search === null) return ['## Search (issue #13)', '', 'Not measured in this run.', ''];
  const typing = search.typing.medians;
  const sameRun = search.commit === results.commit && search.generatedAt === results.generatedAt;
  const frame = `${FRAME_MS.toFixed(1)} ms`;
  const indexRows = search.index.map(
    (result) =>
      `| ${result.profile} | ${result.games.toLocaleString('en')} | ${kilobytes(result.medians.bodyBytes)} | ${kilobytes(result.medians.transferBytes)} | ${kilobytes(result.medians.jsonBytes)} | ${ms(result.medians.downloadMs)} | ${ms(result.medians.indexedMs)} | ${ms(result.medians.readyMs)} |`,
  );
  const share = typing.skeletonShare === null ? 'none' : `${Math.round(typing.skeletonShare * 100)} %`;
  const verdict = results.targets.find((candidate) => candidate.target.startsWith('keystroke → results painted p95'));
  return [
    '## Search (issue #13)',
    '',
    sameRun
      ? `Measured in the same run, after the home cases in each of its ${rounds(search.rounds)}; medians over the rounds.`
      : `Measured in a later \`BENCH_ONLY=search\` run on ${search.generatedAt.slice(0, 10)} at commit \`${search.commit}\`, ${rounds(search.rounds)}; medians over the rounds.`,
    '',
    `**Typing**: desktop, ${search.typing.games.toLocaleString('en')} games. Home loads, the panel opens from the header's entry`,
    `and its index loads ("Trending games" shown), then ${TYPING_KEYSTROKES} keystrokes: ${search.words.length} words of the index's titles`,
    '(fixed seed) typed letter by letter, the box cleared between words (select all, delete; not counted).',
    'Each key waits for the one before to be painted, then up to a frame more (seeded), so keys fall',
    "anywhere between frames as a player's do. Each keystroke is timed in the page from the keydown",
    "event's time stamp: **results painted** once the first frame after the input event was handled",
    'has been produced (requestAnimationFrame, then a MessageChannel task); **handled** after the input',
    "event's last listener (React has rendered and committed); **rendered** that frame's own time",
    "(style, layout, paint); **work** handled + rendered: the main thread's share, without the wait for",
    `the next frame to begin (up to ${frame} at 60 Hz). Percentiles of each run's keystrokes:`,
    '',
    '| keystroke → | p50 | p95 | max | over one frame |',
    '|---|---|---|---|---|',
    `| results painted | ${ms(typing.p50Ms)} | ${ms(typing.p95Ms)} | ${ms(typing.maxMs)} | ${count(typing.overFrame)} of ${count(typing.keystrokes)} |`,
    `| work (handled + rendered) | ${ms(typing.workP50Ms)} | ${ms(typing.workP95Ms)} | | ${count(typing.workOverFrame)} of ${count(typing.keystrokes)} |`,
    `| handled | ${ms(typing.handledP50Ms)} | ${ms(typing.handledP95Ms)} | | |`,
    `| rendered | ${ms(typing.renderP50Ms)} | ${ms(typing.renderP95Ms)} | | |`,
    '',
    `Result cells painted as skeletons (their game's card data still on its way): ${share}.`,
    `Target: keystroke → results painted p95 ≤ ${KEYSTROKE_P95_LIMIT_MS} ms: ${verdict === undefined ? 'not judged' : verdict.met ? 'met' : '**not met**'}.`,
    '',
    '**The index** (`GET /api/v1/casino/games/search-index`), the panel opened as soon as home has',
    'loaded (before the idle-time prefetch). Body: brotli bytes as sent; transfer: with the headers;',
    "JSON: decoded. Download: the request's start to its last byte; indexed: the last byte to the",
    '"Trending games" heading painted (decoded and indexed on the main thread); ready: the click on the',
    "search entry to that heading. The phone's throttling as above; the desktop row is the typing run's.",
    '',
    '| profile | games | body | transfer | JSON | download | indexed | ready |',
    '|---|---|---|---|---|---|---|---|',
    ...indexRows,
    '',
  ];
}

/** docs/performance.md: how the figures were taken, the medians, the targets and the chart. */
export function renderReport(results: BenchResults, chartFile: string): string {
  const homeRows = results.home.map(
    (result) =>
      `| ${result.profile} | ${result.build} | ${result.games.toLocaleString('en')} | ${HOME_COLUMNS.map((column) => column.show(result.medians[column.metric])).join(' | ')} |`,
  );
  const scroll = results.scroll.medians;
  const targetRows = results.targets.map(
    (verdict) =>
      `| ${verdict.target} | ${formatValue(verdict.value, verdict.unit)} | ${verdict.comparison} ${formatValue(verdict.limit, verdict.unit)} | ${verdict.met ? 'met' : '**not met**'} |`,
  );
  return [
    '# Performance',
    '',
    '<!-- Generated by `npm run bench` (bench/run.ts); edit the bench, not this file. -->',
    '',
    `Measured by \`npm run bench\` on ${results.generatedAt.slice(0, 10)} at commit \`${results.commit}\` with ${results.browser},`,
    `headless, over loopback: ${results.rounds} interleaved rounds, each load in a new browser context (cold`,
    'cache, new connections); every figure is a median. The machine is shared and noisy: compare',
    'ratios within one run, not absolute times across runs. `bench/results.json` holds every sample.',
    '',
    '- **desktop**: 1280×720, unthrottled. **phone**: 390×844 at 3× pixel density, touch, 150 ms',
    '  round trip, 1.44 Mbit/s down, CPU ×4 slower (Chrome DevTools Protocol emulation).',
    '- **federated**: `npm run build` (host and six remotes loaded at run time). **monolith**:',
    '  `npm run build:monolith`, the same sources as one bundle, served with `HOST_DIST=host/dist-monolith`.',
    '  The host runs unchanged in both: in the monolith a stand-in for the federation runtime answers',
    "  each remote's modules from the one bundle, and its page (`lobby-remotes` meta) gets no remote preloads.",
    "- **FCP** and **LCP** are the browser's paint entries. Both builds' pages carry the server's first view",
    '  of the home (its layout and texts and the lead banner, drawn before any script): it makes their LCP.',
    "- **12 tiles shown**: 12 of the live lobby's tile images complete and visible in the viewport (not clipped by a",
    '  slider), or all of them when fewer are in the settled first view (**tiles counted**). **JS**: body bytes',
    '  of every script as transferred (the server answers brotli); KB = 1,000 bytes.',
    '- Catalogues of 3,000 and 20,000 games (`SEED_GAMES`), home `/` until the network settles.',
    '',
    '## Home',
    '',
    `| profile | build | games | ${HOME_COLUMNS.map((column) => column.title).join(' | ')} |`,
    `|---|---|---|${HOME_COLUMNS.map(() => '---').join('|')}|`,
    ...homeRows,
    '',
    `![Median LCP and 12 tiles shown per case](${chartFile})`,
    '',
    '## Scrolling a long listing',
    '',
    `\`${results.scroll.path}\` (the provider with the most games, ${results.scroll.games.toLocaleString('en')} of the ${LARGE_CATALOGUE.toLocaleString('en')}), desktop,`,
    'scrolled for 5 s at 3,000 px/s, one step per animation frame:',
    '',
    '| long tasks | time in long tasks | frame rate | dropped frames |',
    '|---|---|---|---|',
    `| ${formatValue(scroll.longTasks, 'count')} | ${formatValue(scroll.longTaskMs, 'ms')} | ${formatValue(scroll.fps, 'fps')} | ${formatValue(scroll.droppedFrames, 'count')} |`,
    '',
    ...searchSection(results),
    '## Targets (issues #12 and #13)',
    '',
    '| target | value | limit | verdict |',
    '|---|---|---|---|',
    ...targetRows,
    '',
  ].join('\n');
}
