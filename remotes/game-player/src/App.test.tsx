import { DEFAULT_SETTINGS } from '@lobby/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { lobbyWithGames, renderGamePlayer } from './testing/renderGamePlayer';

const BOOK = { gameCode: 'book-of-gold', aggregator: 'bragg' };
const BOOK_REQUEST = { ...BOOK, source: { screen: 'home', block: null } };

describe('game-player App', () => {
  test('shows nothing outside its routes, where it only runs the launch flow', () => {
    const lobby = lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }]);
    const { container, emitted, bus } = renderGamePlayer('/slots', lobby);
    expect(container.querySelector('section[data-remote="game-player"]')).toBeNull();
    act(() => {
      bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile' });
      bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
      bus.emit('lobby:loadStateChanged', 'loaded');
      bus.emit('game:launchRequested', BOOK_REQUEST);
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
      bus.emit('game:launchRequested', BOOK_REQUEST);
    });
    expect(screen.getByRole('dialog', { name: 'Log in to play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a tap player protection refuses: the launch notice says why, in a shell too (issue #34)', () => {
    const lobby = lobbyWithGames([{ code: 'book-of-gold', aggregator: 'bragg', title: 'Book of Gold' }]);
    const { bus, emitted } = renderGamePlayer('/', lobby);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
    act(() => {
      bus.emit('shell:modeDetected', { standalone: false, transport: 'parent' });
      bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
      bus.emit('protection:changed', {
        policy: { licenseType: null, sessionClock: true, realityCheckSeconds: null, limitsUrl: null, helpUrl: null },
        sessionStartedAt: new Date().toISOString(),
        depositLimit: null,
        lossLimit: null,
        exclusion: { kind: 'coolOff', until },
      });
      bus.emit('lobby:loadStateChanged', 'loaded');
      bus.emit('game:launchRequested', BOOK_REQUEST);
    });
    const dialog = screen.getByRole('dialog', { name: 'Taking a break' });
    expect(dialog.textContent).toContain(`You are taking a break from play until ${date}.`);
    expect(emitted('navigation:requested')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('keeps the section the host and the browser test look for on its routes', () => {
    const { container } = renderGamePlayer('/game-bridge');
    expect(container.querySelector('section[data-remote="game-player"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
  });

  describe('the game bridge', () => {
    test('relays the event of its query to the game page that frames it', () => {
      const parent = { postMessage: jest.fn() };
      const spy = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
      const { emitted } = renderGamePlayer('/game-bridge?event=loadProgress&progress=40');
      expect(parent.postMessage).toHaveBeenCalledWith(
        { source: 'casino-game', type: 'parentLoadProgress', payload: { progress: 40 } },
        window.location.origin,
      );
      expect(emitted('shell:sendRequested')).toEqual([]);
      spy.mockRestore();
    });

    test.each([
      ['/game-bridge?event=close', 'game-bridge: no game page frames this page'],
      ['/game-bridge?event=openCashier', 'game-bridge: "openCashier" is not a game window event'],
    ])('%s tells the shell gameBridgeError', (path, message) => {
      const { emitted } = renderGamePlayer(path);
      expect(emitted('shell:sendRequested')).toEqual([{ type: 'gameBridgeError', payload: { message } }]);
    });
  });

  test('a game route marks the game active and tells the shell, once', () => {
    const { emitted, bus } = renderGamePlayer('/games/bragg%3Abook-of-gold');
    expect(emitted('game:activeChanged')).toEqual([BOOK]);
    expect(emitted('shell:sendRequested')).toEqual([{ type: 'openCasinoGame', payload: BOOK }]);
    expect(bus.current('game:activeChanged')).toEqual(BOOK);
  });

  test('a game route reached through a launch is not made active or announced again', () => {
    const { emitted, bus } = renderGamePlayer('/games/bragg%3Abook-of-gold', undefined, undefined, BOOK);
    // Only the launch's own announcement: the page adds none.
    expect(emitted('game:activeChanged')).toEqual([BOOK]);
    expect(emitted('shell:sendRequested')).toEqual([]);
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

  describe('exit loading', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('covers the lobby back from a game until it has loaded, then drops the query', () => {
      const { bus, emitted } = renderGamePlayer('/?toggleLoading=true&locale=fr');
      expect(screen.getByRole('progressbar', { name: 'Returning to the lobby' })).toBeTruthy();
      act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
      expect(emitted('navigation:requested')).toEqual([{ path: '/?locale=fr', replace: true }]);
    });

    test('lasts 2 s at most', () => {
      const { emitted } = renderGamePlayer('/?toggleLoading=true');
      act(() => jest.advanceTimersByTime(1999));
      expect(emitted('navigation:requested')).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      expect(emitted('navigation:requested')).toEqual([{ path: '/', replace: true }]);
    });

    test('is not there without the query', () => {
      renderGamePlayer('/');
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
  });

  describe('back from a game in a new tab', () => {
    const becomeVisible = () =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });

    test('on iOS the active game is reset and the lobby shown', () => {
      const { bus, emitted } = renderGamePlayer('/slots', undefined, { ...DEFAULT_SETTINGS, platformType: 'ios' });
      act(() => bus.emit('game:activeChanged', BOOK));
      becomeVisible();
      expect(emitted('game:activeChanged')).toEqual([BOOK, null]);
      expect(emitted('navigation:requested')).toEqual([{ path: '/' }]);
    });

    test('elsewhere, and on the game route itself, nothing changes', () => {
      const web = renderGamePlayer('/slots', undefined, { ...DEFAULT_SETTINGS, platformType: 'web' });
      act(() => web.bus.emit('game:activeChanged', BOOK));
      becomeVisible();
      expect(web.emitted('navigation:requested')).toEqual([]);
      web.unmount();
      const onRoute = renderGamePlayer('/games/bragg%3Abook-of-gold', undefined, { ...DEFAULT_SETTINGS, platformType: 'ios' });
      becomeVisible();
      expect(onRoute.emitted('game:activeChanged')).toEqual([BOOK]);
    });
  });
});
