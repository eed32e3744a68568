import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteId } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/src/app';
import { frontEndApps, workspaceBuilds } from '../../server/src/build/apps';
import { buildStaleApps } from '../../server/src/build/buildStaleApps';
import type { Queryable } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/openDatabase';
import { deployWorkspaceBuilds, type ReleaseContext } from '../../server/src/releases/deploy';
import { openReleaseContext } from '../../server/src/releases/releaseContext';
import { POINTERS_FILE } from '../../server/src/releases/releasePointers';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export interface LobbyServer {
  readonly url: string;
  /** The server's release store and registry pointers: a test deploys and rolls back through them. */
  readonly releases: ReleaseContext;
  close(): Promise<void>;
}

/** Builds what is stale, exactly as `npm start` does. */
export async function ensureBuilt(): Promise<void> {
  // Several people running browser tests at once each build only their own app first.
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await buildStaleApps(ROOT_DIR, frontEndApps(ROOT_DIR));
}

let dataTemplate: Promise<{ readonly dataDir: string; readonly releasesDir: string }> | null = null;

/**
 * One seeded database per test run, with the repository's builds released as `npm start`
 * releases them into one store the run's servers share; each server gets a copy of the
 * database and of the registry's pointers (a fresh database costs seconds).
 */
async function freshDataDir(): Promise<{ dataDir: string; releasesDir: string }> {
  dataTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-data-template-'));
    const releasesDir = await mkdtemp(path.join(os.tmpdir(), 'lobby-releases-'));
    const app = await buildServer({ dataDir: dir, releasesDir, seedGames: 400 });
    await app.ready();
    await app.close();
    const releases = openReleaseContext({ dataDir: dir, releasesDir, databaseUrl: undefined }, () => undefined);
    const { failed } = await deployWorkspaceBuilds(releases, workspaceBuilds(frontEndApps(ROOT_DIR)));
    if (failed.length > 0) throw new Error(`the builds cannot be released:\n${failed.join('\n')}`);
    return { dataDir: dir, releasesDir };
  })();
  const template = await dataTemplate;
  const copy = await mkdtemp(path.join(os.tmpdir(), 'lobby-data-'));
  await cp(template.dataDir, copy, { recursive: true });
  return { dataDir: copy, releasesDir: template.releasesDir };
}

export interface LobbyServerOptions {
  /** Remotes with no current release on this server, as if never deployed. */
  readonly without?: readonly RemoteId[];
  /** A release store of the server's own (default: the run's shared one): for tests that deploy and prune. */
  readonly ownReleases?: boolean;
  /** Paths (without query) answered 503, e.g. to start the lobby with its API down. */
  readonly failingPaths?: readonly string[];
  /** Server settings beyond the defaults (mode, shell origins, proxy origins…). */
  readonly server?: Partial<Omit<ServerOptions, 'rootDir' | 'dataDir' | 'seedGames'>>;
  /** A fixed port (default: any free one), when another server must know this origin first. */
  readonly port?: number;
  /** Called before the server listens, to add hooks. */
  readonly configure?: (app: FastifyInstance) => void;
  /** Changes the server's copy of the seeded content before it starts (content a test needs). */
  readonly prepareData?: (db: Queryable) => Promise<void>;
}

export async function startLobbyServer(options: LobbyServerOptions = {}): Promise<LobbyServer> {
  const fresh = await freshDataDir();
  const { dataDir } = fresh;
  const releasesDir = options.ownReleases ? await mkdtemp(path.join(os.tmpdir(), 'lobby-releases-own-')) : fresh.releasesDir;
  const releases = openReleaseContext({ dataDir, releasesDir, databaseUrl: undefined }, () => undefined);
  if (options.ownReleases) {
    const { failed } = await deployWorkspaceBuilds(releases, workspaceBuilds(frontEndApps(ROOT_DIR)));
    if (failed.length > 0) throw new Error(`the builds cannot be released:\n${failed.join('\n')}`);
  }
  if (options.without?.length) {
    const file = path.join(dataDir, POINTERS_FILE);
    const pointers = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    for (const remote of options.without) delete pointers[remote];
    await writeFile(file, JSON.stringify(pointers));
  }
  if (options.prepareData) {
    const db = await openDatabase({ dataDir });
    try {
      await options.prepareData(db);
    } finally {
      await db.close();
    }
  }
  const app: FastifyInstance = await buildServer({ dataDir, releasesDir, seedGames: 400, ...options.server });
  options.configure?.(app);
  const failingPaths = new Set(options.failingPaths ?? []);
  if (failingPaths.size > 0) {
    // A hook rather than a route: the real route is registered already and must be shadowed.
    app.addHook('onRequest', async (request, reply) => {
      if (failingPaths.has(request.url.split('?')[0] ?? ''))
        await reply.code(503).send({ error: 'Service Unavailable' });
    });
  }
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    releases,
    async close() {
      await app.close();
      await releases.pointers.close();
      await rm(dataDir, { recursive: true, force: true });
      if (options.ownReleases) await rm(releasesDir, { recursive: true, force: true });
    },
  };
}
