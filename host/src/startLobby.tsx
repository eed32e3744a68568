import { createApiClients } from '@lobby/api';
import { createLobbyBus } from '@lobby/bus';
import { createEnglishI18n, loadLocale } from '@lobby/i18n';
import type { ApiConfig } from '@lobby/shared';
import { createShellBridge } from '@lobby/shell-bridge';
import { createLobbyStorage } from '@lobby/storage';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { uiTexts } from '@lobby/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteLoader } from './federation/createRemoteLoader';
import { HostApp } from './layout/HostApp';
import { createNavigationHistory } from './navigation/navigationHistory';
import { platformPrefixOf } from './layout/platformPrefix';
import { connectShellNavigation } from './navigation/connectShellNavigation';
import { connectApiServices } from './services/connectApiServices';
import { connectLaunchRouting } from './services/connectLaunchRouting';
import { connectPlayerCounts } from './services/connectPlayerCounts';
import { connectShellMessages } from './services/connectShellMessages';
import { apiConfigOf } from './startup/apiConfigOf';
import { reflectLoadState } from './startup/loadStateAttribute';
import { runStartup } from './startup/runStartup';
import { hostTexts } from './texts';

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
  // The shared libraries' texts come with the host: each is one singleton copy at run time.
  const i18n = createEnglishI18n({ catalogues: [hostTexts, uiTexts] });
  const prefix = platformPrefixOf(window.location.pathname);
  const loader = createRemoteLoader({
    bus,
    federation: { registerRemotes, loadRemote },
    fetch: window.fetch.bind(window),
    baseUrl: window.location.href,
  });
  loader.preload('catalogue');
  connectShellNavigation(bus, { logger: console });
  const history = createNavigationHistory();
  connectShellMessages(bus, { storage, root, history });
  connectLaunchRouting(bus);
  connectPlayerCounts(bus, { storage });

  const reactRoot = createRoot(container);
  const render = (apiConfig: ApiConfig) =>
    reactRoot.render(
      <StrictMode>
        <HostApp bus={bus} i18n={i18n} loader={loader} apiConfig={apiConfig} storage={storage} prefix={prefix} history={history} />
      </StrictMode>,
    );
  render({ proxies: {} });

  const api = createApiClients({ storage });
  let apiServicesConnected = false;
  runStartup({
    bus,
    bridge: createShellBridge({ bus, window }),
    api,
    storage,
    i18n,
    loadLocale: (instance, locale) => loadLocale(instance, locale),
    query: window.location.search,
    root,
    logger: console,
    fixedPlatform: prefix.platform,
    onProxies: (proxies) => {
      render(apiConfigOf(proxies));
      // The personal lists need initialised clients; a maintenance retry must not connect twice.
      if (apiServicesConnected) return;
      apiServicesConnected = true;
      connectApiServices(bus, { api, logger: console });
    },
  });
}
