import {
  EXPOSED_MODULE,
  REGISTRY_PATH,
  federationName,
  type LobbyBus,
  type RegistryEntry,
  type RemoteAppProps,
  type RemoteId,
  type RemoteStates,
} from '@lobby/shared';
import type { ComponentType } from 'react';
import { readRegistry } from './readRegistry';

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
}

export interface RemoteLoaderOptions {
  readonly bus: LobbyBus;
  readonly federation: FederationRuntime;
  readonly fetch: typeof fetch;
  /** Page URL the registry and manifest URLs are resolved against. */
  readonly baseUrl: string;
  readonly manifestTimeoutMs?: number;
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
 * URLs is compiled into the host), registers only remotes whose manifest answers, and loads
 * `./App` lazily. A failure costs only that remote: it is reported on the bus and the next
 * load reads the registry again, so a remote deployed or fixed later is picked up.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { bus, federation, baseUrl } = options;
  const manifestTimeoutMs = options.manifestTimeoutMs ?? 8000;
  const loads = new Map<RemoteId, Promise<RemoteApp>>();
  let registry: Promise<ReturnType<typeof readRegistry>> | null = null;
  let states: RemoteStates = {};

  async function fetchJson(url: string): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), manifestTimeoutMs);
    try {
      const response = await options.fetch(url, { cache: 'no-cache', signal: controller.signal });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    } finally {
      clearTimeout(timer);
    }
  }

  function readRegistryOnce(): Promise<ReturnType<typeof readRegistry>> {
    registry ??= fetchJson(new URL(REGISTRY_PATH, baseUrl).href).then(readRegistry);
    return registry;
  }

  async function register(remote: RemoteId, entry: RegistryEntry): Promise<void> {
    const manifestUrl = new URL(entry.manifest, baseUrl).href;
    // Register only what answers: a dead remote must not be handed to the runtime.
    await fetchJson(manifestUrl);
    federation.registerRemotes([{ name: federationName(remote), entry: manifestUrl }], { force: true });
  }

  async function loadOnce(remote: RemoteId): Promise<RemoteApp> {
    let reading: ReturnType<typeof readRegistry>;
    try {
      reading = await readRegistryOnce();
    } catch (error) {
      registry = null;
      throw new RemoteLoadError(remote, `registry unavailable (${describe(error)})`);
    }
    const entry = reading.usable[remote];
    if (!entry) {
      const reason = reading.rejected.find((rejection) => rejection.remote === remote)?.reason ?? 'not deployed';
      throw new RemoteLoadError(remote, reason);
    }
    try {
      await register(remote, entry);
      const module = await federation.loadRemote<{ default?: RemoteApp }>(
        `${federationName(remote)}/${EXPOSED_MODULE.replace('./', '')}`,
      );
      if (!module?.default) throw new Error(`${EXPOSED_MODULE} has no default export`);
      return module.default;
    } catch (error) {
      throw new RemoteLoadError(remote, describe(error));
    }
  }

  function load(remote: RemoteId): Promise<RemoteApp> {
    const existing = loads.get(remote);
    if (existing) return existing;
    const loading = loadOnce(remote).then(
      (app) => {
        bus.emit('remote:loaded', { remote });
        states = { ...states, [remote]: { loaded: true } };
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
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
