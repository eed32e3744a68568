import { ClockContext } from '@lobby/contexts';
import type { LobbyClock } from '@lobby/contexts';
import type { ReactNode } from 'react';

export interface ClockProviderProps {
  readonly clock: LobbyClock;
  readonly children: ReactNode;
}

/** The host provides its one clock once, beside the store; countdowns and date checks read useClock(). */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}
