import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { contentRevision } from '../contentRevision';
import { buildLobby } from './buildLobby';
import { createCachedBody, type ResponseCache } from './lobbyCache';
import { lobbyCacheKey, lobbyParams, lobbyQuerySchema, type LobbyQuery } from './lobbyParams';
import { negotiateEncoding } from './negotiateEncoding';

/** Player counts move (SPEC §9: refreshed every 300 s), so no response lives longer. */
const MAX_AGE_MS = 300_000;

export interface LobbyRouteDeps {
  readonly db: Queryable;
  readonly cache: ResponseCache;
  readonly now: () => Date;
}

/** GET /api/v1/casino/lobby — RawLobbyResponse, cached per parameter set, ETag/304, br/gzip. */
export async function lobbyRoute(app: FastifyInstance, deps: LobbyRouteDeps): Promise<void> {
  app.get<{ Querystring: LobbyQuery }>(
    '/api/v1/casino/lobby',
    { schema: { querystring: lobbyQuerySchema } },
    async (request, reply) => {
      const params = lobbyParams(request.query);
      const now = deps.now();
      const revision = await contentRevision(deps.db);
      const body = await deps.cache.get(lobbyCacheKey(params), revision, now.getTime(), async () => {
        const built = await buildLobby(deps.db, params, now);
        const expiresAtMs = Math.min(now.getTime() + MAX_AGE_MS, built.nextBoundaryMs ?? Number.POSITIVE_INFINITY);
        return { body: createCachedBody(built.response, revision), expiresAtMs };
      });
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      void reply
        .header('etag', body.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      // @fastify/etag answers 304 from the ETag set here, without hashing the payload again.
      return reply.send(await body.encoded(encoding));
    },
  );
}
