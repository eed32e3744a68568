import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { servePlainFilePage, type PlainFile } from '../http/plainFilePage';

/** The page's files, by the name they are served under; nothing else below /shell/ exists. */
const ASSETS: Readonly<Record<string, PlainFile>> = {
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
 * ways, a page of plain files (servePlainFilePage).
 */
export const shellSimulator: FastifyPluginAsync = async (app) => {
  servePlainFilePage(app, { path: '/shell', dir: SHELL_ASSET_DIR, files: ASSETS, csp: SHELL_CSP });
};
