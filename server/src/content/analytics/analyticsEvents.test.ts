import { MAX_EVENT_AGE_MS, occurredAtMs } from './analyticsEvents';

const RECEIVED = Date.UTC(2025, 4, 10, 12, 0, 0);
const HOUR = 3_600_000;

describe('occurredAtMs: when an event happened, on the server clock', () => {
  it.each([
    ['a clock that is right', RECEIVED - 5000, RECEIVED, RECEIVED - 5000],
    ['a clock three hours fast: the age is what counts', RECEIVED + 3 * HOUR - 5000, RECEIVED + 3 * HOUR, RECEIVED - 5000],
    ['a clock a day slow', RECEIVED - 24 * HOUR - 60_000, RECEIVED - 24 * HOUR, RECEIVED - 60_000],
    ['an event queued offline for two days', RECEIVED - 48 * HOUR, RECEIVED, RECEIVED - 48 * HOUR],
    ['an event stamped after its request (the clock jumped back): now', RECEIVED + 1000, RECEIVED, RECEIVED],
    ['a stamp from 1970: as old as counted, no older', 0, RECEIVED, RECEIVED - MAX_EVENT_AGE_MS],
    ['an absurd request stamp: still a storable time', 0, Number.MAX_SAFE_INTEGER, RECEIVED - MAX_EVENT_AGE_MS],
  ])('%s', (_case, at, sentAt, expected) => {
    expect(occurredAtMs({ at }, sentAt, RECEIVED)).toBe(expected);
  });
});
