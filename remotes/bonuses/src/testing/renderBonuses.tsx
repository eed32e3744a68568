// Test-only: the bonuses remote inside the providers the host supplies at run time,
// mounted under /bonus as the host mounts it.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import {
  ClockProvider,
  createLobbyClock,
  createLobbyStore,
  LobbyStoreProvider,
  PlayerActionsProvider,
} from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { Bonus, BusEventMap } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@lobby/router';
import App from '../App';
import { bonusesTexts } from '../texts';

const IMAGES = { desktop: '/images/d.svg', mobile: '/images/m.svg' } as const;

/** The lobby's games: a bonus's games resolve against these. */
export const LOBBY_GAMES = [
  rawGame({ code: 'alpha', title: 'Alpha', image: IMAGES }),
  rawGame({ code: 'bravo', title: 'Bravo', image: IMAGES }),
  rawGame({ code: 'charlie', title: 'Charlie', supplier: 'haba', aggregator: 'haba', image: IMAGES }),
];

export function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 'b1',
    type: 'Content',
    status: 'active',
    title: 'Welcome package',
    description: 'Welcome package: terms and conditions apply.',
    image: IMAGES,
    games: [],
    gameProvider: null,
    expiresAt: null,
    wagering: null,
    ...overrides,
  };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export interface BonusesRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
  /** What the remote asked the host for ('bonuses:loadRequested'). */
  readonly requests: BusEventMap['bonuses:loadRequested'][];
  readonly launches: BusEventMap['game:launchRequested'][];
  /** What the remote tracked (the host's PlayerActions.track). */
  readonly track: jest.Mock;
}

export interface RenderBonusesOptions {
  readonly path?: string;
  /** The host's bonuses state before the first render; undefined leaves the bus without one. */
  readonly state?: BusEventMap['bonuses:changed'];
}

export function renderBonuses({ path = '/bonus', state }: RenderBonusesOptions = {}): BonusesRender {
  const bus = createLobbyBus();
  bus.emit('lobby:dataChanged', rawLobby({ games: LOBBY_GAMES }));
  if (state !== undefined) bus.emit('bonuses:changed', state);
  const requests: BusEventMap['bonuses:loadRequested'][] = [];
  bus.on$('bonuses:loadRequested').subscribe((request) => requests.push(request));
  const launches: BusEventMap['game:launchRequested'][] = [];
  bus.on$('game:launchRequested').subscribe((request) => launches.push(request));
  const clock = createLobbyClock(bus);
  const track = jest.fn();
  const actions = { launchAddress: () => new Promise<never>(() => undefined), track };
  const result = render(
    <StrictMode>
      <BusProvider bus={bus}>
        <PlayerActionsProvider actions={actions}>
          <LobbyStoreProvider store={createLobbyStore(bus, { clock })}>
            <ClockProvider clock={clock}>
              <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, bonusesTexts] })}>
                <LobbyThemeProvider brand="WPTG" mode="dark">
                  <MemoryRouter initialEntries={[path]}>
                    <Routes>
                      <Route path="/bonus/*" element={<App basePath="/bonus" />} />
                    </Routes>
                    <Location />
                  </MemoryRouter>
                </LobbyThemeProvider>
              </I18nProvider>
            </ClockProvider>
          </LobbyStoreProvider>
        </PlayerActionsProvider>
      </BusProvider>
    </StrictMode>,
  );
  return { ...result, bus, requests, launches, track };
}
