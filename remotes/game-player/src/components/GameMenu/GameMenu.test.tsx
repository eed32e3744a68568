import { createLobbyBus } from '@lobby/bus';
import { ClockProvider, createLobbyStore, LobbyStoreProvider, type LobbyClock } from '@lobby/connected';
import type { Game } from '@lobby/domain';
import { normaliseLobby } from '@lobby/domain';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { RawGame } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { BusProvider, LobbyThemeProvider, uiTexts } from '@lobby/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { gamePlayerTexts } from '../../texts';
import { GameMenu } from './GameMenu';

const CLOCK: LobbyClock = { now: () => Date.now(), subscribe: () => () => undefined };
const BOOK: RawGame = rawGame({ code: 'book', title: 'Book of Gold', info: 'Ten lines of gold.', hasDemo: true });
const DETAILED: RawGame = {
  ...BOOK,
  bets: { min: 0.2, max: 50 },
  facts: { rtp: 95.1, volatility: 'veryHigh', maxWin: 10000, lines: 10, ways: null, rules: 'Ten lines, expanding symbols.' },
};

function renderMenu(game: Game | undefined) {
  const bus = createLobbyBus();
  const lobby = rawLobby({ games: [BOOK], currency: 'USD' });
  bus.emit('lobby:dataChanged', lobby);
  const store = createLobbyStore(bus, { fetchGames: async () => ({ data: [DETAILED], total: 1 }), clock: CLOCK });
  const launches: unknown[] = [];
  bus.on$('game:launchRequested').subscribe((launch) => launches.push(launch));
  render(
    <BusProvider bus={bus}>
      <LobbyStoreProvider store={store}>
        <ClockProvider clock={CLOCK}>
          <I18nProvider i18n={createEnglishI18n({ catalogues: [uiTexts, gamePlayerTexts] })}>
            <LobbyThemeProvider brand="WPTG" mode="dark">
              <GameMenu gameKey="bragg:book" game={game} onLeave={() => undefined} />
            </LobbyThemeProvider>
          </I18nProvider>
        </ClockProvider>
      </LobbyStoreProvider>
    </BusProvider>,
  );
  return { launches };
}

const bookGame = (): Game => {
  const game = normaliseLobby(rawLobby({ games: [BOOK] }), { now: 0 }).games[0];
  if (game === undefined) throw new Error('Book did not normalise.');
  return game;
};

describe('GameMenu info (issue #34)', () => {
  test("opens the game's info panel with its facts, without play buttons; closing gives focus back to the menu", async () => {
    const { launches } = renderMenu(bookGame());
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Book of Gold' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('Ten lines of gold.');
    await waitFor(() => expect(dialog.textContent).toContain('95.10%'));
    expect(dialog.textContent).toContain('Very high');
    expect(dialog.textContent).toContain('10,000× bet');
    expect(dialog.textContent).toContain('Ten lines, expanding symbols.');
    // The game is open already: neither Play nor Play for fun.
    expect(screen.queryByRole('button', { name: /^Play/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(launches).toEqual([]);
  });

  test('info waits for the catalogue to know the game', () => {
    renderMenu(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((screen.getByRole('button', { name: 'Info' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
