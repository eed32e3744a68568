import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NOT_FOUND_BODY } from '../http/httpErrors';

/** The analytics page's files, by the name they are served under; nothing else below /operator/analytics/ exists. */
const ANALYTICS_ASSETS: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  '': { file: 'analytics.html', type: 'text/html; charset=utf-8' },
  'analytics.css': { file: 'analytics.css', type: 'text/css; charset=utf-8' },
  'analytics.js': { file: 'analytics.js', type: 'text/javascript; charset=utf-8' },
  'icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
};

const OPERATOR_ASSET_DIR = path.join(__dirname, 'public');
const ANALYTICS_PAGE_PATH = '/operator/analytics/';

/**
 * Same origin only, nothing inline: the page fetches the operator API of this server and
 * draws with DOM calls, so this is all it needs. Never framed (it holds the operator token).
 */
export const OPERATOR_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The operator's pages (docs/analytics.md): /operator/analytics/, the counts of the lobby's
 * analytics events per day. Built like the host-shell simulator: plain files with no build
 * step, read per request. An operator tool in English, not product UI. The page holds no
 * data: it asks the operator API with the token the operator types in.
 */
export const operatorPages: FastifyPluginAsync = async (app) => {
  // Relative URLs in the page (analytics.js, analytics.css) only resolve below the slash.
  app.get('/operator/analytics', async (request, reply) => {
    const query = request.url.slice('/operator/analytics'.length);
    return reply.redirect(`${ANALYTICS_PAGE_PATH}${query}`, 301);
  });
  app.get(ANALYTICS_PAGE_PATH, async (_request, reply) => serveAsset('', reply));
  app.get<{ Params: { asset: string } }>(`${ANALYTICS_PAGE_PATH}:asset`, async (request, reply) =>
    serveAsset(request.params.asset, reply),
  );

  async function serveAsset(name: string, reply: FastifyReply) {
    const asset = Object.hasOwn(ANALYTICS_ASSETS, name) ? ANALYTICS_ASSETS[name] : undefined;
    if (asset === undefined) return reply.code(404).send(NOT_FOUND_BODY);
    const body = await readFile(path.join(OPERATOR_ASSET_DIR, asset.file), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', OPERATOR_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type(asset.type)
      .send(body);
  }
};
