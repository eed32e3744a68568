import type { ServerConfig } from '../config/serverConfig';
import type { ReleaseContext } from './deploy';
import { openReleasePointers } from './releasePointers';
import { createReleaseStore } from './releaseStore';

/** The store and pointers a server with `config` serves, for the release commands. */
export function openReleaseContext(
  config: Pick<ServerConfig, 'releasesDir' | 'dataDir' | 'databaseUrl'>,
  say: (line: string) => void,
): ReleaseContext {
  return {
    store: createReleaseStore(config.releasesDir),
    pointers: openReleasePointers({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
    say,
  };
}
