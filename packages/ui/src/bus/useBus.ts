import { BusContext } from '@lobby/contexts';
import type { LobbyBus } from '@lobby/shared';
import { useContext } from 'react';

export const MISSING_BUS_PROVIDER_MESSAGE =
  'useBus() found no <BusProvider>. Either the component is rendered outside the host tree, ' +
  'or this bundle loaded its own copy of @lobby/contexts instead of the shared singleton ' +
  '(check the Module Federation `shared` config of this remote).';

/** The lobby bus from the nearest BusProvider; throws when there is none. */
export function useBus(): LobbyBus {
  const bus = useContext(BusContext);
  if (bus === null) throw new Error(MISSING_BUS_PROVIDER_MESSAGE);
  return bus;
}
