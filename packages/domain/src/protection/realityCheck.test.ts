import { realityCheckTiming, type RealityCheckFacts, type RealityCheckTiming } from './realityCheck';

const START = '2026-03-01T10:00:00.000Z';
const T0 = Date.parse(START);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const facts = (change: Partial<RealityCheckFacts>): RealityCheckFacts => ({
  sessionStartedAt: START,
  intervalSeconds: 3600,
  answeredDueAt: null,
  now: T0,
  ...change,
});
const due = (dueAt: number, minutes: number): RealityCheckTiming => ({ kind: 'due', check: { dueAt, minutes } });
const later = (dueAt: number, minutes: number, now: number): RealityCheckTiming => ({
  kind: 'later',
  check: { dueAt, minutes },
  inMs: dueAt - now,
});

describe('realityCheckTiming', () => {
  test.each<[string, Partial<RealityCheckFacts>, RealityCheckTiming]>([
    ['no interval: no checks', { intervalSeconds: null, now: T0 + 5 * HOUR }, { kind: 'off' }],
    ['an interval of 0: no checks', { intervalSeconds: 0, now: T0 + 5 * HOUR }, { kind: 'off' }],
    ['an unreadable start: no checks', { sessionStartedAt: 'soon' }, { kind: 'off' }],
    ['at the start: the first one interval later', {}, later(T0 + HOUR, 60, T0)],
    ['a clock behind the server: still the first', { now: T0 - 5 * SECOND }, later(T0 + HOUR, 60, T0 - 5 * SECOND)],
    ['just before the first', { now: T0 + HOUR - 1 }, later(T0 + HOUR, 60, T0 + HOUR - 1)],
    ['the first, exactly on time', { now: T0 + HOUR }, due(T0 + HOUR, 60)],
    ['the first, a little later', { now: T0 + HOUR + 20 * SECOND }, due(T0 + HOUR, 60)],
    ['the first answered: the second next', { now: T0 + HOUR + 30 * SECOND, answeredDueAt: T0 + HOUR }, later(T0 + 2 * HOUR, 120, T0 + HOUR + 30 * SECOND)],
    ['the first answered, the second due', { now: T0 + 2 * HOUR, answeredDueAt: T0 + HOUR }, due(T0 + 2 * HOUR, 120)],
    ['two came due unanswered (the lobby was closed): only the latest', { now: T0 + 2 * HOUR + MINUTE }, due(T0 + 2 * HOUR, 120)],
    ['after a reload the answered one is not shown again', { now: T0 + 2 * HOUR + MINUTE, answeredDueAt: T0 + 2 * HOUR }, later(T0 + 3 * HOUR, 180, T0 + 2 * HOUR + MINUTE)],
    ['an answer from an earlier play session answers none of this one', { now: T0 + HOUR, answeredDueAt: T0 - 10 * MINUTE }, due(T0 + HOUR, 60)],
    ['an answer ahead of the clock (another window\'s) waits for the next', { now: T0 + HOUR - SECOND, answeredDueAt: T0 + HOUR }, later(T0 + 2 * HOUR, 120, T0 + HOUR - SECOND)],
    ['a shortened interval (4 s): whole minutes played', { intervalSeconds: 4, now: T0 + 9 * SECOND }, due(T0 + 8 * SECOND, 0)],
    ['30 min (Mexico)', { intervalSeconds: 1800, now: T0 + 95 * MINUTE, answeredDueAt: T0 + 30 * MINUTE }, due(T0 + 90 * MINUTE, 90)],
    ['an interval changed after an answer: counted on the new one', { intervalSeconds: 1800, now: T0 + 70 * MINUTE, answeredDueAt: T0 + HOUR }, later(T0 + 90 * MINUTE, 90, T0 + 70 * MINUTE)],
  ])('%s', (_name, change, timing) => {
    expect(realityCheckTiming(facts(change))).toEqual(timing);
  });
});
