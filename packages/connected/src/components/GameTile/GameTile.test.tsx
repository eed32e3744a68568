import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS, normaliseLobby } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import { rawGame, rawLobby } from '@lobby/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { createLobbyClock } from '../../clock/createLobbyClock';
import { ALPHA, BRAVO, CHARLIE, gameOf, lobbyFixture } from '../../testing/lobbyFixture';
import { record, renderConnected } from '../../testing/renderConnected';
import { GameTile } from './GameTile';

/** Each render of a tile reads its favourite once: counting the reads counts the renders. */
const mockTileRenders = jest.fn();
jest.mock('../../hooks/useIsFavourite', () => {
  const actual: { useIsFavourite: (key: string) => boolean } = jest.requireActual('../../hooks/useIsFavourite');
  return {
    useIsFavourite: (key: string) => {
      mockTileRenders(key);
      return actual.useIsFavourite(key);
    },
  };
});

/** A tile rendered outside any screen says so (ActionSourceContext's default). */
const OUTSIDE_ANY_SCREEN = { screen: 'lobby', block: null };

describe('GameTile', () => {
  test('forceShowGameInfo shows the game info on the tile; without it the tile has none', () => {
    const game = { ...gameOf(ALPHA), info: 'Hold and win' };
    const { bus, container } = renderConnected(<GameTile game={game} cardStyle="default" />);
    expect(container.querySelector('[data-part="info"]')).toBeNull();
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, forceShowGameInfo: true }));
    expect(container.querySelector('[data-part="info"]')?.textContent).toBe('Hold and win');
  });

  test('activating the card asks the host to launch the game', () => {
    const { bus } = renderConnected(<GameTile game={gameOf(ALPHA)} cardStyle="default" />);
    const launches = record(bus, 'game:launchRequested');
    fireEvent.click(screen.getByRole('button', { name: /^Alpha/ }));
    expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg', source: OUTSIDE_ANY_SCREEN }]);
  });

  test('the heart asks the host to add a game that is not a favourite', () => {
    const { bus } = renderConnected(<GameTile game={gameOf(ALPHA)} cardStyle="default" />);
    const requests = record(bus, 'favourites:toggleRequested');
    const heart = screen.getByRole('button', { name: 'Favourite Alpha' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(requests).toEqual([{ gameKey: 'bragg:alpha', favourite: true, source: OUTSIDE_ANY_SCREEN }]);
  });

  test("the heart follows 'favourites:changed' and asks to remove a favourite", () => {
    const { bus } = renderConnected(<GameTile game={gameOf(CHARLIE)} cardStyle="default" />);
    const requests = record(bus, 'favourites:toggleRequested');
    act(() => bus.emit('favourites:changed', ['HABA:charlie']));
    const heart = screen.getByRole('button', { name: 'Favourite Charlie' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(requests).toEqual([{ gameKey: 'haba:charlie', favourite: false, source: OUTSIDE_ANY_SCREEN }]);
  });

  test("player counts come from 'playerCounts:changed', else from the game", () => {
    const { bus } = renderConnected(
      <>
        <GameTile game={gameOf(ALPHA)} cardStyle="default" />
        <GameTile game={gameOf(BRAVO)} cardStyle="default" />
      </>,
    );
    expect(screen.getByText('5 playing')).toBeTruthy();
    act(() => bus.emit('playerCounts:changed', { 'bragg:alpha': 1234 }));
    expect(screen.getByText('1,234 playing')).toBeTruthy();
    // Bravo has no live figure: the lobby's own count stays.
    expect(screen.getByText('50 playing')).toBeTruthy();
  });

  test('a tile without a live count asks the host for one (SPEC §9 counts on every tile), until it has one', () => {
    const view = renderConnected(<GameTile game={gameOf(ALPHA)} cardStyle="default" />);
    const asked = record(view.bus, 'playerCounts:requested');
    view.rerender(<GameTile game={gameOf(BRAVO)} cardStyle="default" />);
    expect(asked).toEqual([{ keys: ['bragg:bravo'] }]);
    act(() => view.bus.emit('playerCounts:changed', { 'bragg:bravo': 33 }));
    expect(view.getByText('33 playing')).toBeTruthy();
    view.rerender(<GameTile game={gameOf(BRAVO)} cardStyle="default" />);
    expect(asked).toHaveLength(1);
  });

  test('the caption names the supplier by its display name, never by its code, and badges the labels', () => {
    const suppliers = [{ code: 'haba', name: 'Habanero', images: { desktop: null, mobile: null } }];
    const labels = [{ id: 'hot', title: 'Hot', images: { desktop: 'https://img.test/hot.png', mobile: null } }];
    const game = normaliseLobby(rawLobby({ games: [{ ...CHARLIE, labels: ['hot'] }], suppliers, labels }), { now: 0 })
      .games[0];
    if (game === undefined) throw new Error('Charlie did not normalise.');
    const { container } = renderConnected(<GameTile game={game} cardStyle="default" />);
    const card = screen.getByRole('button', { name: /^Charlie\b/ });
    expect(card.textContent).toBe('CharlieHabanero0 playingHot');
    expect(card.textContent).not.toContain('haba');
    // The label's image is not drawn: the badge is text.
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://img.test/d.png',
    ]);
  });

  test("artwork follows the settings' platform; the featured style has its own", () => {
    const { bus, container } = renderConnected(
      <>
        <GameTile game={gameOf(ALPHA)} cardStyle="default" />
        <GameTile game={gameOf(ALPHA)} cardStyle="featured" />
      </>,
    );
    const sources = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(['https://img.test/d.png', 'https://img.test/wide.png']);
    act(() => bus.emit('layout:changed', { platform: 'mobile' }));
    // Featured artwork without a mobile image falls back to its desktop one, not to the plain image.
    expect(sources()).toEqual(['https://img.test/m.png', 'https://img.test/wide.png']);
  });

  describe('issue #34: badges, jackpots, the info panel and play for fun', () => {
    const NOW = Date.parse('2026-06-15T12:00:00Z');
    const DAY = 86_400_000;
    const fixedClock = { now: () => NOW, subscribe: () => () => undefined };
    const LABELS = [
      { id: 'hot', title: 'Hot', images: { desktop: null, mobile: null } },
      { id: 'new', title: 'Nouveau', images: { desktop: null, mobile: null } },
    ];
    const withLabels = (releasedAt: string, labels: readonly string[]): Game => {
      const lobby = normaliseLobby(rawLobby({ games: [{ ...ALPHA, releasedAt, labels: [...labels] }], labels: LABELS }), { now: 0 });
      const game = lobby.games[0];
      if (game === undefined) throw new Error('Alpha did not normalise.');
      return game;
    };
    const badges = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-part="label"]')].map((badge) => badge.textContent);

    test.each<[string, string, readonly string[], readonly string[]]>([
      ['released 3 days ago: New', new Date(NOW - 3 * DAY).toISOString(), [], ['New']],
      ['released 40 days ago: not new', new Date(NOW - 40 * DAY).toISOString(), [], []],
      ['released tomorrow: not new yet', new Date(NOW + DAY).toISOString(), [], []],
      ['new, and labelled hot and new: one New, first', new Date(NOW - DAY).toISOString(), ['hot', 'new'], ['New', 'Hot']],
    ])('on the lobby clock, %s', (_name, releasedAt, labels, expected) => {
      const { container } = renderConnected(<GameTile game={withLabels(releasedAt, labels)} cardStyle="default" />, {
        clock: fixedClock,
      });
      expect(badges(container)).toEqual(expected);
    });

    test('"New" goes when its 30 days end, on a page left open', () => {
      jest.useFakeTimers({ now: NOW });
      try {
        const clock = createLobbyClock(createLobbyBus());
        const releasedAt = new Date(NOW - 30 * DAY + 2000).toISOString();
        const { container } = renderConnected(<GameTile game={withLabels(releasedAt, ['hot'])} cardStyle="default" />, { clock });
        expect(badges(container)).toEqual(['New', 'Hot']);
        act(() => jest.advanceTimersByTime(2001));
        expect(badges(container)).toEqual(['Hot']);
      } finally {
        jest.useRealTimers();
      }
    });

    test("a jackpot ticks once a second on the lobby clock, re-rendering neither its tile nor the others", () => {
      jest.useFakeTimers({ now: NOW });
      try {
        const clock = createLobbyClock(createLobbyBus());
        const jackpot = { amount: 1_000_000, perSecond: 2.5, at: new Date(NOW).toISOString() };
        let otherCommits = 0;
        const { container } = renderConnected(
          <>
            <GameTile game={{ ...gameOf(ALPHA), jackpot }} cardStyle="default" />
            <GameTile game={{ ...gameOf(CHARLIE), jackpot }} cardStyle="default" />
            <Profiler id="other" onRender={() => (otherCommits += 1)}>
              <GameTile game={gameOf(BRAVO)} cardStyle="default" />
            </Profiler>
          </>,
          { clock },
        );
        const amounts = () => [...container.querySelectorAll('[data-part="jackpot"]')].map((strip) => strip.textContent);
        expect(amounts()).toEqual(['Jackpot $1,000,000.00', 'Jackpot $1,000,000.00']);
        // One timer for both jackpots.
        expect(jest.getTimerCount()).toBe(1);
        const commitsBefore = otherCommits;
        expect(mockTileRenders).toHaveBeenCalledWith('bragg:alpha');
        mockTileRenders.mockClear();
        act(() => jest.advanceTimersByTime(1000));
        expect(amounts()).toEqual(['Jackpot $1,000,002.50', 'Jackpot $1,000,002.50']);
        act(() => jest.advanceTimersByTime(2000));
        expect(amounts()).toEqual(['Jackpot $1,000,007.50', 'Jackpot $1,000,007.50']);
        // The amounts re-rendered; no tile did, with a jackpot or without.
        expect(mockTileRenders).not.toHaveBeenCalled();
        expect(otherCommits).toBe(commitsBefore);
        // The amount is not part of the card's name, which would change every second.
        expect(screen.getByRole('button', { name: 'Alpha 5 playing Jackpot' })).toBeTruthy();
      } finally {
        jest.useRealTimers();
      }
    });

    test('a demo game offers Play for fun, which asks for a fun launch; others do not', () => {
      const { bus } = renderConnected(
        <>
          <GameTile game={{ ...gameOf(ALPHA), hasDemo: true }} cardStyle="default" />
          <GameTile game={gameOf(BRAVO)} cardStyle="default" />
        </>,
      );
      const launches = record(bus, 'game:launchRequested');
      expect(screen.queryByRole('button', { name: 'Play for fun: Bravo' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play for fun: Alpha' }));
      expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg', source: OUTSIDE_ANY_SCREEN, mode: 'fun' }]);
    });

    test("the info button opens the game's info panel with its facts; Play for fun launches the demo and closes it", async () => {
      const detailed = rawGame({
        ...ALPHA,
        hasDemo: true,
        facts: { rtp: 96.5, volatility: 'medium', maxWin: 2500, lines: 10, ways: null, rules: null },
      });
      const { bus } = renderConnected(<GameTile game={{ ...gameOf(ALPHA), hasDemo: true }} cardStyle="default" />, {
        lobby: lobbyFixture(),
        fetchGames: async () => ({ data: [detailed], total: 1 }),
      });
      const launches = record(bus, 'game:launchRequested');
      const info = screen.getByRole('button', { name: 'Game info: Alpha' });
      info.focus();
      fireEvent.click(info);
      const dialog = screen.getByRole('dialog', { name: 'Alpha' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      await waitFor(() => expect(dialog.textContent).toContain('96.50%'));
      expect(launches).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
      expect(launches).toEqual([expect.objectContaining({ gameCode: 'alpha', mode: 'fun' })]);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(info);
    });

    test('Escape closes the info panel and gives focus back to the info button', () => {
      renderConnected(<GameTile game={gameOf(ALPHA)} cardStyle="default" />, { lobby: lobbyFixture() });
      const info = screen.getByRole('button', { name: 'Game info: Alpha' });
      info.focus();
      fireEvent.click(info);
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'Alpha' }), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(info);
    });
  });
});
