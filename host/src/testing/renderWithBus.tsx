import { render } from '@testing-library/react';
import { createLobbyBus } from '@lobby/bus';
import { createLobbyStore, LobbyStoreProvider } from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { LobbyToShellMessage } from '@lobby/shared';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@lobby/router';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/** Host layout pieces with the providers the app gives them, a router and a fresh bus. */
export function renderWithBus(ui: ReactNode, initialPath = '/') {
  const bus = createLobbyBus();
  const sent: LobbyToShellMessage[] = [];
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  const result = render(
    <I18nProvider i18n={createEnglishI18n()}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <BusProvider bus={bus}>
          <LobbyStoreProvider store={createLobbyStore(bus)}>
            <MemoryRouter initialEntries={[initialPath]}>
              <CurrentPath />
              {ui}
            </MemoryRouter>
          </LobbyStoreProvider>
        </BusProvider>
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  return { bus, sent, ...result };
}
