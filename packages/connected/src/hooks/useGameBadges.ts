import { useLingui } from '@lingui/react/macro';
import { gameBadges, nextBadgeChangeMs } from '@lobby/domain';
import type { Game, GameBadge } from '@lobby/domain';
import { useMemo } from 'react';
import { useClockNow } from '../clock/useClock';

// setTimeout keeps its delay in a signed 32-bit integer: a longer wait is taken in steps.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * A tile's badges on the lobby clock (domain gameBadges): "New" appears on the game's release
 * and goes 30 days later even on a page left open, and follows an editor's time travel.
 */
export function useGameBadges(game: Pick<Game, 'releasedAtMs' | 'labels'>): readonly GameBadge[] {
  const { t } = useLingui();
  const { releasedAtMs } = game;
  const now = useClockNow((at) => {
    const change = nextBadgeChangeMs(releasedAtMs, at);
    return change === null ? null : Math.min(change, MAX_TIMER_DELAY_MS);
  });
  const newTitle = t({ id: 'badge.new', message: `New` });
  return useMemo(() => gameBadges(game, now, newTitle), [game, now, newTitle]);
}
