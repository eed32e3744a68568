import {
  CONTRACT_VERSION,
  REMOTE_IDS,
  type RegistryEntry,
  type RemoteId,
  type RemoteRegistry,
} from '@lobby/shared';

export interface RegistryReading {
  readonly usable: RemoteRegistry;
  readonly rejected: readonly { readonly remote: RemoteId; readonly reason: string }[];
}

function isEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.version === 'string' &&
    typeof entry.manifest === 'string' &&
    entry.manifest.length > 0 &&
    typeof entry.entry === 'string' &&
    entry.entry.length > 0 &&
    typeof entry.contract === 'number'
  );
}

/**
 * Splits a registry document into the remotes the host may load and the reasons it may
 * not load the others (missing, malformed, built for another contract version).
 */
export function readRegistry(document: unknown): RegistryReading {
  const source = typeof document === 'object' && document !== null ? (document as Record<string, unknown>) : {};
  const usable: Partial<Record<RemoteId, RegistryEntry>> = {};
  const rejected: { remote: RemoteId; reason: string }[] = [];
  for (const remote of REMOTE_IDS) {
    const entry = Object.prototype.hasOwnProperty.call(source, remote) ? source[remote] : undefined;
    if (entry === undefined) {
      rejected.push({ remote, reason: 'not deployed' });
    } else if (!isEntry(entry)) {
      rejected.push({ remote, reason: 'malformed registry entry' });
    } else if (entry.contract !== CONTRACT_VERSION) {
      rejected.push({ remote, reason: `contract ${entry.contract}, host expects ${CONTRACT_VERSION}` });
    } else {
      usable[remote] = entry;
    }
  }
  return { usable, rejected };
}
