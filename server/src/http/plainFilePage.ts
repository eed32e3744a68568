import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_FOUND_BODY } from './httpErrors';

/** One file of a page, by the name it is served under ('' is the page itself). */
export interface PlainFile {
  readonly file: string;
  readonly type: string;
}

export interface PlainFilePage {
  /** Where the page lives, without the trailing slash: '/shell', '/operator/analytics'. */
  readonly path: string;
  /** The folder its files are read from. */
  readonly dir: string;
  /** Its files; nothing else below the path exists. */
  readonly files: Readonly<Record<string, PlainFile>>;
  readonly csp: string;
  /** Headers beyond the policy, nosniff and no-cache. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Serves a tool page made of plain files with no build step (the host-shell simulator, the
 * operator's analytics): what a developer reads is what runs. The files are read per request and
 * never cached, so an edit shows on the next reload; the page's own relative URLs resolve below
 * its slash, so the bare path redirects there.
 */
export function servePlainFilePage(app: FastifyInstance, page: PlainFilePage): void {
  app.get(page.path, async (request, reply) =>
    reply.redirect(`${page.path}/${request.url.slice(page.path.length)}`, 301),
  );
  app.get(`${page.path}/`, async (_request, reply) => serve('', reply));
  app.get<{ Params: { file: string } }>(`${page.path}/:file`, async (request, reply) =>
    serve(request.params.file, reply),
  );

  async function serve(name: string, reply: FastifyReply) {
    const file = Object.hasOwn(page.files, name) ? page.files[name] : undefined;
    if (file === undefined) return reply.code(404).send(NOT_FOUND_BODY);
    const body = await readFile(path.join(page.dir, file.file), 'utf8');
    return reply
      .headers({ ...page.headers })
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .header('x-content-type-options', 'nosniff')
      .type(file.type)
      .send(body);
  }
}
