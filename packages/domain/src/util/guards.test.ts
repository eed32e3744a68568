import { assertNever } from './assertNever';
import { findForbiddenKey, isRecord, isStringMap } from './guards';

describe('isRecord', () => {
  test.each<[unknown, boolean]>([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [new Date(0), true],
    [[], false],
    [null, false],
    [undefined, false],
    ['{}', false],
    [42, false],
  ])('%p -> %p', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('isStringMap', () => {
  test.each<[unknown, boolean]>([
    [{}, true],
    [{ react: '19.3.1' }, true],
    [{ react: 19 }, false],
    [['19.3.1'], false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isStringMap(value)).toBe(expected);
  });
});

describe('findForbiddenKey', () => {
  test.each<[object, string | undefined]>([
    [{ a: 1 }, undefined],
    [JSON.parse('{"a":1,"__proto__":{}}') as object, '__proto__'],
    [{ constructor: {} }, 'constructor'],
    [{ prototype: 1 }, 'prototype'],
    [['a', 'b'], undefined],
    // Only own keys count: every object inherits a constructor.
    [Object.create({ constructor: 1 }) as object, undefined],
  ])('%p -> %p', (value, expected) => {
    expect(findForbiddenKey(value)).toBe(expected);
  });
});

describe('assertNever', () => {
  test.each<[unknown, string]>([
    ['sideways', 'Unhandled case: "sideways"'],
    [{ type: 'x' }, 'Unhandled case: {"type":"x"}'],
    [undefined, 'Unhandled case: undefined'],
    [10n, 'Unhandled case: bigint'],
  ])('throws for %p', (value, message) => {
    expect(() => assertNever(value as never)).toThrow(new TypeError(message));
  });
});
