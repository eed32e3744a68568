import { isRecord } from '@lobby/domain';
import { REMOTE_IDS, type RemoteId } from '@lobby/shared';

export interface RegistryRow {
  readonly remote: RemoteId;
  readonly version: string | null;
  readonly contract: number | null;
}

/**
 * Every remote with what /remotes/registry.json says of it; a remote it leaves out, or
 * describes wrongly, shows as unknown rather than hiding: that is what diagnostics are for.
 */
export function readRegistryRows(registry: unknown): readonly RegistryRow[] {
  return REMOTE_IDS.map((remote) => {
    const entry = isRecord(registry) ? registry[remote] : undefined;
    return {
      remote,
      version: isRecord(entry) && typeof entry.version === 'string' ? entry.version : null,
      contract: isRecord(entry) && typeof entry.contract === 'number' ? entry.contract : null,
    };
  });
}
