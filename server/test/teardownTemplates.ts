import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stopPostgresCluster } from './postgresCluster';
import { TEST_ENV } from './testEnvironment';

/** Stops the throwaway cluster and removes the templates. See globalTeardown.js. */
export async function teardownTemplates(): Promise<void> {
  const root = process.env[TEST_ENV.postgresRoot];
  const binDir = process.env[TEST_ENV.postgresBin];
  if (root && binDir) await stopPostgresCluster(root, binDir);
  const template = process.env[TEST_ENV.pgliteTemplate];
  if (template) await rm(dirname(template), { recursive: true, force: true });
}
