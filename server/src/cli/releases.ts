import { formatBytes } from '../releases/deploy';
import { APP_IDS, type Release } from '../releases/releaseStore';
import { appArgument, runReleaseCommand, say } from './releaseCommand';

const USAGE = 'npm run releases -- [app]';

function ranges(release: Release): string {
  const pairs = release.app === 'host' ? release.provides : release.requires;
  if (!pairs) return '';
  const contracts = Object.entries(pairs.contracts).map(([name, range]) => `${name} ${range}`);
  return `${release.app === 'host' ? 'provides' : 'needs'} ${contracts.join(', ')}; ${Object.keys(pairs.shared).length} shared libraries`;
}

/** `npm run releases -- [app]`: the kept releases of an app (or of every app), newest first, the current one marked. */
runReleaseCommand(USAGE, {}, async (context, { positionals }) => {
  const [name] = positionals;
  const apps = name === undefined ? APP_IDS : [appArgument(name, USAGE)];
  const current = await context.pointers.read();
  let count = 0;
  for (const app of apps) {
    const releases = await context.store.list(app);
    say(`${app}: ${releases.length} kept, current ${current[app] ?? 'none'}`);
    for (const release of releases) {
      const mark = release.version === current[app] ? '*' : ' ';
      say(
        `  ${mark} ${release.version.padEnd(22)} ${release.publishedAt.replace('T', ' ').slice(0, 19)}  ${formatBytes(release.bytes).padStart(7)}  ${ranges(release)}`,
      );
    }
    count += releases.length;
  }
  say(`${count} release${count === 1 ? '' : 's'} in ${context.store.dir} (* = current, pointers in ${context.pointers.where})`);
});
