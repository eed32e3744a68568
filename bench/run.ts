import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPLIERS } from '@lobby/shared';
import { frontEndApps } from '../server/src/build/apps';
import { buildStaleApps } from '../server/src/build/buildStaleApps';
import { launchBrowser, measureHome, measureScroll } from './src/browser';
import { MONOLITH_DIST, buildMonolith } from './src/buildMonolith';
import {
  HOME_CASES,
  HOME_METRICS,
  LARGE_CATALOGUE,
  SCROLL_METRICS,
  SEARCH_INDEX_CASES,
  SEARCH_INDEX_METRICS,
  SMALL_CATALOGUE,
  TYPING_CASE,
  TYPING_KEYSTROKES,
  TYPING_METRICS,
  TYPING_SEED,
  type Build,
  type HomeSample,
  type ScrollSample,
  type SearchIndexSample,
  type TypingSample,
} from './src/cases';
import { chartPanels, renderChart } from './src/chart';
import { renderReport, summaryOf, type BenchResults, type SearchResults } from './src/report';
import { measureSearch, searchIndexTitles } from './src/search';
import { medians } from './src/stats';
import { judgeTargets, verdictLine } from './src/targets';
import { typingFigures, typingWords } from './src/typing';
import { seededDataDir, startServer, type BenchServer } from './src/servers';

const ROOT_DIR = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench', 'results.json');
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** `BENCH_ONLY=search`: only the search measurements, on the two federated servers, 3 rounds unless told. */
function onlySearch(): boolean {
  const only = process.env.BENCH_ONLY;
  if (only === undefined || only === '') return false;
  if (only === 'search') return true;
  throw new Error(`BENCH_ONLY takes one value, search (not ${only})`);
}

/** What a search measurement that failed records: every figure not reached. */
const FAILED_INDEX: SearchIndexSample = {
  transferBytes: null,
  bodyBytes: null,
  jsonBytes: null,
  downloadMs: null,
  indexedMs: null,
  readyMs: null,
};
const FAILED_TYPING: TypingSample = { ...typingFigures([]), paintedMs: [] };
const FAILED_SCROLL: ScrollSample = { longTasks: null, longTaskMs: null, fps: null, droppedFrames: null };

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/** The supplier with the most games: its listing is the longest one a player can open. */
async function largestProvider(server: BenchServer): Promise<{ code: string; games: number }> {
  const totals = await Promise.all(
    SUPPLIERS.map(async (code) => {
      const response = await fetch(`${server.url}/api/v1/casino/games?supplier=${code}&limit=1&locale=en`);
      const body = (await response.json()) as { total?: number };
      return { code, games: body.total ?? 0 };
    }),
  );
  return totals.reduce((best, next) => (next.games > best.games ? next : best));
}

/**
 * `npm run bench`: the lobby in headless Chromium, measured side by side in one run (issues #12
 * and #13). Builds what is stale (federated and monolith), starts one server per case on seeded
 * databases cached in .bench-cache/, runs every case once per round, interleaved, and writes
 * bench/results.json, docs/performance.md and docs/performance.svg. `BENCH_ONLY=search` measures
 * search alone and replaces only its part of them.
 */
async function main(): Promise<void> {
  const searchOnly = onlySearch();
  const rounds = setting('BENCH_ROUNDS', searchOnly ? 3 : 5);
  const firstPort = setting('BENCH_PORT', 8604);
  const desktopTimeoutMs = setting('BENCH_DESKTOP_TIMEOUT_MS', 20_000);
  const phoneTimeoutMs = setting('BENCH_PHONE_TIMEOUT_MS', 60_000);
  const cacheDir = path.resolve(ROOT_DIR, process.env.BENCH_CACHE_DIR ?? '.bench-cache');
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  // A search-only run keeps the other figures of the last full run (read first: fail before measuring).
  const previous = searchOnly ? (JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as BenchResults) : null;

  say(`[bench] building what is stale: the federated lobby${searchOnly ? '' : ', then the monolith'}`);
  const report = await buildStaleApps(ROOT_DIR, frontEndApps(ROOT_DIR));
  say(`[bench] federated: built ${report.built.join(', ') || 'nothing (up to date)'}`);
  if (!searchOnly) {
    say(`[bench] monolith: ${(await buildMonolith(ROOT_DIR)) ? 'built' : 'up to date'} (${elapsed()})`);
  }

  const servers: BenchServer[] = [];
  const serverFor = new Map<string, BenchServer>();
  const browser = await launchBrowser();
  try {
    const specs: { build: Build; games: number }[] = [
      { build: 'federated', games: SMALL_CATALOGUE },
      { build: 'federated', games: LARGE_CATALOGUE },
      ...(searchOnly ? [] : [{ build: 'monolith' as const, games: SMALL_CATALOGUE }]),
    ];
    // Every database is ready before any server holds one: a copy is taken from a closed one.
    const dataDirs: string[] = [];
    for (const { build, games } of specs) {
      const seedPort = firstPort + specs.length;
      const copy = build === 'federated' ? '' : build;
      dataDirs.push(
        await seededDataDir(ROOT_DIR, cacheDir, games, copy, async (dir) => {
          say(
            `[bench] seeding ${games.toLocaleString('en')} games into ${path.relative(ROOT_DIR, dir)} (once; cached)`,
          );
          const seeding = await startServer(
            ROOT_DIR,
            { port: seedPort, games, dataDir: dir, hostDist: path.join('host', 'dist') },
            say,
          );
          await seeding.close();
        }),
      );
    }
    for (const [index, { build, games }] of specs.entries()) {
      const hostDist = build === 'federated' ? path.join('host', 'dist') : MONOLITH_DIST;
      const dataDir = dataDirs[index] ?? '';
      const server = await startServer(ROOT_DIR, { port: firstPort + index, games, dataDir, hostDist }, say);
      servers.push(server);
      serverFor.set(`${build} ${games}`, server);
      say(`[bench] ${build} lobby with ${games.toLocaleString('en')} games on ${server.url} (${elapsed()})`);
    }
    const largeServer = serverFor.get(`federated ${LARGE_CATALOGUE}`);
    if (!largeServer) throw new Error('no server for the large catalogue');
    const federated = (games: number): BenchServer => {
      const server = serverFor.get(`federated ${games}`);
      if (!server) throw new Error(`no federated server for ${games} games`);
      return server;
    };
    const provider = searchOnly ? null : await largestProvider(largeServer);
    const scrollPath = provider === null ? '' : `/provider-games/${provider.code}`;
    if (provider !== null) say(`[bench] scroll test: ${scrollPath} (${provider.games.toLocaleString('en')} games)`);
    const words = typingWords(
      await searchIndexTitles(federated(TYPING_CASE.games).url),
      TYPING_KEYSTROKES,
      TYPING_SEED,
    );
    say(`[bench] typing ${words.length} words, ${TYPING_KEYSTROKES} keystrokes: ${words.join(' ')}`);

    // The servers' caches (the lobby built per query, the search index per platform) warm up as
    // in a running deployment: one untimed, unthrottled load of every case first.
    if (!searchOnly) {
      for (const homeCase of HOME_CASES) {
        const server = serverFor.get(`${homeCase.build} ${homeCase.games}`);
        if (server)
          await measureHome(browser, `${server.url}/`, homeCase.profile, phoneTimeoutMs, { throttled: false });
      }
    }
    for (const searchCase of SEARCH_INDEX_CASES) {
      await measureSearch(browser, `${federated(searchCase.games).url}/`, {
        profile: searchCase.profile,
        timeoutMs: phoneTimeoutMs,
        throttled: false,
      }).catch(() => undefined);
    }
    say(`[bench] warmed up every case (${elapsed()})`);
    const show = (value: number | null) => (value === null ? '—' : Math.round(value).toString());
    const homeSamples = new Map<string, HomeSample[]>(HOME_CASES.map((homeCase) => [homeCase.id, []]));
    const scrollSamples: ScrollSample[] = [];
    const indexSamples = new Map<string, SearchIndexSample[]>(
      SEARCH_INDEX_CASES.map((searchCase) => [searchCase.id, []]),
    );
    const typingSamples: TypingSample[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      for (const homeCase of searchOnly ? [] : HOME_CASES) {
        const server = serverFor.get(`${homeCase.build} ${homeCase.games}`);
        if (!server) throw new Error(`no server for ${homeCase.id}`);
        const sample = await measureHome(
          browser,
          `${server.url}/`,
          homeCase.profile,
          homeCase.profile === 'phone' ? phoneTimeoutMs : desktopTimeoutMs,
        );
        homeSamples.get(homeCase.id)?.push(sample);
        say(
          `[bench] round ${round}/${rounds} ${homeCase.id.padEnd(22)} FCP ${show(sample.fcpMs)} LCP ${show(sample.lcpMs)} tiles(${sample.tilesInView}) ${show(sample.tilesShownMs)} ms, JS ${(sample.jsBytes / 1000).toFixed(0)} KB / ${sample.jsRequests} (${elapsed()})`,
        );
      }
      for (const searchCase of SEARCH_INDEX_CASES) {
        const typing = searchCase.profile === TYPING_CASE.profile && searchCase.games === TYPING_CASE.games;
        const run = await measureSearch(browser, `${federated(searchCase.games).url}/`, {
          profile: searchCase.profile,
          timeoutMs: searchCase.profile === 'phone' ? phoneTimeoutMs : desktopTimeoutMs,
          words: typing ? words : [],
        }).catch((error: unknown) => {
          say(`[bench] search ${searchCase.id} failed: ${error instanceof Error ? error.message : String(error)}`);
          return { index: FAILED_INDEX, typing: null };
        });
        const { index } = run;
        indexSamples.get(searchCase.id)?.push(index);
        say(
          `[bench] round ${round}/${rounds} search index ${searchCase.id.padEnd(9)} ${((index.bodyBytes ?? 0) / 1000).toFixed(1)} KB, download ${show(index.downloadMs)} ms, ready ${show(index.readyMs)} ms (${elapsed()})`,
        );
        if (!typing) continue;
        const sample = run.typing ?? FAILED_TYPING;
        typingSamples.push(sample);
        say(
          `[bench] round ${round}/${rounds} typing ${sample.keystrokes} keys       painted p50 ${show(sample.p50Ms)} p95 ${show(sample.p95Ms)} max ${show(sample.maxMs)} ms, ${show(sample.overFrame)} over a frame; work p95 ${show(sample.workP95Ms)} ms (${elapsed()})`,
        );
      }
      if (searchOnly) continue;
      const scroll = await measureScroll(browser, `${largeServer.url}${scrollPath}`, desktopTimeoutMs).catch(
        (error: unknown) => {
          say(`[bench] scrolling failed: ${error instanceof Error ? error.message : String(error)}`);
          return FAILED_SCROLL;
        },
      );
      scrollSamples.push(scroll);
      say(
        `[bench] round ${round}/${rounds} scroll 20k listing      ${show(scroll.longTasks)} long tasks (${show(scroll.longTaskMs)} ms), ${scroll.fps?.toFixed(1) ?? '—'} fps, ${show(scroll.droppedFrames)} dropped (${elapsed()})`,
      );
    }

    const generatedAt = new Date().toISOString();
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
    const search: SearchResults = {
      generatedAt,
      commit,
      rounds,
      words,
      index: SEARCH_INDEX_CASES.map((searchCase) => {
        const samples = indexSamples.get(searchCase.id) ?? [];
        return { ...searchCase, samples, medians: medians(samples, SEARCH_INDEX_METRICS) };
      }),
      typing: { ...TYPING_CASE, samples: typingSamples, medians: medians(typingSamples, TYPING_METRICS) },
    };
    const measuredResults = (): Omit<BenchResults, 'targets'> => {
      if (previous !== null) return { ...previous, search };
      const home = HOME_CASES.map((homeCase) => {
        const samples = homeSamples.get(homeCase.id) ?? [];
        return { ...homeCase, samples, medians: medians(samples, HOME_METRICS) };
      });
      const scroll = {
        path: scrollPath,
        games: provider?.games ?? 0,
        samples: scrollSamples,
        medians: medians(scrollSamples, SCROLL_METRICS),
      };
      return { generatedAt, commit, browser: `Chromium ${browser.version()}`, rounds, home, scroll, search };
    };
    const measured = measuredResults();
    const targets = judgeTargets(summaryOf(measured));
    const results: BenchResults = { ...measured, targets };
    await mkdir(path.join(ROOT_DIR, 'docs'), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 1)}\n`);
    await writeFile(path.join(ROOT_DIR, 'docs', 'performance.svg'), renderChart(chartPanels(summaryOf(results))));
    await writeFile(path.join(ROOT_DIR, 'docs', 'performance.md'), renderReport(results, 'performance.svg'));
    say(`[bench] wrote bench/results.json, docs/performance.md and docs/performance.svg (${elapsed()})`);
    say('[bench] targets (issues #12 and #13):');
    for (const verdict of targets) say(`  ${verdictLine(verdict)}`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
