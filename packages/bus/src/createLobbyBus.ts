import { EMPTY, Subject, type Observable } from '@lobby/rx';
import {
  BUS_HELD_UNTIL_READ,
  BUS_OWNERS,
  BUS_REPLAY,
  type BusEventMap,
  type BusEventType,
  type BusParty,
  type LobbyBus,
} from '@lobby/shared';
import { createChannel, type Channel } from './createChannel';

/** A snapshot for tests and diagnostics: who listens, and what the bus still holds. */
export interface BusInspection {
  readonly subscriberCount: number;
  readonly subscribersByType: Readonly<Partial<Record<BusEventType, number>>>;
  /** Event types whose last value the bus retains (only replaying ones ever appear). */
  readonly retainedTypes: readonly BusEventType[];
}

/** What the host holds: the LobbyBus remotes see, plus lifecycle and inspection. */
export interface OwnedLobbyBus extends LobbyBus {
  /**
   * The type of each command held because nobody reads it yet (BUS_HELD_UNTIL_READ): the
   * host starts its reader then.
   */
  held$(): Observable<BusEventType>;
  inspect(): BusInspection;
  /** Completes every channel and drops retained values; later emits are ignored. */
  dispose(): void;
}

/** `party` is the command's one reader in BUS_OWNERS (a type this build does not know has none). */
function isDeclaredReader(type: BusEventType, party: BusParty): boolean {
  if (!Object.prototype.hasOwnProperty.call(BUS_OWNERS, type)) return false;
  const owners = BUS_OWNERS[type];
  return owners.kind === 'command' && owners.readers[0] === party;
}

/**
 * Creates the lobby bus: one channel per event type, created on first use, replaying its
 * last value when BUS_REPLAY says so. The host creates it once and hands it down; it is
 * shared as a Module Federation singleton, so remotes get this same instance.
 *
 * Payloads are delivered by reference to every subscriber: treat them as immutable.
 * A subscriber that throws does not stop the others (RxJS 7 reports the error
 * asynchronously instead of unwinding the emit).
 */
export function createLobbyBus(): OwnedLobbyBus {
  // Keyed by a Map, not an object, so that a type name arriving from a remote built
  // against another contract (even '__proto__') cannot reach Object.prototype.
  const channels = new Map<BusEventType, Channel<unknown>>();
  const held = new Subject<BusEventType>();
  let disposed = false;

  function replays(type: BusEventType): boolean {
    // A type unknown to this build of the contracts is treated as a plain command.
    return Object.prototype.hasOwnProperty.call(BUS_REPLAY, type) && BUS_REPLAY[type];
  }

  function channel<K extends BusEventType>(type: K): Channel<BusEventMap[K]> {
    let found = channels.get(type);
    if (!found) {
      found = createChannel<unknown>(
        replays(type),
        BUS_HELD_UNTIL_READ.includes(type) ? { onHeld: () => held.next(type) } : null,
      );
      channels.set(type, found);
    }
    // The Map forgets the per-key payload type; emit and on$ restore it from K, which is
    // the only way values get in.
    return found as Channel<BusEventMap[K]>;
  }

  return {
    emit(type, payload) {
      if (disposed) return;
      channel(type).next(payload);
    },
    on$<K extends BusEventType>(type: K, as?: BusParty): Observable<BusEventMap[K]> {
      if (disposed) return EMPTY;
      const found = channel(type);
      return as !== undefined && isDeclaredReader(type, as) ? found.reader$ : found.values$;
    },
    current<K extends BusEventType>(type: K): BusEventMap[K] | undefined {
      const found = channels.get(type) as Channel<BusEventMap[K]> | undefined;
      return found?.last()?.value;
    },
    held$() {
      return disposed ? EMPTY : held.asObservable();
    },
    inspect() {
      const subscribersByType: Partial<Record<BusEventType, number>> = {};
      const retainedTypes: BusEventType[] = [];
      let subscriberCount = 0;
      for (const [type, found] of channels) {
        const count = found.subscriberCount();
        subscriberCount += count;
        if (count > 0) subscribersByType[type] = count;
        if (found.last()) retainedTypes.push(type);
      }
      return { subscriberCount, subscribersByType, retainedTypes };
    },
    dispose() {
      disposed = true;
      held.complete();
      for (const found of channels.values()) found.complete();
      channels.clear();
    },
  };
}
