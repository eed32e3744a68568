import {
  assertNever,
  comparableKeyOf,
  createCallbackQueue,
  DEFAULT_SETTINGS,
  favouriteKeySet,
  gameKey,
  gameRoutePath,
  gameWindowFeatures,
  gameWindowName,
  gameWindowUrl,
  initialLaunchFlow,
  isFavouriteKey,
  launchContextOf,
  launchRefusalStatusText,
  normaliseAggregator,
  parseGameKey,
  planGameLaunch,
  stepLaunchFlow,
  type Game,
  type LaunchEnvironment,
  type LaunchFlowEvent,
  type LaunchPlan,
  type LaunchRefusal,
  type ScreenArea,
  type Timers,
} from '@lobby/domain';
import {
  GUEST_SESSION,
  type ActionSource,
  type GameRef,
  type GameWindowKind,
  type LobbyBus,
  type PlayMode,
} from '@lobby/shared';
import { Subscription } from '@lobby/rx';

/**
 * What the player is told in the page: where no host application answers the launch's message
 * ('login', 'app', 'shortcut'), and, host or not, why player protection refused a launch
 * (issue #34: a refused launch says why; the shell has no message to show it).
 */
export type LaunchNotice = 'login' | 'app' | 'shortcut' | { readonly refused: LaunchRefusal };

/** What the launch sees of an opened window. */
export interface OpenedWindow {
  readonly closed: boolean;
}

/** The browser's windows, behind an interface so the flow is testable without one. */
export interface GameWindows {
  /** window.open: null when a pop-up blocker refused. */
  open(url: string, name: string, features?: string): OpenedWindow | null;
  readonly screen: () => ScreenArea;
  /** Calls `onClosed` once the window has closed; returns what stops watching. */
  watchClosed(opened: OpenedWindow, onClosed: () => void): () => void;
}

/** A launch asked for, where from, and for which money. */
interface LaunchRequest {
  readonly game: GameRef;
  readonly source: ActionSource;
  readonly mode: PlayMode;
}

/** The openGame setting's launches (SPEC §3). */
const SETTINGS_SOURCE: ActionSource = Object.freeze({ screen: 'settings', block: null });

export interface LaunchDeps {
  /** Read at each launch: the shell bridge's transport and the display mode can change. */
  readonly environment: () => LaunchEnvironment;
  /**
   * The game as the lobby knows it, read at each launch (the lobby may have changed):
   * undefined while not known yet, null once the server has said the lobby does not offer it.
   */
  readonly findGame: (game: GameRef) => Game | null | undefined;
  /** Asks the server for a game not known yet; rejects when it cannot be asked. */
  readonly resolveGame: (game: GameRef) => Promise<Game | null>;
  readonly windows: GameWindows;
  /** The page's own answer where the shell's would be (standalone: no host application). */
  readonly notify: (notice: LaunchNotice) => void;
  readonly logger: Pick<Console, 'warn'>;
  /**
   * The lobby clock's now (createLobbyClock): the debounce, a play's playedAt and the player's
   * protection dates are read on it.
   */
  readonly now?: () => number;
  /** The callback queue's timers (tests pass fake ones). */
  readonly timers?: Timers;
}

/**
 * The launch flow's owner (DESIGN §3, SPEC §4). Every 'game:launchRequested' (tiles, banners,
 * links) and the openGame setting go through packages/domain's launch flow (debounce 250 ms,
 * queue until the lobby has loaded) and planGameLaunch, and the plan is carried out here:
 * shell messages, the desktop pop-up, a new tab or the game route. A request from a click acts
 * synchronously inside it, so the pop-up is opened within the click and pop-up blockers let it
 * through. game-player is the one writer of 'game:activeChanged' and 'game:launched'.
 */
export function connectLaunches(bus: LobbyBus, deps: LaunchDeps): () => void {
  const { environment, findGame, resolveGame, windows, notify, logger, now = Date.now, timers } = deps;
  let flow = initialLaunchFlow<LaunchRequest>();
  // SPEC §4: the launches queued while the lobby loaded run one after another, the first at once.
  const released = createCallbackQueue(timers === undefined ? {} : { timers });
  let openedGame: string | null = null;
  const stopWatching = new Set<() => void>();

  const send = bus.emit.bind(bus, 'shell:sendRequested');
  const settings = () => bus.current('settings:changed') ?? DEFAULT_SETTINGS;
  const hasHost = () => environment().shellTransport !== null;

  const endWhenClosed = (game: GameRef, opened: OpenedWindow) => {
    const stop = windows.watchClosed(opened, () => {
      stopWatching.delete(stop);
      const active = bus.current('game:activeChanged') ?? null;
      if (
        active !== null &&
        comparableKeyOf(active.aggregator, active.gameCode) === comparableKeyOf(game.aggregator, game.gameCode)
      ) {
        bus.emit('game:activeChanged', null);
      }
    });
    stopWatching.add(stop);
  };

  /**
   * SPEC §4 step 6 after the bookkeeping: a new tab, the desktop pop-up or the game route, each
   * saying a fun-money launch's mode (issue #34).
   */
  const openWindow = (game: GameRef, found: Game | undefined, target: GameWindowKind, mode: PlayMode) => {
    const route = gameRoutePath(game.aggregator, game.gameCode, mode);
    const name = gameWindowName(game.aggregator, game.gameCode);
    if (target === 'route') {
      bus.emit('navigation:requested', { path: route, replace: true });
      return;
    }
    // The pop-up (SPEC §2's desktop address) and a new tab open the same address: a new tab is
    // the pop-up's page without pop-up window features.
    const url = gameWindowUrl(
      { ...game, code: game.gameCode, loadingTimeoutInSeconds: found?.loadingTimeoutInSeconds ?? null },
      settings(),
      mode,
    );
    const opened =
      target === 'popup'
        ? windows.open(url, name, gameWindowFeatures(found?.position ?? 'left', windows.screen()))
        : windows.open(url, name);
    // A blocked window (a launch without a click, such as the openGame setting) still opens
    // the game: here, on its route.
    if (opened === null) bus.emit('navigation:requested', { path: route });
    else endWhenClosed(game, opened);
  };

  const perform = ({ game, source, mode }: LaunchRequest, found: Game | undefined, plan: LaunchPlan): void => {
    switch (plan.kind) {
      case 'previewLink':
        send({ type: 'previewGameLink', payload: { ...game, url: gameRoutePath(game.aggregator, game.gameCode, mode) } });
        return;
      case 'gameNotFound':
        send({ type: 'gameNotFound', payload: game });
        return;
      case 'openLogin':
        send({ type: 'openLoginScreen' });
        if (!hasHost()) notify('login');
        return;
      case 'openNativeGame':
        send({ type: 'openCasinoGame', payload: game });
        if (!hasHost()) notify('app');
        return;
      case 'openMiniGame':
        // The app knows a mini-game by its id (SPEC §4 step 3).
        send({ type: 'openCasinoGame', payload: { gameCode: String(plan.id), aggregator: game.aggregator } });
        if (!hasHost()) notify('app');
        return;
      case 'miniGameRefused':
        logger.warn(plan.warning);
        return;
      case 'addShortcut':
        send({ type: 'addShortcut', payload: game });
        if (!hasHost()) notify('shortcut');
        return;
      case 'launchFailed':
        send({ type: 'openCasinoGameFailed', payload: { ...game, statusText: plan.statusText } });
        return;
      case 'refused':
        // The shell hears it as any failed launch; the player is told why in the page.
        send({ type: 'openCasinoGameFailed', payload: { ...game, statusText: launchRefusalStatusText(plan.refusal) } });
        notify({ refused: plan.refusal });
        return;
      case 'noDemo':
        logger.warn(`launch: ${gameKey(game.aggregator, game.gameCode)} has no demo to play for fun`);
        return;
      case 'open': {
        const key = gameKey(game.aggregator, game.gameCode);
        const favourite = isFavouriteKey(favouriteKeySet(bus.current('favourites:changed') ?? []), key);
        bus.emit('game:activeChanged', game);
        bus.emit('game:launched', { game, favourite, playedAt: now(), window: plan.target, source, mode });
        send({ type: 'launchCasinoGame', payload: game });
        openWindow(game, found, plan.target, mode);
        return;
      }
      default:
        assertNever(plan);
    }
  };

  const decide = (request: LaunchRequest, found: Game | undefined): void => {
    const { game, mode } = request;
    const protection = bus.current('protection:changed') ?? null;
    const context = launchContextOf(
      {
        code: game.gameCode,
        aggregator: game.aggregator,
        inCatalogue: found !== undefined,
        hasDemo: found?.hasDemo ?? false,
        mode,
      },
      settings(),
      bus.current('session:changed') ?? GUEST_SESSION,
      environment(),
      protection === null ? null : { state: protection, now: now() },
    );
    perform(request, found, planGameLaunch(context));
  };

  const launch = (request: LaunchRequest): void => {
    const { game } = request;
    const found = findGame(game);
    if (found !== undefined) {
      // Known (a tile's game, or one the server said is not offered): decided inside the click.
      decide(request, found ?? undefined);
      return;
    }
    // SPEC §4 "Unknown game: game-not-found" only once the server has said so; a lookup that
    // fails says nothing about the game, so nothing is sent then.
    resolveGame(game).then(
      (resolved) => decide(request, resolved ?? undefined),
      (error: unknown) =>
        logger.warn(`launch: ${gameKey(game.aggregator, game.gameCode)} could not be looked up`, error),
    );
  };

  const step = (event: LaunchFlowEvent<LaunchRequest>): void => {
    const next = stepLaunchFlow(flow, event);
    flow = next.state;
    // A request after the load acts at once, inside the click that made it (the pop-up needs
    // that); the ones the load releases go through the callback queue, a delay apart.
    if (event.type === 'requested') next.launch.forEach(launch);
    else next.launch.forEach((request) => released.enqueue(() => launch(request), { fire: 'start' }));
  };

  const request = (gameCode: string, aggregator: string, source: ActionSource, mode: PlayMode = 'real'): void =>
    step({
      type: 'requested',
      game: { game: { gameCode, aggregator: normaliseAggregator(aggregator) }, source, mode },
      at: now(),
    });

  const subscription = new Subscription();
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state === 'loaded') step({ type: 'loaded', platform: settings().platform });
      else if (flow.loaded) step({ type: 'unloaded' });
    }),
  );
  subscription.add(
    // game-player is the launch requests' declared reader: it takes those held until it loaded.
    bus
      .on$('game:launchRequested', 'game-player')
      .subscribe(({ gameCode, aggregator, source, mode }) =>
        request(gameCode, aggregator, source, mode === 'fun' ? 'fun' : 'real'),
      ),
  );
  subscription.add(
    // SPEC §3 openGame: the game the settings name opens once the lobby has loaded (the flow
    // queues it until then), once per value: a theme change re-sends the same settings.
    bus.on$('settings:changed').subscribe(({ openGame }) => {
      if (openGame === null || openGame === openedGame) return;
      openedGame = openGame;
      const ref = parseGameKey(openGame);
      if (ref !== null) request(ref.code, ref.aggregator, SETTINGS_SOURCE);
    }),
  );
  subscription.add(
    bus.on$('game:closeRequested').subscribe(() => {
      if ((bus.current('game:activeChanged') ?? null) !== null) bus.emit('game:activeChanged', null);
    }),
  );
  return () => {
    subscription.unsubscribe();
    released.clear();
    stopWatching.forEach((stop) => stop());
    stopWatching.clear();
  };
}
