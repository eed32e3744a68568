import { LOBBY_QUERY, USER_STATUSES, toJsonSchema, type LicenseType, type Locale, type Platform, type UserStatus } from '@lobby/shared';
import type { Queryable } from '../../db/database';
import { resolveRegion } from '@lobby/domain';

/**
 * The lobby query string as the lenient validator leaves it (validation.ts): ajv's coercion of
 * LOBBY_QUERY's JSON Schema, a value that does not fit dropped, the defaults filled in.
 */
export interface LobbyQuery {
  readonly locale: Locale;
  readonly devicePlatform: Platform;
  readonly country?: string;
  readonly licenseType?: LicenseType;
  readonly brand?: string;
  /** Comma-separated and/or repeated: ajv makes the values one list of comma-separated texts. */
  readonly userStatuses?: readonly string[];
  readonly useCodeTitle: boolean;
  readonly isIos: boolean;
  readonly lobbyPlatform?: string;
  /** An editor's preview instant (ISO 8601 with offset); only with a preview token. */
  readonly at?: string;
}

/**
 * GET /api/v1/casino/lobby's query, from the schema the browser builds its lobby query by
 * (@lobby/shared LOBBY_QUERY): the browser never sends a value this refuses, and the route reads
 * it leniently (SPEC §5/§8: an invalid value is ignored and the default stands), never a 400.
 */
export const lobbyQuerySchema = toJsonSchema(LOBBY_QUERY, { query: true });

/**
 * What the service knows of the values the lobby echoes: the countries it holds a licence
 * for and the lobby platforms it is configured for (site setting `lobbyPlatforms`).
 */
export interface LobbyVocabulary {
  readonly countries: ReadonlySet<string>;
  readonly lobbyPlatforms: ReadonlySet<string>;
}

export async function readLobbyVocabulary(db: Queryable): Promise<LobbyVocabulary> {
  const [countries, platforms] = await Promise.all([
    db.query<{ country: string }>('SELECT DISTINCT country FROM licenses'),
    db.query<{ value: unknown }>(`SELECT value FROM site_settings WHERE key = 'lobbyPlatforms'`),
  ]);
  const configured = platforms.rows[0]?.value;
  return {
    countries: new Set(countries.rows.map((row) => row.country.toUpperCase())),
    lobbyPlatforms: new Set(Array.isArray(configured) ? configured.filter((item) => typeof item === 'string') : []),
  };
}

/**
 * The parameters of one lobby, canonical: every field but the brand takes one of a few known
 * values, and the brand counts only through the region it selects (lobbyCacheKey), so no
 * query string can make the service build more lobbies than there are real variants of it.
 */
export interface LobbyParams {
  readonly locale: Locale;
  readonly platform: Platform;
  /** A country the service holds a licence for, else null. */
  readonly country: string | null;
  readonly licenseType: LicenseType | null;
  /** The brand setting as sent (default '99'); only the region reads it. */
  readonly brand: string;
  /** Known statuses other than 'Always' (which is implied), distinct and sorted. */
  readonly userStatuses: readonly UserStatus[];
  readonly useCodeTitle: boolean;
  readonly isIos: boolean;
  /** A configured lobby platform, else null. */
  readonly lobbyPlatform: string | null;
}

function canonicalStatuses(values: readonly string[] | undefined): UserStatus[] {
  const named = new Set((values ?? []).flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  // SPEC §5: statuses are matched case-insensitively (the schema let only known ones through).
  return USER_STATUSES.filter((status) => status !== 'Always' && named.has(status.toLowerCase())).sort();
}

/**
 * SPEC §3/§5 for settings, applied to the lobby's parameters: an unknown value is ignored
 * and the default stands, so `brand=bust1`, `country=QQ` or `lobbyPlatform=x` ask for the
 * same lobby as leaving them out.
 */
export function canonicalLobbyParams(query: LobbyQuery, vocabulary: LobbyVocabulary): LobbyParams {
  const country = query.country?.toUpperCase();
  return {
    locale: query.locale,
    platform: query.devicePlatform,
    country: country !== undefined && vocabulary.countries.has(country) ? country : null,
    licenseType: query.licenseType ?? null,
    brand: query.brand ?? '99',
    userStatuses: canonicalStatuses(query.userStatuses),
    useCodeTitle: query.useCodeTitle,
    isIos: query.isIos,
    lobbyPlatform: query.lobbyPlatform !== undefined && vocabulary.lobbyPlatforms.has(query.lobbyPlatform) ? query.lobbyPlatform : null,
  };
}

/**
 * One key per distinct response. Licence type and brand appear in the response only as the
 * region they resolve to, so `brand=bust1`, `brand=bust2`… share the default's entry.
 */
export function lobbyCacheKey(params: LobbyParams): string {
  const { brand, licenseType, ...rest } = params;
  return JSON.stringify({ ...rest, region: resolveRegion({ licenseType, brand }) });
}
