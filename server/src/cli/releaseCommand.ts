import { ConfigError, readServerConfig } from '../config/serverConfig';
import type { ReleaseContext } from '../releases/deploy';
import { openReleaseContext } from '../releases/releaseContext';
import { APP_IDS, ReleaseError, isAppId, type AppId } from '../releases/releaseStore';
import { ROOT_DIR } from './paths';

export const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The app a release command names, or a usage error listing the apps. */
export function appArgument(value: string | undefined, usage: string): AppId {
  if (isAppId(value)) return value;
  throw new ReleaseError(`${value === undefined ? 'Name an app' : `Unknown app: ${value}`}. Usage: ${usage}\n  apps: ${APP_IDS.join(', ')}`);
}

/**
 * Runs a release command (deploy, rollback, releases) against the store and pointers the
 * server's environment names (RELEASES_DIR, DATA_DIR, DATABASE_URL), then closes them. A
 * mistake the operator can fix prints its message alone and exits 1.
 */
export function runReleaseCommand(work: (context: ReleaseContext, args: readonly string[]) => Promise<void>): void {
  const run = async (): Promise<void> => {
    const config = readServerConfig(process.env, ROOT_DIR);
    const context = openReleaseContext(config, (line) => say(`  ${line}`));
    try {
      await work(context, process.argv.slice(2));
    } finally {
      await context.pointers.close();
    }
  };
  run().catch((error: unknown) => {
    const known = error instanceof ReleaseError || error instanceof ConfigError;
    process.stderr.write(`${known || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message)}\n`);
    process.exit(1);
  });
}
