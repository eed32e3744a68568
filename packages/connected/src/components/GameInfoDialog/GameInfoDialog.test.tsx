import type { GamesFilter } from '@lobby/api';
import type { Game } from '@lobby/domain';
import type { RawGame, RawGamesPage } from '@lobby/shared';
import { rawGame } from '@lobby/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gameOf, lobbyFixture } from '../../testing/lobbyFixture';
import { record, renderConnected } from '../../testing/renderConnected';
import { GameInfoDialog } from './GameInfoDialog';

const SUPPLIERS = [{ code: 'haba', name: 'Habanero', images: { desktop: null, mobile: null } }];
const DETAILED: RawGame = rawGame({
  code: 'charlie',
  title: 'Charlie',
  aggregator: 'haba',
  supplier: 'haba',
  releasedAt: '2026-05-01T12:00:00Z',
  bets: { min: 0.1, max: 100 },
  hasDemo: true,
  facts: { rtp: 96.5, volatility: 'high', maxWin: 5000, lines: 20, ways: null, rules: 'Three scatters start 10 free spins.' },
});
const LOBBY = lobbyFixture({ suppliers: SUPPLIERS, currency: 'EUR' });
/** Charlie as the lobby reply has it: no facts, no bets. */
const CHARLIE: Game = { ...gameOf({ ...DETAILED, bets: null, facts: undefined }), supplierName: 'Habanero' };

/** GET games: the detailed game for its key; `answer` holds a call until the test settles it. */
function server(reply: () => Promise<RawGamesPage> = async () => ({ data: [DETAILED], total: 1 })) {
  const calls: GamesFilter[] = [];
  return {
    calls,
    fetchGames: (filter: GamesFilter) => {
      calls.push(filter);
      return reply();
    },
  };
}

const facts = () =>
  Object.fromEntries(
    [...screen.getByRole('dialog').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('GameInfoDialog', () => {
  test("asks the server for the game's facts by key on open and shows each in the player's locale", async () => {
    const { fetchGames, calls } = server();
    renderConnected(<GameInfoDialog game={CHARLIE} onClose={jest.fn()} />, { lobby: LOBBY, fetchGames });
    const dialog = screen.getByRole('dialog', { name: 'Charlie' });
    await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).toBeNull());
    expect(calls).toEqual([expect.objectContaining({ keys: ['haba:charlie'], limit: 1 })]);
    expect(facts()).toEqual({
      Provider: 'Habanero',
      RTP: '96.50%',
      Volatility: 'High',
      'Max win': '5,000× bet',
      'Bet range': '€0.10 – €100.00',
      Lines: '20',
      'Release date': 'May 1, 2026',
    });
    expect(within(dialog).getByRole('region', { name: 'Rules' }).textContent).toContain('Three scatters start 10 free spins.');
  });

  test('while the facts load, what the lobby knows shows beside a skeleton; unknown facts have no row', async () => {
    let answer: (page: RawGamesPage) => void = () => undefined;
    const { fetchGames } = server(() => new Promise((resolve) => (answer = resolve)));
    renderConnected(<GameInfoDialog game={CHARLIE} onClose={jest.fn()} />, { lobby: LOBBY, fetchGames });
    expect(facts()).toEqual({ Provider: 'Habanero', 'Release date': 'May 1, 2026' });
    expect(screen.getByTestId('game-info-skeleton')).toBeTruthy();
    const waysGame = { ...DETAILED, facts: { rtp: null, volatility: null, maxWin: null, lines: null, ways: 117649, rules: null } };
    await act(async () => answer({ data: [waysGame], total: 1 }));
    expect(screen.queryByTestId('game-info-skeleton')).toBeNull();
    expect(facts()).toEqual({ Provider: 'Habanero', 'Bet range': '€0.10 – €100.00', Ways: '117,649', 'Release date': 'May 1, 2026' });
    expect(screen.queryByRole('region', { name: 'Rules' })).toBeNull();
  });

  test('a failed fetch says so, keeps the lobby data, and Retry asks again', async () => {
    let fail = true;
    const { fetchGames, calls } = server(async () => {
      if (fail) throw new Error('offline');
      return { data: [DETAILED], total: 1 };
    });
    renderConnected(<GameInfoDialog game={CHARLIE} onClose={jest.fn()} />, { lobby: LOBBY, fetchGames });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Could not load this game's details.");
    expect(facts()).toEqual({ Provider: 'Habanero', 'Release date': 'May 1, 2026' });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(facts()).toHaveProperty('RTP', '96.50%'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  test('a game the lobby no longer offers cannot be detailed', async () => {
    const { fetchGames } = server(async () => ({ data: [], total: 0 }));
    renderConnected(<GameInfoDialog game={CHARLIE} onClose={jest.fn()} />, { lobby: LOBBY, fetchGames });
    expect((await screen.findByRole('alert')).textContent).toContain("Could not load this game's details.");
  });

  test.each<['real' | 'fun', string]>([
    ['real', 'Play'],
    ['fun', 'Play for fun'],
  ])('%s: "%s" asks to launch the game that way and closes the panel', async (mode, name) => {
    const onClose = jest.fn();
    const { fetchGames } = server();
    const { bus } = renderConnected(<GameInfoDialog game={CHARLIE} onClose={onClose} />, { lobby: LOBBY, fetchGames });
    const launches = record(bus, 'game:launchRequested');
    fireEvent.click(screen.getByRole('button', { name }));
    expect(launches).toEqual([expect.objectContaining({ gameCode: 'charlie', aggregator: 'haba', ...(mode === 'fun' ? { mode } : {}) })]);
    expect(launches[0]?.mode).toBe(mode === 'fun' ? 'fun' : undefined);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[aria-busy="true"]')).toBeNull());
  });

  test('no "Play for fun" for a game without a demo, and no play buttons where the game is already open', async () => {
    const { fetchGames } = server(async () => ({ data: [{ ...DETAILED, hasDemo: false }], total: 1 }));
    const { rerender } = renderConnected(<GameInfoDialog game={{ ...CHARLIE, hasDemo: false }} onClose={jest.fn()} />, {
      lobby: LOBBY,
      fetchGames,
    });
    await waitFor(() => expect(facts()).toHaveProperty('RTP'));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play for fun' })).toBeNull();
    rerender(<GameInfoDialog game={CHARLIE} onClose={jest.fn()} playable={false} />);
    expect(screen.queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  test("a jackpot game's amount is a row of its own, in the lobby's currency", async () => {
    const jackpot = { amount: 1_234_567.5, perSecond: 0, at: '2026-05-01T12:00:00Z' };
    const { fetchGames } = server(async () => ({ data: [{ ...DETAILED, jackpot }], total: 1 }));
    renderConnected(<GameInfoDialog game={{ ...CHARLIE, jackpot }} onClose={jest.fn()} />, { lobby: LOBBY, fetchGames });
    await waitFor(() => expect(facts()).toHaveProperty('RTP'));
    expect(facts()).toHaveProperty('Jackpot', '€1,234,567.50');
  });
});
