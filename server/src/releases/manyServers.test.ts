import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { writeBuild } from '../../test/releaseBuilds';
import { seededDatabase, type TestDatabase } from '../../test/testDatabases';
import { deployBuild, rollback, type ReleaseContext } from './deploy';
import { postgresPointers } from './releasePointers';
import { createReleaseStore } from './releaseStore';

/**
 * Two lobby servers on one PostgreSQL, sharing a release store (a CDN origin or a shared
 * volume): a deploy or a rollback through either is served by both at their next page.
 */
describe('many servers on one PostgreSQL', () => {
  let root: string;
  let database: TestDatabase;
  let servers: FastifyInstance[];
  let context: ReleaseContext;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lobby-many-servers-'));
    database = await seededDatabase('postgres');
    const databaseUrl = database.location.databaseUrl ?? '';
    const releasesDir = path.join(root, 'releases');
    context = { store: createReleaseStore(releasesDir), pointers: postgresPointers(databaseUrl), say: () => undefined };
    await deployBuild(context, await writeBuild(path.join(root, 'builds'), 'host', '1.0.0'));
    await deployBuild(context, await writeBuild(path.join(root, 'builds'), 'search', '1.0.0'));
    servers = await Promise.all(
      ['a', 'b'].map((name) =>
        buildServer({ dataDir: path.join(root, `data-${name}`), releasesDir, databaseUrl, seedGames: 0 }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await context.pointers.close();
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const versionsServed = async (): Promise<unknown[]> =>
    Promise.all(
      servers.map(async (server) => {
        const registry = (await server.inject('/remotes/registry.json')).json<{ search?: { version: string } }>();
        const page = (await server.inject('/')).body;
        return [registry.search?.version, page.includes(`"/remotes/search/${registry.search?.version}/remoteEntry.js"`)];
      }),
    );

  test('a deploy and a rollback through one are served by both', async () => {
    expect(await versionsServed()).toEqual([
      ['1.0.0', true],
      ['1.0.0', true],
    ]);
    await deployBuild(context, await writeBuild(path.join(root, 'builds'), 'search', '1.1.0', { text: 'B' }));
    expect(await versionsServed()).toEqual([
      ['1.1.0', true],
      ['1.1.0', true],
    ]);
    await rollback(context, 'search');
    expect(await versionsServed()).toEqual([
      ['1.0.0', true],
      ['1.0.0', true],
    ]);
  });
});
