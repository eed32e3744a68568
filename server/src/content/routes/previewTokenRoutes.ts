import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Authenticator } from '../auth';
import { DEFAULT_PREVIEW_TOKEN_TTL_S, issuePreviewToken, type IssuedPreviewToken } from '../previewTokens';

const SMALL_BODY_LIMIT = 1024;
/** The demo's one editor: the preview page asks for a token in its name. */
export const DEMO_EDITOR = 'demo-editor';

interface IssueBody {
  readonly editor: string;
  readonly ttlSeconds?: number;
}

export interface PreviewTokenRouteDeps {
  readonly db: Queryable;
  readonly auth: Pick<Authenticator, 'authenticateOperator'>;
  readonly now: () => Date;
  /** Demo mode: anyone may take a token (the demo catalogue has nothing to hide). */
  readonly demo: boolean;
  /** An operator token is configured: the CMS asks for editors' tokens with it. */
  readonly operator: boolean;
}

/**
 * Where editors' preview tokens come from (docs/preview.md). Production issues them only to
 * the operator (the CMS that knows who is an editor), like players' sessions; the demo also
 * hands one to anybody, so the preview page works out of the box. No route turns a player's
 * session into a token.
 */
export async function previewTokenRoutes(app: FastifyInstance, deps: PreviewTokenRouteDeps): Promise<void> {
  const issue = (editor: string, ttlSeconds: number | undefined): Promise<IssuedPreviewToken> =>
    issuePreviewToken(deps.db, { editor, ttlSeconds: ttlSeconds ?? DEFAULT_PREVIEW_TOKEN_TTL_S, now: deps.now() });

  if (deps.demo) {
    app.post('/api/v1/casino/preview-tokens', { bodyLimit: SMALL_BODY_LIMIT }, async (_request, reply) => {
      void reply.code(201).header('cache-control', 'no-store');
      return issue(DEMO_EDITOR, undefined);
    });
  }

  if (deps.operator) {
    app.post<{ Body: IssueBody }>(
      '/api/operator/preview-tokens',
      {
        bodyLimit: SMALL_BODY_LIMIT,
        schema: {
          body: {
            type: 'object',
            required: ['editor'],
            additionalProperties: false,
            properties: {
              editor: { type: 'string', pattern: '^[A-Za-z0-9_.@:-]{1,120}$' },
              // A minute to thirty days, as sessions.
              ttlSeconds: { type: 'integer', minimum: 60, maximum: 30 * 86_400 },
            },
          },
        },
      },
      async (request, reply) => {
        await deps.auth.authenticateOperator(request);
        void reply.code(201).header('cache-control', 'no-store');
        return issue(request.body.editor, request.body.ttlSeconds);
      },
    );
  }
}
