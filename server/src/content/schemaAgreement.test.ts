/**
 * The browser's interpreter of a boundary schema (@lobby/shared check) and the service's (ajv,
 * as Fastify compiles toJsonSchema's output) agree: for each schema and input of the tables
 * below, both accept or both refuse. JSON is checked as Fastify checks bodies (no coercion);
 * query strings as it checks them (coercion, then validation.ts's lenient reading).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { lobbyRequestOf, lobbyRequestParams, parseSettingsWithIssues } from '@lobby/domain';
import {
  LOBBY_QUERY,
  RAW_LOBBY_RESPONSE,
  REGISTRY_ENTRY,
  SHELL_PAYLOAD_SCHEMAS,
  STORED_VALUES,
  boolean,
  check,
  list,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  toJsonSchema,
  withDefault,
  type Schema,
} from '@lobby/shared';
import { rawBlock, rawGame, rawLobby } from '@lobby/testing';
import type { FastifySchema } from 'fastify';
import { lenientQueryCompiler } from './validation';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Compile = (route: { schema: FastifySchema; httpPart?: string }) => Validate;

/** Fastify's body compiler as validation.ts configures it: JSON as sent. */
const bodies = AjvCompiler()({}, { customOptions: { coerceTypes: false, removeAdditional: false } }) as unknown as Compile;
/** Fastify's default compiler, which query strings get: coercion, unknown keys dropped. */
const queries = AjvCompiler()({}, { customOptions: {} }) as unknown as Compile;

const clone = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const release = (version: string) => ({
  version,
  manifest: `/remotes/catalogue/${version}/mf-manifest.json`,
  entry: `/remotes/catalogue/${version}/remoteEntry.js`,
  requires: { contracts: { props: '^2.0.0' }, shared: { react: '^19.0.0' } },
});

const JSON_CASES: ReadonlyArray<readonly [string, Schema, readonly unknown[]]> = [
  ['a bounded string', string({ maxLength: 3 }), ['abc', 'abcd', '', 3, null, true, ['a']]],
  ['a patterned string', string({ pattern: /^[A-Za-z]{2}$/u }), ['US', 'us', 'USA', 'U1', '', 'ÅL']],
  ['a non-blank string', string({ nonBlank: true }), ['a', ' a ', '', '   ', '\t']],
  ['a number from 0', number({ min: 0 }), [0, 1.5, -0.01, '1', null, 1e308]],
  ['a number above 0', number({ above: 0 }), [0, 0.001, -1]],
  ['an integer', number({ integer: true, min: 0 }), [0, 1, 1.5, -1, 2 ** 53]],
  ['a flag', boolean(), [true, false, 'true', 0, 1, null]],
  ['an enumeration', oneOf(['page', 'block']), ['page', 'Page', 'any', 7, null]],
  ['a case-insensitive enumeration', oneOf(['LoggedIn', 'FirstDeposit'], { ignoreCase: true }), ['LoggedIn', 'loggedin', 'FIRSTDEPOSIT', 'Logged In', 'x']],
  ['numeric options', oneOf([3, 5, 6, 7]), [3, 7, 4, '3', 3.5]],
  ['a nullable string', nullable(string()), [null, 'a', 1]],
  ['a nullable enumeration', nullable(oneOf(['a', 'b'])), [null, 'a', 'c']],
  ['a bounded list', list(number(), { minItems: 1, maxItems: 2 }), [[1], [1, 2], [], [1, 2, 3], [1, 'x'], 'x', {}]],
  [
    'an object with optional and default fields',
    object({ a: number(), b: optional(string()), c: withDefault(boolean(), false) }),
    [{ a: 1 }, { a: 1, b: 'x', c: true }, { b: 'x' }, { a: 1, b: 2 }, { a: 1, c: 'no' }, { a: 1, extra: true }, [], null],
  ],
  ['an object refusing unknown keys', object({ a: number() }, { unknownKeys: 'refuse' }), [{ a: 1 }, { a: 1, b: 2 }]],
  ['a map', record(number(), { maxKeys: 2 }), [{}, { a: 1 }, { a: 1, b: 2, c: 3 }, { a: 'x' }, []]],
  [
    'the shell userBalances payload',
    SHELL_PAYLOAD_SCHEMAS.userBalances,
    [
      { userBalance: 10, casinoCoin: 0, exchangeRate: 1 },
      { userBalance: -1, casinoCoin: 0, exchangeRate: 1 },
      { userBalance: 1, casinoCoin: 0, exchangeRate: 0 },
      { userBalance: '10', casinoCoin: 0, exchangeRate: 1 },
      { userBalance: 10, casinoCoin: 0 },
    ],
  ],
  [
    'the shell navigate payload',
    SHELL_PAYLOAD_SCHEMAS.navigate,
    [{ target: 'slots', type: 'page' }, { type: 'block' }, { target: null, type: 'any' }, { target: 7, type: 'page' }, { target: 'x', type: 'tab' }],
  ],
  [
    'a stored failover choice',
    STORED_VALUES.apiFailover,
    [{ casino: { baseUrl: '/api', timeoutIndex: 1 } }, { casino: { baseUrl: '/api', timeoutIndex: -1 } }, { casino: { baseUrl: '/api', timeoutIndex: 0.5 } }],
  ],
  [
    'a registry entry',
    REGISTRY_ENTRY,
    [
      { ...release('1.2.3'), releases: [release('1.2.3'), release('1.2.2')] },
      { ...release('1.2.3'), manifest: '' },
      { ...release('1.2.3'), requires: { contracts: { props: 2 }, shared: {} } },
      release('1.0.0'),
    ],
  ],
  [
    'a lobby reply',
    RAW_LOBBY_RESPONSE,
    [
      rawLobby({ games: [rawGame()], blocks: [rawBlock()] }),
      rawLobby({ country: 'MT', currency: 'EUR', gameCount: 3 }),
      { ...rawLobby(), showSearch: 'yes' },
      { ...rawLobby(), currency: undefined },
      { ...rawLobby(), blocks: 'none' },
    ],
  ],
];

describe('check and ajv agree on JSON', () => {
  test.each(JSON_CASES.flatMap(([name, schema, inputs]) => inputs.map((input) => [name, schema, input] as const)))(
    '%s: %j',
    (_name, schema, input) => {
      const validate = bodies({ schema: toJsonSchema(schema) as FastifySchema, httpPart: 'body' });
      expect(validate(clone(input))).toBe(check(schema, input).ok);
    },
  );
});

/** Text values of the lobby query, each as the browser (a settings value) and the service (a parameter) reads it. */
const QUERY_CASES: ReadonlyArray<readonly [keyof typeof LOBBY_QUERY.fields, readonly string[]]> = [
  ['locale', ['en', 'zh-TW', 'EN', 'xx', '']],
  ['devicePlatform', ['mobile', 'desktop', 'tv', '']],
  ['country', ['US', 'kr', 'USA', 'U1', 'U S', '']],
  ['licenseType', ['Curacao', 'curacao', 'Malta']],
  ['brand', ['99', 'WPTGPUKE', 'wpt_g-1', 'a b', 'x'.repeat(33), '']],
  ['userStatuses', ['Guest', 'guest,LoggedIn', 'Guest, LoggedIn', 'Guest;Admin', 'Guest,VIP', 'Always,Guest,LoggedIn,FirstDeposit,Guest', '']],
  ['useCodeTitle', ['true', 'false', 'maybe', '1', '']],
  ['isIos', ['true', 'TRUE']],
  ['lobbyPlatform', ['web-app', ' ', 'x'.repeat(120), 'x'.repeat(121)]],
  ['at', ['2026-11-28T09:30:00Z', 'x'.repeat(41)]],
];

describe('check and ajv agree on the lobby query', () => {
  const properties = (toJsonSchema(LOBBY_QUERY, { query: true }) as { properties: Record<string, unknown> }).properties;

  test.each(QUERY_CASES.flatMap(([name, values]) => values.map((value) => [name, value] as const)))('%s=%j', (name, value) => {
    const validate = queries({ schema: { type: 'object', properties: { [name]: properties[name] } } as FastifySchema, httpPart: 'querystring' });
    expect(validate({ [name]: value })).toBe(check(LOBBY_QUERY.fields[name] as Schema, value, { loose: true }).ok);
  });

  // The route's validator, as Fastify builds it from the lobby route's query schema.
  const readQuery = lenientQueryCompiler()({ schema: toJsonSchema(LOBBY_QUERY, { query: true }) as FastifySchema, httpPart: 'querystring' });

  test.each<[string, readonly string[]]>([
    // The dev player is signed in: the statuses are the lobby's own (lobbyRequestStatuses).
    ['country=USA', ['locale', 'devicePlatform', 'brand', 'userStatuses', 'useCodeTitle', 'isIos']],
    ['country=kr&brand=WPTG&userStatuses=guest,LOGGEDIN&lobbyPlatform=web-app', ['locale', 'devicePlatform', 'country', 'brand', 'userStatuses', 'useCodeTitle', 'isIos', 'lobbyPlatform']],
    ['brand=a%20b&locale=zh_TW&platform=mobile&platformType=ios', ['locale', 'devicePlatform', 'brand', 'userStatuses', 'useCodeTitle', 'isIos']],
    ['userStatuses=Guest,VIP&licenseType=Mexico&useCodeTitle=false', ['locale', 'devicePlatform', 'licenseType', 'brand', 'userStatuses', 'useCodeTitle', 'isIos']],
    ['previewMode=true&previewToken=t&previewAt=2026-11-28T09%3A30%3A00Z', ['locale', 'devicePlatform', 'brand', 'userStatuses', 'useCodeTitle', 'isIos', 'at']],
  ])('the browser sends for ?%s only parameters the service keeps', (query, names) => {
    const params = lobbyRequestParams(lobbyRequestOf(parseSettingsWithIssues(query).settings));
    expect(params.map(([name]) => name)).toEqual(names);
    const { value } = readQuery(Object.fromEntries(params));
    expect(Object.keys(value).sort()).toEqual([...names].sort());
  });

  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing', {}, { locale: 'en', devicePlatform: 'desktop', useCodeTitle: true, isIos: false }],
    ['an odd value beside a good one', { country: 'USA', devicePlatform: 'mobile' }, { locale: 'en', devicePlatform: 'mobile', useCodeTitle: true, isIos: false }],
    ['odd values everywhere', { locale: 'xx', devicePlatform: 'tv', country: '1', userStatuses: 'Guest;Admin', useCodeTitle: 'maybe', brand: ' ' }, { locale: 'en', devicePlatform: 'desktop', useCodeTitle: true, isIos: false }],
    ['a repeated key', { country: ['US', 'MT'] }, { locale: 'en', devicePlatform: 'desktop', useCodeTitle: true, isIos: false }],
    ['unknown keys', { other: 'x' }, { locale: 'en', devicePlatform: 'desktop', useCodeTitle: true, isIos: false }],
    ['good values, coerced', { country: 'kr', userStatuses: 'guest,LoggedIn', isIos: 'true' }, { locale: 'en', devicePlatform: 'desktop', country: 'kr', userStatuses: ['guest,LoggedIn'], useCodeTitle: true, isIos: true }],
  ])('the service reads %s leniently', (_name, query, expected) => {
    expect(readQuery(query).value).toEqual(expected);
  });
});
