import type { BonusType, Locale, RawBonus } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { brandSchema, countrySchema, localeSchema, platformSchema, timestampSchema } from '../schemas';

interface BonusRow {
  id: string;
  type: BonusType;
  status: RawBonus['status'];
  consumed: boolean;
  title: string;
  description: string;
  image_desktop: string | null;
  image_mobile: string | null;
  game_provider: string | null;
  expires_at: Date | null;
  wagering_required: number | null;
  wagering_done: number | null;
  games: string[];
}

const bonusesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    locale: localeSchema,
    devicePlatform: platformSchema,
    country: countrySchema,
    timestamp: timestampSchema,
    brand: brandSchema,
  },
} as const;

/**
 * GET /api/v1/casino/bonuses — every bonus, expired and consumed ones included: the lobby
 * applies the SPEC §3 rules (drop expired/consumed, keep free spins with available games).
 */
export async function bonusesRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/v1/casino/bonuses',
    { schema: { querystring: bonusesQuerySchema } },
    async (request): Promise<{ data: RawBonus[] }> => {
      const locale = request.query.locale;
      const language = locale.split('-')[0] ?? locale;
      const translated = (field: string): string => `COALESCE(
        (SELECT value FROM translations WHERE namespace = 'content' AND locale = $1 AND key = 'bonus.' || b.id || '.${field}'),
        (SELECT value FROM translations WHERE namespace = 'content' AND locale = $2 AND key = 'bonus.' || b.id || '.${field}'),
        b.${field})`;
      const result = await deps.db.query<BonusRow>(
        `SELECT b.id, b.type, b.status, b.consumed, ${translated('title')} AS title,
           ${translated('description')} AS description, b.image_desktop, b.image_mobile, b.game_provider, b.expires_at,
           b.wagering_required::float8 AS wagering_required, b.wagering_done::float8 AS wagering_done,
           COALESCE((SELECT array_agg(x.game_key ORDER BY x.position) FROM bonus_games x WHERE x.bonus_id = b.id), '{}') AS games
         FROM bonuses b ORDER BY b.position, b.id`,
        [locale, language],
      );
      return {
        data: result.rows.map((row) => ({
          id: row.id,
          type: row.type,
          status: row.status,
          consumed: row.consumed,
          title: row.title,
          description: row.description,
          image: { desktop: row.image_desktop, mobile: row.image_mobile },
          games: row.games,
          gameProvider: row.game_provider,
          expiresAt: row.expires_at === null ? null : row.expires_at.toISOString(),
          wageringRequired: row.wagering_required,
          wageringDone: row.wagering_done,
        })),
      };
    },
  );
}
