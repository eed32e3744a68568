import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPOSED_MODULE, REMOTE_IDS, type RemoteId, type RemoteRegistry } from '@lobby/shared';

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
    const base = remoteBaseUrl(descriptor);
    registry[descriptor.id] = {
      version: descriptor.version,
      manifest: `${base}mf-manifest.json`,
      entry: `${base}${REMOTE_ENTRY}`,
      contract: descriptor.contract,
    };
  }
  return registry;
}

/** The container file every remote build writes (webpack.config.base.js `filename`). */
const REMOTE_ENTRY = 'remoteEntry.js';

function remoteBaseUrl(descriptor: RemoteDescriptor): string {
  return `/remotes/${descriptor.id}/${descriptor.version}/`;
}

/** The part of mf-manifest.json that says which files `./App` needs before it can run. */
interface ManifestExposes {
  readonly exposes?: readonly { readonly path?: unknown; readonly assets?: { readonly js?: { readonly sync?: unknown } } }[];
}

/**
 * URLs of what starting `remote` fetches: its remoteEntry.js, then the chunks its `./App`
 * needs at once (the manifest's sync assets). The page names them in preload links so they
 * download beside the host's own scripts instead of after them. Empty when not deployed.
 */
export async function remoteStartFiles(rootDir: string, remote: RemoteId): Promise<string[]> {
  const descriptor = await readDescriptor(rootDir, remote);
  if (!descriptor) return [];
  const base = remoteBaseUrl(descriptor);
  let chunks: string[] = [];
  try {
    const text = await readFile(path.join(remoteDistDir(rootDir, remote), 'mf-manifest.json'), 'utf8');
    const app = (JSON.parse(text) as ManifestExposes).exposes?.find((expose) => expose.path === EXPOSED_MODULE);
    const sync = app?.assets?.js?.sync;
    if (Array.isArray(sync)) chunks = sync.filter((file): file is string => typeof file === 'string' && !file.includes('..'));
  } catch {
    // A manifest that cannot be read only costs the preload of the chunks: the entry still loads them.
  }
  return [REMOTE_ENTRY, ...chunks].map((file) => `${base}${file}`);
}

export async function deployedVersion(rootDir: string, remote: RemoteId): Promise<string | null> {
  return (await readDescriptor(rootDir, remote))?.version ?? null;
}
