import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/src/app';
import { frontEndApps } from '../../server/src/build/apps';
import { buildStaleApps } from '../../server/src/build/buildStaleApps';
import type { Queryable } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/openDatabase';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export interface LobbyServer {
  readonly url: string;
  /** The root the server serves host/ and remotes/ from (a temporary deployment for some tests). */
  readonly rootDir: string;
  close(): Promise<void>;
}

/** Builds what is stale, exactly as `npm start` does. */
export async function ensureBuilt(): Promise<void> {
  // Several people running browser tests at once each build only their own app first.
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await buildStaleApps(ROOT_DIR, frontEndApps(ROOT_DIR));
}

export interface DeploymentOptions {
  /** Remotes left out of the deployment, as if their build folder were removed. */
  readonly without?: readonly RemoteId[];
  /** Remotes copied (not linked) so a test can change their deployment. */
  readonly copied?: readonly RemoteId[];
}

/** A deployment folder that links to the real builds, so tests can remove or swap a remote. */
export async function makeDeployment(options: DeploymentOptions = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-deploy-'));
  await symlink(path.join(ROOT_DIR, 'host'), path.join(dir, 'host'));
  await mkdir(path.join(dir, 'remotes'));
  for (const remote of REMOTE_IDS) {
    if (options.without?.includes(remote)) continue;
    const source = path.join(ROOT_DIR, 'remotes', remote);
    const target = path.join(dir, 'remotes', remote);
    if (options.copied?.includes(remote))
      await cp(path.join(source, 'dist'), path.join(target, 'dist'), { recursive: true });
    else await symlink(source, target);
  }
  return dir;
}

let dataTemplate: Promise<string> | null = null;

/** One seeded database per test run; each server gets a copy (a fresh one costs seconds). */
async function freshDataDir(): Promise<string> {
  dataTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-data-template-'));
    const app = await buildServer({ rootDir: ROOT_DIR, dataDir: dir, seedGames: 400 });
    await app.ready();
    await app.close();
    return dir;
  })();
  const template = await dataTemplate;
  const copy = await mkdtemp(path.join(os.tmpdir(), 'lobby-data-'));
  await cp(template, copy, { recursive: true });
  return copy;
}

export interface LobbyServerOptions {
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

export async function startLobbyServer(
  rootDir: string = ROOT_DIR,
  options: LobbyServerOptions = {},
): Promise<LobbyServer> {
  const dataDir = await freshDataDir();
  if (options.prepareData) {
    const db = await openDatabase({ dataDir });
    try {
      await options.prepareData(db);
    } finally {
      await db.close();
    }
  }
  const app: FastifyInstance = await buildServer({ rootDir, dataDir, seedGames: 400, ...options.server });
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
    rootDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
