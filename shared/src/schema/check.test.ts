import { check, checkAll, describeFailure, parseFields, toQueryParams } from './check';
import {
  boolean,
  jsonObject,
  list,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  unknown,
  withDefault,
  type Schema,
} from './schema';

const ok = (value: unknown) => ({ ok: true, value });
const refused = (issue: string, path = '') => ({
  ok: false,
  failure: expect.objectContaining({ issue, path }) as unknown,
});

describe('check (JSON as sent)', () => {
  test.each<[string, Schema, unknown, unknown]>([
    ['a string', string(), 'a', ok('a')],
    ['a number is not a string', string(), 1, refused('wrongType')],
    ['a string past its length', string({ maxLength: 3 }), 'abcd', refused('tooLong')],
    ['a string short of its length', string({ minLength: 1 }), '', refused('tooShort')],
    ['a blank string where one is refused', string({ nonBlank: true }), '  ', refused('empty')],
    ['a pattern', string({ pattern: /^[a-z]{2}$/u }), 'ab', ok('ab')],
    ['off the pattern', string({ pattern: /^[a-z]{2}$/u }), 'abc', refused('pattern')],
    ['the default bound of 2048', string(), 'x'.repeat(2_049), refused('tooLong')],
    ['a number', number(), 1.5, ok(1.5)],
    ['text is not a number', number(), '1.5', refused('wrongType')],
    ['NaN', number(), Number.NaN, refused('notNumeric')],
    ['Infinity', number(), Number.POSITIVE_INFINITY, refused('notNumeric')],
    ['below min', number({ min: 0 }), -1, refused('belowMin')],
    ['not above', number({ above: 0 }), 0, refused('belowMin')],
    ['above max', number({ max: 1 }), 2, refused('aboveMax')],
    ['a fraction for an integer', number({ integer: true }), 1.5, refused('notInteger')],
    ['-0 becomes 0', number(), -0, ok(0)],
    ['a boolean', boolean(), false, ok(false)],
    ['"false" is not a boolean', boolean(), 'false', refused('notFlag')],
    ['an option', oneOf(['page', 'block']), 'block', ok('block')],
    ['another case', oneOf(['page', 'block']), 'Block', refused('notAnOption')],
    [
      'any case when asked, in canonical spelling',
      oneOf(['LoggedIn'], { ignoreCase: true }),
      'loggedin',
      ok('LoggedIn'),
    ],
    ['a numeric option', oneOf([3, 5]), 5, ok(5)],
    ['null where nullable', nullable(string()), null, ok(null)],
    ['null where not', string(), null, refused('notNullable')],
    ['the word null is text without loose coercion', nullable(string()), 'null', ok('null')],
    ['nothing', string(), undefined, refused('missing')],
    ['a list', list(number()), [1, 2], ok([1, 2])],
    ['a list with a bad entry', list(number()), [1, 'x'], refused('wrongType', '[1]')],
    ['a list past its length', list(number(), { maxItems: 1 }), [1, 2], refused('tooMany')],
    ['an empty list where one entry is needed', list(number(), { minItems: 1 }), [], refused('empty')],
    ['repeats dropped', list(string(), { unique: true }), ['a', 'a', 'b'], ok(['a', 'b'])],
    [
      'text is not a comma list without loose coercion',
      list(string(), { commaSeparated: true }),
      'a,b',
      refused('wrongType'),
    ],
    ['a record', record(number()), { a: 1 }, ok({ a: 1 })],
    ['a record past its size', record(number(), { maxKeys: 1 }), { a: 1, b: 2 }, refused('tooMany')],
    ['a mapped value', map(string(), (value) => value.length, { issue: 'invalid', name: 'length' }), 'abc', ok(3)],
    [
      'a value the map refuses',
      map(string(), () => undefined, { issue: 'notAnInstant', name: 'x' }),
      'a',
      refused('notAnInstant'),
    ],
    ['anything', unknown(), { any: [1] }, ok({ any: [1] })],
  ])('%s', (_name, schema, input, expected) => {
    expect(check(schema, input)).toMatchObject(expected as object);
  });

  describe('objects', () => {
    const point = object({ x: number(), label: string(), note: optional(string()), size: withDefault(number(), 1) });

    test('copies only the declared fields, into a fresh object; an absent optional field stays out, a default fills in', () => {
      const input = { x: 1, label: 'a', extra: 'ignored' };
      const result = check(point, input);
      expect(result).toEqual({ ok: true, value: { x: 1, label: 'a', size: 1 }, dropped: [] });
      expect(result.ok && result.value).not.toBe(input);
    });

    test('names the failing path under the root given', () => {
      expect(check(point, { x: 'one', label: 'a' }, { path: 'payload' })).toMatchObject(
        refused('wrongType', 'payload.x'),
      );
    });

    test.each([null, [], 'text', 42, new Date(), new Map()])('refuses %p', (value) => {
      expect(check(point, value).ok).toBe(false);
    });

    test('accepts an object without prototype, and one from another realm', () => {
      const bare = Object.assign(Object.create(null) as object, { x: 1, label: 'a' });
      expect(check(point, bare).ok).toBe(true);
    });

    test('prototype keys: refused outright when asked, otherwise data that is never read', () => {
      const input = JSON.parse('{"x":1,"label":"a","__proto__":{"admin":true}}') as unknown;
      expect(check(object({ x: number() }, { forbidPrototypeKeys: true }), input)).toMatchObject(
        refused('forbiddenKey', '__proto__'),
      );
      expect(check(point, input)).toMatchObject({ ok: true, value: { x: 1, label: 'a' } });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    test('unknown keys refused when asked', () => {
      expect(check(object({ x: number() }, { unknownKeys: 'refuse' }), { x: 1, y: 2 })).toMatchObject(
        refused('unknownKey', 'y'),
      );
    });

    test('a getter that throws is refused, not thrown', () => {
      const hostile = Object.defineProperty({ label: 'a' }, 'x', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      expect(check(point, hostile)).toMatchObject(refused('invalid'));
    });

    test('inherited fields are not read', () => {
      expect(check(point, Object.create({ x: 1, label: 'a' }) as object).ok).toBe(false);
    });
  });

  describe('dropInvalid lists', () => {
    const entries = list(object({ id: string() }), { dropInvalid: true });

    test('an entry that does not fit costs only itself, and is reported', () => {
      const result = check(entries, [{ id: 'a' }, { id: 7 }, { id: 'b' }], { path: 'data' });
      expect(result).toEqual({
        ok: true,
        value: [{ id: 'a' }, { id: 'b' }],
        dropped: [expect.objectContaining({ path: 'data[1].id', issue: 'wrongType' })],
      });
    });

    test('checkAll still reports it', () => {
      expect(checkAll(entries, [{ id: 7 }], 10)).toMatchObject({ ok: false, failures: [{ path: '[0].id' }], more: 0 });
    });
  });

  describe('jsonObject', () => {
    const record = jsonObject({ maxDepth: 3, maxNodes: 20, maxStringLength: 10 });

    test('deep-copies JSON', () => {
      const input = { a: [1, 'two', null, true], b: { c: 'd' } };
      const result = check(record, input);
      expect(result).toMatchObject({ ok: true, value: input });
      expect(result.ok && result.value.b).not.toBe(input.b);
    });

    test.each<[string, unknown, string, string]>([
      [
        'a nested __proto__',
        JSON.parse('{"a":{"__proto__":{"polluted":true}}}'),
        'payload.a.__proto__',
        'forbiddenKey',
      ],
      ['a constructor key', { constructor: { prototype: {} } }, 'payload.constructor', 'forbiddenKey'],
      ['a long string', { a: 'x'.repeat(11) }, 'payload.a', 'tooLong'],
      ['deep nesting', { a: { b: { c: { d: 1 } } } }, 'payload.a.b.c', 'tooDeep'],
      ['too many values', { a: Array.from({ length: 30 }, () => 1) }, 'payload', 'tooMany'],
      ['a function', { a: () => 1 }, 'payload.a', 'notJson'],
      ['undefined', { a: undefined }, 'payload.a', 'notJson'],
      ['NaN', { a: Number.NaN }, 'payload.a', 'notNumeric'],
    ])('refuses %s', (_name, input, path, issue) => {
      expect(check(record, input, { path: 'payload' })).toMatchObject(refused(issue, path));
    });

    test('does not pollute Object.prototype', () => {
      check(record, JSON.parse('{"__proto__":{"polluted":true}}'));
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  test('describeFailure says where and why, never the value', () => {
    const result = check(object({ token: string({ maxLength: 5 }) }), { token: 'secret-token' }, { path: 'payload' });
    expect(result.ok === false && describeFailure(result.failure)).toBe('payload.token: tooLong');
  });
});

describe('check with loose coercion (query strings, forms, initialData)', () => {
  test.each<[string, Schema, unknown, unknown]>([
    ['decimal text is a number', number(), ' 12.5 ', ok(12.5)],
    ['hex is not', number(), '0x10', refused('notNumeric')],
    ['separators are not', number(), '1_000', refused('notNumeric')],
    ['"" is no value', number(), '', refused('empty')],
    ['the words true and false', boolean(), 'true', ok(true)],
    ['no other words', boolean(), 'yes', refused('notFlag')],
    ['an id sent as a number is text', string(), 42, ok('42')],
    ['"null" clears a nullable key', nullable(string()), 'null', ok(null)],
    ['"null" is refused elsewhere', string(), 'null', refused('notNullable')],
    [
      'a comma list, trimmed, in canonical spelling',
      list(oneOf(['Guest', 'LoggedIn'], { ignoreCase: true }), { commaSeparated: true }),
      'guest, LOGGEDIN',
      ok(['Guest', 'LoggedIn']),
    ],
    [
      'one unknown entry refuses the list',
      list(oneOf(['Guest']), { commaSeparated: true }),
      'Guest,VIP',
      refused('notAnOption', '[1]'),
    ],
  ])('%s', (_name, schema, input, expected) => {
    expect(check(schema, input, { loose: true })).toMatchObject(expected as object);
  });
});

describe('checkAll', () => {
  const shape = object({ a: string(), b: list(number()), c: object({ d: boolean() }) });

  test('every fault, in reading order, cut at the limit and counted', () => {
    expect(checkAll(shape, { a: 1, b: [1, 'x', 'y'], c: {} }, 2)).toEqual({
      ok: false,
      failures: [expect.objectContaining({ path: 'a' }), expect.objectContaining({ path: 'b[1]' })],
      more: 2,
    });
  });

  test('the value when it fits', () => {
    expect(checkAll(shape, { a: 'x', b: [], c: { d: true } }, 2)).toEqual({
      ok: true,
      value: { a: 'x', b: [], c: { d: true } },
    });
  });
});

describe('parseFields', () => {
  const fields = object({
    name: nullable(string({ nonBlank: true })),
    count: number({ min: 0 }),
    on: boolean(),
    tags: nullable(list(oneOf(['a', 'b']), { commaSeparated: true, minItems: 1 })),
  });
  type Fields = { name: string | null; count: number; on: boolean; tags: ('a' | 'b')[] | null };
  const base: Fields = { name: 'base', count: 1, on: false, tags: null };

  test.each<[string, Parameters<typeof parseFields>[1], Partial<Fields>, unknown[]]>([
    ['a query string', '?name=x&count=2.5&on=true&tags=b,a', { name: 'x', count: 2.5, on: true, tags: ['b', 'a'] }, []],
    ['initialData', { name: 'x', count: 3, on: true, tags: ['a'] }, { name: 'x', count: 3, on: true, tags: ['a'] }, []],
    [
      '"null" clears, an invalid value keeps the base and is reported',
      'name=null&count=-1&on=maybe',
      { name: null, count: 1, on: false },
      [
        { key: 'count', issue: 'belowMin' },
        { key: 'on', issue: 'notFlag' },
      ],
    ],
    ['unknown keys are not read', { other: 1, __proto__: { count: 9 } }, base, []],
    ['nothing at all', null, base, []],
  ])('%s', (_name, input, expected, issues) => {
    expect(parseFields(fields, input, base)).toEqual({ value: { ...base, ...expected }, issues });
  });

  test('a fresh object: a list of the base is copied, never shared', () => {
    const withTags: Fields = { ...base, tags: ['a'] };
    const { value } = parseFields(fields, '', withTags);
    expect(value).toEqual(withTags);
    expect(value.tags).not.toBe(withTags.tags);
  });

  test('a revoked Proxy is read as nothing', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(parseFields(fields, proxy, base).value).toEqual(base);
  });
});

describe('toQueryParams', () => {
  const query = object({
    locale: withDefault(oneOf(['en', 'fr']), 'en'),
    country: optional(string({ pattern: /^[A-Za-z]{2}$/u })),
    statuses: optional(list(oneOf(['Guest', 'LoggedIn'], { ignoreCase: true }), { commaSeparated: true })),
    ios: withDefault(boolean(), false),
  });

  test('in the schema order; absent and null left out; lists comma-joined; flags as words', () => {
    expect(toQueryParams(query, { ios: true, statuses: ['Guest', 'LoggedIn'], country: null, locale: 'fr' })).toEqual({
      params: [
        ['locale', 'fr'],
        ['statuses', 'Guest,LoggedIn'],
        ['ios', 'true'],
      ],
      refused: [],
    });
  });

  test('a value the reader would refuse is never sent', () => {
    expect(toQueryParams(query, { locale: 'en', country: 'USA' })).toEqual({
      params: [['locale', 'en']],
      refused: [{ key: 'country', issue: 'pattern' }],
    });
  });
});
