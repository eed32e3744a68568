import type { Locale, Platform } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { contentRevision } from '../contentRevision';
import type { BuildQueue } from '../lobby/buildQueue';
import { PLAYER_COUNTS_MAX_AGE_MS, sendCachedBody } from '../lobby/cachedReply';
import { createCachedJson, type ResponseCache } from '../lobby/lobbyCache';
import { localeSchema, platformSchema } from '../schemas';
import { selectSearchIndexJson } from './searchIndexJson';

interface SearchIndexQuery {
  readonly locale: Locale;
  readonly platform: Platform;
  readonly ios: boolean;
}

const searchIndexQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['platform'],
  properties: {
    locale: localeSchema,
    platform: platformSchema,
    ios: { type: 'boolean', default: false },
  },
} as const;

export interface SearchIndexRouteDeps {
  readonly db: Queryable;
  /** Where builds query: the lobby's lane, which lets players' own queries pass first. */
  readonly buildDb: Queryable;
  /** Its own cache: a few dozen variants at most (locales × platforms × iOS). */
  readonly cache: ResponseCache;
  /** The lobby's build queue: one catalogue-sized build at a time, whichever reply it is for. */
  readonly builds: BuildQueue;
  readonly now: () => Date;
  /** SEARCH_INDEX_MAX_GAMES: past this many available games the panel searches on the server. */
  readonly maxGames: number;
}

/**
 * GET /api/v1/casino/games/search-index — RawSearchIndex for the search panel's matcher,
 * cached per (locale, platform, ios) and content revision like the lobby reply, with its
 * ETag/304 and br/gzip forms.
 */
export async function searchIndexRoute(app: FastifyInstance, deps: SearchIndexRouteDeps): Promise<void> {
  app.get<{ Querystring: SearchIndexQuery }>(
    '/api/v1/casino/games/search-index',
    { schema: { querystring: searchIndexQuerySchema } },
    async (request, reply) => {
      const { locale, platform, ios } = request.query;
      const revision = await contentRevision(deps.db);
      const key = JSON.stringify([locale, platform, ios]);
      const body = await deps.cache.get(key, revision, deps.now().getTime(), () =>
        deps.builds.run(async () => {
          const builtAt = deps.now().getTime();
          const json = await selectSearchIndexJson(deps.buildDb, { locale, platform, ios, maxGames: deps.maxGames });
          return { body: createCachedJson(json, revision), expiresAtMs: builtAt + PLAYER_COUNTS_MAX_AGE_MS };
        }),
      );
      return sendCachedBody(request, reply, body);
    },
  );
}
