import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../src/db/openDatabase';
import { POSTGRES_TEMPLATE_DB, TEST_ENV } from './testEnvironment';

export const BACKENDS = ['pglite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];

/** A private copy of the seeded template database for one test file. */
export interface TestDatabase {
  readonly location: DatabaseLocation;
  dispose(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the server tests through Jest's server project (test/globalSetup.ts)`);
  }
  return value;
}

async function copyPglite(): Promise<TestDatabase> {
  const root = await mkdtemp(join(tmpdir(), 'lobby-pglite-test-'));
  const dataDir = join(root, 'data');
  await cp(required(TEST_ENV.pgliteTemplate), dataDir, { recursive: true });
  return { location: { dataDir }, dispose: () => rm(root, { recursive: true, force: true }) };
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: required(TEST_ENV.postgresAdminUrl) });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function clonePostgres(): Promise<TestDatabase> {
  const error = process.env[TEST_ENV.postgresError];
  if (error) throw new Error(error);
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`);
  const templateUrl = required(TEST_ENV.postgresTemplateUrl);
  return {
    location: { dataDir: '', databaseUrl: templateUrl.replace(`/${POSTGRES_TEMPLATE_DB}?`, `/${name}?`) },
    dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An empty database (not migrated, not seeded) for migration and seed tests. */
export async function emptyDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'lobby-pglite-empty-'));
    return { location: { dataDir: join(root, 'data') }, dispose: () => rm(root, { recursive: true, force: true }) };
  }
  const error = process.env[TEST_ENV.postgresError];
  if (error) throw new Error(error);
  const name = `lobby_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const templateUrl = required(TEST_ENV.postgresTemplateUrl);
  return {
    location: { dataDir: '', databaseUrl: templateUrl.replace(`/${POSTGRES_TEMPLATE_DB}?`, `/${name}?`) },
    dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A copy of the seeded template: PGlite copies the data folder, PostgreSQL clones a database. */
export function seededDatabase(backend: Backend): Promise<TestDatabase> {
  return backend === 'pglite' ? copyPglite() : clonePostgres();
}
