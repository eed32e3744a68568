import { frontEndApps } from '../build/apps';
import { buildStaleApps } from '../build/buildStaleApps';
import { ROOT_DIR } from './paths';

/**
 * `npm run build [-- name…] [-- --force]`: builds the named apps (host or remote ids), or
 * all of them, when stale. `npm run build -- catalogue` redeploys one remote alone.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const all = frontEndApps(ROOT_DIR);
  const unknown = names.filter((name) => !all.some((app) => app.name === name));
  if (unknown.length > 0) throw new Error(`Unknown app: ${unknown.join(', ')}. Known: ${all.map((a) => a.name).join(', ')}`);
  const apps = names.length > 0 ? all.filter((app) => names.includes(app.name)) : all;
  const report = await buildStaleApps(ROOT_DIR, apps, { force });
  process.stdout.write(`[build] built: ${report.built.join(', ') || 'nothing'}; up to date: ${report.upToDate.join(', ') || 'nothing'}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
