import { isWithinWindow } from './dateWindow';

const NOW = Date.parse('2024-06-15T12:00:00Z');

describe('isWithinWindow', () => {
  test.each<[string | null | undefined, string | null | undefined, number, boolean]>([
    [null, null, NOW, true],
    [undefined, undefined, NOW, true],
    ['', '', NOW, true],
    ['2024-06-01T00:00:00Z', null, NOW, true],
    ['2024-07-01T00:00:00Z', null, NOW, false],
    [null, '2024-07-01T00:00:00Z', NOW, true],
    [null, '2024-06-01T00:00:00Z', NOW, false],
    ['2024-06-01T00:00:00Z', '2024-07-01T00:00:00Z', NOW, true],
    // boundaries: start inclusive, end exclusive
    ['2024-06-15T12:00:00Z', null, NOW, true],
    ['2024-06-15T12:00:00.001Z', null, NOW, false],
    [null, '2024-06-15T12:00:00Z', NOW, false],
    [null, '2024-06-15T12:00:00.001Z', NOW, true],
    // unreadable dates and clocks hide the item
    ['not a date', null, NOW, false],
    [null, 'tomorrow', NOW, false],
    [null, null, Number.NaN, false],
    [null, null, Number.POSITIVE_INFINITY, false],
    // an inverted window is never open
    ['2024-07-01T00:00:00Z', '2024-06-01T00:00:00Z', NOW, false],
  ])('start %p end %p at %p -> %p', (start, end, now, expected) => {
    expect(isWithinWindow(start, end, now)).toBe(expected);
  });

  test('a wrong-typed date hides the item', () => {
    expect(isWithinWindow(12 as unknown as string, null, NOW)).toBe(false);
  });
});
