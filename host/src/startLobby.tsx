import { createApiClients } from '@lobby/api';
import { createLobbyBus } from '@lobby/bus';
import { createEnglishI18n, loadLocale } from '@lobby/i18n';
import type { ApiConfig } from '@lobby/shared';
import { createShellBridge } from '@lobby/shell-bridge';
import { createLobbyStorage } from '@lobby/storage';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteLoader } from './federation/createRemoteLoader';
import { HostApp } from './layout/HostApp';
import { connectShellNavigation } from './navigation/connectShellNavigation';
import { apiConfigOf } from './startup/apiConfigOf';
import { reflectLoadState } from './startup/loadStateAttribute';
import { runStartup } from './startup/runStartup';

/**
 * Start-up: one bus, one i18n instance, one storage, the remote loader; the app is mounted
 * at once (English, dark) so the player sees the layout while settings and the lobby load.
 */
export function startLobby(container: HTMLElement): void {
  const root = document.documentElement;
  const bus = createLobbyBus();
  reflectLoadState(bus, root);
  root.classList.add('theme-dark');
  const storage = createLobbyStorage();
  const i18n = createEnglishI18n();
  const loader = createRemoteLoader({
    bus,
    federation: { registerRemotes, loadRemote },
    fetch: window.fetch.bind(window),
    baseUrl: window.location.href,
  });
  loader.preload('catalogue');
  connectShellNavigation(bus, { logger: console });

  const reactRoot = createRoot(container);
  const render = (apiConfig: ApiConfig) =>
    reactRoot.render(
      <StrictMode>
        <HostApp bus={bus} i18n={i18n} loader={loader} apiConfig={apiConfig} />
      </StrictMode>,
    );
  render({ proxies: {} });

  runStartup({
    bus,
    bridge: createShellBridge({ bus, window }),
    api: createApiClients({ storage }),
    storage,
    i18n,
    loadLocale: (instance, locale) => loadLocale(instance, locale),
    query: window.location.search,
    root,
    logger: console,
    onProxies: (proxies) => render(apiConfigOf(proxies)),
  });
}
