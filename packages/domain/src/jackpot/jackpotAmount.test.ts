import type { RawJackpot } from '@lobby/shared';
import { jackpotAmountAt } from './jackpotAmount';

const AT = '2026-06-15T12:00:00.000Z';
const STAMPED = Date.parse(AT);
const jackpot = (overrides: Partial<RawJackpot> = {}): RawJackpot => ({ amount: 1_000_000, perSecond: 2.5, at: AT, ...overrides });

describe('jackpotAmountAt', () => {
  test.each<[string, RawJackpot, number, number]>([
    ['at its stamp', jackpot(), STAMPED, 1_000_000],
    ['a second later', jackpot(), STAMPED + 1_000, 1_000_002.5],
    ['a minute later', jackpot(), STAMPED + 60_000, 1_000_150],
    ['half a second later (the clock is read between ticks)', jackpot(), STAMPED + 500, 1_000_001.25],
    ['a day later', jackpot({ perSecond: 0.01 }), STAMPED + 86_400_000, 1_000_864],
    ['before its stamp (a clock behind the server): never below the amount', jackpot(), STAMPED - 5_000, 1_000_000],
    ['a negative rate: never below the amount', jackpot({ perSecond: -3 }), STAMPED + 60_000, 1_000_000],
    ['a rate of zero: the amount', jackpot({ perSecond: 0 }), STAMPED + 60_000, 1_000_000],
    ['an unreadable stamp: the amount', jackpot({ at: 'yesterday' }), STAMPED + 60_000, 1_000_000],
    ['an unreadable now: the amount', jackpot(), Number.NaN, 1_000_000],
  ])('%s', (_name, value, now, expected) => {
    expect(jackpotAmountAt(value, now)).toBeCloseTo(expected, 6);
  });
});
