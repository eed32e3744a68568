import { BusContext } from '@lobby/contexts';
import type { LobbyBus } from '@lobby/shared';
import type { ReactNode } from 'react';

export interface BusProviderProps {
  readonly bus: LobbyBus;
  readonly children: ReactNode;
}

/** The host wraps the app once; remotes read the same bus with useBus / useBusValue. */
export function BusProvider({ bus, children }: BusProviderProps) {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}
