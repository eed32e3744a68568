import { useBusValue } from '@lobby/ui';
import { useSyncExternalStore } from 'react';
import type { RealityChecks } from './createRealityChecks';
import { GameSessionClock } from './GameSessionClock';
import { RealityCheckDialog } from './RealityCheckDialog';

export interface PlayerProtectionProps {
  readonly realityChecks: RealityChecks;
}

/**
 * What player protection (issue #34) draws above the lobby and the game alike: the session clock
 * over a game, and the reality check when one is due. The header shows the rest
 * (ProtectionHeaderItems).
 */
export function PlayerProtection({ realityChecks }: PlayerProtectionProps) {
  const check = useSyncExternalStore(realityChecks.subscribe, realityChecks.current, realityChecks.current);
  const protection = useBusValue('protection:changed') ?? null;
  const gameActive = (useBusValue('game:activeChanged') ?? null) !== null;
  return (
    <>
      <GameSessionClock />
      {check !== null && protection !== null && (
        <RealityCheckDialog
          key={check.dueAt}
          check={check}
          protection={protection}
          gameActive={gameActive}
          onAnswer={realityChecks.answer}
        />
      )}
    </>
  );
}
