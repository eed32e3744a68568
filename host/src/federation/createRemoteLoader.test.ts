import { createLobbyBus } from '@lobby/bus';
import type { HostProvides, RemoteFallback, RemoteLoadFailure, RemoteStates } from '@lobby/shared';
import { createRemoteLoader, type FederationRuntime, type RemoteApp } from './createRemoteLoader';

const CatalogueApp: RemoteApp = () => null;

/** jsdom has no fetch Response; the loader reads only ok, status and json(). */
function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

interface Fixture {
  registry: unknown;
  registryStatus?: number;
  modules: Record<string, { default?: RemoteApp } | null | Error>;
}

const provides: HostProvides = { contracts: { props: '2.0.0' }, shared: {} };

function setup(fixture: Fixture, options: { pageRegistry?: unknown } = {}) {
  const bus = createLobbyBus();
  const failures: RemoteLoadFailure[] = [];
  bus.on$('remote:loadFailed').subscribe((failure) => failures.push(failure));
  const fallbacks: RemoteFallback[] = [];
  bus.on$('remote:fellBack').subscribe((fallback) => fallbacks.push(fallback));
  const requested: string[] = [];
  const registered: string[] = [];
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(new URL(url).pathname);
    if (url.endsWith('/remotes/registry.json')) return jsonResponse(fixture.registryStatus ?? 200, fixture.registry);
    return jsonResponse(404, {});
  }) as typeof fetch;
  const federation: FederationRuntime = {
    registerRemotes: (remotes) => registered.push(...remotes.map((remote) => remote.entry)),
    loadRemote: async <T>(id: string) => {
      const module = fixture.modules[id];
      if (module instanceof Error) throw module;
      return (module ?? null) as T | null;
    },
  };
  const loader = createRemoteLoader({
    bus,
    federation,
    fetch: fakeFetch,
    baseUrl: 'http://lobby.test/',
    provides,
    ...('pageRegistry' in options ? { registry: options.pageRegistry } : {}),
  });
  return { loader, failures, fallbacks, requested, registered, states: () => bus.current('remote:statesChanged') };
}

const release = (remote: string, version = '0.1.0', props = '^2.0.0') => ({
  version,
  manifest: `/remotes/${remote}/${version}/mf-manifest.json`,
  entry: `/remotes/${remote}/${version}/remoteEntry.js`,
  requires: { contracts: { props }, shared: {} },
});

const entry = (remote: string) => ({ ...release(remote), releases: [release(remote)] });

describe('createRemoteLoader', () => {
  test('registers the remote entry itself and loads its ./App, fetching nothing but the registry', async () => {
    const { loader, registered, requested } = setup({
      registry: { catalogue: entry('catalogue') },
      modules: { 'lobby_catalogue/App': { default: CatalogueApp } },
    });
    await expect(loader.load('catalogue')).resolves.toBe(CatalogueApp);
    expect(registered).toEqual(['http://lobby.test/remotes/catalogue/0.1.0/remoteEntry.js']);
    expect(requested).toEqual(['/remotes/registry.json']);
  });

  test('reads the registry the page carries instead of fetching it', async () => {
    const { loader, requested } = setup(
      { registry: {}, modules: { 'lobby_catalogue/App': { default: CatalogueApp } } },
      { pageRegistry: { catalogue: entry('catalogue') } },
    );
    await expect(loader.load('catalogue')).resolves.toBe(CatalogueApp);
    expect(requested).toEqual([]);
  });

  test.each([
    ['not in the registry', { registry: {}, modules: {} }, 'not deployed'],
    ['without a registry', { registry: {}, registryStatus: 503, modules: {} }, 'registry unavailable'],
    [
      'down (its entry does not load)',
      {
        registry: { catalogue: entry('catalogue') },
        modules: { 'lobby_catalogue/App': new Error('ScriptExternalLoadError') },
      },
      'ScriptExternalLoadError',
    ],
    [
      'its module has no default export',
      { registry: { catalogue: entry('catalogue') }, modules: { 'lobby_catalogue/App': {} } },
      'no default export',
    ],
  ])('a remote that is %s fails alone and is reported on the bus', async (_name, fixture, reason) => {
    const { loader, failures, registered } = setup(fixture);
    await expect(loader.load('catalogue')).rejects.toThrow(reason);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.remote).toBe('catalogue');
    expect(failures[0]?.reason).toContain(reason);
    if (reason === 'not deployed' || reason === 'registry unavailable') expect(registered).toEqual([]);
  });

  test('after a failure the next load reads the registry again and picks up a new deployment', async () => {
    const fixture: Fixture = { registry: {}, modules: {} };
    const { loader, requested } = setup(fixture, { pageRegistry: {} });
    await expect(loader.load('catalogue')).rejects.toThrow('not deployed');
    fixture.registry = { catalogue: entry('catalogue') };
    fixture.modules['lobby_catalogue/App'] = { default: CatalogueApp };
    await expect(loader.load('catalogue')).resolves.toBe(CatalogueApp);
    expect(requested.filter((url) => url === '/remotes/registry.json')).toHaveLength(1);
  });

  test('a current release the host cannot run: the newest kept one that it can runs, said on the bus and in the states', async () => {
    const current = release('catalogue', '0.3.0', '^3.0.0');
    const { loader, registered, fallbacks, states } = setup({
      registry: { catalogue: { ...current, releases: [current, release('catalogue', '0.2.0'), release('catalogue')] } },
      modules: { 'lobby_catalogue/App': { default: CatalogueApp } },
    });
    await expect(loader.load('catalogue')).resolves.toBe(CatalogueApp);
    expect(registered).toEqual(['http://lobby.test/remotes/catalogue/0.2.0/remoteEntry.js']);
    const reason = 'release 0.3.0 needs contract props ^3.0.0, this host provides 2.0.0';
    expect(fallbacks).toEqual([{ remote: 'catalogue', running: '0.2.0', current: '0.3.0', reason }]);
    expect(states()).toEqual<RemoteStates>({ catalogue: { loaded: true, version: '0.2.0', fallback: { from: '0.3.0', reason } } });
  });

  test('concurrent loads of one remote share a single load', async () => {
    const { loader, requested, registered } = setup({
      registry: { catalogue: entry('catalogue') },
      modules: { 'lobby_catalogue/App': { default: CatalogueApp } },
    });
    await Promise.all([loader.load('catalogue'), loader.load('catalogue'), loader.load('catalogue')]);
    expect(requested).toEqual(['/remotes/registry.json']);
    expect(registered).toHaveLength(1);
  });

  test('loaded() answers a remote only once a load of it has succeeded', async () => {
    const { loader } = setup({
      registry: { catalogue: entry('catalogue') },
      modules: { 'lobby_catalogue/App': { default: CatalogueApp } },
    });
    expect(loader.loaded('catalogue')).toBeUndefined();
    const loading = loader.load('catalogue');
    expect(loader.loaded('catalogue')).toBeUndefined();
    await loading;
    expect(loader.loaded('catalogue')).toBe(CatalogueApp);
    await expect(loader.load('bonuses')).rejects.toThrow('not deployed');
    expect(loader.loaded('bonuses')).toBeUndefined();
  });
});
