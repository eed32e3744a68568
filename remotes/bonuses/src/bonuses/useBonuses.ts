import type { BonusesState } from '@lobby/shared';
import { useBus, useBusValue } from '@lobby/ui';
import { useCallback, useEffect } from 'react';

export interface BonusesView {
  /** undefined until the host has answered the first request: as good as loading. */
  readonly state: BonusesState | undefined;
  readonly retry: () => void;
}

/**
 * The bonuses the host loads for us ('bonuses:changed'). A screen that finds none loaded,
 * or only a failure, asks once as it mounts; the host ignores a request while one is on
 * its way, so screens mounting together cost one call.
 */
export function useBonuses(): BonusesView {
  const bus = useBus();
  const state = useBusValue('bonuses:changed');
  const retry = useCallback(() => bus.emit('bonuses:loadRequested', null), [bus]);
  useEffect(() => {
    const current = bus.current('bonuses:changed');
    if (current === undefined || current.status === 'failed') retry();
  }, [bus, retry]);
  return { state, retry };
}
