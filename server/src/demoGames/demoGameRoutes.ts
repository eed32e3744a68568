import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gameKey } from '@lobby/domain';
import { GAME_CODE_ITEM_SOURCE, type PlayMode } from '@lobby/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { NOT_FOUND_BODY } from '../http/httpErrors';
import { resolveGame } from '../content/resolveGame';
import { demoGameKind, renderDemoGamePage } from './demoGamePage';

/** The files the pages load, by the name they are served under; nothing else below /demo-games/assets/ exists. */
const ASSETS: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  'demo-game.js': { file: 'demo-game.js', type: 'text/javascript; charset=utf-8' },
  'demo-game.css': { file: 'demo-game.css', type: 'text/css; charset=utf-8' },
};

export const DEMO_GAME_ASSET_DIR = path.join(__dirname, 'public');

/**
 * A demo game runs nothing inline and loads nothing from elsewhere; it may be framed by the
 * lobby, which this server serves (the games proxy key points here), and by nothing else.
 */
export const DEMO_GAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const SEGMENT = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$' } as const;
/** Any code a game key may hold (@lobby/shared gameKey.ts), so every launchable game has its page. */
const CODE = { type: 'string', pattern: `^${GAME_CODE_ITEM_SOURCE}$` } as const;

/**
 * GET /demo-games/{aggregator}/{code} (DESIGN §4): a small playable game for every game in the
 * catalogue, the address POST /api/v1/casino/games/launch answers with. It speaks the
 * game-window protocol (docs/game-window.md) to the lobby that frames it. With `mode=fun` (a
 * game that has a demo) it plays for fun money and says so.
 */
export async function demoGameRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  const headers = (reply: FastifyReply, type: string) =>
    reply
      .header('content-security-policy', DEMO_GAME_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'nosniff')
      .type(type);

  app.get<{ Params: { file: string } }>(
    '/demo-games/assets/:file',
    { config: { rateLimit: false } },
    async (request, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
      if (asset === undefined) return reply.code(404).send(NOT_FOUND_BODY);
      const body = await readFile(path.join(DEMO_GAME_ASSET_DIR, asset.file), 'utf8');
      return headers(reply, asset.type).header('cache-control', 'no-cache').send(body);
    },
  );

  app.get<{ Params: { aggregator: string; code: string }; Querystring: { mode?: unknown } }>(
    '/demo-games/:aggregator/:code',
    {
      schema: {
        params: { type: 'object', required: ['aggregator', 'code'], properties: { aggregator: SEGMENT, code: CODE } },
      },
    },
    async (request, reply) => {
      const { aggregator, code } = request.params;
      // Any other value (or several) is the real game, as the lobby reads a mode it does not know.
      const mode: PlayMode = request.query.mode === 'fun' ? 'fun' : 'real';
      const game = await resolveGame(deps.db, gameKey(aggregator, code));
      if (!game) return reply.code(404).send(NOT_FOUND_BODY);
      // A game without a demo has no fun version to play (the launch refuses one, too).
      if (mode === 'fun' && !game.has_demo) return reply.code(404).send(NOT_FOUND_BODY);
      const titles = await deps.db.query<{ title: string }>(
        `SELECT title FROM game_titles WHERE game_key = $1 AND locale = 'en'`,
        [game.key],
      );
      const html = renderDemoGamePage({
        aggregator: game.aggregator,
        code: game.code,
        title: titles.rows[0]?.title ?? game.code,
        kind: demoGameKind(game.aggregator),
        mode,
      });
      return headers(reply, 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
}
