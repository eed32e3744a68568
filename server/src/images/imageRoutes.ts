import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_BODY } from '../http/httpErrors';
import { renderArtwork, type ArtworkKind } from './artwork';

const SEGMENT = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$' } as const;
const FILE = { type: 'string', pattern: '^[a-z-]{1,40}\\.svg$' } as const;
const ONE_YEAR_S = 31_536_000;

interface ImageParams {
  readonly id: string;
  readonly file: string;
  readonly aggregator?: string;
}

/** GET /images/… : generated artwork for the seeded catalogue (no external image hosts). */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const serve = (kind: ArtworkKind, params: ImageParams): string | undefined =>
    renderArtwork({ kind, id: params.id, variant: params.file.replace(/\.svg$/, ''), scope: params.aggregator });

  const route = (url: string, kind: ArtworkKind, withAggregator = false): void => {
    app.get<{ Params: ImageParams }>(
      url,
      {
        config: { rateLimit: false },
        schema: {
          params: {
            type: 'object',
            required: withAggregator ? ['aggregator', 'id', 'file'] : ['id', 'file'],
            properties: withAggregator ? { aggregator: SEGMENT, id: SEGMENT, file: FILE } : { id: SEGMENT, file: FILE },
          },
        },
      },
      async (request, reply) => {
        const svg = serve(kind, request.params);
        if (svg === undefined) {
          return reply.code(404).send(NOT_FOUND_BODY);
        }
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
          .send(svg);
      },
    );
  };

  route('/images/games/:aggregator/:id/:file', 'game', true);
  route('/images/suppliers/:id/:file', 'supplier');
  route('/images/labels/:id/:file', 'label');
  route('/images/banners/:id/:file', 'banner');
  route('/images/bonuses/:id/:file', 'bonus');
  route('/images/brands/:id/:file', 'brand');
}
