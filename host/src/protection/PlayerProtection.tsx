import { useBusValue } from '@lobby/ui';
import { useSyncExternalStore } from 'react';
import type { RealityChecks } from './createRealityChecks';
import { RealityCheckDialog } from './RealityCheckDialog';

export interface PlayerProtectionProps {
  readonly realityChecks: RealityChecks;
}

/**
 * What player protection (issue #34) draws above the lobby and the game alike: the reality check
 * when one is due. The header shows the session clock and the links (ProtectionHeaderItems);
 * the game page its own clock (game-player's GameSessionClock).
 */
export function PlayerProtection({ realityChecks }: PlayerProtectionProps) {
  const check = useSyncExternalStore(realityChecks.subscribe, realityChecks.current, realityChecks.current);
  const protection = useBusValue('protection:changed') ?? null;
  const gameActive = (useBusValue('game:activeChanged') ?? null) !== null;
  if (check === null || protection === null) return null;
  return (
    <RealityCheckDialog
      key={check.dueAt}
      check={check}
      protection={protection}
      gameActive={gameActive}
      onAnswer={realityChecks.answer}
    />
  );
}
