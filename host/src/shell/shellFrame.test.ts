import { parseShellFrame } from './shellFrame';

describe('parseShellFrame', () => {
  test.each([
    [{ width: 1000, height: 810 }, { width: 1000, height: 810 }],
    [{ width: 375.5 }, { width: 375.5, height: null }],
    [{ width: '1000', height: -1 }, { width: null, height: null }],
    [{ width: 0, height: Number.NaN }, { width: null, height: null }],
    [{}, { width: null, height: null }],
  ])('%p -> %p', (payload, expected) => {
    expect(parseShellFrame(payload)).toEqual(expected);
  });
});
