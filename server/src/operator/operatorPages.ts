import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { servePlainFilePage } from '../http/plainFilePage';

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
 * step. An operator tool in English, not product UI. The page holds no data: it asks the
 * operator API with the token the operator types in.
 */
export const operatorPages: FastifyPluginAsync = async (app) => {
  servePlainFilePage(app, {
    path: '/operator/analytics',
    dir: path.join(__dirname, 'public'),
    files: {
      '': { file: 'analytics.html', type: 'text/html; charset=utf-8' },
      'analytics.css': { file: 'analytics.css', type: 'text/css; charset=utf-8' },
      'analytics.js': { file: 'analytics.js', type: 'text/javascript; charset=utf-8' },
      'icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
    },
    csp: OPERATOR_CSP,
    headers: { 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' },
  });
};
