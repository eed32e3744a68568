import { ANALYTICS_IDENTITY_MAX_AGE_MS } from '../constants/analytics';
import { chooseAnalyticsIdentity, isLiveAnalyticsIdentity, type AnalyticsIdentity } from './analyticsIdentity';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;
const COOKIE: AnalyticsIdentity = { id: 'CookieCookieCookieCook', expiresAtMs: NOW + 10 * DAY };
const STORED: AnalyticsIdentity = { id: 'StoredStoredStoredStor', expiresAtMs: NOW + 20 * DAY };
const NEW_ID = 'NewNewNewNewNewNewNewNe';

describe('isLiveAnalyticsIdentity', () => {
  test.each<[string, AnalyticsIdentity | null, boolean]>([
    ['live', COOKIE, true],
    ['none', null, false],
    ['expired', { ...COOKIE, expiresAtMs: NOW - 1 }, false],
    ['expiring now', { ...COOKIE, expiresAtMs: NOW }, false],
    ['exactly 365 days left', { ...COOKIE, expiresAtMs: NOW + ANALYTICS_IDENTITY_MAX_AGE_MS }, true],
    ['longer than 365 days', { ...COOKIE, expiresAtMs: NOW + ANALYTICS_IDENTITY_MAX_AGE_MS + 1 }, false],
    ['an id too short to be random', { ...COOKIE, id: 'short' }, false],
    ['an id with other characters', { ...COOKIE, id: 'has spaces in it, not an id' }, false],
  ])('%s -> %p', (_name, identity, expected) => {
    expect(isLiveAnalyticsIdentity(identity, NOW)).toBe(expected);
  });
});

describe('chooseAnalyticsIdentity', () => {
  test.each<[string, (AnalyticsIdentity | null)[], AnalyticsIdentity]>([
    ['the cookie first', [COOKIE, STORED], COOKIE],
    ['the stored copy when there is no cookie', [null, STORED], STORED],
    ['the stored copy when the cookie expired', [{ ...COOKIE, expiresAtMs: NOW - 1 }, STORED], STORED],
    [
      'a new one when neither is live',
      [null, { ...STORED, expiresAtMs: NOW }],
      { id: NEW_ID, expiresAtMs: NOW + ANALYTICS_IDENTITY_MAX_AGE_MS },
    ],
    ['a new one when there is none', [], { id: NEW_ID, expiresAtMs: NOW + ANALYTICS_IDENTITY_MAX_AGE_MS }],
  ])('%s', (_name, candidates, expected) => {
    const newId = jest.fn(() => NEW_ID);
    expect(chooseAnalyticsIdentity(candidates, NOW, newId)).toEqual(expected);
    expect(newId).toHaveBeenCalledTimes(expected.id === NEW_ID ? 1 : 0);
  });

  test('365 days are 365 × 24 h', () => {
    expect(ANALYTICS_IDENTITY_MAX_AGE_MS).toBe(365 * DAY);
  });
});
