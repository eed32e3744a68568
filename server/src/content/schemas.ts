/**
 * JSON-schema fragments shared by the routes. Query strings and path parameters are coerced
 * (ajv coerceTypes 'array') and unknown query keys dropped; bodies are validated strictly
 * (see validation.ts). The settings' values (locale, platform, country, licence type, brand,
 * bundle id) are made from the boundary schemas the browser checks them by (@lobby/shared
 * LOBBY_QUERY and SETTINGS, shared/src/schema/README.md), so both accept the same values.
 */
import { GAME_KEY_SOURCE, LOBBY_QUERY, MAX_GAME_KEY_LENGTH, SETTINGS, VOLATILITIES, toJsonSchema } from '@lobby/shared';

const fields = LOBBY_QUERY.fields;
export const localeSchema = toJsonSchema(fields.locale, { query: true });
export const platformSchema = toJsonSchema(fields.devicePlatform.inner, { query: true });
export const countrySchema = toJsonSchema(fields.country, { query: true });
export const licenseTypeSchema = toJsonSchema(fields.licenseType, { query: true });
export const brandSchema = toJsonSchema(fields.brand, { query: true });
export const bundleIdSchema = toJsonSchema(SETTINGS.fields.bundleID.inner, { query: true });
export const shortTextSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
export const timestampSchema = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;

/** A game key in the one wire form (@lobby/shared gameKey.ts); routes resolve it with resolveGame. */
export const gameKeySchema = { type: 'string', pattern: GAME_KEY_SOURCE, maxLength: MAX_GAME_KEY_LENGTH } as const;

/** A comma-separated list of up to `maxItems` values, each matching the `item` pattern. */
export const listSchema = (item: string, maxItems = 100): { type: 'string'; pattern: string; maxLength: number } => ({
  type: 'string',
  pattern: `^${item}(,${item}){0,${maxItems - 1}}$`,
  maxLength: 8000,
});

/** A volatility filter (issue #34): a comma-separated list of VOLATILITIES names, at most four. */
export const volatilityListSchema = listSchema(`(${VOLATILITIES.join('|')})`, VOLATILITIES.length);
