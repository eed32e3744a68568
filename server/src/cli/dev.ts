import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { frontEndApps, workspaceBuilds } from '../build/apps';
import { buildStaleApps } from '../build/buildStaleApps';
import { readServerConfig } from '../config/serverConfig';
import { deployWorkspaceBuilds } from '../releases/deploy';
import { openReleaseContext } from '../releases/releaseContext';
import { ROOT_DIR } from './paths';

/** What a front-end build reads (as server/src/build/inputsHash.ts hashes it). */
const WATCHED = ['host', 'remotes', 'packages', 'shared/src', 'webpack.config.base.js'];
/** Build output, caches and tests never make an app stale; watching them would rebuild forever. */
const IGNORED = /(^|\/)(node_modules|dist|\.swc|coverage)(\/|$)|\.test\.tsx?$/;
/** One save often writes several files; wait for the burst to end. */
const SETTLE_MS = 300;

function log(line: string): void {
  process.stdout.write(`[dev] ${line}\n`);
}

/**
 * `npm run dev`: the lobby served exactly as `npm start` serves it (start.ts runs as a child,
 * under the same tsx loader), and each change to an app's sources rebuilds the stale apps
 * through the same build code and releases them as `npm start` does. Builds are production
 * builds, so a reload of the page shows the change and a later `npm start` has nothing to build.
 */
async function main(): Promise<void> {
  const apps = frontEndApps(ROOT_DIR);
  const builds = workspaceBuilds(apps);
  // The same store and pointers the server serves (its own start releases the first builds).
  const releases = openReleaseContext(readServerConfig(process.env, ROOT_DIR), (line) => log(line));
  // Built here first, so the server's own check finds nothing stale and never races a rebuild.
  const first = await buildStaleApps(ROOT_DIR, apps);
  log(`built: ${first.built.join(', ') || 'nothing (all up to date)'}`);

  const server = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'start.ts')], {
    stdio: 'inherit',
    env: process.env,
  });

  let building = false;
  let changedAgain = false;
  let timer: NodeJS.Timeout | undefined;
  const rebuild = async (): Promise<void> => {
    if (building) {
      changedAgain = true;
      return;
    }
    building = true;
    try {
      const report = await buildStaleApps(ROOT_DIR, apps);
      if (report.built.length > 0) {
        const { deployed, failed } = await deployWorkspaceBuilds(releases, builds);
        for (const reason of failed) log(reason);
        log(`rebuilt ${report.built.join(', ')}, now current: ${deployed.join(', ') || 'nothing new'}: reload the page`);
      }
    } catch (error) {
      log(`build failed, still serving the last good build: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      building = false;
    }
    if (changedAgain) {
      changedAgain = false;
      await rebuild();
    }
  };

  const watchers: FSWatcher[] = WATCHED.map((entry) =>
    watch(path.join(ROOT_DIR, entry), { recursive: true }, (_event, file) => {
      const changed = path.posix.join(
        entry,
        String(file ?? '')
          .split(path.sep)
          .join('/'),
      );
      if (IGNORED.test(changed)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), SETTLE_MS);
    }),
  );
  log(`watching ${WATCHED.join(', ')}; a change rebuilds what it affects`);

  const stop = () => {
    for (const watcher of watchers) watcher.close();
    clearTimeout(timer);
    void releases.pointers.close();
    server.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => {
    for (const watcher of watchers) watcher.close();
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
