import { BehaviorSubject, Observable, Subject, filter, map } from 'rxjs';
import { BUS_REPLAY, type BusEventMap, type BusEventType, type LobbyBus } from '@lobby/shared';

/**
 * Creates the lobby bus: one Subject per event type, a ReplaySubject-like channel for the
 * events BUS_REPLAY marks as replaying. The host creates it once and hands it down.
 */
export function createLobbyBus(): LobbyBus {
  const channels = new Map<BusEventType, Subject<unknown>>();
  const hasValue = new Set<BusEventType>();

  function channel(type: BusEventType): Subject<unknown> {
    let subject = channels.get(type);
    if (!subject) {
      subject = BUS_REPLAY[type] ? new BehaviorSubject<unknown>(undefined) : new Subject<unknown>();
      channels.set(type, subject);
    }
    return subject;
  }

  return {
    emit(type, payload) {
      if (BUS_REPLAY[type]) hasValue.add(type);
      channel(type).next(payload);
    },
    on$<K extends BusEventType>(type: K): Observable<BusEventMap[K]> {
      const source = channel(type).asObservable();
      const values = BUS_REPLAY[type] ? source.pipe(filter(() => hasValue.has(type))) : source;
      return values.pipe(map((value) => value as BusEventMap[K]));
    },
    current<K extends BusEventType>(type: K): BusEventMap[K] | undefined {
      const subject = channels.get(type);
      if (!(subject instanceof BehaviorSubject) || !hasValue.has(type)) return undefined;
      return subject.getValue() as BusEventMap[K];
    },
  };
}
