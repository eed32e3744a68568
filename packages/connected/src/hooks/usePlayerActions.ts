import { PlayerActionsContext, type PlayerActions } from '@lobby/contexts';
import { useContext } from 'react';

/** The host's player-action pipeline (PlayerActionsContext); throws without a host above. */
export function usePlayerActions(): PlayerActions {
  const actions = useContext(PlayerActionsContext);
  if (actions === null) throw new Error('usePlayerActions: no PlayerActionsContext provider (the host provides it)');
  return actions;
}
