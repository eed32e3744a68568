import { jackpotAmountAt } from '@lobby/domain';
import type { RawJackpot } from '@lobby/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { secondTickerOf } from '../clock/secondTicker';
import { useClock } from '../clock/useClock';

/**
 * A jackpot's amount now, on the lobby clock, moving on every second: the clock's one ticker
 * (one timer for every jackpot on the page, none while the page is hidden) re-renders only the
 * components that call this.
 */
export function useJackpotAmount(jackpot: RawJackpot): number {
  const clock = useClock();
  const ticker = useMemo(() => secondTickerOf(clock, typeof document === 'undefined' ? null : document), [clock]);
  // The server's first view draws the amount at its now; the browser ticks it on from there.
  const now = useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now);
  return jackpotAmountAt(jackpot, now);
}
