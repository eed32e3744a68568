import path from 'node:path';
import { distDir, frontEndApps } from '../build/apps';
import { buildStaleApps } from '../build/buildStaleApps';
import { deployBuild, formatBytes } from '../releases/deploy';
import { ReleaseError } from '../releases/releaseStore';
import { appArgument, runReleaseCommand, say } from './releaseCommand';
import { ROOT_DIR } from './paths';

const USAGE = 'npm run deploy -- <app> [--from <build folder>] [--force]';

/**
 * `npm run deploy -- <app>`: builds that app alone (when its sources changed), publishes the
 * build as an immutable release named by its package.json version, checks it and points the
 * registry at it; the running servers serve it from their next page. `--from` publishes a build
 * made elsewhere (a CI artefact) instead of building; `--force` lets a host go live that some
 * current remote does not fit.
 */
runReleaseCommand(USAGE, { from: { type: 'string' }, force: { type: 'boolean' } }, async (context, { positionals, values }) => {
  const started = Date.now();
  const app = appArgument(positionals[0], USAGE);
  let buildDir: string;
  if (typeof values.from === 'string') {
    buildDir = path.resolve(values.from);
  } else {
    const target = frontEndApps(ROOT_DIR).find((candidate) => candidate.name === app);
    if (!target) throw new ReleaseError(`${app} has no build in this repository`);
    say(`[deploy] building ${app}`);
    const report = await buildStaleApps(ROOT_DIR, [target]).catch((error: unknown) => {
      throw new ReleaseError(`${error instanceof Error ? error.message : String(error)}; nothing was released, the registry is unchanged`);
    });
    say(`[deploy] ${report.built.length > 0 ? 'built' : 'up to date'}: ${app}`);
    buildDir = distDir(target);
  }
  const outcome = await deployBuild(context, buildDir, { force: values.force === true });
  const { release, previous } = outcome;
  const was = previous === null ? 'first release' : previous === release.version ? 'already current' : `was ${previous}`;
  say(
    `deployed ${app} ${release.version} (${was}; ${release.files} files, ${formatBytes(release.bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
