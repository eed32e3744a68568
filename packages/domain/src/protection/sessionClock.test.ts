import { sessionClockAt, type SessionClockReading } from './sessionClock';

const START = '2026-03-01T10:00:00.000Z';
const at = (ms: number) => Date.parse(START) + ms;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('sessionClockAt', () => {
  test.each<[string, string, number, SessionClockReading | null]>([
    ['the start', START, at(0), { text: '0:00:00', seconds: 0, nextChangeInMs: SECOND }],
    ['a part second', START, at(250), { text: '0:00:00', seconds: 0, nextChangeInMs: 750 }],
    ['seconds', START, at(9 * SECOND), { text: '0:00:09', seconds: 9, nextChangeInMs: SECOND }],
    ['minutes', START, at(4 * MINUTE + 12 * SECOND + 999), { text: '0:04:12', seconds: 252, nextChangeInMs: 1 }],
    ['the brief example', START, at(HOUR + 4 * MINUTE + 12 * SECOND), { text: '1:04:12', seconds: 3852, nextChangeInMs: SECOND }],
    ['a day and more: hours go on counting', START, at(25 * HOUR + 59 * SECOND), { text: '25:00:59', seconds: 90059, nextChangeInMs: SECOND }],
    ['a clock behind the server', START, at(-3 * SECOND), { text: '0:00:00', seconds: 0, nextChangeInMs: 4 * SECOND }],
    ['an unreadable start', 'soon', at(0), null],
    ['an unreadable now', START, Number.NaN, null],
  ])('%s', (_name, start, now, reading) => {
    expect(sessionClockAt(start, now)).toEqual(reading);
  });
});
