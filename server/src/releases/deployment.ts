import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rememberAtMost } from '@lobby/domain';
import { EXPOSED_MODULE, REMOTE_IDS, type ReleaseEntry, type RemoteId, type RemoteRegistry } from '@lobby/shared';
import type { CurrentReleases, ReleasePointers } from './releasePointers';
import type { AppId, Release, ReleaseStore } from './releaseStore';

/** The container file every remote build writes (webpack.config.base.js `filename`). */
const REMOTE_ENTRY = 'remoteEntry.js';

/** A release's files the server reads but never serves (the catalogue's first-view renderer). */
export const SERVER_ONLY_FOLDER = 'server';

/** The catalogue release's first-view renderer (host/first-view/webpack.config.js writes it). */
export const FIRST_VIEW_BUNDLE = `${SERVER_ONLY_FOLDER}/firstView.cjs`;

/** Where a remote release's files are served. */
export function releaseBaseUrl(remote: RemoteId, version: string): string {
  return `/remotes/${remote}/${version}/`;
}

function releaseEntry(release: Release & { readonly app: RemoteId }): ReleaseEntry {
  const base = releaseBaseUrl(release.app, release.version);
  return {
    version: release.version,
    manifest: `${base}mf-manifest.json`,
    entry: `${base}${REMOTE_ENTRY}`,
    requires: release.requires ?? { contracts: {}, shared: {} },
  };
}

const isRemote = (release: Release): release is Release & { readonly app: RemoteId } => release.app !== 'host';

/** What is deployed at one moment: read once per page, so the page and its parts agree. */
export interface DeploymentSnapshot {
  /** /remotes/registry.json: each remote's current release and every release kept. */
  readonly registry: RemoteRegistry;
  /** The current release of each app that has one. */
  readonly current: Readonly<Partial<Record<AppId, Release>>>;
  /** The host's releases' folders: the current one first, then the others kept (old tabs' chunks). */
  readonly hostDirs: readonly string[];
}

export interface Deployment {
  readonly store: ReleaseStore;
  snapshot(): Promise<DeploymentSnapshot>;
  /** DeploymentSnapshot.hostDirs alone, for the host's files (no remote is read). */
  hostDirs(): Promise<readonly string[]>;
  /** The URLs starting `remote` fetches: its remoteEntry.js and the chunks `./App` needs at once. */
  startFiles(snapshot: DeploymentSnapshot, remote: RemoteId): Promise<string[]>;
  /** The first-view renderer of the current catalogue release, or null. */
  firstViewBundle(snapshot: DeploymentSnapshot): string | null;
}

/** The part of mf-manifest.json that says which files `./App` needs before it can run. */
interface ManifestExposes {
  readonly exposes?: readonly { readonly path?: unknown; readonly assets?: { readonly js?: { readonly sync?: unknown } } }[];
}

/**
 * What the lobby server serves from the release store: pointers read at each snapshot (a file
 * stat, or one query with DATABASE_URL; concurrent requests share one read), releases read once. When the pointers cannot be read
 * (PostgreSQL down), the last ones read stand, so pages keep being served.
 */
export function createDeployment(options: {
  readonly store: ReleaseStore;
  readonly pointers: ReleasePointers;
  readonly onError?: (error: unknown) => void;
}): Deployment {
  const { store, pointers, onError = () => undefined } = options;
  let lastPointers: CurrentReleases = {};
  const startFilesCache = new Map<string, Promise<string[]>>();

  /** One read at a time: the requests that ask meanwhile (a page's score of script requests) share it. */
  let reading: Promise<CurrentReleases> | null = null;
  function readPointers(): Promise<CurrentReleases> {
    reading ??= pointers
      .read()
      .then(
        (read) => (lastPointers = read),
        (error: unknown) => {
          onError(error);
          return lastPointers;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** The current host release's folder, then the other kept ones'. */
  async function hostDirsOf(pointed: CurrentReleases): Promise<string[]> {
    const version = pointed.host;
    if (version === undefined) return [];
    const [release, kept] = await Promise.all([store.read('host', version), store.list('host')]);
    if (release === null) return [];
    return [release, ...kept.filter((other) => other.version !== version)].map((other) =>
      store.releaseDir('host', other.version),
    );
  }

  async function snapshot(): Promise<DeploymentSnapshot> {
    const pointed = await readPointers();
    const [hostDirs, host, remotes] = await Promise.all([
      hostDirsOf(pointed),
      pointed.host === undefined ? null : store.read('host', pointed.host),
      Promise.all(
        REMOTE_IDS.map(async (remote) => {
          const version = pointed[remote];
          const [release, kept] = await Promise.all([
            version === undefined ? null : store.read(remote, version),
            store.list(remote),
          ]);
          return { remote, release, kept };
        }),
      ),
    ]);
    const current: Partial<Record<AppId, Release>> = host ? { host } : {};
    const registry: Partial<Record<RemoteId, RemoteRegistry[RemoteId]>> = {};
    for (const { remote, release, kept } of remotes) {
      if (!release || !isRemote(release)) continue;
      current[remote] = release;
      registry[remote] = { ...releaseEntry(release), releases: kept.filter(isRemote).map(releaseEntry) };
    }
    return { registry, current, hostDirs };
  }

  async function readStartFiles(remote: RemoteId, version: string): Promise<string[]> {
    const base = releaseBaseUrl(remote, version);
    let chunks: string[] = [];
    try {
      const text = await readFile(path.join(store.releaseDir(remote, version), 'mf-manifest.json'), 'utf8');
      const app = (JSON.parse(text) as ManifestExposes).exposes?.find((expose) => expose.path === EXPOSED_MODULE);
      const sync = app?.assets?.js?.sync;
      if (Array.isArray(sync)) chunks = sync.filter((file): file is string => typeof file === 'string' && !file.includes('..'));
    } catch {
      // A manifest that cannot be read only costs the preload of the chunks: the entry still loads them.
    }
    return [REMOTE_ENTRY, ...chunks].map((file) => `${base}${file}`);
  }

  return {
    store,
    snapshot,
    hostDirs: async () => hostDirsOf(await readPointers()),
    startFiles(deployed, remote) {
      const release = deployed.current[remote];
      if (!release) return Promise.resolve([]);
      const key = `${remote}/${release.version}`;
      let files = startFilesCache.get(key);
      if (files === undefined) {
        files = readStartFiles(remote, release.version);
        rememberAtMost(startFilesCache, key, files, 64);
      }
      return files;
    },
    firstViewBundle(deployed) {
      const catalogue = deployed.current.catalogue;
      return catalogue ? path.join(store.releaseDir('catalogue', catalogue.version), ...FIRST_VIEW_BUNDLE.split('/')) : null;
    },
  };
}
