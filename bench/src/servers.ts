import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { LOCK_FILE } from '../../server/src/db/dataDirLock';

export interface BenchServer {
  readonly url: string;
  readonly games: number;
  close(): Promise<void>;
}

export interface ServerSpec {
  readonly port: number;
  readonly games: number;
  readonly dataDir: string;
  /** The host build to serve, relative to the root: host/dist, or the monolith. */
  readonly hostDist: string;
  /** More of the server's environment (ANALYTICS_WRITE_KEY=off, for one). */
  readonly env?: Readonly<Record<string, string>>;
}

const READY_TIMEOUT_MS = 10 * 60_000;
const SEEDED = '.bench-seeded';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat().sort();
}

/** What a seeded database depends on: the seed and the schema. A change to either reseeds. */
async function seedSourceHash(rootDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['server/src/seed', 'server/src/db/migrations']) {
    for (const file of await filesUnder(path.join(rootDir, dir))) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(path.relative(rootDir, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Starts `npm start`'s server (demo mode, no build) as its own process, and waits until it answers. */
export async function startServer(
  rootDir: string,
  spec: ServerSpec,
  log: (line: string) => void,
): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(rootDir, 'server', 'src', 'cli', 'start.ts'),
      '--skip-build',
    ],
    {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        LOBBY_MODE: 'demo',
        PORT: String(spec.port),
        HOST: '127.0.0.1',
        DATA_DIR: spec.dataDir,
        SEED_GAMES: String(spec.games),
        HOST_DIST: spec.hostDist,
        // Every cold load is a new client of the same address: the bench must not be throttled.
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
        ...spec.env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${spec.port}`;
  const close = async (): Promise<void> => {
    if (exited) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([done, delay(10_000)]);
    if (!exited) child.kill('SIGKILL');
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastReport = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server on port ${spec.port} stopped:\n${stderr}`);
    const total = await fetch(`${url}/api/v1/casino/games?limit=1&locale=en`)
      .then(async (response) => (response.ok ? ((await response.json()) as { total?: number }).total : undefined))
      .catch(() => undefined);
    if (total !== undefined) {
      if (total !== spec.games) {
        await close();
        throw new Error(`${spec.dataDir} holds ${total} games, not ${spec.games}: delete it to reseed`);
      }
      return { url, games: spec.games, close };
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the server on port ${spec.port} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    if (Date.now() - lastReport > 15_000) {
      lastReport = Date.now();
      log(`  waiting for the ${spec.games}-game server (a first start seeds its database)…`);
    }
    await delay(500);
  }
}

/**
 * A database seeded with `games` games for one server, from the cache when an earlier run
 * seeded it with the same seed code. Each server needs its own folder (one server per
 * DATA_DIR): `copy` names a further copy of the same catalogue.
 */
export async function seededDataDir(
  rootDir: string,
  cacheDir: string,
  games: number,
  copy: string,
  seed: (dataDir: string) => Promise<void>,
): Promise<string> {
  const folder = path.join(cacheDir, `seed-${await seedSourceHash(rootDir)}`);
  const primary = path.join(folder, `${games}`);
  const isSeeded = (dir: string) =>
    stat(path.join(dir, SEEDED)).then(
      () => true,
      () => false,
    );
  if (!(await isSeeded(primary))) {
    await rm(primary, { recursive: true, force: true });
    await mkdir(primary, { recursive: true });
    await seed(primary);
    await writeFile(path.join(primary, SEEDED), `${new Date().toISOString()}\n`);
  }
  if (copy === '') return primary;
  const copied = path.join(folder, `${games}-${copy}`);
  if (!(await isSeeded(copied))) {
    await rm(copied, { recursive: true, force: true });
    // Copied while no server runs on it; the lock of the server that seeded it is not copied.
    await cp(primary, copied, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => path.basename(source) !== LOCK_FILE,
    });
  }
  return copied;
}
