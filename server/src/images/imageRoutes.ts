import { parseArtworkFile } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_BODY } from '../http/httpErrors';
import { renderArtwork, type ArtworkKind } from './artwork';
import type { ArtworkRasters } from './artworkRasters';

const SEGMENT = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$' } as const;
/** Only the shape here; parseArtworkFile decides which variants, widths and formats exist. */
const FILE = { type: 'string', pattern: '^[a-z0-9.-]{1,60}$' } as const;
const IMMUTABLE = `public, max-age=31536000, immutable`;

interface ImageParams {
  readonly id: string;
  readonly file: string;
  readonly aggregator?: string;
}

export interface ImageRoutesOptions {
  readonly rasters: ArtworkRasters;
}

/**
 * GET /images/… : generated artwork for the seeded catalogue (no external image hosts), as
 * the SVG it is drawn as or as WebP at one of the widths of @lobby/domain's ARTWORK_WIDTHS.
 */
export async function imageRoutes(app: FastifyInstance, { rasters }: ImageRoutesOptions): Promise<void> {
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
        const { id, aggregator, file } = request.params;
        const artwork = parseArtworkFile(file);
        const svg = artwork && renderArtwork({ kind, id, variant: artwork.variant, scope: aggregator });
        if (!artwork || svg === undefined) {
          return reply.code(404).send(NOT_FOUND_BODY);
        }
        const sendSvg = (cacheControl: string) =>
          reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', cacheControl).send(svg);
        if (artwork.width === null) return sendSvg(IMMUTABLE);

        const etag = rasters.etagOf(svg, artwork.width);
        if (request.headers['if-none-match'] === etag) {
          return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
        }
        const raster = await rasters.get(svg, artwork.width);
        // The lane is full: the same picture as a vector now, and the raster on a later visit.
        if (!raster) return sendSvg('no-store');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', IMMUTABLE)
          .header('etag', raster.etag)
          .send(raster.body);
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
