import { isNoResponseError, type LobbyApi } from '@lobby/api';
import type { GameStore, PlayerActions } from '@lobby/contexts';
import {
  gameKey,
  gatePlayerAction,
  invalidCredentialsStatusText,
  isProtectionRefusal,
  isSignedIn,
  launchRefusalOf,
  launchRefusalStatusText,
  servedLaunchUrl,
  type LaunchRefusal,
  type PlayerActionDecision,
} from '@lobby/domain';
import type {
  ActionSource,
  AnalyticsEventName,
  AnalyticsProps,
  GameLaunch,
  GameRef,
  LaunchUrlResult,
  LobbyBus,
  PlayMode,
} from '@lobby/shared';

/** The account a write is made on: it is sent with these, whoever is signed in by then. */
export interface ActionCredentials {
  readonly userId: string;
  readonly sessionId: string;
}

/** What the pipeline needs of the action outbox (packages/api): ordered, durable writes. */
export interface ActionWrites {
  setFavourite(key: string, favourite: boolean, credentials: ActionCredentials): void;
  recordPlay(key: string, atMs: number, credentials: ActionCredentials): void;
  /** Each game's favourite state once the account's writes not yet settled have landed. */
  pendingFavourites(userId: string): ReadonlyMap<string, boolean>;
}

/** What the pipeline needs of the analytics client (packages/api). */
export interface ActionTracker {
  track(name: AnalyticsEventName, props: AnalyticsProps): void;
}

/** The host's side of the pipeline, beside the calls remotes make (PlayerActions). */
export interface PlayerActionPipeline extends PlayerActions {
  /** A favourite toggle: gated, then queued in order for its game. */
  setFavourite(key: string, favourite: boolean, source: ActionSource): PlayerActionDecision;
  /**
   * A launch that went through: tracked, and a real-money play recorded (gated, durable).
   * True when the play was recorded: a guest's is not, nor a fun one (issue #34: not real play).
   */
  recordLaunch(launch: GameLaunch): boolean;
  /** The signed-in player's favourite writes still on their way: game key -> wanted state. */
  pendingFavourites(): ReadonlyMap<string, boolean>;
}

export interface PlayerActionsDeps {
  readonly api: Pick<LobbyApi, 'launchGame'>;
  readonly writes: ActionWrites;
  readonly tracker: ActionTracker;
  readonly logger: Pick<Console, 'error'>;
  /** The lobby's games: a game served locally (servingMethod) plays from the device's server. */
  readonly games?: Pick<GameStore, 'byKey'>;
  /** The lobby clock's now (createLobbyClock): protection's dates are read against it. */
  readonly now?: () => number;
  /** Told of a launch protection refused: the player's protection is asked again (connectProtection). */
  readonly onProtectionRefused?: () => void;
}

/**
 * The one pipeline of a player's actions (issue #33): a launch's address (whatever path the
 * launch took), a favourite toggle and a play record each pass the one gate
 * (packages/domain gatePlayerAction) on the lobby's state at that moment — the session, the
 * load state and the player's protection ('protection:changed', issue #34) on the lobby's
 * clock — then go to the API — writes through the ordered, durable outbox — and to analytics.
 * The content service applies the same gate to the launch on its side; its refusal is answered
 * as the lobby's own would be.
 */
export function createPlayerActions(bus: LobbyBus, deps: PlayerActionsDeps): PlayerActionPipeline {
  const { api, writes, tracker, logger, games, now = Date.now } = deps;
  // One read of the session per action: the gate decides on it and an allowed write is made
  // with its ids (the gate lets through only a signed-in session).
  const gate = (kind: 'launch' | 'launchFun' | 'favourite' | 'recordPlay') => {
    const session = bus.current('session:changed');
    const protection = bus.current('protection:changed') ?? null;
    const decision = gatePlayerAction(kind, {
      session,
      loadState: bus.current('lobby:loadStateChanged') ?? 'notLoaded',
      protection: protection === null ? null : { state: protection, now: now() },
    });
    return { decision, session, protection };
  };
  const credentialsOf = ({ userId, sessionId }: ActionCredentials): ActionCredentials => ({ userId, sessionId });
  const refused = (game: GameRef, refusal: LaunchRefusal): LaunchUrlResult => {
    deps.onProtectionRefused?.();
    return { game, failure: 'gate', reason: refusal.reason, until: refusal.until, statusText: launchRefusalStatusText(refusal) };
  };

  const launchAddress = async (game: GameRef, mode: PlayMode = 'real'): Promise<LaunchUrlResult> => {
    const { decision, session, protection } = gate(mode === 'fun' ? 'launchFun' : 'launch');
    if (!decision.allowed) {
      if (isProtectionRefusal(decision.reason)) return refused(game, launchRefusalOf(decision.reason, protection));
      return {
        game,
        failure: 'gate',
        reason: decision.reason,
        statusText: invalidCredentialsStatusText(session?.userId ?? null, session?.sessionId ?? null),
      };
    }
    const key = gameKey(game.aggregator, game.gameCode);
    const settings = bus.current('settings:changed');
    try {
      const answer = await api.launchGame({
        gameKey: key,
        locale: settings?.locale ?? 'en',
        platform: settings?.platform ?? 'desktop',
        geoComplyToken: settings?.geoComplyToken ?? null,
        // A demo needs no account: a guest asks without the session's headers.
        ...(mode === 'fun' ? { mode, anonymous: !isSignedIn(session) } : {}),
      });
      // The content service's gate knew what the lobby did not yet (a break taken elsewhere).
      if ('refused' in answer) return refused(game, answer.refused);
      const servingMethod = games?.byKey(key)?.servingMethod ?? 'remote';
      return { game, url: servedLaunchUrl(answer.url, servingMethod, bus.current('settings:changed')?.port ?? null) };
    } catch (error) {
      logger.error(`The launch address of ${key} could not be loaded`, error);
      return {
        game,
        failure: isNoResponseError(error) ? 'noResponse' : 'refused',
        statusText: error instanceof Error ? error.message : String(error),
      };
    }
  };

  return {
    launchAddress,
    track: (name, props) => tracker.track(name, props),
    setFavourite(key, favourite, source) {
      const { decision, session } = gate('favourite');
      if (!decision.allowed || !isSignedIn(session)) return decision;
      writes.setFavourite(key, favourite, credentialsOf(session));
      tracker.track('favourite', { gameKey: key, favourite, screen: source.screen, block: source.block });
      return decision;
    },
    pendingFavourites() {
      const session = bus.current('session:changed');
      return isSignedIn(session) ? writes.pendingFavourites(session.userId) : new Map();
    },
    recordLaunch({ game, playedAt, favourite, window, source, mode }) {
      const key = gameKey(game.aggregator, game.gameCode);
      tracker.track('launch', { gameKey: key, favourite, window, screen: source.screen, block: source.block, mode });
      // A fun-money demo is not real play: it is neither a recent game nor a play record.
      if (mode === 'fun') return false;
      const { decision, session } = gate('recordPlay');
      if (!decision.allowed || !isSignedIn(session)) return false;
      writes.recordPlay(key, playedAt, credentialsOf(session));
      return true;
    },
  };
}
