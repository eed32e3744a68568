import { contentLoadState } from './contentLoadState';
import type { ContentLoadState } from './contentLoadState';

describe('contentLoadState', () => {
  test.each<[boolean, boolean, ContentLoadState]>([
    [false, false, 'LOADING'],
    [false, true, 'LOADING'],
    [true, true, 'LOADED'],
    [true, false, 'NOT_FOUND'],
  ])('lobby arrived %p, found %p -> %p', (arrived, found, expected) => {
    expect(contentLoadState(arrived, found)).toBe(expected);
  });
});
