import {
  EXPOSED_MODULE,
  REGISTRY_PATH,
  federationName,
  type HostProvides,
  type LobbyBus,
  type ReleaseEntry,
  type RemoteAppProps,
  type RemoteId,
  type RemoteStates,
} from '@lobby/shared';
import type { ComponentType } from 'react';
import { readRegistry, type UsableRemote } from './readRegistry';

export type RemoteApp = ComponentType<RemoteAppProps>;

/** The two calls of the MF runtime the loader needs; injected so tests need no federation. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoader {
  /** Loads a remote's `./App`; rejects with a readable reason. Reads the registry again after a failure. */
  load(remote: RemoteId): Promise<RemoteApp>;
  /** Starts loading a remote without waiting for it. */
  preload(remote: RemoteId): void;
  /** The remote's `./App` once a load of it has succeeded, else undefined: drawn without suspending. */
  loaded(remote: RemoteId): RemoteApp | undefined;
}

export interface RemoteLoaderOptions {
  readonly bus: LobbyBus;
  readonly federation: FederationRuntime;
  readonly fetch: typeof fetch;
  /** Page URL the registry and entry URLs are resolved against. */
  readonly baseUrl: string;
  /** What this host provides (HOST_PROVIDES): a remote runs the newest kept release that fits it. */
  readonly provides: HostProvides;
  /** The registry the server wrote into the page: read instead of fetching it, until a load fails. */
  readonly registry?: unknown;
  readonly registryTimeoutMs?: number;
}

class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteId,
    reason: string,
  ) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Learns where remotes are from /remotes/registry.json at run time (nothing about remote
 * URLs is compiled into the host; the server may write it into the page), registers the
 * remotes the host asks for, and loads `./App` lazily. A failure costs only that remote: it is reported on the bus and the next
 * load reads the registry again, so a remote deployed or fixed later is picked up.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { bus, federation, baseUrl } = options;
  const registryTimeoutMs = options.registryTimeoutMs ?? 8000;
  const loads = new Map<RemoteId, Promise<RemoteApp>>();
  const ready = new Map<RemoteId, RemoteApp>();
  let registry: Promise<ReturnType<typeof readRegistry>> | null =
    options.registry === undefined ? null : Promise.resolve(readRegistry(options.registry, options.provides));
  let states: RemoteStates = {};

  async function fetchJson(url: string): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), registryTimeoutMs);
    try {
      const response = await options.fetch(url, { cache: 'no-cache', signal: controller.signal });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    } finally {
      clearTimeout(timer);
    }
  }

  function readRegistryOnce(): Promise<ReturnType<typeof readRegistry>> {
    registry ??= fetchJson(new URL(REGISTRY_PATH, baseUrl).href).then((document) =>
      readRegistry(document, options.provides),
    );
    return registry;
  }

  /**
   * Registers the remote's entry itself, not its manifest: the runtime then fetches nothing
   * before remoteEntry.js (issue #12). A dead remote is still only its own failure: with
   * `loaded-first` the runtime loads an entry when it is asked for, and loadRemote rejects.
   */
  function register(remote: RemoteId, entry: ReleaseEntry): void {
    federation.registerRemotes([{ name: federationName(remote), entry: new URL(entry.entry, baseUrl).href }], { force: true });
  }

  async function loadOnce(remote: RemoteId): Promise<{ app: RemoteApp; usable: UsableRemote }> {
    let reading: ReturnType<typeof readRegistry>;
    try {
      reading = await readRegistryOnce();
    } catch (error) {
      registry = null;
      throw new RemoteLoadError(remote, `registry unavailable (${describe(error)})`);
    }
    const usable = reading.usable[remote];
    if (!usable) {
      const reason = reading.rejected.find((rejection) => rejection.remote === remote)?.reason ?? 'not deployed';
      throw new RemoteLoadError(remote, reason);
    }
    try {
      register(remote, usable.release);
      const module = await federation.loadRemote<{ default?: RemoteApp }>(
        `${federationName(remote)}/${EXPOSED_MODULE.replace('./', '')}`,
      );
      if (!module?.default) throw new Error(`${EXPOSED_MODULE} has no default export`);
      return { app: module.default, usable };
    } catch (error) {
      throw new RemoteLoadError(remote, describe(error));
    }
  }

  function load(remote: RemoteId): Promise<RemoteApp> {
    const existing = loads.get(remote);
    if (existing) return existing;
    const loading = loadOnce(remote).then(
      ({ app, usable }) => {
        ready.set(remote, app);
        const { release, fallback } = usable;
        if (fallback) {
          bus.emit('remote:fellBack', { remote, running: release.version, current: fallback.from, reason: fallback.reason });
        }
        bus.emit('remote:loaded', { remote });
        states = { ...states, [remote]: { loaded: true, version: release.version, ...(fallback ? { fallback } : {}) } };
        bus.emit('remote:statesChanged', states);
        return app;
      },
      (error: unknown) => {
        loads.delete(remote);
        registry = null;
        bus.emit('remote:loadFailed', { remote, reason: describe(error) });
        states = { ...states, [remote]: { loaded: false, reason: describe(error) } };
        bus.emit('remote:statesChanged', states);
        throw error;
      },
    );
    loads.set(remote, loading);
    return loading;
  }

  return {
    load,
    preload(remote) {
      load(remote).catch(() => {
        // Reported on the bus by load(); the area shows its fallback when it renders.
      });
    },
    loaded: (remote) => ready.get(remote),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
