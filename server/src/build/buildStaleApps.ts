import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasIntegrityManifest, writeIntegrityManifest } from '../static/integrity';
import { distDir, type AppBuild, type FrontEndApp } from './apps';
import { inputsHash } from './inputsHash';

const STAMP = '.build-stamp';

export interface BuildReport {
  readonly built: readonly string[];
  readonly upToDate: readonly string[];
}

async function isUpToDate(app: FrontEndApp, hash: string): Promise<boolean> {
  const stamp = await readFile(path.join(distDir(app), STAMP), 'utf8').catch(() => '');
  return stamp.trim() === hash;
}

/**
 * Deploying a build records the hash of every file it wrote, which the static hosting
 * checks before serving (and caching) a file. The stamp comes last, so a build interrupted
 * before it is made again on the next start.
 */
async function recordBuild(app: FrontEndApp, hash: string): Promise<void> {
  const dist = distDir(app);
  await writeIntegrityManifest(dist);
  await writeFile(path.join(dist, STAMP), `${hash}\n`);
}

function runWebpackConfig(rootDir: string, app: FrontEndApp, build: AppBuild): Promise<void> {
  const cli = path.join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const output = build.outputBelowDist ? ['--output-path', path.join(distDir(app), build.outputBelowDist)] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--config', build.config, '--mode', 'production', ...output], {
      cwd: path.dirname(build.config),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${app.name} failed (exit ${code})`)),
    );
  });
}

/** The app's builds one after another: a later one writes below the dist the first one cleans. */
async function runWebpack(rootDir: string, app: FrontEndApp): Promise<void> {
  for (const build of app.builds ?? [{ config: path.join(app.dir, 'webpack.config.js') }]) {
    await runWebpackConfig(rootDir, app, build);
  }
}

/**
 * Builds the apps whose inputs changed since their last build, `concurrency` at a time
 * (one webpack per core). A second run with nothing changed builds nothing.
 */
export async function buildStaleApps(
  rootDir: string,
  apps: readonly FrontEndApp[],
  options: { force?: boolean; concurrency?: number; build?: (rootDir: string, app: FrontEndApp) => Promise<void> } = {},
): Promise<BuildReport> {
  const build = options.build ?? runWebpack;
  const hashes = await Promise.all(apps.map((app) => inputsHash(rootDir, app.dir, app.sources)));
  const stale: { app: FrontEndApp; hash: string }[] = [];
  const upToDate: string[] = [];
  for (const [index, app] of apps.entries()) {
    const hash = hashes[index] ?? '';
    if (!options.force && (await isUpToDate(app, hash))) {
      upToDate.push(app.name);
      // A build made before manifests existed gets one, so its files can be cached again.
      if (!(await hasIntegrityManifest(distDir(app)))) await recordBuild(app, hash);
    } else {
      stale.push({ app, hash });
    }
  }
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      process.stdout.write(`[build] ${next.app.name}: building\n`);
      await build(rootDir, next.app);
      await recordBuild(next.app, next.hash);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return { built: stale.map(({ app }) => app.name), upToDate };
}
