import { boolean, isPlainObject, jsonRecord, number, object, oneOf, string } from './validators';

describe('validators', () => {
  it.each([
    ['string', string(), 'a', 1],
    ['number', number(), 1.5, '1.5'],
    ['boolean', boolean(), false, 'false'],
    ['oneOf', oneOf(['page', 'block']), 'block', 'Block'],
  ] as const)('%s accepts its type and refuses another', (_name, validate, good, bad) => {
    expect(validate(good, 'x')).toEqual({ ok: true, value: good });
    expect(validate(bad, 'x').ok).toBe(false);
  });

  it.each([NaN, Infinity, -Infinity])('number refuses %p', (value) => {
    expect(number()(value, 'x').ok).toBe(false);
  });

  it('number applies min, above and integer', () => {
    expect(number({ min: 0 })(-1, 'x').ok).toBe(false);
    expect(number({ above: 0 })(0, 'x').ok).toBe(false);
    expect(number({ integer: true })(1.5, 'x').ok).toBe(false);
    expect(number({ min: 0, integer: true })(0, 'x').ok).toBe(true);
  });

  it('string refuses values longer than its limit', () => {
    expect(string({ maxLength: 3 })('abcd', 'x')).toEqual({ ok: false, error: 'x: longer than 3 characters' });
  });

  describe('object', () => {
    const point = object<{ x: number; label: string }>({ x: number(), label: string() });

    it('copies only the declared fields', () => {
      const input = { x: 1, label: 'a', extra: 'ignored' };
      const result = point(input, 'p');
      expect(result).toEqual({ ok: true, value: { x: 1, label: 'a' } });
      expect(result.ok && result.value).not.toBe(input);
    });

    it('names the failing path', () => {
      expect(point({ x: 'one', label: 'a' }, 'payload')).toEqual({
        ok: false,
        error: 'payload.x: expected a finite number, got a string of 3 characters',
      });
    });

    it.each([null, [], 'text', 42, new Date(), new Map()])('refuses %p', (value) => {
      expect(point(value, 'p').ok).toBe(false);
    });

    it('refuses a __proto__ key', () => {
      expect(point(JSON.parse('{"x":1,"label":"a","__proto__":{"admin":true}}'), 'p')).toEqual({
        ok: false,
        error: 'p.__proto__: forbidden key',
      });
    });

    it('accepts an object without prototype', () => {
      const bare = Object.assign(Object.create(null) as object, { x: 1, label: 'a' });
      expect(point(bare, 'p').ok).toBe(true);
    });
  });

  describe('jsonRecord', () => {
    const record = jsonRecord({ maxDepth: 3, maxNodes: 20, maxStringLength: 10 });

    it('deep-copies JSON', () => {
      const input = { a: [1, 'two', null, true], b: { c: 'd' } };
      const result = record(input, 'payload');
      expect(result).toEqual({ ok: true, value: input });
      expect(result.ok && result.value.b).not.toBe(input.b);
    });

    it.each([
      ['a nested __proto__', JSON.parse('{"a":{"__proto__":{"polluted":true}}}'), 'payload.a.__proto__: forbidden key'],
      ['a constructor key', { constructor: { prototype: {} } }, 'payload.constructor: forbidden key'],
      ['a long string', { a: 'x'.repeat(11) }, 'payload.a: longer than 10 characters'],
      ['deep nesting', { a: { b: { c: { d: 1 } } } }, 'payload.a.b.c: nested deeper than 3'],
      ['too many values', { a: Array.from({ length: 30 }, () => 1) }, 'payload: more than 20 values'],
      ['a function', { a: () => 1 }, 'payload.a: function is not JSON'],
      ['undefined', { a: undefined }, 'payload.a: undefined is not JSON'],
      ['NaN', { a: NaN }, 'payload.a: not a finite number'],
    ])('refuses %s', (_name, input, error) => {
      expect(record(input, 'payload')).toEqual({ ok: false, error });
    });

    it('does not pollute Object.prototype', () => {
      record(JSON.parse('{"__proto__":{"polluted":true}}'), 'payload');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('isPlainObject accepts objects from another realm', () => {
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    const foreign: unknown = new (iframe.contentWindow as unknown as { Object: ObjectConstructor }).Object();
    expect(isPlainObject(foreign)).toBe(true);
    iframe.remove();
  });
});
