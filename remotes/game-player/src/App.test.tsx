import { DEFAULT_SETTINGS } from '@lobby/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { lobbyWithGames, renderGamePlayer } from './testing/renderGamePlayer';

const BOOK = { gameCode: 'book-of-gold', aggregator: 'bragg' };

describe('game-player App', () => {
  test('shows nothing outside its routes, where it only runs the launch flow', () => {
    const lobby = lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }]);
    const { container, emitted, bus } = renderGamePlayer('/slots', lobby);
    expect(container.querySelector('section[data-remote="game-player"]')).toBeNull();
    act(() => {
      bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile' });
      bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
      bus.emit('lobby:loadStateChanged', 'loaded');
      bus.emit('game:launchRequested', BOOK);
    });
    expect(emitted('navigation:requested')).toEqual([{ path: '/games/bragg%3Abook-of-gold', replace: true }]);
  });

  test('the openGame setting waits for the lobby, and finds its game in the lobby that has just loaded', () => {
    const { emitted, bus } = renderGamePlayer('/');
    act(() => {
      bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile', openGame: 'bragg:book-of-gold' });
      bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
      bus.emit('lobby:loadStateChanged', 'loading');
    });
    expect(emitted('navigation:requested')).toEqual([]);
    act(() => {
      // As the host's start-up does: the data, then at once the load state.
      bus.emit('lobby:dataChanged', lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }]));
      bus.emit('lobby:loadStateChanged', 'loaded');
    });
    expect(emitted('navigation:requested')).toEqual([{ path: '/games/bragg%3Abook-of-gold', replace: true }]);
  });

  test('a guest on a standalone page gets the login prompt, a dialog it can close', () => {
    const lobby = lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }]);
    const { bus } = renderGamePlayer('/', lobby);
    act(() => {
      bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
      bus.emit('lobby:loadStateChanged', 'loaded');
      bus.emit('game:launchRequested', BOOK);
    });
    expect(screen.getByRole('dialog', { name: 'Log in to play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('keeps the section the host and the browser test look for on its routes', () => {
    const { container } = renderGamePlayer('/game-bridge');
    expect(container.querySelector('section[data-remote="game-player"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
  });

  test('a game route marks the game active and tells the shell, once', () => {
    const { emitted, bus } = renderGamePlayer('/games/bragg%3Abook-of-gold');
    expect(emitted('game:activeChanged')).toEqual([BOOK]);
    expect(emitted('shell:sendRequested')).toEqual([{ type: 'openCasinoGame', payload: BOOK }]);
    expect(bus.current('game:activeChanged')).toEqual(BOOK);
  });

  test('shows the catalogue title, and the code until the lobby arrives', () => {
    const { bus } = renderGamePlayer('/games/bragg%3Abook-of-gold');
    expect(screen.getByRole('heading', { level: 1, name: 'book-of-gold' })).toBeTruthy();
    act(() => bus.emit('lobby:dataChanged', lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }])));
    expect(screen.getByRole('heading', { level: 1, name: 'Book of Gold' })).toBeTruthy();
  });

  test('an aggregator alias is normalised, as everywhere else in the lobby', () => {
    const { emitted } = renderGamePlayer('/games/oryx%3Abook-of-gold');
    expect(emitted('game:activeChanged')).toEqual([BOOK]);
  });

  test('Back to lobby clears the active game and asks for the root, sending the shell nothing', () => {
    const { emitted, unmount } = renderGamePlayer('/games/bragg%3Abook-of-gold');
    fireEvent.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(emitted('game:activeChanged')).toEqual([BOOK, null]);
    expect(emitted('navigation:requested')).toEqual([{ path: '/' }]);
    unmount();
    expect(emitted('game:activeChanged')).toEqual([BOOK, null]);
    expect(emitted('shell:sendRequested')).toHaveLength(1);
  });

  test('leaving the route clears the active game', () => {
    const { emitted, unmount } = renderGamePlayer('/games/bragg%3Abook-of-gold');
    unmount();
    expect(emitted('game:activeChanged')).toEqual([BOOK, null]);
  });

  test('a key without a code marks nothing active', () => {
    const { emitted } = renderGamePlayer('/games/bragg%3A');
    expect(emitted('game:activeChanged')).toEqual([]);
    expect(emitted('shell:sendRequested')).toEqual([]);
  });
});
