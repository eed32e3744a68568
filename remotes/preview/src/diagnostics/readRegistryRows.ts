import { isRecord } from '@lobby/domain';
import { REMOTE_IDS, type RemoteId } from '@lobby/shared';

export interface RegistryRow {
  readonly remote: RemoteId;
  /** The current release. */
  readonly version: string | null;
  /** What the current release needs of the host's contracts, e.g. 'props ^2.0.0, bus ^1.0.0'. */
  readonly needs: string | null;
  /** Every release kept, newest first (rollback and fallback targets). */
  readonly kept: readonly string[];
}

function describeRanges(requires: unknown): string | null {
  if (!isRecord(requires) || !isRecord(requires.contracts)) return null;
  return Object.entries(requires.contracts)
    .map(([name, range]) => `${name} ${String(range)}`)
    .join(', ');
}

/**
 * Every remote with what /remotes/registry.json says of it; a remote it leaves out, or
 * describes wrongly, shows as unknown rather than hiding: that is what diagnostics are for.
 */
export function readRegistryRows(registry: unknown): readonly RegistryRow[] {
  return REMOTE_IDS.map((remote) => {
    const entry = isRecord(registry) ? registry[remote] : undefined;
    const releases = isRecord(entry) && Array.isArray(entry.releases) ? (entry.releases as unknown[]) : [];
    return {
      remote,
      version: isRecord(entry) && typeof entry.version === 'string' ? entry.version : null,
      needs: isRecord(entry) ? describeRanges(entry.requires) : null,
      kept: releases.flatMap((release) => (isRecord(release) && typeof release.version === 'string' ? [release.version] : [])),
    };
  });
}
