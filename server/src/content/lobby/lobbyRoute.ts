import { SETTINGS_SCHEMA, validateSettingsField } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { contentRevision, memoByRevision } from '../contentRevision';
import { HttpError } from '../../http/httpErrors';
import { lenientQueryCompiler } from '../validation';
import type { Authenticator } from '../auth';
import { buildLobby } from './buildLobby';
import type { BuildQueue } from './buildQueue';
import { PLAYER_COUNTS_MAX_AGE_MS, sendCachedBody } from './cachedReply';
import { createCachedBody, type ResponseCache } from './lobbyCache';
import { canonicalLobbyParams, lobbyCacheKey, lobbyQuerySchema, readLobbyVocabulary, type LobbyQuery } from './lobbyParams';

/** The `at` of an editor's preview in epoch ms, read by the lobby's own previewAt rule. */
function previewInstant(at: string | undefined): number | null | 'invalid' {
  if (at === undefined) return null;
  const result = validateSettingsField(SETTINGS_SCHEMA.previewAt, at);
  return result.ok && result.value !== null ? Date.parse(result.value) : 'invalid';
}

export interface LobbyRouteDeps {
  readonly db: Queryable;
  /** Where builds query: a lane that lets players' own queries pass first. */
  readonly buildDb: Queryable;
  readonly cache: ResponseCache;
  readonly builds: BuildQueue;
  readonly now: () => Date;
  readonly auth: Pick<Authenticator, 'authenticatePreview'>;
}

/** GET /api/v1/casino/lobby — RawLobbyResponse, cached per canonical parameter set, ETag/304, br/gzip. */
export async function lobbyRoute(app: FastifyInstance, deps: LobbyRouteDeps): Promise<void> {
  const vocabulary = memoByRevision(() => readLobbyVocabulary(deps.db));
  app.get<{ Querystring: LobbyQuery }>(
    '/api/v1/casino/lobby',
    // SPEC §5/§8: an odd value is ignored, never a 400 that would put the lobby in maintenance.
    { schema: { querystring: lobbyQuerySchema }, validatorCompiler: lenientQueryCompiler() },
    async (request, reply) => {
      const now = deps.now();
      const preview = await deps.auth.authenticatePreview(request);
      const at = previewInstant(request.query.at);
      if (at === 'invalid') throw new HttpError(400, 'at must be an ISO 8601 date and time with its offset');
      if (at !== null && !preview) throw new HttpError(401, 'at needs an editor preview token');
      const revision = await contentRevision(deps.db);
      const params = canonicalLobbyParams(request.query, await vocabulary.get(revision));
      // Whatever the URL, no shared cache may hand one caller's reply to another with a different token.
      const varies = reply.getHeader('vary');
      void reply.header('vary', varies ? `${String(varies)}, x-preview-token` : 'x-preview-token');
      if (preview) {
        // An editor's reply is built for them alone and never enters the cache players read.
        const built = await deps.builds.run(() => buildLobby(deps.buildDb, params, at === null ? deps.now() : new Date(at)));
        return reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(built.response);
      }
      const body = await deps.cache.get(lobbyCacheKey(params), revision, now.getTime(), () =>
        deps.builds.run(async () => {
          // A build may have waited its turn: windows are judged from when it runs.
          const builtAt = deps.now();
          const built = await buildLobby(deps.buildDb, params, builtAt);
          const expiresAtMs = Math.min(
            builtAt.getTime() + PLAYER_COUNTS_MAX_AGE_MS,
            built.nextBoundaryMs ?? Number.POSITIVE_INFINITY,
          );
          return { body: createCachedBody(built.response, revision), expiresAtMs };
        }),
      );
      return sendCachedBody(request, reply, body);
    },
  );
}
