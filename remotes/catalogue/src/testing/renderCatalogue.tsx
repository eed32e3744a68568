// Test-only: renders the catalogue inside the providers the host supplies at run time.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import { ClockProvider, connectedTexts, createLobbyClock, createLobbyStore, LobbyStoreProvider } from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { RawLobbyResponse } from '@lobby/shared';
import { fakeGamesServer, type FakeGamesFilter } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@lobby/router';
import App from '../App';
import { catalogueTexts } from '../texts';
import { LocationProbe } from './LocationProbe';

export interface RenderCatalogueOptions {
  /** The route to start on; the host mounts the catalogue at the root. */
  readonly path?: string;
  /** The lobby on the bus before the first render; null leaves the bus empty (loading). */
  readonly lobby?: RawLobbyResponse | null;
  /** Bus setup before rendering, e.g. balances or settings. */
  readonly prepareBus?: (bus: OwnedLobbyBus) => void;
  /** Also render a LocationProbe (data-testid="location") beside the app. */
  readonly probeLocation?: boolean;
}

export interface CatalogueRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
  /** The GET games calls the lobby store made. */
  readonly gamesCalls: readonly FakeGamesFilter[];
}

/**
 * jsdom has no layout and reports window.scrollTo as not implemented; the window
 * virtualiser calls it when it attaches, so tests get a silent one.
 */
function silenceWindowScroll(): void {
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}

export function renderCatalogue(options: RenderCatalogueOptions = {}, ui?: ReactElement): CatalogueRender {
  const { path = '/', lobby = null, prepareBus, probeLocation = false } = options;
  silenceWindowScroll();
  const bus = createLobbyBus();
  prepareBus?.(bus);
  if (lobby !== null) bus.emit('lobby:dataChanged', lobby);
  // GET games over the fixture's games: listings page from it as from the server.
  const server = fakeGamesServer(lobby?.games ?? [], lobby?.blocks);
  const result = render(
    <StrictMode>
      <BusProvider bus={bus}>
        <LobbyStoreProvider store={createLobbyStore(bus, { fetchGames: server.fetchGames })}>
          {/* The host's one clock: tiles read it (their "New" badge, a jackpot's ticking). */}
          <ClockProvider clock={createLobbyClock(bus)}>
            <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, connectedTexts, catalogueTexts] })}>
              <LobbyThemeProvider brand="WPTG" mode="dark">
                <MemoryRouter initialEntries={[path]}>
                  {ui ?? <App basePath="" />}
                  {probeLocation && <LocationProbe />}
                </MemoryRouter>
              </LobbyThemeProvider>
            </I18nProvider>
          </ClockProvider>
        </LobbyStoreProvider>
      </BusProvider>
    </StrictMode>,
  );
  return { ...result, bus, gamesCalls: server.calls };
}
