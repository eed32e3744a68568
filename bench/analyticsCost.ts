import path from 'node:path';
import { launchBrowser, measureHome } from './src/browser';
import { SMALL_CATALOGUE, TYPING_SEED, type HomeSample, type Profile } from './src/cases';
import { measureSearch, searchIndexTitles } from './src/search';
import { seededDataDir, startServer, type BenchServer } from './src/servers';
import { median, percentile, ratio } from './src/stats';
import { typingWords } from './src/typing';

const ROOT_DIR = path.resolve(__dirname, '..');
const PROFILES: readonly Profile[] = ['phone', 'desktop'];
const KEYSTROKES = 100;
const TIMEOUT_MS = 60_000;
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The two lobbies compared: the same build, analytics on (demo's write key) and off. */
const CASES = [
  { id: 'analytics on', env: {} },
  { id: 'analytics off', env: { ANALYTICS_WRITE_KEY: 'off' } },
] as const;

const HOME_METRICS = ['fcpMs', 'lcpMs', 'tilesShownMs', 'jsBytes'] as const;

function show(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : value.toFixed(1);
}

function shownRatio(on: number | null, off: number | null): string {
  const value = ratio(on, off);
  return value === null ? 'n/a' : value.toFixed(3);
}

/**
 * `npm run bench:analytics` (issue #33): what analytics costs a player, measured side by side in
 * one run on the same build — one server with the demo write key (analytics on: events made,
 * queued, persisted and sent), one with ANALYTICS_WRITE_KEY=off (the client makes nothing) — on
 * the home page's start (phone throttled as in `npm run bench`, and desktop) and on a keystroke
 * in search (desktop, KEYSTROKES letters, keystroke → results painted). Rounds interleave the two
 * (`BENCH_ROUNDS`, default 5); the figures are medians and the on/off ratios. Target: nothing
 * measurable (ratios within the run's noise, about ±5 %).
 */
async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const firstPort = Number(process.env.BENCH_PORT ?? 8624);
  const cacheDir = path.resolve(ROOT_DIR, process.env.BENCH_CACHE_DIR ?? '.bench-cache');
  const hostDist = path.join('host', 'dist');
  const servers: BenchServer[] = [];
  const browser = await launchBrowser();
  try {
    for (const [index, { id, env }] of CASES.entries()) {
      const dataDir = await seededDataDir(ROOT_DIR, cacheDir, SMALL_CATALOGUE, `analytics-${index}`, async (dir) => {
        say(`[analytics] seeding ${SMALL_CATALOGUE} games into ${path.relative(ROOT_DIR, dir)} (once; cached)`);
        const seeding = await startServer(
          ROOT_DIR,
          { port: firstPort + CASES.length, games: SMALL_CATALOGUE, dataDir: dir, hostDist },
          say,
        );
        await seeding.close();
      });
      servers.push(
        await startServer(ROOT_DIR, { port: firstPort + index, games: SMALL_CATALOGUE, dataDir, hostDist, env }, say),
      );
      say(`[analytics] ${id} on ${servers[index]?.url}`);
    }
    const words = typingWords(await searchIndexTitles(servers[0]?.url ?? ''), KEYSTROKES, TYPING_SEED);
    // One untimed load of each first, as the bench warms its servers' caches.
    for (const server of servers)
      await measureHome(browser, `${server.url}/`, 'desktop', TIMEOUT_MS, { throttled: false });

    const home = CASES.map(() => new Map<Profile, HomeSample[]>(PROFILES.map((profile) => [profile, []])));
    const keys = CASES.map((): number[][] => []);
    for (let round = 1; round <= rounds; round += 1) {
      // Who goes first alternates: a case measured always second would share its warm-up.
      const order = round % 2 === 1 ? [0, 1] : [1, 0];
      for (const index of order) {
        const server = servers[index];
        if (server === undefined) continue;
        for (const profile of PROFILES)
          home[index]?.get(profile)?.push(await measureHome(browser, `${server.url}/`, profile, TIMEOUT_MS));
        const search = await measureSearch(browser, `${server.url}/`, {
          profile: 'desktop',
          timeoutMs: TIMEOUT_MS,
          throttled: false,
          words,
        });
        keys[index]?.push([...(search.typing?.paintedMs ?? [])]);
        say(
          `[analytics] round ${round}/${rounds} ${CASES[index]?.id}: keystroke p50 ${show(search.typing?.p50Ms)} p95 ${show(search.typing?.p95Ms)} ms`,
        );
      }
    }

    say('');
    say('what analytics costs (median of the rounds; ratio = on / off, 1.000 is no cost)');
    for (const profile of PROFILES) {
      for (const metric of HOME_METRICS) {
        const [on, off] = home.map((byProfile) =>
          median(
            (byProfile.get(profile) ?? [])
              .map((sample) => sample[metric])
              .filter((value): value is number => value !== null),
          ),
        );
        say(
          `  home ${profile.padEnd(7)} ${metric.padEnd(13)} on ${show(on).padStart(8)}  off ${show(off).padStart(8)}  ratio ${shownRatio(on ?? null, off ?? null)}`,
        );
      }
    }
    const [onKeys, offKeys] = keys.map((runs) => runs.flat());
    for (const [label, share] of [
      ['p50', 0.5],
      ['p95', 0.95],
    ] as const) {
      const on = percentile(onKeys ?? [], share);
      const off = percentile(offKeys ?? [], share);
      say(
        `  search keystroke → painted ${label}  on ${show(on).padStart(8)}  off ${show(off).padStart(8)}  ratio ${shownRatio(on, off)}`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
