import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_IDS } from '@lobby/shared';
import { inputsHash } from '../../server/src/build/inputsHash';
import { writeIntegrityManifest } from '../../server/src/static/integrity';

/** Where `npm run build:monolith` writes, relative to the repository root (HOST_DIST names it). */
export const MONOLITH_DIST = path.join('host', 'dist-monolith');
const STAMP = '.build-stamp';

/** The monolith reads the host and every remote: it is stale when any of them changed. */
async function monolithInputsHash(rootDir: string): Promise<string> {
  const apps = [path.join(rootDir, 'host'), ...REMOTE_IDS.map((remote) => path.join(rootDir, 'remotes', remote))];
  const hashes = await Promise.all(apps.map((dir) => inputsHash(rootDir, dir)));
  const config = await readFile(path.join(rootDir, 'webpack.config.monolith.js'), 'utf8');
  return createHash('sha256').update(hashes.join(':')).update(config).digest('hex');
}

function runWebpack(rootDir: string): Promise<void> {
  const cli = path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, '--config', path.join(rootDir, 'webpack.config.monolith.js'), '--mode', 'production'],
      {
        cwd: rootDir,
        stdio: 'inherit',
        // As buildStaleApps does: Lingui's plugin keeps only message ids in production.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the monolith failed (exit ${code})`)),
    );
  });
}

/**
 * Builds the monolith when its inputs changed since the last build (or always with `force`),
 * and records it the way a deployed host/dist is recorded, so the server serves and caches it
 * alike. Returns whether it built.
 */
export async function buildMonolith(rootDir: string, options: { force?: boolean } = {}): Promise<boolean> {
  const dist = path.join(rootDir, MONOLITH_DIST);
  const hash = await monolithInputsHash(rootDir);
  const stamp = await readFile(path.join(dist, STAMP), 'utf8').catch(() => '');
  if (!options.force && stamp.trim() === hash) return false;
  await runWebpack(rootDir);
  await writeIntegrityManifest(dist);
  await writeFile(path.join(dist, STAMP), `${hash}\n`);
  return true;
}
