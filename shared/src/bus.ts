import type { Observable } from 'rxjs';
import type { BonusType, ImagePair, PlayMode, RawBonus, RawLobbyResponse, RawPlayerProtection } from './casino-api';
import type { BusParty } from './busOwners';
import type { RemoteId } from './federation';
import type { LobbySettings, Platform } from './settings';
import type { GameRef, LobbyToShellMessage, ShellToLobbyMessage, ShellTransportKind } from './shell-protocol';

export interface Session {
  readonly userId: string | null;
  readonly sessionId: string | null;
  readonly guest: boolean;
}

export interface Balances {
  readonly userBalance: number;
  readonly casinoCoin: number;
  readonly exchangeRate: number;
  readonly miniGameCoin: number;
  readonly miniGameId: number;
}

/** SPEC §3 defaults: everything 0 except the exchange rate, which is 1. */
export const DEFAULT_BALANCES: Balances = Object.freeze({
  userBalance: 0,
  casinoCoin: 0,
  exchangeRate: 1,
  miniGameCoin: 0,
  miniGameId: 0,
});

export const GUEST_SESSION: Session = Object.freeze({ userId: null, sessionId: null, guest: true });

export type LobbyLoadState = 'notLoaded' | 'loading' | 'loaded' | 'maintenance';

export interface RemoteLoadFailure {
  readonly remote: RemoteId;
  readonly reason: string;
}

/**
 * The host runs a kept release of a remote instead of the current one, which needs more than
 * this host provides (issue #30): which one, instead of which, and why.
 */
export interface RemoteFallback {
  readonly remote: RemoteId;
  readonly running: string;
  readonly current: string;
  readonly reason: string;
}

/** A remote asked for: loaded (which release, and why not the current one), or failed and why. */
export type RemoteState =
  | {
      readonly loaded: true;
      readonly version: string;
      readonly fallback?: { readonly from: string; readonly reason: string };
    }
  | { readonly loaded: false; readonly reason: string };

/** Each remote asked for so far (the /dev page lists them). */
export type RemoteStates = Readonly<Partial<Record<RemoteId, RemoteState>>>;

/**
 * The content service's lobby response as the host fetched it. Remotes derive their view
 * of it with packages/domain (pure, so they may memoise on the object's identity).
 */
export type LobbyData = RawLobbyResponse;

/** SPEC §3 "Download banner". */
export interface DownloadBannerInfo {
  readonly isInstallBannerDisabled: boolean;
  readonly downloadLink: string | null;
  readonly content: string | null;
}

/**
 * SPEC §3 "file-domain proxy map" (GET domain_config's config.proxies): an image host (an
 * origin such as 'https://files.example.com', or a bare host) -> the base its images are served
 * from instead. Empty when the call failed or named none (images as they are).
 */
export type ImageHostMap = Readonly<Record<string, string>>;

/**
 * The size of the window the host application frames the lobby in, when it says so; the zoom
 * (SPEC §9, window width relative to the base width) follows it instead of the lobby's own window.
 */
export interface ShellFrame {
  readonly width: number | null;
  readonly height: number | null;
}

/** How the shell bridge found its surroundings at start (DESIGN §5 "standalone"). */
export interface ShellMode {
  readonly standalone: boolean;
  /** The transport outgoing messages would take now, or null when none exists. */
  readonly transport: ShellTransportKind | null;
}

/**
 * The one event map of the lobby bus. Facts are named 'domain:pastTense', commands
 * 'domain:verbRequested'. Whether an event replays its last value to late subscribers
 * is declared in BUS_REPLAY, next to it.
 */
export interface RecentGame {
  /** Game key. */
  readonly gameId: string;
  readonly playedTimestampMs: number;
}

/**
 * Where a player's command came from: the screen (a page or overlay of a remote, 'gameRoute',
 * 'settings' for the openGame setting) and the block in it, when there is one. Carried by the
 * commands and into analytics.
 */
export interface ActionSource {
  readonly screen: string;
  readonly block: string | null;
}

/** How a launched game was opened (SPEC §4 step 6). */
export type GameWindowKind = 'newTab' | 'popup' | 'route';

/**
 * A game launch that went through (SPEC §4 step 6): the track event, with the game's
 * favourite flag and play time as they were at the launch.
 */
export interface GameLaunch {
  readonly game: GameRef;
  readonly favourite: boolean;
  /** Epoch ms: the game's playedAt, which puts it first among the recent games. */
  readonly playedAt: number;
  readonly window: GameWindowKind;
  /** Where the launch was asked for. */
  readonly source: ActionSource;
  /** Real money (SPEC §4) or fun money (issue #34). */
  readonly mode: PlayMode;
}

/**
 * Why the player-action gate (packages/domain gatePlayerAction) refused an action: the session
 * and load state, then player protection (issue #34: a break from play, a loss limit reached).
 */
export type PlayerActionRefusal = 'guest' | 'credentials' | 'maintenance' | 'coolOff' | 'selfExcluded' | 'lossLimit';

/** The answer to PlayerActions.launchAddress: the game's address, or why there is none. */
export type LaunchUrlResult =
  | { readonly game: GameRef; readonly url: string }
  /** 'noResponse': the request timed out or got no answer (SPEC §8's request-timed-out text). */
  | { readonly game: GameRef; readonly failure: 'noResponse' | 'refused'; readonly statusText: string }
  /**
   * The player-action gate refused: the lobby's, before anything was asked of the API, or the
   * content service's (a 403 naming a protection reason, issue #34). `until`: when a protection
   * refusal ends (a break's end, a loss limit's reset; null: no end); absent for other reasons.
   */
  | {
      readonly game: GameRef;
      readonly failure: 'gate';
      readonly reason: PlayerActionRefusal;
      readonly statusText: string;
      readonly until?: string | null;
    };

/** A free-round offer of the player (GET /player/freerounds). */
export interface FreeRound {
  readonly game: GameRef;
  readonly rounds: number;
  readonly expiresAt: string | null;
}

/** A bonus the player may still use: what is left of a RawBonus after the SPEC §3 rules. */
export interface Bonus {
  readonly id: string;
  readonly type: BonusType;
  readonly status: RawBonus['status'];
  readonly title: string;
  readonly description: string;
  readonly image: ImagePair;
  /** Game code and aggregator pairs (aggregator normalised: 'oryx' -> 'bragg'). */
  readonly games: readonly GameRef[];
  readonly gameProvider: string | null;
  readonly expiresAt: string | null;
  /** The wagering requirement (above 0) and how much of it is met, when the bonus has one. */
  readonly wagering: { readonly required: number; readonly done: number } | null;
}

/** SPEC §4's loading flag for bonuses, with what the last load brought. */
export type BonusesState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly bonuses: readonly Bonus[] }
  | { readonly status: 'failed'; readonly error: string };

export interface BusEventMap {
  /** A validated message from the host application. */
  'shell:received': ShellToLobbyMessage;
  /** Ask the shell bridge to send a message to the host application. */
  'shell:sendRequested': LobbyToShellMessage;
  /** The shell bridge started and found (or did not find) a host application. */
  'shell:modeDetected': ShellMode;
  'session:changed': Session;
  'balances:changed': Balances;
  'settings:changed': LobbySettings;
  /**
   * The layout in force: the URL's platform prefix, else the width the lobby shows in
   * (SPEC §2). It is the look only; the settings' platform still picks games and launches.
   */
  'layout:changed': { readonly platform: Platform };
  'lobby:loadStateChanged': LobbyLoadState;
  'lobby:dataChanged': LobbyData;
  /** The image host map start-up read (domain_config), before the lobby it applies to. */
  'lobby:imageHostsChanged': ImageHostMap;
  'navigation:requested': { readonly path: string; readonly replace?: boolean };
  'game:launchRequested': {
    readonly gameCode: string;
    readonly aggregator: string;
    readonly source: ActionSource;
    /** Absent: real money. */
    readonly mode?: PlayMode;
  };
  /** A launch went through and its game is opening. Written by game-player only. */
  'game:launched': GameLaunch;
  /** The game now in front of the player, or null once it is closed. Written by game-player only. */
  'game:activeChanged': GameRef | null;
  /** Ask game-player to close the active game (the shell's backToLobby, for one). */
  'game:closeRequested': { readonly reason: 'backToLobby' | 'realityCheck' };
  'remote:loaded': { readonly remote: RemoteId };
  'remote:loadFailed': RemoteLoadFailure;
  /** A remote runs a kept release instead of its current one (issue #30). */
  'remote:fellBack': RemoteFallback;
  /** The loaded and failed remotes so far, replayed for a page mounted after they loaded. */
  'remote:statesChanged': RemoteStates;
  /** The player's favourite game keys (aggregator + GAME_KEY_SEPARATOR + code); empty for guests. */
  'favourites:changed': readonly string[];
  /** Add (favourite: true) or remove a game from the favourites; the host syncs it with the API. */
  'favourites:toggleRequested': { readonly gameKey: string; readonly favourite: boolean; readonly source: ActionSource };
  /** The platform API refused a favourite's toggle, which was rolled back: the player is told. */
  'favourites:toggleFailed': { readonly gameKey: string; readonly favourite: boolean };
  /** Recently played games, newest first; empty for guests. */
  'recent:changed': readonly RecentGame[];
  /** The player's free-round offers; empty for guests. */
  'freeRounds:changed': readonly FreeRound[];
  /** The bonuses the player may use, with their loading flag (SPEC §4). */
  'bonuses:changed': BonusesState;
  /** Ask the host to load the bonuses (again, after a failure). */
  'bonuses:loadRequested': null;
  /**
   * Live player counts (SPEC §3 "players per game", §4, §9), by comparable game key: read them
   * with domain's playerCountOf.
   */
  'playerCounts:changed': Readonly<Record<string, number>>;
  /** Ask the host for counts of games shown without one yet (a tile of a listing or of search results). */
  'playerCounts:requested': { readonly keys: readonly string[] };
  /** SPEC §3 download banner, as the shell last configured it ('downloadBannerInfo'). */
  'downloadBanner:changed': DownloadBannerInfo;
  /** The host application's frame, as its 'iframeWindowData' last described it. */
  'shell:frameChanged': ShellFrame;
  /**
   * Player protection in force for the signed-in player (issue #34): the licence type's policy
   * and the player's limits and breaks, as GET /api/player/protection last answered; null for a
   * guest or before the first answer.
   */
  'protection:changed': RawPlayerProtection | null;
}

export type BusEventType = keyof BusEventMap;

/**
 * State replays its last value (a remote mounted late must still see the session);
 * commands and one-off facts do not (replaying a launch request would launch twice).
 */
export const BUS_REPLAY: { readonly [K in BusEventType]: boolean } = {
  'shell:received': false,
  'shell:sendRequested': false,
  'shell:modeDetected': true,
  'session:changed': true,
  'balances:changed': true,
  'protection:changed': true,
  'settings:changed': true,
  'layout:changed': true,
  'lobby:loadStateChanged': true,
  'lobby:dataChanged': true,
  'lobby:imageHostsChanged': true,
  'navigation:requested': false,
  'game:launchRequested': false,
  'game:launched': false,
  'game:activeChanged': true,
  'game:closeRequested': false,
  'remote:loaded': false,
  'remote:loadFailed': false,
  'remote:fellBack': false,
  'remote:statesChanged': true,
  'favourites:changed': true,
  'favourites:toggleRequested': false,
  'favourites:toggleFailed': false,
  'recent:changed': true,
  'freeRounds:changed': true,
  'bonuses:changed': true,
  'bonuses:loadRequested': false,
  'playerCounts:changed': true,
  'playerCounts:requested': false,
  'downloadBanner:changed': true,
  'shell:frameChanged': true,
};

/**
 * Commands that wait for their declared reader (BUS_OWNERS): one emitted while that reader is
 * not subscribed is held and handed to it, once, in order (so it is carried out once, never
 * twice); observers meanwhile see it but never take it. The host starts game-player, the launch
 * requests' reader, on the first launch request rather than with the page (issue #12); the
 * request made before it was there is not lost.
 */
export const BUS_HELD_UNTIL_READ: readonly BusEventType[] = ['game:launchRequested'];

/** What host and remotes see of the bus: typed emit and observe, never a raw Subject. */
export interface LobbyBus {
  emit<K extends BusEventType>(type: K, payload: BusEventMap[K]): void;
  /**
   * The event's values from now on (a replaying event's last one first). The owner that carries
   * out a command names itself (`as`): only then does it receive what was held for it.
   */
  on$<K extends BusEventType>(type: K, as?: BusParty): Observable<BusEventMap[K]>;
  /** The last value of a replaying event, if any was emitted. */
  current<K extends BusEventType>(type: K): BusEventMap[K] | undefined;
}
