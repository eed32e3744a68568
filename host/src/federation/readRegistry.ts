import { chooseRelease, isRecord, readRanges } from '@lobby/domain';
import { REMOTE_IDS, type HostProvides, type ReleaseEntry, type RemoteId } from '@lobby/shared';

/** The release of a remote this host runs, and why it is not the current one when it is not. */
export interface UsableRemote {
  readonly release: ReleaseEntry;
  readonly fallback?: { readonly from: string; readonly reason: string };
}

export interface RegistryReading {
  readonly usable: Readonly<Partial<Record<RemoteId, UsableRemote>>>;
  readonly rejected: readonly { readonly remote: RemoteId; readonly reason: string }[];
}

/** A release as the registry names it, rebuilt from its checked fields only, or null. */
function readRelease(value: unknown): ReleaseEntry | null {
  if (!isRecord(value)) return null;
  const { version, manifest, entry } = value;
  const requires = readRanges(value.requires);
  if (typeof version !== 'string' || typeof manifest !== 'string' || manifest.length === 0) return null;
  if (typeof entry !== 'string' || entry.length === 0 || requires === null) return null;
  return { version, manifest, entry, requires };
}

/**
 * Splits a registry document into the release of each remote this host runs (the current one,
 * or the newest kept one it can run when the current one needs more than `provides`) and the
 * reasons it runs none of the others (missing, malformed, no fitting release).
 */
export function readRegistry(document: unknown, provides: HostProvides): RegistryReading {
  const source = isRecord(document) ? document : {};
  const usable: Partial<Record<RemoteId, UsableRemote>> = {};
  const rejected: { remote: RemoteId; reason: string }[] = [];
  for (const remote of REMOTE_IDS) {
    const value = Object.prototype.hasOwnProperty.call(source, remote) ? source[remote] : undefined;
    const current = readRelease(value);
    if (value === undefined) {
      rejected.push({ remote, reason: 'not deployed' });
      continue;
    }
    if (current === null) {
      rejected.push({ remote, reason: 'malformed registry entry' });
      continue;
    }
    const listed = isRecord(value) && Array.isArray(value.releases) ? value.releases : [];
    const kept = listed.map(readRelease).filter((release): release is ReleaseEntry => release !== null);
    const choice = chooseRelease(current, kept, provides);
    if (choice.kind === 'none') rejected.push({ remote, reason: choice.reason });
    else if (choice.kind === 'current') usable[remote] = { release: choice.release };
    else usable[remote] = { release: choice.release, fallback: { from: current.version, reason: choice.reason } };
  }
  return { usable, rejected };
}
