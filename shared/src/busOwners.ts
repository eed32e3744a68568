import type { BusEventType } from './bus';
import type { RemoteId } from './federation';

/** A part of the lobby that talks on the bus: the host, a remote, or a library with a runtime role. */
export type BusParty = 'host' | RemoteId | 'shell-bridge' | 'connected';

/** Commands are named 'domain:verbRequested' ('navigation:requested' has no verb). */
type BusCommand = Extract<BusEventType, `${string}Requested` | `${string}:requested`>;

/**
 * Who writes and who reads an event. A fact ('domain:pastTense') has exactly one writer, its
 * owner; a command has exactly one reader, the owner that carries it out, and may be written
 * by anyone who needs it done (DESIGN: "send a command to the owner").
 */
export type BusOwnership<K extends BusEventType> = K extends BusCommand
  ? { readonly kind: 'command'; readonly writers: readonly BusParty[]; readonly readers: readonly [BusParty] }
  : { readonly kind: 'fact'; readonly writers: readonly [BusParty]; readonly readers: readonly BusParty[] };

/**
 * The one declaration of every event's writers and readers. docs/architecture.md's bus table
 * is generated from it (`npm run bus-table`), and a test fails when a part emits or reads an
 * event it is not declared for. Keyed by BusEventType, so a new event does not compile
 * until it is declared here.
 */
export const BUS_OWNERS: { readonly [K in BusEventType]: BusOwnership<K> } = {
  'shell:received': { kind: 'fact', writers: ['shell-bridge'], readers: ['host'] },
  'shell:sendRequested': {
    kind: 'command',
    writers: ['host', 'connected', 'game-player'],
    readers: ['shell-bridge'],
  },
  'shell:modeDetected': { kind: 'fact', writers: ['shell-bridge'], readers: ['host', 'game-player'] },
  'session:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected', 'game-player', 'search'] },
  'balances:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'game-player'] },
  'settings:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected', 'game-player', 'preview'] },
  'layout:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected'] },
  'lobby:loadStateChanged': { kind: 'fact', writers: ['host'], readers: ['host', 'game-player', 'search'] },
  'lobby:dataChanged': { kind: 'fact', writers: ['host'], readers: ['host', 'connected', 'preview'] },
  'lobby:imageHostsChanged': { kind: 'fact', writers: ['host'], readers: ['host', 'connected'] },
  'navigation:requested': { kind: 'command', writers: ['host', 'game-player'], readers: ['host'] },
  'game:launchRequested': { kind: 'command', writers: ['connected'], readers: ['game-player'] },
  'game:launched': { kind: 'fact', writers: ['game-player'], readers: ['host'] },
  'game:closeRequested': { kind: 'command', writers: ['host'], readers: ['game-player'] },
  'game:activeChanged': { kind: 'fact', writers: ['game-player'], readers: ['host', 'game-player'] },
  'remote:loaded': { kind: 'fact', writers: ['host'], readers: [] },
  'remote:loadFailed': { kind: 'fact', writers: ['host'], readers: ['host'] },
  'remote:fellBack': { kind: 'fact', writers: ['host'], readers: [] },
  'remote:statesChanged': { kind: 'fact', writers: ['host'], readers: ['preview'] },
  'favourites:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected', 'game-player'] },
  'favourites:toggleRequested': { kind: 'command', writers: ['connected'], readers: ['host'] },
  'favourites:toggleFailed': { kind: 'fact', writers: ['host'], readers: ['host'] },
  'recent:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected'] },
  'freeRounds:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'connected'] },
  'bonuses:changed': { kind: 'fact', writers: ['host'], readers: ['bonuses'] },
  'bonuses:loadRequested': { kind: 'command', writers: ['bonuses'], readers: ['host'] },
  'playerCounts:changed': { kind: 'fact', writers: ['host'], readers: ['connected'] },
  'playerCounts:requested': { kind: 'command', writers: ['connected'], readers: ['host'] },
  'downloadBanner:changed': { kind: 'fact', writers: ['host'], readers: ['host'] },
  'shell:frameChanged': { kind: 'fact', writers: ['host'], readers: ['host'] },
  'protection:changed': { kind: 'fact', writers: ['host'], readers: ['host', 'game-player'] },
};
