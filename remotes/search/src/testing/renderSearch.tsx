// Test-only: the search remote as the host mounts it in the header, inside the providers the
// host supplies at run time, over a catalogue served by a fake GET games and search index.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import {
  ClockProvider,
  connectedTexts,
  createLobbyClock,
  createLobbyStore,
  LobbyStoreProvider,
  PlayerActionsProvider,
} from '@lobby/connected';
import type { FetchSearchIndex, LobbyStore, SearchGamesOnServer } from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import { MemoryRouter } from '@lobby/router';
import type { RawGame, RawSupplier } from '@lobby/shared';
import { fakeGamesServer, fakeSearchIndex, rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import App from '../App';
import { searchTexts } from '../texts';

export interface RenderSearchOptions {
  readonly catalogue: readonly RawGame[];
  readonly suppliers?: readonly RawSupplier[];
  /** The index; by default every game of the catalogue. */
  readonly fetchSearchIndex?: FetchSearchIndex;
  readonly searchGames?: SearchGamesOnServer;
  readonly prepareBus?: (bus: OwnedLobbyBus) => void;
}

export interface SearchRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
  readonly store: LobbyStore;
  readonly indexRequests: () => number;
  /** What the remote tracked (the host's PlayerActions.track). */
  readonly track: jest.Mock;
}

export function renderSearch({
  catalogue,
  suppliers = [],
  fetchSearchIndex,
  searchGames,
  prepareBus,
}: RenderSearchOptions): SearchRender {
  const bus = createLobbyBus();
  prepareBus?.(bus);
  bus.emit('lobby:dataChanged', rawLobby({ suppliers }));
  let indexRequests = 0;
  const store = createLobbyStore(bus, {
    fetchGames: fakeGamesServer(catalogue).fetchGames,
    fetchSearchIndex: (scope) => {
      indexRequests += 1;
      return fetchSearchIndex?.(scope) ?? Promise.resolve(fakeSearchIndex(catalogue, { suppliers }));
    },
    searchGames,
    logger: { warn: () => undefined },
  });
  const track = jest.fn();
  const actions = { launchAddress: () => new Promise<never>(() => undefined), track };
  const result = render(
    <StrictMode>
      <BusProvider bus={bus}>
        <PlayerActionsProvider actions={actions}>
          <LobbyStoreProvider store={store}>
            {/* The host's one clock: tiles read it (their "New" badge, a jackpot's ticking). */}
            <ClockProvider clock={createLobbyClock(bus)}>
              <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, connectedTexts, searchTexts] })}>
                <LobbyThemeProvider brand="WPTG" mode="dark">
                  <MemoryRouter initialEntries={['/']}>
                    <App basePath="" />
                  </MemoryRouter>
                </LobbyThemeProvider>
              </I18nProvider>
            </ClockProvider>
          </LobbyStoreProvider>
        </PlayerActionsProvider>
      </BusProvider>
    </StrictMode>,
  );
  return { ...result, bus, store, indexRequests: () => indexRequests, track };
}
