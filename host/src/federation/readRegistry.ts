import { chooseRelease } from '@lobby/domain';
import { REGISTRY_ENTRY, REMOTE_IDS, check, isPlainObject, ownValue, type HostProvides, type ReleaseEntry, type RemoteId } from '@lobby/shared';

/** The release of a remote this host runs, and why it is not the current one when it is not. */
export interface UsableRemote {
  readonly release: ReleaseEntry;
  readonly fallback?: { readonly from: string; readonly reason: string };
}

export interface RegistryReading {
  readonly usable: Readonly<Partial<Record<RemoteId, UsableRemote>>>;
  readonly rejected: readonly { readonly remote: RemoteId; readonly reason: string }[];
}

/**
 * Splits a registry document into the release of each remote this host runs (the current one,
 * or the newest kept one it can run when the current one needs more than `provides`) and the
 * reasons it runs none of the others (missing, malformed, no fitting release).
 */
export function readRegistry(document: unknown, provides: HostProvides): RegistryReading {
  const source = isPlainObject(document) ? document : {};
  const usable: Partial<Record<RemoteId, UsableRemote>> = {};
  const rejected: { remote: RemoteId; reason: string }[] = [];
  for (const remote of REMOTE_IDS) {
    const value = ownValue(source, remote);
    if (value === undefined) {
      rejected.push({ remote, reason: 'not deployed' });
      continue;
    }
    // The registry's schema (@lobby/shared REGISTRY_ENTRY): a kept release that does not fit
    // is left out, a current one that does not fit costs this remote.
    const entry = check(REGISTRY_ENTRY, value);
    if (!entry.ok) {
      rejected.push({ remote, reason: 'malformed registry entry' });
      continue;
    }
    const { releases: kept, ...current } = entry.value;
    const choice = chooseRelease(current satisfies ReleaseEntry, kept, provides);
    if (choice.kind === 'none') rejected.push({ remote, reason: choice.reason });
    else if (choice.kind === 'current') usable[remote] = { release: choice.release };
    else usable[remote] = { release: choice.release, fallback: { from: current.version, reason: choice.reason } };
  }
  return { usable, rejected };
}
