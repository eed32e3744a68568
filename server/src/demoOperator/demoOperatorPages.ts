import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { servePlainFilePage, type PlainFile } from '../http/plainFilePage';

/** Where the demo's stand-ins for an operator's own pages live (the demo policies link to them). */
export const DEMO_OPERATOR_PAGES = { limits: '/demo-operator/limits', help: '/demo-operator/help' } as const;

/**
 * Same origin only, nothing inline: the limits page asks this server's player protection call
 * and draws with DOM calls. Not framed: the lobby opens these in a tab of their own (or asks
 * the shell to), never inside itself.
 */
export const DEMO_OPERATOR_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const DIR = path.join(__dirname, 'public');
const css: PlainFile = { file: 'page.css', type: 'text/css; charset=utf-8' };
const icon: PlainFile = { file: 'icon.svg', type: 'image/svg+xml' };
const HEADERS = { 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/**
 * Demo mode only (app.ts): the pages an operator's own site would have, which the demo's
 * protection policies link to as limitsUrl and helpUrl (docs/player-protection.md). The limits
 * page shows the signed-in player's limits read-only, the player being the one the lobby keeps
 * in its casino user record on this origin; the help page is a plain responsible-gaming text.
 * Plain files with no build step, in English: a stand-in, not product UI.
 */
export const demoOperatorPages: FastifyPluginAsync = async (app) => {
  servePlainFilePage(app, {
    path: DEMO_OPERATOR_PAGES.limits,
    dir: DIR,
    files: {
      '': { file: 'limits.html', type: 'text/html; charset=utf-8' },
      'limits.js': { file: 'limits.js', type: 'text/javascript; charset=utf-8' },
      'page.css': css,
      'icon.svg': icon,
    },
    csp: DEMO_OPERATOR_CSP,
    headers: HEADERS,
  });
  servePlainFilePage(app, {
    path: DEMO_OPERATOR_PAGES.help,
    dir: DIR,
    files: { '': { file: 'help.html', type: 'text/html; charset=utf-8' }, 'page.css': css, 'icon.svg': icon },
    csp: DEMO_OPERATOR_CSP,
    headers: HEADERS,
  });
};
