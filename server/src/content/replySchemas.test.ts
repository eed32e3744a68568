/**
 * The service's replies fit the schemas the lobby checks them by (@lobby/shared, shared/src/
 * schema/replies.ts), every entry included: by the browser's interpreter (checkAll, which counts
 * an entry the lobby would drop as a fault) and by ajv with toJsonSchema of the same schema.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import {
  BONUSES_REPLY,
  FAVOURITES_REPLY,
  FREE_ROUNDS_REPLY,
  GAMES_PAGE_REPLY,
  RAW_LOBBY_RESPONSE,
  RECENT_GAMES_REPLY,
  SEARCH_INDEX_REPLY,
  checkAll,
  toJsonSchema,
  type Schema,
} from '@lobby/shared';
import type { FastifySchema } from 'fastify';
import { BACKENDS } from '../../test/testDatabases';
import { DEV_AUTH, startTestService, type TestService } from '../../test/testApp';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
const compile = AjvCompiler()({}, { customOptions: { coerceTypes: false, removeAdditional: false } }) as unknown as (route: {
  schema: FastifySchema;
  httpPart?: string;
}) => Validate;

describe('the service replies as the lobby checks them', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(BACKENDS[0]);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  test.each<[string, Schema, Record<string, string>?]>([
    ['/api/v1/casino/lobby', RAW_LOBBY_RESPONSE],
    ['/api/v1/casino/lobby?devicePlatform=mobile&isIos=true&userStatuses=LoggedIn&country=KR', RAW_LOBBY_RESPONSE],
    ['/api/v1/casino/games?limit=50', GAMES_PAGE_REPLY],
    // Issue #34: facts, demo flags and jackpots, and the games with the most of them first.
    ['/api/v1/casino/games?sort=rtp&volatility=low,high&locale=th&limit=100', GAMES_PAGE_REPLY],
    ['/api/v1/casino/games/search?q=gates&locale=en&platform=desktop', GAMES_PAGE_REPLY],
    ['/api/v1/casino/games/search-index?locale=en&platform=mobile', SEARCH_INDEX_REPLY],
    ['/api/v1/casino/bonuses?locale=en&devicePlatform=desktop', BONUSES_REPLY],
    ['/api/player/freerounds', FREE_ROUNDS_REPLY, DEV_AUTH],
    ['/api/games/recently-played', RECENT_GAMES_REPLY, DEV_AUTH],
    ['/api/games/favourite-games', FAVOURITES_REPLY, DEV_AUTH],
  ])('GET %s', async (url, schema, headers = {}) => {
    const response = await service.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(checkAll(schema, body, 5)).toMatchObject({ ok: true });
    const validate = compile({ schema: toJsonSchema(schema) as FastifySchema, httpPart: 'body' });
    expect([validate(body), validate.errors ?? null]).toEqual([true, null]);
  });
});
