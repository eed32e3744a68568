import { DEFAULT_SETTINGS } from '@lobby/domain';
import { DEFAULT_BALANCES, type LobbySettings } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderGamePlayer, type GamePlayerRender } from '../../testing/renderGamePlayer';

const BOOK = { gameCode: 'book', aggregator: 'bragg' };
const ROUTE = '/games/bragg%3Abook';
const ORIGIN = 'http://localhost';
const LAUNCH_URL = '/demo-games/bragg/book?locale=en&platform=mobile';
/** SPEC §8, under SPEC §2's key gameLoading.message.timeout. */
const TIMEOUT_TEXT = 'Your request timed out. Please check your internet connection and try again.';

const lobby = rawLobby({
  games: [
    rawGame({
      code: 'book',
      title: 'Book of Gold',
      info: 'Ten lines of gold.',
      loadingImage: { landscape: '/images/games/bragg/book/loading-landscape.svg', portrait: '/images/games/bragg/book/loading-portrait.svg' },
    }),
  ],
});

function openGame(options: { path?: string; settings?: Partial<LobbySettings>; answer?: 'url' | 'noResponse' | 'none' } = {}): GamePlayerRender {
  const view = renderGamePlayer(options.path ?? ROUTE, lobby, { ...DEFAULT_SETTINGS, platform: 'mobile', ...options.settings });
  act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
  act(() => {
    if (options.answer === 'none') return;
    view.bus.emit(
      'game:launchUrlResolved',
      options.answer === 'noResponse' ? { game: BOOK, failure: 'noResponse', statusText: 'timeout of 20000ms exceeded' } : { game: BOOK, url: LAUNCH_URL },
    );
  });
  return view;
}

function frame(): HTMLIFrameElement {
  const element = document.querySelector('iframe');
  if (element === null) throw new Error('no game frame');
  return element;
}

function post(data: unknown, { origin = ORIGIN, source = frame().contentWindow }: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const game = (type: string, payload?: object) => ({ source: 'casino-game', type, ...(payload ? { payload } : {}) });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const progressNow = () => Number(screen.getByRole('progressbar', { name: 'Loading the game' }).getAttribute('aria-valuenow'));
const sent = (view: GamePlayerRender, type: string) => view.emitted('shell:sendRequested').filter((message) => message.type === type);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('GamePage', () => {
  test('asks for the launch address once the lobby has loaded, and frames it', () => {
    const view = renderGamePlayer(ROUTE, lobby, { ...DEFAULT_SETTINGS, platform: 'mobile' });
    expect(view.emitted('game:launchUrlRequested')).toEqual([]);
    act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(view.emitted('game:launchUrlRequested')).toEqual([BOOK]);
    act(() => view.bus.emit('game:launchUrlResolved', { game: { gameCode: 'other', aggregator: 'bragg' }, url: '/elsewhere' }));
    expect(document.querySelector('iframe')).toBeNull();
    act(() => view.bus.emit('game:launchUrlResolved', { game: BOOK, url: LAUNCH_URL }));
    expect(frame().src).toBe(`${ORIGIN}${LAUNCH_URL}`);
    expect(frame().title).toBe('Book of Gold');
  });

  test("applies the aggregator's launch-address adjustments", () => {
    const view = renderGamePlayer('/games/atg101%3Arocket', rawLobby({ games: [rawGame({ code: 'rocket', aggregator: 'atg101' })] }), DEFAULT_SETTINGS);
    act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
    act(() => {
      view.bus.emit('game:launchUrlResolved', { game: { gameCode: 'rocket', aggregator: 'atg101' }, url: '/demo-games/atg101/rocket?lang=vn' });
    });
    const url = new URL(frame().src);
    expect(url.searchParams.get('lang')).toBe('vi');
    expect(url.searchParams.get('goback_url')).toBe(`${ORIGIN}/`);
  });

  test('shows the overlay with artwork and the progress text with the timeout, rising on a 100 ms tick', () => {
    openGame();
    expect(screen.getByText('Loading the game. This can take up to 60 seconds.')).toBeTruthy();
    expect(document.querySelector('[data-loading-image] img')?.getAttribute('src')).toBe('/images/games/bragg/book/loading-landscape.svg');
    expect(document.querySelector('[data-loading-image] source')?.getAttribute('srcset')).toBe('/images/games/bragg/book/loading-portrait.svg');
    expect(document.querySelector('[data-brand-title]')?.getAttribute('src')).toBe('/images/brands/WPTG/title.svg');
    const first = progressNow();
    advance(3000);
    expect(progressNow()).toBeGreaterThan(first);
    expect(progressNow()).toBeLessThan(100);
  });

  test("turns to SPEC §8's timeout text at the loadingTimeout of the query", () => {
    openGame({ path: `${ROUTE}?loadingTimeout=2` });
    expect(screen.getByText('Loading the game. This can take up to 2 seconds.')).toBeTruthy();
    advance(1900);
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    advance(200);
    const overlay = document.querySelector('[data-loading-overlay]');
    expect(overlay?.textContent).toContain(TIMEOUT_TEXT);
    expect(screen.queryByText(/Loading the game\. This can take/)).toBeNull();
  });

  test('completes the overlay 500 ms after the game says it has loaded', () => {
    openGame();
    post(game('loadStart'));
    act(() => {
      fireEvent.load(frame());
    });
    post(game('loadProgress', { progress: 80 }));
    advance(100);
    expect(progressNow()).toBe(80);
    post(game('parentLoadComplete'));
    advance(300);
    expect(progressNow()).toBeGreaterThan(80);
    advance(300);
    expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
  });

  test('takes a silent game as loaded with its frame', () => {
    openGame();
    act(() => {
      fireEvent.load(frame());
    });
    advance(600);
    expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
  });

  test('ignores messages that are not from the game frame, and drops malformed ones, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = openGame();
    post(game('errorOutOfMoney'), { source: window });
    post(game('errorOutOfMoney'), { origin: 'https://evil.example' });
    post(game('errorOutOfMoney'), { origin: 'https://evil.example' });
    post(game('errorOutOfMoney'), { origin: 'http://localhost:8080' });
    post(game('loadProgress', { progress: 'lots' }));
    post('errorOutOfMoney');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(view, 'insufficient-funds')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  test('says so when the launch address could not be had, and tells the shell the game failed to start', () => {
    const view = openGame({ answer: 'noResponse' });
    expect(screen.getByRole('alert').textContent).toBe(TIMEOUT_TEXT);
    expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
    expect(sent(view, 'openCasinoGameFailed')).toEqual([
      { type: 'openCasinoGameFailed', payload: { ...BOOK, statusText: 'timeout of 20000ms exceeded' } },
    ]);
  });

  test.each([
    ['landscape', 'mobile', [{ type: 'orientationLocked', payload: { orientation: 'landscape' } }]],
    ['auto', 'mobile', []],
    ['portrait', 'desktop', []],
  ] as const)('a %s game on %s: orientationLocked %j', (orientation, platform, expected) => {
    const view = renderGamePlayer(ROUTE, rawLobby({ games: [rawGame({ code: 'book', orientation })] }), { ...DEFAULT_SETTINGS, platform });
    expect(sent(view, 'orientationLocked')).toEqual(expected);
  });

  describe('out of money', () => {
    test('opens the insufficient-funds popup, tells the shell, and asks it for the cashier', () => {
      const view = openGame();
      post(game('errorOutOfMoney'));
      expect(screen.getByRole('dialog', { name: "You don't have sufficient funds, deposit now" })).toBeTruthy();
      expect(sent(view, 'insufficient-funds')).toEqual([{ type: 'insufficient-funds' }]);
      expect(sent(view, 'popupVisibility')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Cashier' }));
      expect(sent(view, 'openCashier')).toEqual([{ type: 'openCashier' }]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    test('in an iOS embed the shell also hears the popup open and close', () => {
      const view = openGame();
      act(() => view.bus.emit('shell:modeDetected', { standalone: false, transport: 'ios' }));
      post(game('parentErrorOutOfMoney'));
      expect(sent(view, 'popupVisibility')).toEqual([{ type: 'popupVisibility', payload: { visible: true } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(sent(view, 'popupVisibility')).toEqual([
        { type: 'popupVisibility', payload: { visible: true } },
        { type: 'popupVisibility', payload: { visible: false } },
      ]);
    });

    test('with the balance at a mini-game table, the locked-balance popup names the table', () => {
      const view = openGame();
      act(() => view.bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameCoin: 25, miniGameId: 10 }));
      post(game('errorOutOfMoney'));
      expect(screen.getByRole('dialog').textContent).toContain(
        'Your active balance is currently in use at a Poker Flip table. To buy into this casino game, please leave your Poker Flip table and try again.',
      );
      expect(sent(view, 'insufficient-funds')).toEqual([]);
    });
  });

  describe('the menu', () => {
    test('tells the shell it opened and closed, and shows the game info', () => {
      const view = openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Info' }));
      expect(view.emitted('shell:sendRequested').filter((message) => /Menu$/.test(message.type))).toEqual([{ type: 'openMenu' }, { type: 'closeMenu' }]);
      expect(screen.getByRole('dialog', { name: 'Book of Gold' }).textContent).toContain('Ten lines of gold.');
    });

    test('favourite asks the host to add the game', () => {
      const view = openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: /Favourite/ }));
      expect(view.emitted('favourites:toggleRequested')).toEqual([{ gameKey: 'bragg:book', favourite: true }]);
    });

    test('shows the onboarding hint once, for 15 s', () => {
      const hint = 'Open the menu to leave the game, add it to your favourites or read about it.';
      const view = openGame();
      expect(screen.getByText(hint)).toBeTruthy();
      advance(15_000);
      expect(screen.queryByText(hint)).toBeNull();
      view.unmount();
      openGame();
      expect(screen.queryByText(hint)).toBeNull();
    });

    test('leave on mobile: requestBackCasinoLobby, and the root with the exit loading', () => {
      const view = openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(sent(view, 'requestBackCasinoLobby')).toEqual([{ type: 'requestBackCasinoLobby' }]);
      expect(view.emitted('navigation:requested')).toEqual([{ path: '/?toggleLoading=true', replace: true }]);
      expect(view.bus.current('game:activeChanged')).toBeNull();
    });

    test('leave on desktop: gamewindowclose, and the pop-up closes', () => {
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      const view = openGame({ settings: { platform: 'desktop' } });
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(sent(view, 'gamewindowclose')).toEqual([{ type: 'gamewindowclose', payload: BOOK }]);
      expect(close).toHaveBeenCalledTimes(1);
      expect(sent(view, 'requestBackCasinoLobby')).toEqual([]);
      close.mockRestore();
    });
  });

  test("the game's close event closes it as leave does", () => {
    const view = openGame();
    post(game('close'));
    expect(sent(view, 'requestBackCasinoLobby')).toEqual([{ type: 'requestBackCasinoLobby' }]);
  });
});
