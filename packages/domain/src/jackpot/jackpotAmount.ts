import type { RawJackpot } from '@lobby/shared';

/**
 * A progressive jackpot's amount at `now` (epoch ms, the lobby clock's): the amount the
 * content service stamped at `at`, grown by `perSecond` for every second since. Never below
 * the stamped amount: a clock behind the server's, a negative rate or an unreadable stamp
 * shows the stamped amount rather than a jackpot that shrinks.
 */
export function jackpotAmountAt(jackpot: RawJackpot, now: number): number {
  const { amount, perSecond } = jackpot;
  const elapsedSeconds = (now - Date.parse(jackpot.at)) / 1000;
  if (!Number.isFinite(elapsedSeconds) || !Number.isFinite(perSecond) || elapsedSeconds <= 0 || perSecond <= 0) {
    return amount;
  }
  return amount + perSecond * elapsedSeconds;
}
