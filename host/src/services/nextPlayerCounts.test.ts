import { INDIVIDUAL_PLAYER_COUNT_REFRESH_MS, PLAYER_COUNT_CACHE_MS } from '@lobby/domain';
import { countsOf, nextPlayerCounts } from './nextPlayerCounts';

const NOW = 1_700_000_000_000;
const keys = ['bragg:a', 'bragg:b'];

describe('nextPlayerCounts', () => {
  test('without a cache every game gets a count of 20–200', () => {
    const cache = nextPlayerCounts(null, keys, NOW, () => 0.5);
    expect(cache.generatedAtMs).toBe(NOW);
    for (const key of keys) {
      expect(cache.counts[key]?.updatedAtMs).toBe(NOW);
      expect(cache.counts[key]?.count).toBeGreaterThanOrEqual(20);
      expect(cache.counts[key]?.count).toBeLessThanOrEqual(200);
    }
    expect(nextPlayerCounts(null, ['x'], NOW, () => 0).counts.x?.count).toBe(20);
    expect(nextPlayerCounts(null, ['x'], NOW, () => 0.999999).counts.x?.count).toBe(200);
  });

  test('a count younger than 10 min stays', () => {
    const cache = { generatedAtMs: NOW, counts: { 'bragg:a': { count: 100, updatedAtMs: NOW } } };
    const next = nextPlayerCounts(cache, ['bragg:a'], NOW + INDIVIDUAL_PLAYER_COUNT_REFRESH_MS - 1, () => 0);
    expect(next.counts['bragg:a']).toEqual({ count: 100, updatedAtMs: NOW });
  });

  test('an older count moves by at most ±5', () => {
    const cache = { generatedAtMs: NOW, counts: { 'bragg:a': { count: 100, updatedAtMs: NOW } } };
    const later = NOW + INDIVIDUAL_PLAYER_COUNT_REFRESH_MS;
    expect(nextPlayerCounts(cache, ['bragg:a'], later, () => 0).counts['bragg:a']).toEqual({ count: 95, updatedAtMs: later });
    expect(nextPlayerCounts(cache, ['bragg:a'], later, () => 0.999).counts['bragg:a']?.count).toBe(105);
    expect(nextPlayerCounts(cache, ['bragg:a'], later, () => 0).generatedAtMs).toBe(NOW);
  });

  test('a cache of 24 h or more is generated anew', () => {
    const cache = { generatedAtMs: NOW, counts: { 'bragg:a': { count: 100, updatedAtMs: NOW } } };
    const later = NOW + PLAYER_COUNT_CACHE_MS;
    const next = nextPlayerCounts(cache, ['bragg:a'], later, () => 0);
    expect(next).toEqual({ generatedAtMs: later, counts: { 'bragg:a': { count: 20, updatedAtMs: later } } });
  });

  test('new games are added and gone ones dropped', () => {
    const cache = { generatedAtMs: NOW, counts: { gone: { count: 100, updatedAtMs: NOW } } };
    const next = nextPlayerCounts(cache, ['new'], NOW, () => 0);
    expect(Object.keys(next.counts)).toEqual(['new']);
  });

  test('countsOf gives the numbers by key', () => {
    expect(countsOf({ generatedAtMs: NOW, counts: { a: { count: 7, updatedAtMs: NOW } } })).toEqual({ a: 7 });
  });
});
