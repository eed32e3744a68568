import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId, type RemoteRegistry } from '@lobby/shared';

/** What a remote's build writes beside its manifest (webpack.config.base.js, REMOTE_DESCRIPTOR). */
interface RemoteDescriptor {
  readonly id: RemoteId;
  readonly version: string;
  readonly contract: number;
}

export function remoteDistDir(rootDir: string, remote: RemoteId): string {
  return path.join(rootDir, 'remotes', remote, 'dist');
}

async function readDescriptor(rootDir: string, remote: RemoteId): Promise<RemoteDescriptor | null> {
  try {
    const text = await readFile(path.join(remoteDistDir(rootDir, remote), 'remote.json'), 'utf8');
    const value = JSON.parse(text) as Partial<RemoteDescriptor>;
    if (value.id !== remote || typeof value.version !== 'string' || typeof value.contract !== 'number') return null;
    return { id: remote, version: value.version, contract: value.contract };
  } catch {
    return null;
  }
}

/**
 * The registry is read from disk on every request, so a remote rebuilt (or removed) while
 * the server runs is picked up by the next page load without touching the host.
 */
export async function readDeployedRegistry(rootDir: string): Promise<RemoteRegistry> {
  const descriptors = await Promise.all(REMOTE_IDS.map((remote) => readDescriptor(rootDir, remote)));
  const registry: Partial<Record<RemoteId, RemoteRegistry[RemoteId]>> = {};
  for (const descriptor of descriptors) {
    if (!descriptor) continue;
    registry[descriptor.id] = {
      version: descriptor.version,
      manifest: `/remotes/${descriptor.id}/${descriptor.version}/mf-manifest.json`,
      contract: descriptor.contract,
    };
  }
  return registry;
}

export async function deployedVersion(rootDir: string, remote: RemoteId): Promise<string | null> {
  return (await readDescriptor(rootDir, remote))?.version ?? null;
}
