import { createLobbyBus } from '@lobby/bus';
import {
  createGameIndex,
  DEFAULT_SETTINGS,
  gameKey,
  CALLBACK_QUEUE_DELAY_MS,
  LAUNCH_DEBOUNCE_MS,
  normaliseLobby,
  type Game,
  type LaunchEnvironment,
} from '@lobby/domain';
import type { BusEventMap, BusEventType, LobbySettings, PlayMode, RawPlayerProtection, Session } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { connectLaunches, type LaunchNotice, type OpenedWindow } from './connectLaunches';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const BROWSER: LaunchEnvironment = { shellTransport: null, displayStandalone: false };
const FRAMED: LaunchEnvironment = { shellTransport: 'parent', displayStandalone: false };
const SCREEN = { availLeft: 0, availTop: 0, availWidth: 1920, availHeight: 1040 };

const CATALOGUE = createGameIndex(
  normaliseLobby(
    rawLobby({
      games: [
        rawGame({ code: 'g 1', aggregator: 'bragg' }),
        rawGame({ code: 'g2', aggregator: 'bragg', loadingTimeoutInSeconds: 90, position: 'right' }),
        rawGame({ code: '10', aggregator: 'haba' }),
        rawGame({ code: '12', aggregator: 'haba' }),
        rawGame({ code: 'demo', aggregator: 'bragg', hasDemo: true }),
      ],
    }),
    { now: 0 },
  ).games,
);

interface SetupOptions {
  readonly settings?: Partial<LobbySettings>;
  readonly environment?: LaunchEnvironment;
  /** The load state at the start; 'loaded' unless a test is about the queue. */
  readonly loaded?: boolean;
  /** window.open refuses, as a pop-up blocker does. */
  readonly blocked?: boolean;
  readonly favourites?: readonly string[];
  /**
   * The server behind the game store: with it, games outside CATALOGUE are not known yet and
   * are looked up there; without it, CATALOGUE is every game there is.
   */
  readonly server?: (key: string) => Promise<Game | null>;
}

function setup(session: Session, options: SetupOptions = {}) {
  const { settings = {}, environment = BROWSER, loaded = true, blocked = false, favourites = [], server } = options;
  const bus = createLobbyBus();
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, ...settings });
  bus.emit('session:changed', session);
  bus.emit('favourites:changed', favourites);
  bus.emit('lobby:loadStateChanged', loaded ? 'loaded' : 'loading');
  let clock = 1_000_000;
  const logger = { warn: jest.fn() };
  const opened: { url: string; name: string; features?: string; window: { closed: boolean } }[] = [];
  const watchers: (() => void)[] = [];
  const notices: LaunchNotice[] = [];
  const seen = <K extends BusEventType>(type: K) => {
    const values: BusEventMap[K][] = [];
    bus.on$(type).subscribe((value) => values.push(value));
    return values;
  };
  const sent = seen('shell:sendRequested');
  const paths = seen('navigation:requested');
  const launched = seen('game:launched');
  const active = seen('game:activeChanged');
  // The callback queue's timers on the test's clock: advance() runs what has come due.
  let timerId = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers = {
    setTimeout: (run: () => void, ms: number) => {
      timerId += 1;
      due.set(timerId, { at: clock + ms, run });
      return timerId;
    },
    clearTimeout: (id: unknown) => void due.delete(id as number),
  };
  const advance = (ms: number) => {
    clock += ms;
    for (const [id, timer] of [...due].sort(([, a], [, b]) => a.at - b.at)) {
      if (timer.at > clock) continue;
      due.delete(id);
      timer.run();
    }
  };
  const disconnect = connectLaunches(bus, {
    timers,
    environment: () => environment,
    findGame: ({ aggregator, gameCode }) =>
      CATALOGUE.byKey(gameKey(aggregator, gameCode)) ?? (server === undefined ? null : undefined),
    resolveGame: ({ aggregator, gameCode }) =>
      server === undefined ? Promise.reject(new Error('no lookup expected')) : server(gameKey(aggregator, gameCode)),
    windows: {
      open: (url, name, features) => {
        if (blocked) return null;
        const window = { closed: false };
        opened.push({ url, name, features, window });
        return window;
      },
      screen: () => SCREEN,
      watchClosed: (_window: OpenedWindow, onClosed) => {
        watchers.push(onClosed);
        return () => undefined;
      },
    },
    notify: (notice) => notices.push(notice),
    logger,
    now: () => clock,
  });
  const launch = (gameCode: string, aggregator = 'bragg', mode?: PlayMode) =>
    bus.emit('game:launchRequested', {
      gameCode,
      aggregator,
      source: { screen: 'home', block: null },
      ...(mode === undefined ? {} : { mode }),
    });
  const closeWindows = () => watchers.forEach((onClosed) => onClosed());
  return { bus, logger, disconnect, sent, paths, launched, active, opened, notices, launch, closeWindows, advance };
}

describe('connectLaunches: SPEC §4 steps', () => {
  test("an editor's preview: previewGameLink to the parent, nothing opens or becomes active", () => {
    const { launch, sent, opened, paths, active } = setup(PLAYER, {
      settings: { casinoJsonResponse: '{}' },
      environment: FRAMED,
    });
    launch('g 1');
    expect(sent).toEqual([
      { type: 'previewGameLink', payload: { gameCode: 'g 1', aggregator: 'bragg', url: '/games/bragg%3Ag%201' } },
    ]);
    expect(opened).toEqual([]);
    expect(paths).toEqual([]);
    expect(active).toEqual([]);
  });

  test('unknown game: gameNotFound to the shell, nothing opens', () => {
    const { launch, sent, opened, paths } = setup(PLAYER);
    launch('nope');
    expect(sent).toEqual([{ type: 'gameNotFound', payload: { gameCode: 'nope', aggregator: 'bragg' } }]);
    expect(opened).toEqual([]);
    expect(paths).toEqual([]);
  });

  test('a game the lobby does not know yet is looked up, then launched', async () => {
    const far = normaliseLobby(rawLobby({ games: [rawGame({ code: 'far', aggregator: 'bragg' })] }), { now: 0 })
      .games[0];
    const { launch, sent, opened } = setup(PLAYER, {
      server: async (key) => (key === 'bragg:far' ? (far ?? null) : null),
    });
    launch('far');
    expect(sent).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(opened.map(({ name }) => name)).toEqual(['casino-lobby-game:bragg:far']);
  });

  test('gameNotFound only once the server has said the game is not offered', async () => {
    let answer: (game: Game | null) => void = () => undefined;
    const { launch, sent } = setup(PLAYER, { server: () => new Promise((resolve) => (answer = resolve)) });
    launch('nope');
    expect(sent).toEqual([]);
    answer(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([{ type: 'gameNotFound', payload: { gameCode: 'nope', aggregator: 'bragg' } }]);
  });

  test('a lookup that fails sends nothing and is logged', async () => {
    const { launch, sent, opened, logger } = setup(PLAYER, { server: () => Promise.reject(new Error('offline')) });
    launch('nope');
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(opened).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('launch: bragg:nope could not be looked up', expect.any(Error));
  });

  test('1. a guest in a shell: openLoginScreen, and no prompt of the page', () => {
    const { launch, sent, notices, paths } = setup(GUEST, { environment: FRAMED });
    launch('g 1');
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
    expect(notices).toEqual([]);
    expect(paths).toEqual([]);
  });

  test('1. a guest on a standalone page: the page prompts the login itself', () => {
    const { launch, sent, notices } = setup(GUEST);
    launch('g 1');
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
    expect(notices).toEqual(['login']);
  });

  test('2. a native game is opened by the app, for guests too', () => {
    const { launch, sent, notices } = setup(GUEST, { environment: FRAMED });
    launch('poker', 'native');
    expect(sent).toEqual([{ type: 'openCasinoGame', payload: { gameCode: 'poker', aggregator: 'native' } }]);
    expect(notices).toEqual([]);
  });

  test('3. a mini-game off the app opens the native mini-game by its id', () => {
    const { launch, sent, opened } = setup(PLAYER, { environment: FRAMED });
    launch('10', 'haba');
    expect(sent).toEqual([{ type: 'openCasinoGame', payload: { gameCode: '10', aggregator: 'haba' } }]);
    expect(opened).toEqual([]);
  });

  test('3. standalone, the page says the game opens in the app', () => {
    const { launch, notices } = setup(PLAYER);
    launch('10', 'haba');
    expect(notices).toEqual(['app']);
  });

  test('3. an unsupported mini-game id is refused with a warning listing the supported ids', () => {
    const { launch, sent, logger } = setup(PLAYER);
    launch('12', 'haba');
    expect(sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Supported ids: 1, 2, 3, 10'));
  });

  test('4. iOS Safari outside the home screen asks for a shortcut', () => {
    const { launch, sent, notices } = setup(PLAYER, { settings: { platformType: 'ios' } });
    launch('g 1');
    expect(sent).toEqual([{ type: 'addShortcut', payload: { gameCode: 'g 1', aggregator: 'bragg' } }]);
    expect(notices).toEqual(['shortcut']);
  });

  test('5. missing credentials: openCasinoGameFailed with the SPEC status text', () => {
    const { launch, sent, paths, opened } = setup({ userId: 'u1', sessionId: null, guest: false });
    launch('g 1');
    expect(paths).toEqual([]);
    expect(opened).toEqual([]);
    expect(sent).toEqual([
      {
        type: 'openCasinoGameFailed',
        payload: {
          gameCode: 'g 1',
          aggregator: 'bragg',
          statusText: 'Invalid user credentials provided. userId: u1 or sessionId: null',
        },
      },
    ]);
  });

  test('6. desktop: active, tracked with its favourite flag and playedAt, launchCasinoGame, the pop-up', () => {
    const { launch, sent, active, launched, opened, paths } = setup(PLAYER, { favourites: ['bragg:g2'] });
    launch('g2');
    const game = { gameCode: 'g2', aggregator: 'bragg' };
    expect(active).toEqual([game]);
    expect(launched).toEqual([
      { game, favourite: true, playedAt: 1_000_000, window: 'popup', source: { screen: 'home', block: null }, mode: 'real' },
    ]);
    expect(sent).toEqual([{ type: 'launchCasinoGame', payload: game }]);
    expect(opened).toEqual([
      {
        url: '/desktop/games/bragg%3Ag2?locale=en&theme=dark&brand=99&loadingTimeout=90',
        name: 'casino-lobby-game:bragg:g2',
        features: 'popup=yes,width=1000,height=810,left=920,top=115',
        window: { closed: false },
      },
    ]);
    expect(paths).toEqual([]);
  });

  test('6. desktop: the game stops being active when its pop-up closes', () => {
    const { launch, active, closeWindows } = setup(PLAYER);
    launch('g 1');
    closeWindows();
    expect(active).toEqual([{ gameCode: 'g 1', aggregator: 'bragg' }, null]);
  });

  test('6. desktop with the pop-up blocked: the game route in this window', () => {
    const { launch, paths, launched } = setup(PLAYER, { blocked: true });
    launch('g 1');
    expect(launched).toHaveLength(1);
    expect(paths).toEqual([{ path: '/games/bragg%3Ag%201' }]);
  });

  test('6. mobile: the game route replaces the lobby screen', () => {
    const { launch, paths, opened, launched } = setup(PLAYER, { settings: { platform: 'mobile' } });
    launch('g 1');
    expect(paths).toEqual([{ path: '/games/bragg%3Ag%201', replace: true }]);
    expect(opened).toEqual([]);
    expect(launched.map((launch) => [launch.favourite, launch.window])).toEqual([[false, 'route']]);
  });

  test("6. iOS home-screen web app: a new tab on the mobile game window's address", () => {
    const { launch, opened } = setup(PLAYER, {
      settings: { platform: 'mobile', platformType: 'ios' },
      environment: { shellTransport: null, displayStandalone: true },
    });
    launch('g 1');
    expect(opened.map(({ url, name, features }) => [url, name, features])).toEqual([
      [
        '/mobile/games/bragg%3Ag%201?locale=en&theme=dark&brand=99&loadingTimeout=60',
        'casino-lobby-game:bragg:g 1',
        undefined,
      ],
    ]);
  });

  test('6. desktop configured for new tabs: the pop-up address in a tab, without window features', () => {
    const { launch, opened, launched, closeWindows, active } = setup(PLAYER, { settings: { openGamesInNewTab: true } });
    launch('g2');
    expect(launched.map((launch) => launch.window)).toEqual(['newTab']);
    expect(opened.map(({ url, name, features }) => [url, name, features])).toEqual([
      [
        '/desktop/games/bragg%3Ag2?locale=en&theme=dark&brand=99&loadingTimeout=90',
        'casino-lobby-game:bragg:g2',
        undefined,
      ],
    ]);
    closeWindows();
    expect(active).toEqual([{ gameCode: 'g2', aggregator: 'bragg' }, null]);
  });

  test('an alias is launched under its aggregator', () => {
    const { launch, sent } = setup(PLAYER);
    launch('g 1', 'oryx');
    expect(sent).toEqual([{ type: 'launchCasinoGame', payload: { gameCode: 'g 1', aggregator: 'bragg' } }]);
  });
});

/** The player's protection as 'protection:changed' carries it; the tests' clock stands at 1 000 000 ms. */
function protectionOf(state: Partial<Pick<RawPlayerProtection, 'exclusion' | 'lossLimit'>>): RawPlayerProtection {
  return {
    policy: { licenseType: null, sessionClock: true, realityCheckSeconds: 3600, limitsUrl: null, helpUrl: null },
    sessionStartedAt: '1970-01-01T00:00:00.000Z',
    depositLimit: null,
    lossLimit: null,
    exclusion: null,
    ...state,
  };
}
const LATER = '1970-01-01T00:30:00.000Z';
const EARLIER = '1970-01-01T00:10:00.000Z';
const SELF_EXCLUDED = protectionOf({ exclusion: { kind: 'selfExcluded', until: LATER } });
const LOSS_LIMIT_REACHED = protectionOf({ lossLimit: { amount: 50, used: 50, period: 'day', resetsAt: LATER } });
const DEMO = { gameCode: 'demo', aggregator: 'bragg' };

describe('connectLaunches: play for fun (issue #34)', () => {
  test('a guest plays a demo on desktop: no login, the pop-up at the fun address, the launch says fun', () => {
    const { launch, sent, notices, opened, launched, active } = setup(GUEST);
    launch('demo', 'bragg', 'fun');
    expect(notices).toEqual([]);
    expect(sent).toEqual([{ type: 'launchCasinoGame', payload: DEMO }]);
    expect(active).toEqual([DEMO]);
    expect(launched).toEqual([
      { game: DEMO, favourite: false, playedAt: 1_000_000, window: 'popup', source: { screen: 'home', block: null }, mode: 'fun' },
    ]);
    expect(opened.map(({ url, name }) => [url, name])).toEqual([
      ['/desktop/games/bragg%3Ademo?locale=en&theme=dark&brand=99&loadingTimeout=60&mode=fun', 'casino-lobby-game:bragg:demo'],
    ]);
  });

  test('mobile: the game route with mode=fun replaces the lobby screen', () => {
    const { launch, paths, opened } = setup(GUEST, { settings: { platform: 'mobile' } });
    launch('demo', 'bragg', 'fun');
    expect(paths).toEqual([{ path: '/games/bragg%3Ademo?mode=fun', replace: true }]);
    expect(opened).toEqual([]);
  });

  test('a new tab and a blocked pop-up keep the fun mode', () => {
    const tab = setup(PLAYER, { settings: { openGamesInNewTab: true } });
    tab.launch('demo', 'bragg', 'fun');
    expect(tab.opened.map(({ url, features }) => [url, features])).toEqual([
      ['/desktop/games/bragg%3Ademo?locale=en&theme=dark&brand=99&loadingTimeout=60&mode=fun', undefined],
    ]);
    const blocked = setup(PLAYER, { blocked: true });
    blocked.launch('demo', 'bragg', 'fun');
    expect(blocked.paths).toEqual([{ path: '/games/bragg%3Ademo?mode=fun' }]);
  });

  test('iOS Safari plays a demo where it is, without asking for the home-screen shortcut', () => {
    const { launch, sent, paths } = setup(GUEST, { settings: { platform: 'mobile', platformType: 'ios' } });
    launch('demo', 'bragg', 'fun');
    expect(sent).toEqual([{ type: 'launchCasinoGame', payload: DEMO }]);
    expect(paths).toEqual([{ path: '/games/bragg%3Ademo?mode=fun', replace: true }]);
  });

  test.each([
    ['a game without a demo', 'g 1', 'bragg'],
    ["the app's own game", 'poker', 'native'],
    ['a mini-game', '10', 'haba'],
  ])('%s has no fun launch: nothing opens or is sent, a warning is logged', (_name, code, aggregator) => {
    const { launch, sent, opened, paths, launched, notices, logger } = setup(GUEST);
    launch(code, aggregator, 'fun');
    expect([sent, opened, paths, launched, notices]).toEqual([[], [], [], [], []]);
    expect(logger.warn).toHaveBeenCalledWith(`launch: ${aggregator}:${code} has no demo to play for fun`);
  });

  test('fun launches wait for the load like real ones, and keep their mode (mobile: the last)', () => {
    const { bus, launch, paths, advance } = setup(GUEST, { loaded: false, settings: { platform: 'mobile' } });
    launch('g 1');
    advance(LAUNCH_DEBOUNCE_MS);
    launch('demo', 'bragg', 'fun');
    expect(paths).toEqual([]);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(paths).toEqual([{ path: '/games/bragg%3Ademo?mode=fun', replace: true }]);
  });

  test('a fun launch and a real one within the debounce count once', () => {
    const { launch, opened } = setup(PLAYER);
    launch('demo', 'bragg', 'fun');
    launch('demo');
    expect(opened.map(({ url }) => url.endsWith('&mode=fun'))).toEqual([true]);
  });

  test('a self-excluded player is refused fun play too, and told why', () => {
    const { bus, launch, opened, notices } = setup(PLAYER);
    bus.emit('protection:changed', SELF_EXCLUDED);
    launch('demo', 'bragg', 'fun');
    expect(opened).toEqual([]);
    expect(notices).toEqual([{ refused: { reason: 'selfExcluded', until: LATER } }]);
  });

  test('a loss limit reached still lets the player play for fun', () => {
    const { bus, launch, opened } = setup(PLAYER);
    bus.emit('protection:changed', LOSS_LIMIT_REACHED);
    launch('demo', 'bragg', 'fun');
    expect(opened).toHaveLength(1);
  });
});

describe('connectLaunches: player protection refuses at the tap (issue #34)', () => {
  test.each([
    ['standalone', BROWSER],
    ['in a shell', FRAMED],
  ])('%s: the shell hears openCasinoGameFailed with the English reason; the page says why; nothing opens', (_name, environment) => {
    const { bus, launch, sent, notices, opened, paths, launched, active } = setup(PLAYER, { environment });
    bus.emit('protection:changed', SELF_EXCLUDED);
    launch('g 1');
    expect(sent).toEqual([
      {
        type: 'openCasinoGameFailed',
        payload: { gameCode: 'g 1', aggregator: 'bragg', statusText: `You have excluded yourself from play until ${LATER}.` },
      },
    ]);
    expect(notices).toEqual([{ refused: { reason: 'selfExcluded', until: LATER } }]);
    expect([opened, paths, launched, active]).toEqual([[], [], [], []]);
  });

  test('a loss limit reached refuses real money until it resets', () => {
    const { bus, launch, notices, opened } = setup(PLAYER, { settings: { platform: 'mobile' } });
    bus.emit('protection:changed', LOSS_LIMIT_REACHED);
    launch('g 1');
    expect(notices).toEqual([{ refused: { reason: 'lossLimit', until: LATER } }]);
    expect(opened).toEqual([]);
  });

  test("the protection's dates are read on the lobby's clock: a break that ended refuses nothing", () => {
    const { bus, launch, opened, notices } = setup(PLAYER);
    bus.emit('protection:changed', protectionOf({ exclusion: { kind: 'coolOff', until: EARLIER } }));
    launch('g 1');
    expect(notices).toEqual([]);
    expect(opened).toHaveLength(1);
  });

  test('protection not known yet refuses nothing here (the content service still decides)', () => {
    const { bus, launch, opened } = setup(PLAYER);
    bus.emit('protection:changed', null);
    launch('g 1');
    expect(opened).toHaveLength(1);
  });
});

describe('connectLaunches: debounce, queue, openGame', () => {
  test('launches within the debounce count once; a later one acts again', () => {
    const { launch, opened, advance } = setup(PLAYER);
    launch('g 1');
    advance(LAUNCH_DEBOUNCE_MS - 1);
    launch('g2');
    expect(opened).toHaveLength(1);
    advance(1);
    launch('g2');
    expect(opened.map(({ name }) => name)).toEqual(['casino-lobby-game:bragg:g 1', 'casino-lobby-game:bragg:g2']);
  });

  test('desktop: launches before the load wait, then all open through the callback queue, 300 ms apart', () => {
    const { bus, launch, opened, advance } = setup(PLAYER, { loaded: false });
    launch('g 1');
    advance(LAUNCH_DEBOUNCE_MS);
    launch('g2');
    expect(opened).toEqual([]);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(opened.map(({ name }) => name)).toEqual(['casino-lobby-game:bragg:g 1']);
    advance(CALLBACK_QUEUE_DELAY_MS - 1);
    expect(opened).toHaveLength(1);
    advance(1);
    expect(opened.map(({ name }) => name)).toEqual(['casino-lobby-game:bragg:g 1', 'casino-lobby-game:bragg:g2']);
  });

  test('mobile: launches before the load wait, then only the last opens', () => {
    const { bus, launch, paths, advance } = setup(PLAYER, { loaded: false, settings: { platform: 'mobile' } });
    launch('g 1');
    advance(LAUNCH_DEBOUNCE_MS);
    launch('g2');
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(paths).toEqual([{ path: '/games/bragg%3Ag2', replace: true }]);
  });

  test('the openGame setting opens its game once the lobby has loaded, once', () => {
    const { bus, opened } = setup(PLAYER, { loaded: false, settings: { openGame: 'bragg:g2' } });
    expect(opened).toEqual([]);
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, openGame: 'bragg:g2', theme: 'light' });
    expect(opened.map(({ name }) => name)).toEqual(['casino-lobby-game:bragg:g2']);
  });

  test('an openGame the catalogue lacks: gameNotFound', () => {
    const { sent } = setup(PLAYER, { settings: { openGame: 'bragg:gone' } });
    expect(sent).toEqual([{ type: 'gameNotFound', payload: { gameCode: 'gone', aggregator: 'bragg' } }]);
  });

  test('a close request ends the active game, once', () => {
    const { bus, active } = setup(PLAYER);
    bus.emit('game:activeChanged', { gameCode: 'g1', aggregator: 'bragg' });
    bus.emit('game:closeRequested', { reason: 'backToLobby' });
    bus.emit('game:closeRequested', { reason: 'backToLobby' });
    expect(active).toEqual([{ gameCode: 'g1', aggregator: 'bragg' }, null]);
  });

  test('disconnect stops listening', () => {
    const { launch, sent, disconnect } = setup(PLAYER);
    disconnect();
    launch('g 1');
    expect(sent).toEqual([]);
  });
});
