import { expiryCountdown, wageringPercent } from './bonusProgress';
import type { ExpiryCountdown } from './bonusProgress';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('expiryCountdown', () => {
  test.each<[string, string | null, ExpiryCountdown | null]>([
    ['no expiry', null, null],
    ['an unreadable expiry', 'soon', null],
    ['already past', at(-MINUTE), { kind: 'expired' }],
    ['exactly now', at(0), { kind: 'expired' }],
    ['2 d 4 h', at(2 * DAY + 4 * HOUR), { kind: 'days', days: 2, hours: 4, nextChangeInMs: MINUTE }],
    [
      '2 d 4 h and a few seconds',
      at(2 * DAY + 4 * HOUR + 5 * SECOND),
      { kind: 'days', days: 2, hours: 4, nextChangeInMs: 5 * SECOND },
    ],
    ['exactly one day', at(DAY), { kind: 'days', days: 1, hours: 0, nextChangeInMs: MINUTE }],
    ['just under a day', at(DAY - SECOND), { kind: 'days', days: 1, hours: 0, nextChangeInMs: MINUTE - SECOND }],
    ['3 h 5 min', at(3 * HOUR + 5 * MINUTE), { kind: 'hours', hours: 3, minutes: 5, nextChangeInMs: MINUTE }],
    ['one hour', at(HOUR), { kind: 'hours', hours: 1, minutes: 0, nextChangeInMs: MINUTE }],
    ['12 min', at(12 * MINUTE), { kind: 'minutes', minutes: 12, nextChangeInMs: MINUTE }],
    ['a few seconds count as a minute', at(10 * SECOND), { kind: 'minutes', minutes: 1, nextChangeInMs: 10 * SECOND }],
  ])('%s', (_name, expiresAt, countdown) => {
    expect(expiryCountdown(expiresAt, NOW)).toEqual(countdown);
  });
});

describe('wageringPercent', () => {
  test.each<[number, number, number]>([
    [500, 0, 0],
    [500, 120, 24],
    [300, 100, 33],
    [500, 499, 99],
    [500, 500, 100],
    [500, 900, 100],
    [500, -10, 0],
    [0, 10, 0],
  ])('%p required, %p done -> %p %', (required, done, percent) => {
    expect(wageringPercent({ required, done })).toBe(percent);
  });
});
