import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../src/app';
import { contentService, type ContentServiceOptions } from '../src/content/plugin';
import { MAX_GAME_KEY_PARAM_LENGTH } from '../src/content/resolveGame';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/openDatabase';
import { seededDatabase, type Backend, type TestDatabase } from './testDatabases';
import { TEST_SEED_GAMES } from './testEnvironment';

export const DEV_AUTH = { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-1' } as const;
export const DEV2_AUTH = { 'x-userid': 'dev-player-2', 'x-sessionid': 'dev-session-2' } as const;

/** The content service on a private copy of the seeded database, plus direct SQL access. */
export interface TestService {
  readonly app: FastifyInstance;
  readonly db: Database;
  close(): Promise<void>;
}

export async function startTestService(
  backend: Backend,
  options: Partial<ContentServiceOptions> = {},
): Promise<TestService> {
  const database: TestDatabase = await seededDatabase(backend);
  const db = await openDatabase(database.location);
  const app = Fastify({ logger: false, routerOptions: { maxParamLength: MAX_GAME_KEY_PARAM_LENGTH } });
  await app.register(contentService, { ...database.location, seedGames: TEST_SEED_GAMES, database: db, ...options });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await database.dispose();
    },
  };
}

/** A 32-character operator token for tests. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

/**
 * The whole server of `npm start` (content service, shell simulator, static hosting) on a
 * private copy of the seeded PGlite database. Its release store is empty: no front end is
 * deployed, which API tests do not need.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await seededDatabase('pglite');
  const emptyRoot = options.releasesDir ? null : await mkdtemp(join(tmpdir(), 'lobby-releases-'));
  const app = await buildServer({
    ...(emptyRoot ? { releasesDir: emptyRoot } : {}),
    ...database.location,
    seedGames: TEST_SEED_GAMES,
    ...options,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.dispose();
      if (emptyRoot) await rm(emptyRoot, { recursive: true, force: true });
    },
  };
}
