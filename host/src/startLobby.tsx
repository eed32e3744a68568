import { createActionOutbox, createAnalyticsClient, createApiClients, sendOutboxEntry } from '@lobby/api';
import { createLobbyBus } from '@lobby/bus';
import { createLobbyClock, createLobbyStore } from '@lobby/connected';
import { isExitLoading, isGameRoutePath, isGameWindowName, pageDeepLinkOf, pathBelowPlatform } from '@lobby/domain';
import { createEnglishI18n } from '@lobby/i18n';
import { createShellBridge } from '@lobby/shell-bridge';
import { createLobbyStorage } from '@lobby/storage';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserWhenIdle, uiTexts } from '@lobby/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_VIEW_ELEMENT_ID, RESIDENT_REMOTE } from '@lobby/shared';
import { connectErrorTracking } from './actions/connectErrorTracking';
import { createPlayerActions } from './actions/createPlayerActions';
import { createRemoteLoader } from './federation/createRemoteLoader';
import { HOST_PROVIDES } from './federation/hostProvides';
import { createResidentStart } from './federation/residentStart';
import { connectFirstView } from './firstView/connectFirstView';
import { connectFullScreen } from './layout/connectFullScreen';
import { HostApp } from './layout/HostApp';
import { connectLayoutPlatform, platformInForce } from './layout/layoutPlatform';
import { platformPrefixOf } from './layout/platformPrefix';
import { createNavigationHistory } from './navigation/navigationHistory';
import { connectApiServices } from './services/connectApiServices';
import { connectPlayerCounts } from './services/connectPlayerCounts';
import { connectSessionMemory, rememberedSession } from './services/connectSessionMemory';
import { connectPlayerListsSync } from './services/playerListsSync';
import { connectFreshBalances } from './services/connectFreshBalances';
import { connectProtection } from './protection/connectProtection';
import { createLeaveGame } from './protection/leaveGame';
import { createRealityChecks } from './protection/createRealityChecks';
import { connectShellMessages } from './shell/connectShellMessages';
import { deliverPageDeepLink } from './shell/pageDeepLink';
import { connectLobbyReload } from './startup/connectLobbyReload';
import { connectLocale } from './startup/connectLocale';
import { connectThemeClass } from './startup/connectThemeClass';
import { createInitialDataInbox } from './startup/initialDataInbox';
import { reflectLoadState } from './startup/loadStateAttribute';
import { readPageConfig } from './startup/pageConfig';
import { runStartup } from './startup/runStartup';
import { hostTexts } from './texts';

/**
 * Start-up: one bus, one i18n instance, one storage, one set of API clients, the remote
 * loader; the app is mounted at once (English, dark) so the player sees the layout while
 * settings and the lobby load.
 */
export function startLobby(container: HTMLElement): void {
  const root = document.documentElement;
  // What /dev reports of the host: its own build, and the contract it was built against.
  root.dataset.lobbyHostVersion = __APP_VERSION__;
  root.dataset.lobbyContracts = Object.entries(HOST_PROVIDES.contracts)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  const page = readPageConfig(document);
  // SPEC §2: a page opened at a deep-link address takes the link as the shell message it names
  // (deliverPageDeepLink below) and goes on at the lobby's root: the router never sees the link.
  const deepLink = pageDeepLinkOf(window.location.pathname, window.location.search);
  if (deepLink !== null) window.history.replaceState(window.history.state, '', deepLink.continueAt);
  const bus = createLobbyBus();
  // The lobby's one clock, handed down like the bus: it runs from an editor's chosen instant in
  // time travel, and every date window and countdown reads it (the store, bonuses, remotes).
  const clock = createLobbyClock(bus);
  const storage = createLobbyStorage();
  // The API reads the session from the bus, where the host keeps it, at every call.
  const api = createApiClients({ storage, getSession: () => bus.current('session:changed') });
  // The one normalised lobby: the layout, the remotes and the shell navigation read it.
  const lobbyStore = createLobbyStore(bus, {
    clock,
    fetchGames: (filter) => api.getGames(filter),
    fetchSearchIndex: ({ locale, platform, ios }) => api.getSearchIndex({ locale, platform, ios }),
    searchGames: ({ locale, platform, ios }, { q, providers, volatilities, sort, limit }, signal) =>
      api.searchGames({ q, locale, platform, ios, providers, volatilities, sort: sort ?? undefined, limit }, signal),
    logger: console,
  });
  // The player-action pipeline (docs/player-actions.md): the gate, the ordered and durable writes
  // (sent once the API clients are ready; what the last page left goes first), analytics.
  const send = sendOutboxEntry(api);
  const outbox = createActionOutbox({ storage, send: (entry) => api.initialized().then(() => send(entry)) });
  const analytics = createAnalyticsClient({ writeKey: page.analyticsKey ?? null, storage });
  // Player protection (issue #34): loaded for the signed-in player once the first view is drawn,
  // again when a launch is refused.
  const protection = connectProtection(bus, { api, logger: console, whenIdle: browserWhenIdle });
  const playerActions = createPlayerActions(bus, {
    api,
    writes: outbox,
    tracker: analytics,
    logger: console,
    games: lobbyStore.games,
    now: clock.now,
    onProtectionRefused: protection.reload,
  });
  connectErrorTracking(bus, analytics);
  reflectLoadState(bus, root);
  connectThemeClass(bus, root);
  connectFullScreen(bus, document);
  // The host's texts and those of its own copy of @lobby/ui; each remote loads its copy's (useCatalogue).
  const i18n = createEnglishI18n({ catalogues: [hostTexts, uiTexts] });
  const prefix = platformPrefixOf(window.location.pathname);
  const loader = createRemoteLoader({
    bus,
    federation: { registerRemotes, loadRemote },
    fetch: window.fetch.bind(window),
    baseUrl: window.location.href,
    provides: HOST_PROVIDES,
    ...(page.boot ? { registry: page.boot.registry } : {}),
  });
  loader.preload('catalogue');
  // game-player is not part of start-up: it is fetched and mounted on the first launch request
  // (which the bus holds until it reads it), an openGame setting, its own route or the exit
  // loading, or once the lobby has loaded and the browser is idle (issue #12).
  const residentStart = createResidentStart(bus, {
    exitLoading: isExitLoading(window.location.search),
    whenIdle: browserWhenIdle,
  });
  residentStart.subscribe(() => loader.preload(RESIDENT_REMOTE));
  const history = createNavigationHistory();
  const inbox = createInitialDataInbox(console);
  // Issue #34: balances asked for again after the cashier or a game closes.
  const freshBalances = connectFreshBalances(bus, { page: document, window });
  connectShellMessages(bus, {
    storage,
    history,
    catalogue: () => lobbyStore.current()?.lobby,
    onInitialData: inbox.offer,
    onCashierClosed: freshBalances.cashierClosed,
    logger: console,
  });
  connectPlayerCounts(bus, { storage });
  // Read before start-up writes this session's: what the last one left (SPEC §9 essential keys).
  const remembered = rememberedSession(storage);
  connectSessionMemory(bus, { storage });
  connectLayoutPlatform(bus);
  connectApiServices(bus, {
    api,
    actions: playerActions,
    favouriteRefused: (listener) =>
      outbox.onRefused((entry) => {
        if (entry.kind === 'favourite' && entry.favourite !== null) listener({ key: entry.key, favourite: entry.favourite });
      }),
    clock,
    // The lobby window and the game windows it opens share the player's lists (SPEC §3 sync key).
    playerListsSync: connectPlayerListsSync(bus, { storage }),
    logger: console,
    games: lobbyStore.games,
    // The player's lists load after the first view: their blocks hold placeholders meanwhile.
    whenIdle: browserWhenIdle,
    onGameRoute: () => isGameRoutePath(pathBelowPlatform(window.location.pathname)),
  });
  connectLobbyReload(bus, { api, logger: console });
  // Player protection's reality checks (issue #34, docs/player-protection.md).
  const realityChecks = createRealityChecks(bus, {
    clock,
    storage,
    leaveGame: createLeaveGame(bus, { window, backTarget: () => history.backTarget() }),
  });
  // <html lang>, the locale's texts and the translation service's: they follow the settings.
  const localeSwitch = connectLocale(bus, { i18n, root, api, logger: console, pageTexts: page.firstTexts });

  // The page the server drew ahead of the scripts, shown until the lobby has drawn it too.
  const firstView = connectFirstView(bus, document.getElementById(FIRST_VIEW_ELEMENT_ID));

  createRoot(container).render(
    <StrictMode>
      <HostApp
        bus={bus}
        lobbyStore={lobbyStore}
        clock={clock}
        playerActions={playerActions}
        i18n={i18n}
        loader={loader}
        residentStart={residentStart}
        prefix={prefix}
        history={history}
        mode={page.mode}
        firstView={firstView}
        realityChecks={realityChecks}
        onCashierRequested={freshBalances.cashierRequested}
      />
    </StrictMode>,
  );
  const bridge = createShellBridge({
    bus,
    window,
    allowedOrigins: page.shellOrigins,
    ...(page.shellScheme === undefined ? {} : { customScheme: page.shellScheme }),
  });
  if (deepLink !== null) deliverPageDeepLink(bus, bridge, deepLink.link);
  runStartup({
    bus,
    bridge,
    api,
    storage,
    i18n,
    loadLocale: (_instance, locale) => localeSwitch.ready(locale),
    query: window.location.search,
    initialData: inbox.received,
    logger: console,
    // A game window the launch opened keeps the session of the lobby that opened it; a
    // record lost meanwhile leaves it a player without credentials (openCasinoGameFailed).
    gameWindowUser: isGameWindowName(window.name)
      ? (storage.get('casinoUser') ?? { userId: null, sessionId: null })
      : null,
    remembered,
    platform: () => platformInForce(bus, prefix, window),
    ...(page.boot ? { proxyConfig: page.boot.proxyConfig } : {}),
    firstLobby: page.firstLobby,
    firstLicense: page.boot?.license ?? null,
    firstDomainConfig: page.boot?.domainConfig ?? null,
    firstAppConfig: page.boot?.appConfig,
  });
}
