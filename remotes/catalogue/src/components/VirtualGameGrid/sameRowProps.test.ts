import { sameRowProps } from './sameRowProps';

const a = { key: 'a' };
const b = { key: 'b' };

describe('sameRowProps', () => {
  test.each([
    ['the same games in a new array', { top: 0, games: [a, b] }, { top: 0, games: [a, b] }, true],
    ['a game loaded where a skeleton was', { top: 0, games: [a, undefined] }, { top: 0, games: [a, b] }, false],
    ['the games in another order', { top: 0, games: [a, b] }, { top: 0, games: [b, a] }, false],
    ['one game fewer', { top: 0, games: [a, b] }, { top: 0, games: [a] }, false],
    ['another prop changed', { top: 0, games: [a, b] }, { top: 10, games: [a, b] }, false],
  ])('%s', (_, previous, next, same) => {
    expect(sameRowProps<{ top: number; games: readonly unknown[] }>(previous, next)).toBe(same);
  });
});
