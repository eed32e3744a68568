import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, readServerConfig } from '../config/serverConfig';
import type { ReleaseContext } from '../releases/deploy';
import { openReleaseContext } from '../releases/releaseContext';
import { APP_IDS, ReleaseError, isAppId, type AppId } from '../releases/releaseStore';
import { ROOT_DIR } from './paths';

/** A command's arguments as node's parseArgs reads them: its flags, and the words around them. */
export interface CommandArgs {
  readonly positionals: readonly string[];
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
}

export const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The app a release command names, or a usage error listing the apps. */
export function appArgument(value: string | undefined, usage: string): AppId {
  if (isAppId(value)) return value;
  throw new ReleaseError(`${value === undefined ? 'Name an app' : `Unknown app: ${value}`}. Usage: ${usage}\n  apps: ${APP_IDS.join(', ')}`);
}

/**
 * Reads a release command's arguments (an unknown flag or a missing value is a usage error) and
 * runs it (deploy, rollback, releases) against the store and pointers the
 * server's environment names (RELEASES_DIR, DATA_DIR, DATABASE_URL), then closes them. A
 * mistake the operator can fix prints its message alone and exits 1.
 */
export function runReleaseCommand(
  usage: string,
  options: NonNullable<ParseArgsConfig['options']>,
  work: (context: ReleaseContext, args: CommandArgs) => Promise<void>,
): void {
  const run = async (): Promise<void> => {
    let args: CommandArgs;
    try {
      args = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true }) as CommandArgs;
    } catch (error) {
      throw new ReleaseError(`${error instanceof Error ? error.message : String(error)}. Usage: ${usage}`);
    }
    const config = readServerConfig(process.env, ROOT_DIR);
    const context = openReleaseContext(config, (line) => say(`  ${line}`));
    try {
      await work(context, args);
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
