import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NOT_FOUND_BODY } from '../http/httpErrors';

/** The page's files, by the name they are served under; nothing else below /shell/ exists. */
const ASSETS: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  '': { file: 'index.html', type: 'text/html; charset=utf-8' },
  'shell.css': { file: 'shell.css', type: 'text/css; charset=utf-8' },
  'shell.js': { file: 'shell.js', type: 'text/javascript; charset=utf-8' },
  // Its own icon: without one the browser asks for /favicon.ico, a 404 in every console.
  'icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
};

export const SHELL_ASSET_DIR = path.join(__dirname, 'public');

/**
 * Same-origin only: the simulator frames the lobby from this server and runs nothing
 * inline, so a stricter policy than the lobby's own costs nothing and keeps it honest.
 */
export const SHELL_CSP = "default-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'";

/**
 * The host-shell simulator at /shell/ (DESIGN §4): frames the lobby and logs the wire both
 * ways. Plain files with no build step, so what a host developer reads is what runs; they
 * are read per request and never cached, so an edit shows on the next reload.
 */
export const shellSimulator: FastifyPluginAsync = async (app) => {
  // Relative URLs in the page (shell.js, shell.css) only resolve below the slash.
  app.get('/shell', async (request, reply) => {
    const query = request.url.slice('/shell'.length);
    return reply.redirect(`/shell/${query}`, 301);
  });

  app.get<{ Params: { asset: string } }>('/shell/:asset', async (request, reply) => serveAsset(request.params.asset, reply));
  app.get('/shell/', async (_request, reply) => serveAsset('', reply));

  async function serveAsset(name: string, reply: FastifyReply) {
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (asset === undefined) return reply.code(404).send(NOT_FOUND_BODY);
    const body = await readFile(path.join(SHELL_ASSET_DIR, asset.file), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', SHELL_CSP)
      .header('x-content-type-options', 'nosniff')
      .type(asset.type)
      .send(body);
  }
};
