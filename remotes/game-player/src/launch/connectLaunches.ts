import {
  assertNever,
  DEFAULT_SETTINGS,
  LAUNCH_DEBOUNCE_MS,
  launchContextOf,
  normaliseAggregator,
  planGameLaunch,
  type LaunchEnvironment,
  type LaunchPlan,
} from '@lobby/domain';
import { GUEST_SESSION, type GameRef, type LobbyBus } from '@lobby/shared';
import { Subscription } from 'rxjs';
import { gamePath } from './gamePath';

export interface LaunchDeps {
  /** Read at each launch: the shell bridge's transport and the display mode can change. */
  readonly environment: () => LaunchEnvironment;
  readonly logger: Pick<Console, 'warn'>;
  readonly now?: () => number;
}

/**
 * The launch flow's owner (DESIGN §3): 'game:launchRequested' from any tile or link is decided
 * by packages/domain's planGameLaunch (SPEC §4 steps 1–6) and carried out here. Requests
 * closer together than the launch debounce (250 ms) count once: the first one acts, inside the
 * click that made it. 'game:closeRequested' ends the active game; game-player is the one writer
 * of 'game:activeChanged'.
 */
export function connectLaunches(bus: LobbyBus, { environment, logger, now = Date.now }: LaunchDeps): () => void {
  let lastLaunchAt = Number.NEGATIVE_INFINITY;

  const perform = (game: GameRef, plan: LaunchPlan): void => {
    switch (plan.kind) {
      case 'openLogin':
        bus.emit('shell:sendRequested', { type: 'openLoginScreen' });
        return;
      case 'openNativeGame':
      case 'openMiniGame':
        // The app runs these itself; it knows a mini-game by its id, which is the game code.
        bus.emit('shell:sendRequested', { type: 'openCasinoGame', payload: game });
        return;
      case 'miniGameRefused':
        logger.warn(plan.warning);
        return;
      case 'addShortcut':
        bus.emit('shell:sendRequested', { type: 'addShortcut', payload: game });
        return;
      case 'launchFailed':
        bus.emit('shell:sendRequested', { type: 'openCasinoGameFailed', payload: { ...game, statusText: plan.statusText } });
        return;
      case 'open':
        // The game route marks the game active and tells the shell. On mobile it replaces the
        // lobby screen in the history (SPEC §4); the desktop pop-up and new-tab windows open
        // the same route until their own pages exist.
        bus.emit('navigation:requested', {
          path: gamePath(game.aggregator, game.gameCode),
          replace: plan.target === 'route',
        });
        return;
      default:
        assertNever(plan);
    }
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on$('game:launchRequested').subscribe(({ gameCode, aggregator }) => {
      const at = now();
      if (at - lastLaunchAt < LAUNCH_DEBOUNCE_MS) return;
      lastLaunchAt = at;
      const game: GameRef = { gameCode, aggregator: normaliseAggregator(aggregator) };
      const settings = bus.current('settings:changed') ?? DEFAULT_SETTINGS;
      const session = bus.current('session:changed') ?? GUEST_SESSION;
      const context = launchContextOf({ code: gameCode, aggregator: game.aggregator }, settings, session, environment());
      perform(game, planGameLaunch(context));
    }),
  );
  subscription.add(
    bus.on$('game:closeRequested').subscribe(() => {
      if ((bus.current('game:activeChanged') ?? null) !== null) bus.emit('game:activeChanged', null);
    }),
  );
  return () => subscription.unsubscribe();
}

