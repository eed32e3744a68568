import path from 'node:path';
import { launchBrowser, measureHome } from './src/browser';
import { SMALL_CATALOGUE, type HomeSample, type Profile } from './src/cases';
import { median } from './src/stats';
import { seededDataDir, startServer } from './src/servers';

const ROOT_DIR = path.resolve(__dirname, '..');
const LOCALES = ['en', 'ja', 'th', 'ru', 'fr'] as const;
const PROFILES: readonly Profile[] = ['phone', 'desktop'];
const TIMEOUT_MS = 60_000;
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const ms = (value: number | null): string => (value === null ? '—' : `${Math.round(value)} ms`);

/**
 * `npx tsx bench/localeHome.ts`: home on the bench's phone (network and CPU throttled as in
 * `npm run bench`) and desktop, 3,000 games, in several locales, loads interleaved round by round so each
 * locale meets the same machine: first paint, largest paint and 12 tiles shown, with each
 * locale's ratio to English. The server draws the first view in the page's locale and writes
 * the translation service's texts into the page (issue #31), so a Japanese home should paint
 * as early as an English one. `BENCH_ROUNDS` loads per locale (default 5).
 */
async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const port = Number(process.env.BENCH_PORT ?? 8624);
  const cacheDir = path.resolve(ROOT_DIR, process.env.BENCH_CACHE_DIR ?? '.bench-cache');
  const hostDist = path.join('host', 'dist');
  const dataDir = await seededDataDir(ROOT_DIR, cacheDir, SMALL_CATALOGUE, 'locale-home', async (dir) => {
    say(`[locale-home] seeding ${SMALL_CATALOGUE} games into ${path.relative(ROOT_DIR, dir)} (once; cached)`);
    const seeding = await startServer(
      ROOT_DIR,
      { port: port + 1, games: SMALL_CATALOGUE, dataDir: dir, hostDist },
      say,
    );
    await seeding.close();
  });
  const server = await startServer(ROOT_DIR, { port, games: SMALL_CATALOGUE, dataDir, hostDist }, say);
  const browser = await launchBrowser();
  try {
    const url = (locale: string) => `${server.url}/?locale=${locale}`;
    for (const profile of PROFILES) {
      // One untimed load each first: the server's first views and the browser's caches warm up.
      for (const locale of LOCALES) await measureHome(browser, url(locale), profile, TIMEOUT_MS);
      const samples = new Map<string, HomeSample[]>(LOCALES.map((locale) => [locale, []]));
      for (let round = 0; round < rounds; round += 1) {
        for (const locale of LOCALES)
          samples.get(locale)?.push(await measureHome(browser, url(locale), profile, TIMEOUT_MS));
      }
      const medianOf = (locale: string, metric: 'fcpMs' | 'lcpMs' | 'tilesShownMs') =>
        median(
          (samples.get(locale) ?? [])
            .map((sample) => sample[metric])
            .filter((value): value is number => value !== null),
        );
      // The phone's first screen holds the lead banner only: no tiles to count there (as in `npm run bench`).
      say(`${profile}, ${SMALL_CATALOGUE} games, ${rounds} loads per locale, medians (ratio to en):`);
      for (const locale of LOCALES) {
        const parts = (['fcpMs', 'lcpMs', 'tilesShownMs'] as const).map((metric) => {
          const value = medianOf(locale, metric);
          const english = medianOf('en', metric);
          const ratio = value !== null && english !== null && english > 0 ? ` (${(value / english).toFixed(2)})` : '';
          return `${metric.replace('Ms', '')} ${ms(value)}${ratio}`;
        });
        say(`  ${locale.padEnd(3)} ${parts.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
