import { imageFor } from './imageFor';

describe('imageFor', () => {
  test.each([
    [{ desktop: 'd', mobile: 'm' }, 'desktop', 'd'],
    [{ desktop: 'd', mobile: 'm' }, 'mobile', 'm'],
    [{ desktop: null, mobile: 'm' }, 'desktop', 'm'],
    [{ desktop: 'd', mobile: null }, 'mobile', 'd'],
    [{ desktop: null, mobile: null }, 'mobile', null],
    [null, 'desktop', null],
  ] as const)('%p on %p -> %p', (pair, platform, expected) => {
    expect(imageFor(pair, platform)).toBe(expected);
  });
});
