import { ANALYTICS_WRITE_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_BODY } from './httpErrors';

/**
 * What a lobby on another origin sends: JSON bodies, the session, XSRF and preview-token
 * headers, a write's Idempotency-Key and the analytics write key.
 */
const ALLOWED_HEADERS = `accept, content-type, x-userid, x-sessionid, x-xsrf-token, x-preview-token, ${IDEMPOTENCY_KEY_HEADER}, ${ANALYTICS_WRITE_KEY_HEADER}`;
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE_S = '600';

/**
 * Cross-origin access for the lobby's other origins (PROXY_BASES): when a client fails over
 * from its own origin to another one (SPEC §9), the browser sends the call there
 * cross-origin, and only these headers let it through. Any other origin gets no CORS
 * headers, so browsers keep blocking it. No cookies are involved: sessions travel in headers.
 */
export function allowCrossOrigin(app: FastifyInstance, origins: readonly string[], prefixes: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    void reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      await reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_S)
        .send();
    }
  });
  // Preflights need a route to reach the hook above; a disallowed origin's preflight is a 404.
  for (const prefix of prefixes) app.options(`${prefix}/*`, async (_request, reply) => reply.code(404).send(NOT_FOUND_BODY));
}
