import { LOCALES, type Locale } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';

/** SPEC §7: the lobby asks for es-ES, pt-PT, zh-CN and zh-TW where its locale is es, pt, zh, tw. */
const LANGUAGE_ALIASES: Readonly<Record<string, Locale>> = { 'es-es': 'es', 'pt-pt': 'pt', zh: 'zh-CN', tw: 'zh-TW' };

/** The catalogue locale a distribution language names, or undefined when there is none. */
export function localeOfLanguage(language: string): Locale | undefined {
  const lower = language.toLowerCase();
  return LANGUAGE_ALIASES[lower] ?? LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/** GET /i18n/manifest.json and GET /i18n/content/{language}/dev/src/lang/en.json. */
export async function i18nRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get('/i18n/manifest.json', async (_request, reply) => {
    // The content revision's time moves with every change to content, a removed text included
    // (the newest remaining row's time would not), so a catalogue's address changes with it.
    const result = await deps.db.query<{ timestamp: number | null }>(
      `SELECT (extract(epoch FROM changed_at) * 1000)::float8 AS timestamp FROM content_revision WHERE id = 1`,
    );
    void reply.header('cache-control', 'no-cache');
    return { timestamp: Math.round(result.rows[0]?.timestamp ?? 0) };
  });

  app.get<{ Params: { language: string }; Querystring: { timestamp?: string } }>(
    '/i18n/content/:language/dev/src/lang/en.json',
    {
      schema: {
        params: {
          type: 'object',
          required: ['language'],
          properties: { language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$' } },
        },
        querystring: {
          type: 'object',
          properties: { timestamp: { type: 'string', pattern: '^[0-9]{1,16}$' } },
        },
      },
    },
    async (request, reply) => {
      const locale = localeOfLanguage(request.params.language);
      if (!locale) throw new HttpError(404, `No translations for language ${request.params.language}`);
      const result = await deps.db.query<{ key: string; value: string }>(
        `SELECT key, value FROM translations WHERE namespace = 'lobby' AND locale = $1 ORDER BY key`,
        [locale],
      );
      // The manifest timestamp is in the URL, so a new catalogue gets a new URL.
      void reply.header('cache-control', request.query.timestamp ? 'public, max-age=86400' : 'no-cache');
      return Object.fromEntries(result.rows.map((row) => [row.key, row.value]));
    },
  );
}
