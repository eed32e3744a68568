import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { REGISTRY_PATH, isRemoteId } from '@lobby/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NO_CACHE, cacheControlFor } from './cacheHeaders';
import { deployedVersion, readDeployedRegistry, remoteDistDir } from './deployedRemotes';

export interface StaticHostingOptions {
  /** Repository root: host/dist and remotes/<id>/dist live below it. */
  readonly rootDir: string;
}

/** Paths that are never the SPA: a miss there is a real 404, not the lobby page. */
const NOT_SPA = /^\/(api|remotes|images|i18n|cms|config|demo-games|shell)(\/|$)/;

/**
 * Static hosting of the front end (DESIGN §4): the host with history fallback, each
 * remote's build under /remotes/<name>/<version>/, and the runtime registry.
 */
export const staticHosting: FastifyPluginAsync<StaticHostingOptions> = async (app, { rootDir }) => {
  const hostDist = path.join(rootDir, 'host', 'dist');
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    // Also applies to reply.sendFile below: hashed chunks immutable, everything else revalidated.
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
  });

  // The static root would answer / as a directory listing request (403): it is the lobby page.
  app.get('/', async (_request, reply) => sendHostPage(reply, hostDist));

  app.get(REGISTRY_PATH, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return readDeployedRegistry(rootDir);
  });

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (request, reply) => {
      const { remote, version } = request.params;
      const file = request.params['*'];
      if (!isRemoteId(remote) || (await deployedVersion(rootDir, remote)) !== version) {
        return reply.code(404).send({ error: 'Not Found', message: `${remote}@${version} is not deployed` });
      }
      return reply.sendFile(file, remoteDistDir(rootDir, remote), { cacheControl: false });
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not Found', message: `${request.method} ${request.url}` });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(pathname) || path.extname(pathname) !== '') {
      return reply.code(404).send({ error: 'Not Found', message: `${pathname} does not exist` });
    }
    return sendHostPage(reply, hostDist);
  });
};

function sendHostPage(reply: FastifyReply, hostDist: string) {
  if (!existsSync(path.join(hostDist, 'index.html'))) {
    return reply.code(503).type('text/plain').send('The lobby is not built yet: run `npm start`.');
  }
  return reply.sendFile('index.html', hostDist, { cacheControl: false });
}
