import { PlayerActionsContext } from '@lobby/contexts';
import type { PlayerActions } from '@lobby/contexts';
import type { ReactNode } from 'react';

export interface PlayerActionsProviderProps {
  readonly actions: PlayerActions;
  readonly children: ReactNode;
}

/** The host provides its player-action pipeline once, beside the clock; remotes call usePlayerActions(). */
export function PlayerActionsProvider({ actions, children }: PlayerActionsProviderProps) {
  return <PlayerActionsContext.Provider value={actions}>{children}</PlayerActionsContext.Provider>;
}
