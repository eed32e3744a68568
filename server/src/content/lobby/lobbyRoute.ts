import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { contentRevision, memoByRevision } from '../contentRevision';
import { buildLobby } from './buildLobby';
import type { BuildQueue } from './buildQueue';
import { createCachedBody, type ResponseCache } from './lobbyCache';
import { canonicalLobbyParams, lobbyCacheKey, lobbyQuerySchema, readLobbyVocabulary, type LobbyQuery } from './lobbyParams';
import { negotiateEncoding } from './negotiateEncoding';

/** Player counts move (SPEC §9: refreshed every 300 s), so no response lives longer. */
const MAX_AGE_MS = 300_000;

export interface LobbyRouteDeps {
  readonly db: Queryable;
  /** Where builds query: a lane that lets players' own queries pass first. */
  readonly buildDb: Queryable;
  readonly cache: ResponseCache;
  readonly builds: BuildQueue;
  readonly now: () => Date;
}

/** GET /api/v1/casino/lobby — RawLobbyResponse, cached per canonical parameter set, ETag/304, br/gzip. */
export async function lobbyRoute(app: FastifyInstance, deps: LobbyRouteDeps): Promise<void> {
  const vocabulary = memoByRevision(() => readLobbyVocabulary(deps.db));
  app.get<{ Querystring: LobbyQuery }>(
    '/api/v1/casino/lobby',
    { schema: { querystring: lobbyQuerySchema } },
    async (request, reply) => {
      const now = deps.now();
      const revision = await contentRevision(deps.db);
      const params = canonicalLobbyParams(request.query, await vocabulary.get(revision));
      const body = await deps.cache.get(lobbyCacheKey(params), revision, now.getTime(), () =>
        deps.builds.run(async () => {
          // A build may have waited its turn: windows are judged from when it runs.
          const builtAt = deps.now();
          const built = await buildLobby(deps.buildDb, params, builtAt);
          const expiresAtMs = Math.min(builtAt.getTime() + MAX_AGE_MS, built.nextBoundaryMs ?? Number.POSITIVE_INFINITY);
          return { body: createCachedBody(built.response, revision), expiresAtMs };
        }),
      );
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const vary = reply.getHeader('vary');
      void reply
        .header('etag', body.etag)
        .header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      // @fastify/etag answers 304 from the ETag set here, without hashing the payload again.
      return reply.send(await body.encoded(encoding));
    },
  );
}
