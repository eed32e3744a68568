import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  HEADER_REMOTE,
  REMOTE_ROUTES,
  MAINTENANCE_PATH,
  type ApiConfig,
  type LobbyBus,
  type RemoteId,
} from '@lobby/shared';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteLoader } from '../federation/createRemoteLoader';
import { RemoteArea } from '../federation/RemoteArea';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import { BusNavigator } from '../navigation/BusNavigator';
import { LoadStateRedirect } from '../navigation/LoadStateRedirect';

export interface HostAppProps {
  readonly bus: LobbyBus;
  readonly i18n: I18n;
  readonly loader: RemoteLoader;
  readonly apiConfig: ApiConfig;
}

function basePathOf(routePath: string): string {
  return routePath.replace(/\/\*$/, '').replace(/^\/$/, '');
}

/** The shell's layout: the header holds search, the main area is whichever remote owns the path. */
export function HostApp({ bus, i18n, loader, apiConfig }: HostAppProps) {
  const area = (remote: RemoteId, basePath: string, minHeight?: number) => (
    <RemoteArea remote={remote} loader={loader} appProps={{ basePath, bus, apiConfig }} minHeight={minHeight} />
  );
  return (
    <I18nProvider i18n={i18n}>
      <LobbyThemeProvider brand="99" mode="dark">
        <BusProvider bus={bus}>
          <BrowserRouter>
            <BusNavigator />
            <LoadStateRedirect />
            <header>{area(HEADER_REMOTE, '', 48)}</header>
            <main>
              <Routes>
                <Route path={MAINTENANCE_PATH} element={<MaintenancePage />} />
                {REMOTE_ROUTES.map(({ path, remote }) => (
                  <Route key={path} path={path} element={area(remote, basePathOf(path))} />
                ))}
              </Routes>
            </main>
          </BrowserRouter>
        </BusProvider>
      </LobbyThemeProvider>
    </I18nProvider>
  );
}
