import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteId } from '@lobby/shared';
import { buildStaleApps } from '../../server/src/build/buildStaleApps';
import { ROOT_DIR } from './lobbyServer';

export interface RemoteBuild {
  /** The copy's own folder: a temporary repository with this one remote in it. */
  readonly root: string;
  /** Its build, ready to deploy in place of the remote's. */
  readonly dist: string;
}

export interface RemoteChange {
  /** A source file below the remote's folder, e.g. 'src/App.tsx'. */
  readonly file: string;
  readonly change: (source: string) => string;
  /** The version the rebuilt remote is released as. */
  readonly version: string;
}

/**
 * Builds a changed copy of one remote the way its team would release it alone: the real
 * Lingui extract and compile of its own catalogue, then its production webpack build. The
 * host and the other remotes are not touched. The copy sits in a temporary folder laid out
 * like the repository, with links to the repository's node_modules and webpack factory.
 */
export async function buildRemoteCopy(remote: RemoteId, { file, change, version }: RemoteChange): Promise<RemoteBuild> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lobby-remote-build-'));
  await symlink(path.join(ROOT_DIR, 'node_modules'), path.join(root, 'node_modules'));
  await symlink(path.join(ROOT_DIR, 'webpack.config.base.js'), path.join(root, 'webpack.config.base.js'));
  const dir = path.join(root, 'remotes', remote);
  await cp(path.join(ROOT_DIR, 'remotes', remote), dir, {
    recursive: true,
    filter: (source) => !/[\\/](?:dist|node_modules|\.swc)$/.test(source),
  });

  const sourceFile = path.join(dir, file);
  const before = await readFile(sourceFile, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`buildRemoteCopy: the change left ${file} as it was`);
  await writeFile(sourceFile, after);
  const manifest = path.join(dir, 'package.json');
  await writeFile(manifest, JSON.stringify({ ...JSON.parse(await readFile(manifest, 'utf8')), version }, null, 2));

  const config = path.join(root, 'lingui.config.ts');
  const lobbyConfig = path.join(ROOT_DIR, 'packages', 'i18n', 'lingui.config');
  await writeFile(
    config,
    `import { lobbyLinguiConfig } from ${JSON.stringify(lobbyConfig)};\nexport default lobbyLinguiConfig(${JSON.stringify(root)});\n`,
  );
  await lingui(root, ['extract', '--clean', '--overwrite', '--config', config]);
  await lingui(root, ['compile', '--typescript', '--config', config]);
  await buildStaleApps(root, [{ name: remote, dir }], { force: true });
  return { root, dist: path.join(dir, 'dist') };
}

function lingui(cwd: string, args: readonly string[]): Promise<void> {
  const cli = path.join(ROOT_DIR, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lingui ${args[0]} failed (exit ${code})`))));
  });
}
