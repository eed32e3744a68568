// Test-only: renders the game player inside the providers the host supplies at run time.
import { createLobbyBus } from '@lobby/bus';
import type { OwnedLobbyBus } from '@lobby/bus';
import {
  ClockProvider,
  createLobbyStore,
  LobbyStoreProvider,
  PlayerActionsProvider,
  type LobbyClock,
  type PlayerActions,
} from '@lobby/connected';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type {
  BusEventMap,
  BusEventType,
  GameRef,
  LaunchUrlResult,
  LobbySettings,
  PlayMode,
  RawGame,
  RawLobbyResponse,
} from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@lobby/router';
import App from '../App';
import { gamePlayerTexts } from '../texts';

export interface GamePlayerRender extends RenderResult {
  readonly bus: OwnedLobbyBus;
  /** Every payload of `type` emitted since the render began, oldest first. */
  readonly emitted: <K extends BusEventType>(type: K) => BusEventMap[K][];
  /** The games whose launch address the page asked the host for, in order. */
  readonly launchAddressesAsked: () => GameRef[];
  /** The play mode of each launch address asked, in order ('real' where none was said). */
  readonly launchModesAsked: () => PlayMode[];
  /** Answers the pending launch-address calls of the answer's game (wrap in an async act). */
  readonly answerLaunch: (answer: LaunchUrlResult) => void;
  /** What the page tracked. */
  readonly track: jest.Mock;
}

/** The lobby's clock as the host hands it down: the wall clock (jest's, when faked). */
const TEST_CLOCK: LobbyClock = { now: () => Date.now(), subscribe: () => () => undefined };

/**
 * No StrictMode here, unlike the host in development: its double-run effects would send
 * 'openCasinoGame' twice, and these tests assert the exact sequence a production page sees.
 */
export function renderGamePlayer(
  path: string,
  lobby?: RawLobbyResponse,
  settings?: LobbySettings,
  /** A game already active when the page renders, as a launch leaves it. */
  activeGame?: GameRef,
): GamePlayerRender {
  const bus = createLobbyBus();
  if (lobby !== undefined) bus.emit('lobby:dataChanged', lobby);
  if (settings !== undefined) bus.emit('settings:changed', settings);
  const seen: { type: BusEventType; payload: unknown }[] = [];
  const pending: { readonly game: GameRef; readonly resolve: (answer: LaunchUrlResult) => void }[] = [];
  const asked: GameRef[] = [];
  const modes: PlayMode[] = [];
  const track = jest.fn();
  const playerActions: PlayerActions = {
    launchAddress: (game, mode = 'real') =>
      new Promise((resolve) => {
        asked.push(game);
        modes.push(mode);
        pending.push({ game, resolve });
      }),
    track,
  };
  const answerLaunch = (answer: LaunchUrlResult) => {
    for (const call of pending.splice(0)) {
      if (call.game.gameCode === answer.game.gameCode && call.game.aggregator === answer.game.aggregator)
        call.resolve(answer);
      else pending.push(call);
    }
  };
  for (const type of [
    'game:activeChanged',
    'shell:sendRequested',
    'navigation:requested',
    'favourites:toggleRequested',
    'game:launchRequested',
  ] as const) {
    bus.on$(type).subscribe((payload) => seen.push({ type, payload }));
  }
  if (activeGame !== undefined) bus.emit('game:activeChanged', activeGame);
  const result = render(
    <BusProvider bus={bus}>
      <PlayerActionsProvider actions={playerActions}>
        <LobbyStoreProvider store={createLobbyStore(bus)}>
          <ClockProvider clock={TEST_CLOCK}>
            <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, gamePlayerTexts] })}>
              <LobbyThemeProvider brand="WPTG" mode="dark">
                <MemoryRouter initialEntries={[path]}>
                  <App basePath="" />
                </MemoryRouter>
              </LobbyThemeProvider>
            </I18nProvider>
          </ClockProvider>
        </LobbyStoreProvider>
      </PlayerActionsProvider>
    </BusProvider>,
  );
  const emitted = <K extends BusEventType>(type: K) =>
    seen.filter((entry) => entry.type === type).map((entry) => entry.payload as BusEventMap[K]);
  return {
    ...result,
    bus,
    emitted,
    launchAddressesAsked: () => [...asked],
    launchModesAsked: () => [...modes],
    answerLaunch,
    track,
  };
}

/** The raw lobby with only what the game player reads: its games. */
export function lobbyWithGames(games: readonly Pick<RawGame, 'code' | 'aggregator' | 'title'>[]): RawLobbyResponse {
  return rawLobby({
    games: games.map((game) =>
      rawGame({
        ...game,
        rawTitle: game.code,
        supplier: 'test-supplier',
        image: { desktop: 'https://img.test/d.png', mobile: 'https://img.test/m.png' },
      }),
    ),
  });
}
