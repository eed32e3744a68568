/**
 * JSON-schema fragments shared by the routes. Query strings and path parameters are coerced
 * (ajv coerceTypes 'array') and unknown query keys dropped; bodies are validated strictly
 * (see validation.ts).
 */
import { LICENSE_TYPES, LOCALES, PLATFORMS } from '@lobby/shared';

export const localeSchema = { type: 'string', enum: [...LOCALES], default: 'en' } as const;
export const platformSchema = { type: 'string', enum: [...PLATFORMS] } as const;
export const countrySchema = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
export const licenseTypeSchema = { type: 'string', enum: [...LICENSE_TYPES] } as const;
export const brandSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;
export const bundleIdSchema = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,120}$' } as const;
export const shortTextSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
export const timestampSchema = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;

/** aggregator + ':' + code. */
export const gameKeySchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,60}:[A-Za-z0-9_.-]{1,120}$' } as const;

/** A comma-separated list of up to `maxItems` values, each matching the `item` pattern. */
export const listSchema = (item: string, maxItems = 100): { type: 'string'; pattern: string; maxLength: number } => ({
  type: 'string',
  pattern: `^${item}(,${item}){0,${maxItems - 1}}$`,
  maxLength: 8000,
});
