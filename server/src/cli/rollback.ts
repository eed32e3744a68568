import { rollback } from '../releases/deploy';
import { appArgument, runReleaseCommand, say } from './releaseCommand';

const USAGE = 'npm run rollback -- <app> [version]';

/**
 * `npm run rollback -- <app> [version]`: points the registry back at the release published
 * before the current one, or at the named kept release. Nothing is built: the release is
 * checked and the pointer moves.
 */
runReleaseCommand(USAGE, {}, async (context, { positionals }) => {
  const started = performance.now();
  const [name, version] = positionals;
  const app = appArgument(name, USAGE);
  const { release, previous } = await rollback(context, app, version);
  say(`rolled back ${app} to ${release.version} (was ${previous ?? 'none'}) in ${Math.round(performance.now() - started)} ms`);
});
