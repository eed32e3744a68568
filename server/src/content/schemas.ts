/**
 * JSON-schema fragments shared by the routes. Fastify validates with ajv (coerceTypes 'array',
 * removeAdditional), so query strings arrive typed and unknown keys are dropped, which also
 * keeps cache keys free of cache-busting noise.
 */
import { LICENSE_TYPES, LOCALES, PLATFORMS, USER_STATUSES } from '@lobby/shared';

export const localeSchema = { type: 'string', enum: [...LOCALES], default: 'en' } as const;
export const platformSchema = { type: 'string', enum: [...PLATFORMS] } as const;
export const countrySchema = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
export const licenseTypeSchema = { type: 'string', enum: [...LICENSE_TYPES] } as const;
export const brandSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;
export const bundleIdSchema = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,120}$' } as const;
export const shortTextSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
export const timestampSchema = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;

const statusAlternatives = USER_STATUSES.join('|');
/** Comma-separated statuses, or the parameter repeated (ajv turns one value into a list). */
export const userStatusesSchema = {
  type: 'array',
  maxItems: USER_STATUSES.length,
  items: { type: 'string', pattern: `^(${statusAlternatives})(,(${statusAlternatives}))*$` },
} as const;

/** aggregator + ':' + code. */
export const gameKeySchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,60}:[A-Za-z0-9_.-]{1,120}$' } as const;

/** Flattens `["Guest,LoggedIn", "FirstDeposit"]` into distinct, sorted statuses. */
export function parseUserStatuses(values: readonly string[] | undefined): string[] {
  const all = (values ?? []).flatMap((value) => value.split(','));
  return [...new Set(all)].sort();
}
