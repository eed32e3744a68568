import { ANALYTICS_SCHEMAS, MAX_ANALYTICS_PROPS, MAX_ANALYTICS_TEXT, check } from '@lobby/shared';
import { analyticsEvent } from './analyticsEvent';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('analyticsEvent', () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['scalars as they are', { a: 'x', b: 1.5, c: true, d: null }, { a: 'x', b: 1.5, c: true, d: null }],
    ['no props', {}, {}],
    ['a long text is cut', { q: 'x'.repeat(MAX_ANALYTICS_TEXT + 10) }, { q: 'x'.repeat(MAX_ANALYTICS_TEXT) }],
    ['a long key is cut', { ['k'.repeat(MAX_ANALYTICS_TEXT + 1)]: 1 }, { ['k'.repeat(MAX_ANALYTICS_TEXT)]: 1 }],
    ['infinite and NaN numbers become null', { a: Infinity, b: Number.NaN }, { a: null, b: null }],
    [
      'objects, lists, undefined and functions are left out',
      { a: {}, b: [1], c: undefined, d: () => 1, e: 2 },
      { e: 2 },
    ],
    [
      'prototype keys are left out',
      JSON.parse('{"__proto__":1,"constructor":2,"prototype":3,"ok":4}') as Record<string, unknown>,
      { ok: 4 },
    ],
  ])('%s', (_name, props, expected) => {
    const event = analyticsEvent(ID, 'search', 5, props);
    expect({ ...event.props }).toEqual(expected);
    expect(Object.keys(event.props)).toEqual(Object.keys(expected));
    expect(check(ANALYTICS_SCHEMAS.event, event).ok).toBe(true);
  });

  test(`at most ${MAX_ANALYTICS_PROPS} properties, the first ones`, () => {
    const props = Object.fromEntries(
      Array.from({ length: MAX_ANALYTICS_PROPS + 5 }, (_, index) => [`p${index}`, index]),
    );
    const event = analyticsEvent(ID, 'search', 5, props);
    expect(Object.keys(event.props)).toEqual(Object.keys(props).slice(0, MAX_ANALYTICS_PROPS));
    expect(check(ANALYTICS_SCHEMAS.event, event).ok).toBe(true);
  });

  test.each<[number, number]>([
    [1_700_000_000_000.4, 1_700_000_000_000],
    [-5, 0],
    [Number.NaN, 0],
  ])('at %p becomes %p', (at, expected) => {
    expect(analyticsEvent(ID, 'launch', at).at).toBe(expected);
  });
});
