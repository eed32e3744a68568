import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage } from './src/browser';
import { SMALL_CATALOGUE, type Profile } from './src/cases';
import { median } from './src/stats';
import { seededDataDir, startServer, type BenchServer } from './src/servers';

const ROOT_DIR = path.resolve(__dirname, '..');
const PROFILES: readonly Profile[] = ['phone', 'desktop'];
const TILE_IMAGES = '[data-card-style] img';
const TIMEOUT_MS = 60_000;
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

interface Script {
  readonly url: string;
  /** Brotli (transfer) bytes of the body, as the bench's `jsBytes` counts them. */
  readonly bytes: number;
}

/**
 * One cold load of home as the bench's `measureHome` makes it (the phone throttled, the tiles
 * waited for, then the network settled), keeping each script rather than only their sum.
 */
async function homeScripts(browser: Browser, url: string, profile: Profile): Promise<Script[]> {
  const context = await newContext(browser, profile, { probes: false });
  try {
    const page = await openPage(context, profile, true);
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForSelector(TILE_IMAGES, { state: 'attached', timeout: TIMEOUT_MS }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS / 2 }).catch(() => undefined);
    return await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
  } finally {
    await context.close();
  }
}

/**
 * `npx tsx bench/homeJs.ts [root…]`: only the bench's "JS on home" figure — the brotli bytes and
 * the number of scripts a phone (throttled as in `npm run bench`) and a desktop fetch on `/` at
 * 3,000 games — for one or more builds side by side, in a minute instead of the whole bench. Each
 * root is a checkout that has been built (`npm run build` there), served by its own server on a
 * database seeded once into .bench-cache/; the default is this checkout. `BENCH_ROUNDS` loads per
 * case (default 3) give the medians; `HOME_JS_FILES=1` also lists the scripts of each case's last
 * load, with the app that served each.
 */
async function main(): Promise<void> {
  const roots = process.argv.slice(2).map((root) => path.resolve(root));
  if (roots.length === 0) roots.push(ROOT_DIR);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const firstPort = Number(process.env.BENCH_PORT ?? 8614);
  const cacheDir = path.resolve(ROOT_DIR, process.env.BENCH_CACHE_DIR ?? '.bench-cache');
  const hostDist = path.join('host', 'dist');
  const servers: BenchServer[] = [];
  const browser = await launchBrowser();
  try {
    for (const [index, root] of roots.entries()) {
      const dataDir = await seededDataDir(ROOT_DIR, cacheDir, SMALL_CATALOGUE, `home-js-${index}`, async (dir) => {
        say(`[home-js] seeding ${SMALL_CATALOGUE} games into ${path.relative(ROOT_DIR, dir)} (once; cached)`);
        const port = firstPort + roots.length;
        const seeding = await startServer(root, { port, games: SMALL_CATALOGUE, dataDir: dir, hostDist }, say);
        await seeding.close();
      });
      servers.push(
        await startServer(root, { port: firstPort + index, games: SMALL_CATALOGUE, dataDir, hostDist }, say),
      );
    }
    // One untimed load each first, as the bench warms its servers' caches.
    for (const server of servers) for (const profile of PROFILES) await homeScripts(browser, `${server.url}/`, profile);
    for (const profile of PROFILES) {
      for (const [index, server] of servers.entries()) {
        const samples: Script[][] = [];
        for (let round = 0; round < rounds; round += 1)
          samples.push(await homeScripts(browser, `${server.url}/`, profile));
        const totals = samples.map((scripts) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1000);
        const kb = median(totals) ?? 0;
        const count = median(samples.map((scripts) => scripts.length)) ?? 0;
        const each = samples.map((scripts, round) => `${(totals[round] ?? 0).toFixed(1)}/${scripts.length}`).join(', ');
        say(
          `${profile.padEnd(8)} ${roots[index]}: JS on home ${kb.toFixed(1)} KB brotli, ${count} scripts (loads: ${each})`,
        );
        if (process.env.HOME_JS_FILES !== '1') continue;
        for (const { url, bytes } of samples.at(-1) ?? [])
          say(`    ${(bytes / 1000).toFixed(1).padStart(7)} KB  ${url}`);
      }
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
