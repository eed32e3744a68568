// Test-only: renders a tree inside the providers the host supplies at run time, with a
// fresh bus and a store over it.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { BusEventMap, BusEventType, LobbyBus, RawLobbyResponse } from '@lobby/shared';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render, renderHook } from '@testing-library/react';
import type { RenderHookResult, RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@lobby/router';
import { ClockProvider } from '../components/ClockProvider/ClockProvider';
import { LobbyStoreProvider } from '../components/LobbyStoreProvider/LobbyStoreProvider';
import { WALL_CLOCK } from '../clock/createLobbyClock';
import { createLobbyStore } from '../lobby/createLobbyStore';
import { connectedTexts } from '../texts';
import type { LobbyClock, LobbyStore } from '@lobby/contexts';
import type { FetchGames } from '../lobby/createGameStore';

export interface ConnectedRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
  readonly store: LobbyStore;
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

export interface RenderConnectedOptions {
  /** A reply on the bus before the first render. */
  readonly lobby?: RawLobbyResponse;
  readonly path?: string;
  /** GET games behind the store; without it the reply is all there is. */
  readonly fetchGames?: FetchGames;
  /** The host's clock (the wall clock by default). */
  readonly clock?: LobbyClock;
}

function setup({ lobby, path = '/', fetchGames, clock = WALL_CLOCK }: RenderConnectedOptions) {
  const bus = createLobbyBus();
  if (lobby !== undefined) bus.emit('lobby:dataChanged', lobby);
  const store = createLobbyStore(bus, { fetchGames, clock, logger: { warn: () => undefined } });
  const i18n = createEnglishI18n({ catalogues: [uiTexts, connectedTexts] });
  function Providers({ children }: { readonly children: ReactNode }) {
    return (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <LobbyThemeProvider brand="WPTG" mode="dark">
            <BusProvider bus={bus}>
              <LobbyStoreProvider store={store}>
                <ClockProvider clock={clock}>
                  <MemoryRouter initialEntries={[path]}>
                    <CurrentPath />
                    {children}
                  </MemoryRouter>
                </ClockProvider>
              </LobbyStoreProvider>
            </BusProvider>
          </LobbyThemeProvider>
        </I18nProvider>
      </StrictMode>
    );
  }
  return { bus, store, Providers };
}

export function renderConnected(ui: ReactElement, options: RenderConnectedOptions = {}): ConnectedRender {
  const { bus, store, Providers } = setup(options);
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { ...result, bus, store };
}

export interface ConnectedHookRender<R> extends RenderHookResult<R, unknown> {
  readonly bus: OwnedLobbyBus;
  readonly store: LobbyStore;
}

export function renderConnectedHook<R>(hook: () => R, options: RenderConnectedOptions = {}): ConnectedHookRender<R> {
  const { bus, store, Providers } = setup(options);
  return { ...renderHook(hook, { wrapper: Providers }), bus, store };
}

/** Collects the payloads of one bus event from now on. */
export function record<K extends BusEventType>(bus: LobbyBus, type: K): BusEventMap[K][] {
  const seen: BusEventMap[K][] = [];
  bus.on$(type).subscribe((payload) => seen.push(payload));
  return seen;
}
