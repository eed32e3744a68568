import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  HEADER_REMOTE,
  REMOTE_ROUTES,
  RESIDENT_REMOTE,
  MAINTENANCE_PATH,
  type LobbyBus,
  type Platform,
  type RemoteId,
} from '@lobby/shared';
import {
  ClockProvider,
  LobbyStoreProvider,
  PlayerActionsProvider,
  type LobbyClock,
  type LobbyStore,
  type PlayerActions,
} from '@lobby/connected';
import { BusProvider, PageSkeleton, Skeleton } from '@lobby/ui';
import { BrowserRouter, MemoryRouter, Route, Routes } from '@lobby/router';
import type { ReactNode } from 'react';
import { AfterFirstView } from './AfterFirstView';
import type { RemoteLoader } from '../federation/createRemoteLoader';
import { FirstViewDone, type FirstView } from '../firstView/connectFirstView';
import { FirstViewGoneContext } from '../firstView/FirstViewGoneContext';
import { RemoteArea } from '../federation/RemoteArea';
import { ResidentRemoteArea } from '../federation/ResidentRemoteArea';
import type { ResidentStart } from '../federation/residentStart';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import { BusNavigator } from '../navigation/BusNavigator';
import { FocusAfterNavigation } from '../navigation/FocusAfterNavigation';
import { LoadStateRedirect } from '../navigation/LoadStateRedirect';
import type { NavigationHistory } from '../navigation/navigationHistory';
import { PlayModeHistoryRecorder } from '../navigation/PlayModeHistoryRecorder';
import type { RealityChecks } from '../protection/createRealityChecks';
import { PlayerProtection } from '../protection/PlayerProtection';
import { TrackNavigation } from '../navigation/TrackNavigation';
import type { PageConfig } from '../startup/pageConfig';
import { DownloadBanner } from './DownloadBanner';
import { FavouritesNotice } from './FavouritesNotice';
import { Header } from './Header';
import { LobbyLayout } from './LobbyLayout';
import { LocaleSettled } from './LocaleSettled';
import { NavigationBar } from './NavigationBar';
import { pageFrame } from './pageFrame';
import type { PlatformPrefix } from './platformPrefix';
import { SkipLink } from './SkipLink';
import { ThemeFromSettings } from './ThemeFromSettings';

export interface HostAppProps {
  readonly bus: LobbyBus;
  readonly lobbyStore: LobbyStore;
  /** The lobby's one clock (createLobbyClock), handed to every remote. */
  readonly clock: LobbyClock;
  /** The player-action pipeline's calls (host/src/actions), handed to every remote. */
  readonly playerActions: PlayerActions;
  readonly i18n: I18n;
  readonly loader: RemoteLoader;
  /** When game-player is mounted off its own routes. */
  readonly residentStart: ResidentStart;
  /** Read from the URL once at start (SPEC §2 platform prefix). */
  readonly prefix: PlatformPrefix;
  readonly history: NavigationHistory;
  /** The deployment's mode, as the server said in the page. */
  readonly mode: PageConfig['mode'];
  /** The path below the prefix to draw, in place of the browser's: the server's first view. */
  readonly location?: string;
  /** The server's first view the page shows until the route's remote has drawn. */
  readonly firstView?: FirstView | null;
  /** Player protection's reality checks (issue #34); none in the server's first view. */
  readonly realityChecks?: RealityChecks;
  /** The header's Cashier button asked the shell for its cashier (connectFreshBalances). */
  readonly onCashierRequested?: () => void;
}

/** Where the skip link lands: the page's games, past header and navigation. */
const MAIN_ID = 'lobby-main';

function basePathOf(routePath: string): string {
  return routePath.replace(/\/\*$/, '').replace(/^\/$/, '');
}

/** The browser's router, or a fixed location's (the server drawing a first view). */
function Router({ basename, location, children }: { basename: string; location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter basename={basename}>{children}</BrowserRouter>
  ) : (
    <MemoryRouter basename={basename} initialEntries={[location]}>
      {children}
    </MemoryRouter>
  );
}

/** The shell's layout: header with search, navigation, and whichever remote owns the path. */
export function HostApp({
  bus,
  lobbyStore,
  clock,
  playerActions,
  i18n,
  loader,
  residentStart,
  prefix,
  history,
  mode,
  location,
  firstView = null,
  realityChecks,
  onCashierRequested,
}: HostAppProps) {
  const layout = (platform: Platform) => {
    const page = <PageSkeleton platform={platform} />;
    const area = (remote: RemoteId, basePath: string) => (
      <RemoteArea
        remote={remote}
        loader={loader}
        basePath={basePath}
        placeholder={page}
        besideRemote={firstView === null ? null : <FirstViewDone firstView={firstView} />}
      />
    );
    return (
      <LocaleSettled fallback={page}>
        <SkipLink target={MAIN_ID} />
        <DownloadBanner />
        <Header
          search={
            // The search entry's shape (a field up to 320 px wide) until search starts.
            <AfterFirstView
              placeholder={
                <div css={{ maxWidth: 320 }}>
                  <Skeleton height={40} radius="pill" />
                </div>
              }
            >
              <RemoteArea remote={HEADER_REMOTE} loader={loader} basePath="" minHeight={40} />
            </AfterFirstView>
          }
          demo={mode === 'demo'}
          platform={platform}
          onCashierRequested={onCashierRequested}
        />
        <NavigationBar platform={platform} />
        <main
          id={MAIN_ID}
          // Focusable by script only: the skip link's target, not a tab stop of its own.
          tabIndex={-1}
          css={(theme) => ({
            ...pageFrame(theme, platform),
            paddingBlock: theme.space.lg,
            // A full-screen lobby (useFullScreenCasino) ends clear of the home indicator.
            paddingBottom: `calc(${theme.space.lg} + env(safe-area-inset-bottom, 0px))`,
            '&:focus': { outline: 'none' },
          })}
        >
          <Routes>
            <Route path={MAINTENANCE_PATH} element={<MaintenancePage />} />
            {REMOTE_ROUTES.map(({ path, remote }) => (
              <Route
                key={path}
                path={path}
                // The resident remote renders its own routes from its one area below.
                element={remote === RESIDENT_REMOTE ? null : area(remote, basePathOf(path))}
              />
            ))}
          </Routes>
          <ResidentRemoteArea remote={RESIDENT_REMOTE} loader={loader} start={residentStart} placeholder={page} />
        </main>
        <FavouritesNotice />
        {realityChecks !== undefined && <PlayerProtection realityChecks={realityChecks} />}
      </LocaleSettled>
    );
  };
  return (
    <I18nProvider i18n={i18n}>
      <BusProvider bus={bus}>
        <LobbyStoreProvider store={lobbyStore}>
          <ClockProvider clock={clock}>
            <PlayerActionsProvider actions={playerActions}>
              <ThemeFromSettings>
                <Router basename={prefix.basename} location={location}>
                  <BusNavigator />
                  <LoadStateRedirect />
                  <PlayModeHistoryRecorder history={history} />
                <TrackNavigation />
                  <FocusAfterNavigation mainId={MAIN_ID} />
                  <FirstViewGoneContext.Provider value={firstView?.gone ?? null}>
                    <LobbyLayout fixedPlatform={prefix.platform}>{layout}</LobbyLayout>
                  </FirstViewGoneContext.Provider>
                </Router>
              </ThemeFromSettings>
            </PlayerActionsProvider>
          </ClockProvider>
        </LobbyStoreProvider>
      </BusProvider>
    </I18nProvider>
  );
}
