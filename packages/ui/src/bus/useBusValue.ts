import type { BusEventMap, BusEventType, LobbyBus } from '@lobby/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { useBus } from './useBus';

interface BusValueStore<K extends BusEventType> {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => BusEventMap[K] | undefined;
}

/**
 * An external store over one event type: it starts from bus.current (the replayed last
 * value of a replaying event) and then follows bus.on$. The latest value lives in the
 * store, per hook instance, so a non-replaying event also keeps its last value once seen.
 */
function createBusValueStore<K extends BusEventType>(bus: LobbyBus, type: K): BusValueStore<K> {
  let latest = bus.current(type);
  return {
    subscribe: (onChange) => {
      const subscription = bus.on$(type).subscribe((value) => {
        latest = value;
        onChange();
      });
      // A replaying event may have changed between render and subscribe.
      const current = bus.current(type);
      if (current !== undefined && current !== latest) {
        latest = current;
        onChange();
      }
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => latest,
  };
}

/**
 * The latest payload of a bus event, re-rendering when a new one is emitted; undefined
 * until one has been seen. Meant for replaying events (session, balances, settings…).
 */
export function useBusValue<K extends BusEventType>(type: K): BusEventMap[K] | undefined {
  const bus = useBus();
  const store = useMemo(() => createBusValueStore(bus, type), [bus, type]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
