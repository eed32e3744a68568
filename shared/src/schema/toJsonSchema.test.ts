import {
  boolean,
  list,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  withDefault,
  type Schema,
} from './schema';
import { toJsonSchema } from './toJsonSchema';

/** What ajv is given; that ajv and check agree on it is server/src/content/schemaAgreement.test.ts. */
describe('toJsonSchema', () => {
  test.each<[string, Schema, object, boolean?]>([
    [
      'a string: its bounds and pattern',
      string({ minLength: 1, maxLength: 9, pattern: /^a+$/u }),
      { type: 'string', minLength: 1, maxLength: 9, pattern: '^a+$' },
    ],
    ['non-blank text', string({ nonBlank: true }), { type: 'string', maxLength: 2048, pattern: '\\S' }],
    [
      'a number',
      number({ min: 0, max: 5, above: -1 }),
      { type: 'number', minimum: 0, maximum: 5, exclusiveMinimum: -1 },
    ],
    ['an integer', number({ integer: true }), { type: 'integer' }],
    ['a flag', boolean(), { type: 'boolean' }],
    ['options', oneOf(['a', 'b']), { type: 'string', enum: ['a', 'b'] }],
    [
      'options in any case',
      oneOf(['Go', 'x1'], { ignoreCase: true }),
      { type: 'string', pattern: '^(?:[gG][oO]|[xX]1)$' },
    ],
    ['numeric options', oneOf([3, 5]), { type: 'integer', enum: [3, 5] }],
    ['nullable, ajv-style', nullable(oneOf(['a'])), { type: 'string', enum: ['a', null], nullable: true }],
    [
      'a list',
      list(number(), { minItems: 1, maxItems: 3 }),
      { type: 'array', minItems: 1, maxItems: 3, items: { type: 'number' } },
    ],
    [
      'a comma list in a query',
      list(oneOf(['Guest', 'LoggedIn']), { commaSeparated: true, maxItems: 2 }),
      {
        type: 'array',
        maxItems: 2,
        items: { type: 'string', pattern: '^\\s*(?:Guest|LoggedIn)\\s*(?:,\\s*(?:Guest|LoggedIn)\\s*){0,1}$' },
      },
      true,
    ],
    [
      'an object: required fields, defaults, prototype keys',
      object(
        { a: number(), b: optional(string({ maxLength: 3 })), c: withDefault(boolean(), true) },
        { forbidPrototypeKeys: true },
      ),
      {
        type: 'object',
        properties: {
          a: { type: 'number' },
          b: { type: 'string', maxLength: 3 },
          c: { type: 'boolean', default: true },
        },
        required: ['a'],
        propertyNames: { not: { enum: ['__proto__', 'constructor', 'prototype'] } },
      },
    ],
    [
      'a query drops unknown keys',
      object({ a: number() }),
      { type: 'object', properties: { a: { type: 'number' } }, required: ['a'], additionalProperties: false },
      true,
    ],
    [
      'a map',
      record(number(), { maxKeys: 4 }),
      { type: 'object', additionalProperties: { type: 'number' }, maxProperties: 4 },
    ],
  ])('%s', (_name, schema, expected, query = false) => {
    expect(toJsonSchema(schema, { query })).toMatchObject(expected);
  });
});
