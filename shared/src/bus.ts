import type { Observable } from 'rxjs';
import type { RemoteId } from './federation';
import type { LobbySettings } from './settings';
import type { LobbyToShellMessage, ShellToLobbyMessage } from './shell-protocol';

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

export type LobbyLoadState = 'notLoaded' | 'loading' | 'loaded' | 'maintenance';

export interface RemoteLoadFailure {
  readonly remote: RemoteId;
  readonly reason: string;
}

/**
 * The one event map of the lobby bus. Facts are named 'domain:pastTense', commands
 * 'domain:verbRequested'. Whether an event replays its last value to late subscribers
 * is declared in BUS_REPLAY, next to it.
 */
export interface BusEventMap {
  /** A validated message from the host application. */
  'shell:received': ShellToLobbyMessage;
  /** Ask the shell bridge to send a message to the host application. */
  'shell:sendRequested': LobbyToShellMessage;
  'session:changed': Session;
  'balances:changed': Balances;
  'settings:changed': LobbySettings;
  'lobby:loadStateChanged': LobbyLoadState;
  'navigation:requested': { readonly path: string; readonly replace?: boolean };
  'game:launchRequested': { readonly gameCode: string; readonly aggregator: string };
  'remote:loaded': { readonly remote: RemoteId };
  'remote:loadFailed': RemoteLoadFailure;
}

export type BusEventType = keyof BusEventMap;

export const BUS_REPLAY: { readonly [K in BusEventType]: boolean } = {
  'shell:received': false,
  'shell:sendRequested': false,
  'session:changed': true,
  'balances:changed': true,
  'settings:changed': true,
  'lobby:loadStateChanged': true,
  'navigation:requested': false,
  'game:launchRequested': false,
  'remote:loaded': false,
  'remote:loadFailed': false,
};

/** What host and remotes see of the bus: typed emit and observe, never a raw Subject. */
export interface LobbyBus {
  emit<K extends BusEventType>(type: K, payload: BusEventMap[K]): void;
  on$<K extends BusEventType>(type: K): Observable<BusEventMap[K]>;
  /** The last value of a replaying event, if any was emitted. */
  current<K extends BusEventType>(type: K): BusEventMap[K] | undefined;
}
