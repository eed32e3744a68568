import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations/all';
import { createPgliteDatabase } from '../src/db/pgliteDatabase';
import { createPostgresDatabase } from '../src/db/postgresDatabase';
import { seedIfEmpty } from '../src/seed/seedDatabase';
import { findPostgresBinaries, missingBinariesMessage, startPostgresCluster } from './postgresCluster';
import { teardownTemplates } from './teardownTemplates';
import { POSTGRES_TEMPLATE_DB, TEST_ENV, TEST_SEED_GAMES } from './testEnvironment';

async function preparePgliteTemplate(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'lobby-pglite-')), 'template');
  const db = await createPgliteDatabase(dir);
  await migrate(db, MIGRATIONS);
  await seedIfEmpty(db, { games: TEST_SEED_GAMES, now: new Date() });
  await db.close();
  return dir;
}

async function preparePostgresTemplate(): Promise<void> {
  const binDir = findPostgresBinaries();
  if (!binDir) {
    process.env[TEST_ENV.postgresError] = missingBinariesMessage();
    return;
  }
  const cluster = await startPostgresCluster(binDir);
  process.env[TEST_ENV.postgresRoot] = cluster.root;
  process.env[TEST_ENV.postgresBin] = binDir;
  process.env[TEST_ENV.postgresAdminUrl] = cluster.url('postgres');
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const db = await createPostgresDatabase({ connectionString: cluster.url(POSTGRES_TEMPLATE_DB) });
  await migrate(db, MIGRATIONS);
  await seedIfEmpty(db, { games: TEST_SEED_GAMES, now: new Date() });
  await db.close();
  process.env[TEST_ENV.postgresTemplateUrl] = cluster.url(POSTGRES_TEMPLATE_DB);
}

/**
 * Once per run: a migrated, seeded PGlite data folder that each test file copies (instead of
 * paying PGlite's ~6 s initdb per file) and a throwaway PostgreSQL cluster with a template
 * database that each test file clones. See globalSetup.js.
 */
export async function setupTemplates(): Promise<void> {
  const [pglite, postgres] = await Promise.allSettled([
    preparePgliteTemplate(),
    preparePostgresTemplate().catch((error: unknown) => {
      process.env[TEST_ENV.postgresError] = `Could not start a throwaway PostgreSQL cluster: ${String(error)}`;
    }),
  ]);
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    // Jest skips globalTeardown when globalSetup throws: stop the cluster here.
    await teardownTemplates();
    throw pglite.status === 'rejected' ? pglite.reason : new Error('PostgreSQL template setup failed');
  }
  process.env[TEST_ENV.pgliteTemplate] = pglite.value;
}
