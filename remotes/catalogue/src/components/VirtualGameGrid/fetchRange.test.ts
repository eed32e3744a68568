import { fetchRange } from './fetchRange';

describe('fetchRange', () => {
  test.each([
    ['not moved yet: the mounted rows only', { firstRow: 0, lastRow: 5, direction: 0 }, { first: 0, last: 41 }],
    ['moving down: the rows below too', { firstRow: 10, lastRow: 15, direction: 1 }, { first: 70, last: 167 }],
    ['moving up: the rows above too', { firstRow: 10, lastRow: 15, direction: -1 }, { first: 14, last: 111 }],
    ['moving up near the top: from the first row', { firstRow: 2, lastRow: 7, direction: -1 }, { first: 0, last: 55 }],
  ] as const)('%s', (_, rows, expected) => {
    expect(fetchRange({ ...rows, columns: 7, aheadRows: 8 })).toEqual(expected);
  });
});
