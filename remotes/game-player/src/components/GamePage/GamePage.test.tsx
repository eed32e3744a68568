import { DEFAULT_SETTINGS } from '@lobby/domain';
import { DEFAULT_BALANCES, type LaunchUrlResult, type LobbySettings, type Session } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderGamePlayer, type GamePlayerRender } from '../../testing/renderGamePlayer';

const BOOK = { gameCode: 'book', aggregator: 'bragg' };
const ROUTE = '/games/bragg%3Abook';
const ORIGIN = 'http://localhost';
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
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

/** Answers the page's launch-address call inside act, its promise settled. */
async function answer(view: GamePlayerRender, result: LaunchUrlResult): Promise<void> {
  await act(async () => view.answerLaunch(result));
}

async function openGame(
  options: { path?: string; settings?: Partial<LobbySettings>; answer?: 'url' | 'noResponse' | 'none' } = {},
): Promise<GamePlayerRender> {
  const view = renderGamePlayer(options.path ?? ROUTE, lobby, { ...DEFAULT_SETTINGS, platform: 'mobile', ...options.settings });
  act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
  if (options.answer === 'none') return view;
  await answer(
    view,
    options.answer === 'noResponse' ? { game: BOOK, failure: 'noResponse', statusText: 'timeout of 20000ms exceeded' } : { game: BOOK, url: LAUNCH_URL },
  );
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
  test('asks the player-action pipeline for the launch address once the lobby has loaded, and frames it', async () => {
    const view = renderGamePlayer(ROUTE, lobby, { ...DEFAULT_SETTINGS, platform: 'mobile' });
    expect(view.launchAddressesAsked()).toEqual([]);
    act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(view.launchAddressesAsked()).toEqual([BOOK]);
    await answer(view, { game: { gameCode: 'other', aggregator: 'bragg' }, url: '/elsewhere' });
    expect(document.querySelector('iframe')).toBeNull();
    await answer(view, { game: BOOK, url: LAUNCH_URL });
    expect(frame().src).toBe(`${ORIGIN}${LAUNCH_URL}`);
    expect(frame().title).toBe('Book of Gold');
  });

  test('a guest on the game route is refused by the gate: asked to log in and taken to the lobby, no frame', async () => {
    const view = await openGame({ answer: 'none' });
    await answer(view, { game: BOOK, failure: 'gate', reason: 'guest', statusText: 'x' });
    expect(sent(view, 'openLoginScreen')).toEqual([{ type: 'openLoginScreen' }]);
    expect(view.emitted('navigation:requested')).toEqual([{ path: '/', replace: true }]);
    expect(document.querySelector('iframe')).toBeNull();
    // No host application answers here: the page says it, as for a guest's tap on a tile.
    expect(screen.getByRole('dialog', { name: 'Log in to play' })).toBeTruthy();
  });

  test('missing credentials on the game route fail the launch as a tile would (SPEC §8 open-game failed)', async () => {
    const view = await openGame({ answer: 'none' });
    const statusText = 'Invalid user credentials provided. userId: u1 or sessionId: null';
    await answer(view, { game: BOOK, failure: 'gate', reason: 'credentials', statusText });
    expect(sent(view, 'openCasinoGameFailed')).toEqual([{ type: 'openCasinoGameFailed', payload: { ...BOOK, statusText } }]);
    expect(screen.getByRole('alert').textContent).toBe(TIMEOUT_TEXT);
    expect(document.querySelector('iframe')).toBeNull();
  });

  test("applies the aggregator's launch-address adjustments", async () => {
    const view = renderGamePlayer('/games/atg101%3Arocket', rawLobby({ games: [rawGame({ code: 'rocket', aggregator: 'atg101' })] }), DEFAULT_SETTINGS);
    act(() => view.bus.emit('lobby:loadStateChanged', 'loaded'));
    await answer(view, { game: { gameCode: 'rocket', aggregator: 'atg101' }, url: '/demo-games/atg101/rocket?lang=vn' });
    const url = new URL(frame().src);
    expect(url.searchParams.get('lang')).toBe('vi');
    expect(url.searchParams.get('goback_url')).toBe(`${ORIGIN}/`);
  });

  test('shows the overlay with artwork and the progress text with the timeout, rising on a 100 ms tick', async () => {
    await openGame();
    expect(screen.getByText('Loading the game. This can take up to 60 seconds.')).toBeTruthy();
    expect(document.querySelector('[data-loading-image] img')?.getAttribute('src')).toBe('/images/games/bragg/book/loading-landscape.svg');
    expect(document.querySelector('[data-loading-image] source')?.getAttribute('srcset')).toBe('/images/games/bragg/book/loading-portrait.svg');
    expect(document.querySelector('[data-brand-title]')?.getAttribute('src')).toBe('/images/brands/WPTG/title.svg');
    const first = progressNow();
    advance(3000);
    expect(progressNow()).toBeGreaterThan(first);
    expect(progressNow()).toBeLessThan(100);
  });

  test("turns to SPEC §8's timeout text at the loadingTimeout of the query", async () => {
    await openGame({ path: `${ROUTE}?loadingTimeout=2` });
    expect(screen.getByText('Loading the game. This can take up to 2 seconds.')).toBeTruthy();
    advance(1900);
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    advance(200);
    const overlay = document.querySelector('[data-loading-overlay]');
    expect(overlay?.textContent).toContain(TIMEOUT_TEXT);
    expect(screen.queryByText(/Loading the game\. This can take/)).toBeNull();
  });

  test('completes the overlay 500 ms after the game says it has loaded', async () => {
    await openGame();
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

  test('tracks the game ready once the overlay has completed and stayed so for the 500 ms debounce', async () => {
    const view = await openGame();
    post(game('loadStart'));
    post(game('loadComplete'));
    advance(600);
    expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
    expect(view.track).not.toHaveBeenCalled();
    advance(500);
    expect(view.track.mock.calls).toEqual([['gameReady', { gameKey: 'bragg:book', loadMs: expect.any(Number) }]]);
  });

  test('tracks the timeout it shows as an error, once', async () => {
    const view = await openGame({ path: `${ROUTE}?loadingTimeout=2` });
    advance(2100);
    advance(1000);
    expect(view.track.mock.calls).toEqual([['errorShown', { error: 'loadingTimeout', gameKey: 'bragg:book', screen: 'gamePage' }]]);
  });

  test('takes a silent game as loaded with its frame', async () => {
    await openGame();
    act(() => {
      fireEvent.load(frame());
    });
    advance(600);
    expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
  });

  test('ignores messages that are not from the game frame, and drops malformed ones, logged once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await openGame();
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

  test('says so when the launch address could not be had, and tells the shell the game failed to start', async () => {
    const view = await openGame({ answer: 'noResponse' });
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
    test('opens the insufficient-funds popup, tells the shell, and asks it for the cashier', async () => {
      const view = await openGame();
      post(game('errorOutOfMoney'));
      expect(screen.getByRole('dialog', { name: "You don't have sufficient funds, deposit now" })).toBeTruthy();
      expect(sent(view, 'insufficient-funds')).toEqual([{ type: 'insufficient-funds' }]);
      expect(sent(view, 'popupVisibility')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Cashier' }));
      expect(sent(view, 'openCashier')).toEqual([{ type: 'openCashier' }]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    test('in an iOS embed the shell also hears the popup open and close', async () => {
      const view = await openGame();
      act(() => view.bus.emit('shell:modeDetected', { standalone: false, transport: 'ios' }));
      post(game('parentErrorOutOfMoney'));
      expect(sent(view, 'popupVisibility')).toEqual([{ type: 'popupVisibility', payload: { visible: true } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(sent(view, 'popupVisibility')).toEqual([
        { type: 'popupVisibility', payload: { visible: true } },
        { type: 'popupVisibility', payload: { visible: false } },
      ]);
    });

    test('with the balance at a mini-game table, the locked-balance popup names the table', async () => {
      const view = await openGame();
      act(() => view.bus.emit('balances:changed', { ...DEFAULT_BALANCES, miniGameCoin: 25, miniGameId: 10 }));
      post(game('errorOutOfMoney'));
      expect(screen.getByRole('dialog').textContent).toContain(
        'Your active balance is currently in use at a Poker Flip table. To buy into this casino game, please leave your Poker Flip table and try again.',
      );
      expect(sent(view, 'insufficient-funds')).toEqual([]);
    });
  });

  describe('the menu', () => {
    test('tells the shell it opened and closed, and shows the game info', async () => {
      const view = await openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Info' }));
      expect(view.emitted('shell:sendRequested').filter((message) => /Menu$/.test(message.type))).toEqual([{ type: 'openMenu' }, { type: 'closeMenu' }]);
      expect(screen.getByRole('dialog', { name: 'Book of Gold' }).textContent).toContain('Ten lines of gold.');
    });

    test('favourite asks the host to add the game', async () => {
      const view = await openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: /Favourite/ }));
      expect(view.emitted('favourites:toggleRequested')).toEqual([{ gameKey: 'bragg:book', favourite: true, source: { screen: 'gameMenu', block: null } }]);
    });

    test('shows the onboarding hint once, for 15 s', async () => {
      const hint = 'Open the menu to leave the game, add it to your favourites or read about it.';
      const view = await openGame();
      expect(screen.getByText(hint)).toBeTruthy();
      advance(15_000);
      expect(screen.queryByText(hint)).toBeNull();
      view.unmount();
      await openGame();
      expect(screen.queryByText(hint)).toBeNull();
    });

    test('leave on mobile: requestBackCasinoLobby, and the root with the exit loading', async () => {
      const view = await openGame();
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(sent(view, 'requestBackCasinoLobby')).toEqual([{ type: 'requestBackCasinoLobby' }]);
      expect(view.emitted('navigation:requested')).toEqual([{ path: '/?toggleLoading=true', replace: true }]);
      expect(view.bus.current('game:activeChanged')).toBeNull();
    });

    test('leave on desktop: gamewindowclose, and the pop-up closes', async () => {
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      const view = await openGame({ settings: { platform: 'desktop' } });
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(sent(view, 'gamewindowclose')).toEqual([{ type: 'gamewindowclose', payload: BOOK }]);
      expect(close).toHaveBeenCalledTimes(1);
      expect(sent(view, 'requestBackCasinoLobby')).toEqual([]);
      close.mockRestore();
    });
  });

  describe('play for fun (issue #34)', () => {
    const FUN_URL = '/demo-games/bragg/book?locale=en&platform=mobile&mode=fun';
    const FUN_NOTICE = 'Playing for fun — no real money';

    async function openFun(session?: Session): Promise<GamePlayerRender> {
      const view = await openGame({ path: `${ROUTE}?mode=fun`, answer: 'none' });
      if (session !== undefined) act(() => view.bus.emit('session:changed', session));
      await answer(view, { game: BOOK, url: FUN_URL });
      return view;
    }

    test('the fun route asks for the fun-money address and says it is fun money, above the loading overlay', async () => {
      const view = await openFun();
      expect(view.launchModesAsked()).toEqual(['fun']);
      expect(frame().src).toBe(`${ORIGIN}${FUN_URL}`);
      expect(screen.getByText(FUN_NOTICE)).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Loading the game' })).toBeTruthy();
      // A strip of its own: the game's frame is not under it.
      expect(document.querySelector('[data-fun-mode-bar]')?.contains(frame())).toBe(false);
      post(game('loadComplete'));
      advance(600);
      expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
      expect(screen.getByText(FUN_NOTICE)).toBeTruthy();
    });

    test.each([['?mode=FUN'], ['?mode=demo'], ['?mode='], ['']])('%p is real money: no notice', async (query) => {
      const view = await openGame({ path: `${ROUTE}${query}` });
      expect(view.launchModesAsked()).toEqual(['real']);
      expect(screen.queryByText(FUN_NOTICE)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Play for real' })).toBeNull();
    });

    test('"Play for real" for a guest: the login prompt of SPEC §4 step 1, the demo stays', async () => {
      const view = await openFun();
      fireEvent.click(screen.getByRole('button', { name: 'Play for real' }));
      expect(view.emitted('game:launchRequested')).toEqual([
        { gameCode: 'book', aggregator: 'bragg', source: { screen: 'gamePage', block: null } },
      ]);
      expect(sent(view, 'openLoginScreen')).toEqual([{ type: 'openLoginScreen' }]);
      expect(screen.getByRole('dialog', { name: 'Log in to play' })).toBeTruthy();
      expect(frame().src).toBe(`${ORIGIN}${FUN_URL}`);
    });

    test('"Play for real" for a player: the real launch on the real game route', async () => {
      const view = await openFun(PLAYER);
      fireEvent.click(screen.getByRole('button', { name: 'Play for real' }));
      expect(view.emitted('navigation:requested')).toEqual([{ path: ROUTE, replace: true }]);
      expect(sent(view, 'launchCasinoGame')).toEqual([{ type: 'launchCasinoGame', payload: BOOK }]);
    });
  });

  describe('player protection refuses the launch (issue #34)', () => {
    const UNTIL = '2027-05-28T12:00:00.000Z';
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(UNTIL));

    test.each<[string, LaunchUrlResult, string]>([
      [
        'self-excluded until a date',
        { game: BOOK, failure: 'gate', reason: 'selfExcluded', until: UNTIL, statusText: `You have excluded yourself from play until ${UNTIL}.` },
        `You have excluded yourself from play until ${date}.`,
      ],
      [
        'self-excluded without an end',
        { game: BOOK, failure: 'gate', reason: 'selfExcluded', until: null, statusText: 'You have excluded yourself from play.' },
        'You have excluded yourself from play.',
      ],
      [
        'on a cool-off',
        { game: BOOK, failure: 'gate', reason: 'coolOff', until: UNTIL, statusText: 'x' },
        `You are taking a break from play until ${date}.`,
      ],
      [
        'a loss limit reached',
        { game: BOOK, failure: 'gate', reason: 'lossLimit', until: UNTIL, statusText: 'x' },
        `You have reached your loss limit. You can play again after ${date}.`,
      ],
    ])('%s: the reason instead of a blank game, and the way back to the lobby', async (_name, result, text) => {
      const view = await openGame({ answer: 'none' });
      await answer(view, result);
      expect(screen.getByRole('alert').textContent).toContain(text);
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull();
      // No game to manage: the menu and its hint would only cover the way back.
      expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
      const back = screen.getByRole('button', { name: 'Back to the lobby' });
      expect(document.activeElement).toBe(back);
      fireEvent.click(back);
      expect(sent(view, 'requestBackCasinoLobby')).toEqual([{ type: 'requestBackCasinoLobby' }]);
    });

    test('the shell hears openCasinoGameFailed with the English reason, and the refusal is tracked once', async () => {
      const view = await openGame({ answer: 'none' });
      const statusText = `You have excluded yourself from play until ${UNTIL}.`;
      await answer(view, { game: BOOK, failure: 'gate', reason: 'selfExcluded', until: UNTIL, statusText });
      expect(sent(view, 'openCasinoGameFailed')).toEqual([{ type: 'openCasinoGameFailed', payload: { ...BOOK, statusText } }]);
      expect(view.track.mock.calls).toEqual([['errorShown', { error: 'launchRefused', gameKey: 'bragg:book', screen: 'gamePage' }]]);
    });

    test('a fun demo refused for a break says so too', async () => {
      const view = await openGame({ path: `${ROUTE}?mode=fun`, answer: 'none' });
      await answer(view, { game: BOOK, failure: 'gate', reason: 'coolOff', until: null, statusText: 'x' });
      expect(screen.getByRole('alert').textContent).toContain('You are taking a break from play.');
    });
  });

  test("the game's close event closes it as leave does", async () => {
    const view = await openGame();
    post(game('close'));
    expect(sent(view, 'requestBackCasinoLobby')).toEqual([{ type: 'requestBackCasinoLobby' }]);
  });
});
