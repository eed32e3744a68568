// Test-only: the remote as the host mounts it (at /favorites/* and /recent/*), inside the
// providers the host supplies at run time, with a fresh bus and a store over it.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import { ClockProvider, connectedTexts, createLobbyClock, createLobbyStore, LobbyStoreProvider } from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { RawLobbyResponse } from '@lobby/shared';
import { fakeGamesServer } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from '@lobby/router';
import App from '../App';
import { favouritesRecentTexts } from '../texts';

export interface RenderScreenOptions {
  readonly path: string;
  /** The lobby on the bus before the first render; none leaves it loading. */
  readonly lobby?: RawLobbyResponse;
  /** Bus setup before rendering: the session, the player's lists. */
  readonly prepareBus?: (bus: OwnedLobbyBus) => void;
}

export interface ScreenRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
}

export function renderScreen({ path, lobby, prepareBus }: RenderScreenOptions): ScreenRender {
  const bus = createLobbyBus();
  prepareBus?.(bus);
  if (lobby !== undefined) bus.emit('lobby:dataChanged', lobby);
  const result = render(
    <StrictMode>
      <BusProvider bus={bus}>
        <LobbyStoreProvider store={createLobbyStore(bus, { fetchGames: fakeGamesServer(lobby?.games ?? []).fetchGames })}>
          {/* The host's one clock: tiles read it (their "New" badge, a jackpot's ticking). */}
          <ClockProvider clock={createLobbyClock(bus)}>
            <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, connectedTexts, favouritesRecentTexts] })}>
              <LobbyThemeProvider brand="WPTG" mode="dark">
                <MemoryRouter initialEntries={[path]}>
                  <Routes>
                    <Route path="/favorites/*" element={<App basePath="/favorites" />} />
                    <Route path="/recent/*" element={<App basePath="/recent" />} />
                  </Routes>
                </MemoryRouter>
              </LobbyThemeProvider>
            </I18nProvider>
          </ClockProvider>
        </LobbyStoreProvider>
      </BusProvider>
    </StrictMode>,
  );
  return { ...result, bus };
}
