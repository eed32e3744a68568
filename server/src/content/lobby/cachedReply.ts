import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './lobbyCache';
import { negotiateEncoding } from './negotiateEncoding';

/** Player counts move (SPEC §9: refreshed every 300 s), so no cached reply lives longer. */
export const PLAYER_COUNTS_MAX_AGE_MS = 300_000;

/**
 * Sends a cached body in the form the client accepts (br, then gzip, else identity) with its
 * weak ETag: @fastify/etag answers 304 from it without hashing the payload again. `no-cache`:
 * a cache may keep it but asks each time, so a content change shows at once.
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  void reply
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(await body.encoded(encoding));
}
