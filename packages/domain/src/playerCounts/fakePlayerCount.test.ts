import {
  applyPlayerCountChange,
  initialFakePlayerCount,
  nextFakePlayerCount,
  type PlayerCountChange,
} from './fakePlayerCount';

describe('initialFakePlayerCount (20–200)', () => {
  test.each<[number, number]>([
    [0, 20],
    [0.5, 110],
    [0.999999, 200],
    [1, 200],
    [-1, 20],
    [Number.NaN, 20],
    [Number.POSITIVE_INFINITY, 20],
  ])('random %p -> %p', (random, count) => {
    expect(initialFakePlayerCount(random)).toBe(count);
  });
});

describe('nextFakePlayerCount (±5, within 20–200)', () => {
  test.each<[number, number, number]>([
    [100, 0, 95],
    [100, 0.5, 100],
    [100, 0.999999, 105],
    [22, 0, 20],
    [198, 0.999999, 200],
    [500, 0.5, 200],
    [-5, 0.5, 20],
    [Number.NaN, 0.5, 20],
    [100, Number.NaN, 95],
  ])('%p with random %p -> %p', (current, random, next) => {
    expect(nextFakePlayerCount(current, random)).toBe(next);
  });

  test('never moves more than 5 nor leaves the range', () => {
    for (let current = 20; current <= 200; current += 9) {
      for (let random = 0; random < 1; random += 0.05) {
        const next = nextFakePlayerCount(current, random);
        expect(Math.abs(next - current)).toBeLessThanOrEqual(5);
        expect(next).toBeGreaterThanOrEqual(20);
        expect(next).toBeLessThanOrEqual(200);
      }
    }
  });
});

describe('applyPlayerCountChange', () => {
  test.each<[number, PlayerCountChange, number]>([
    [5, { kind: 'increment' }, 6],
    [5, { kind: 'decrement' }, 4],
    [0, { kind: 'decrement' }, 0],
    [5, { kind: 'set', count: 42 }, 42],
    [5, { kind: 'set', count: -3 }, 0],
    [5, { kind: 'set', count: Number.NaN }, 0],
    [Number.NaN, { kind: 'increment' }, 1],
    [2.7, { kind: 'increment' }, 3],
  ])('%p %p -> %p', (current, change, next) => {
    expect(applyPlayerCountChange(current, change)).toBe(next);
  });
});
