import { DEFAULT_SETTINGS, normaliseLobby } from '@lobby/domain';
import { rawLobby } from '@lobby/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { ALPHA, BRAVO, CHARLIE, gameOf } from '../../testing/lobbyFixture';
import { record, renderConnected } from '../../testing/renderConnected';
import { GameTile } from './GameTile';

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
});
