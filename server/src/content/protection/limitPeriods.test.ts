import { nextPeriodStart, periodStart, usedInPeriod, type LimitPeriod } from './limitPeriods';

const at = (iso: string): Date => new Date(iso);

describe('limit periods (UTC day, ISO week from Monday, calendar month)', () => {
  test.each<[string, LimitPeriod, string, string, string]>([
    [
      'a day runs from midnight',
      'day',
      '2026-11-28T12:34:56.789Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-29T00:00:00.000Z',
    ],
    [
      'midnight itself starts a day',
      'day',
      '2026-11-28T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-29T00:00:00.000Z',
    ],
    [
      'the last instant of a day',
      'day',
      '2026-11-28T23:59:59.999Z',
      '2026-11-28T00:00:00.000Z',
      '2026-11-29T00:00:00.000Z',
    ],
    [
      'the last day of a year',
      'day',
      '2026-12-31T18:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ],
    ['a leap day', 'day', '2028-02-29T10:00:00.000Z', '2028-02-29T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    [
      'a Saturday is in the week from Monday',
      'week',
      '2026-11-28T12:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ],
    [
      'a Sunday ends the ISO week',
      'week',
      '2026-11-29T23:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ],
    ['a Monday starts one', 'week', '2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    [
      'a week across the new year',
      'week',
      '2027-01-01T08:00:00.000Z',
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
    ],
    [
      'a month runs from the first',
      'month',
      '2026-11-28T12:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ],
    [
      'December resets in January',
      'month',
      '2026-12-15T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ],
    ['a short February', 'month', '2027-02-28T23:59:59.000Z', '2027-02-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    [
      'the first of a month',
      'month',
      '2027-03-01T00:00:00.000Z',
      '2027-03-01T00:00:00.000Z',
      '2027-04-01T00:00:00.000Z',
    ],
  ])('%s: %s at %s starts %s, resets %s', (_name, period, instant, start, next) => {
    expect(periodStart(period, at(instant)).toISOString()).toBe(start);
    expect(nextPeriodStart(period, at(instant)).toISOString()).toBe(next);
  });

  test.each<[string, LimitPeriod, number, string, string, number]>([
    ['counted this week', 'week', 35, '2026-11-23T00:00:00Z', '2026-11-28T12:00:00Z', 35],
    ['counted last week: nothing used now', 'week', 35, '2026-11-16T00:00:00Z', '2026-11-28T12:00:00Z', 0],
    ['counted yesterday, read today', 'day', 80, '2026-11-27T00:00:00Z', '2026-11-28T00:00:00Z', 0],
    ['counted mid-period still counts', 'month', 10, '2026-11-20T09:00:00Z', '2026-11-30T23:00:00Z', 10],
  ])('used: %s', (_name, period, used, from, now, expected) => {
    expect(usedInPeriod(period, { used, from: at(from) }, at(now))).toBe(expected);
  });
});
