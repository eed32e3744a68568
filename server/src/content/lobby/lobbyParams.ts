import type { LicenseType, Locale, Platform } from '@lobby/shared';
import {
  brandSchema,
  countrySchema,
  licenseTypeSchema,
  localeSchema,
  parseUserStatuses,
  platformSchema,
  shortTextSchema,
  userStatusesSchema,
} from '../schemas';

/** The lobby query string as ajv leaves it. */
export interface LobbyQuery {
  readonly locale: Locale;
  readonly devicePlatform: Platform;
  readonly country?: string;
  readonly licenseType?: LicenseType;
  readonly brand?: string;
  readonly userStatuses?: readonly string[];
  readonly useCodeTitle: boolean;
  readonly isIos: boolean;
  readonly lobbyPlatform?: string;
}

export const lobbyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    locale: localeSchema,
    devicePlatform: { ...platformSchema, default: 'desktop' },
    country: countrySchema,
    licenseType: licenseTypeSchema,
    brand: brandSchema,
    userStatuses: userStatusesSchema,
    useCodeTitle: { type: 'boolean', default: true },
    isIos: { type: 'boolean', default: false },
    lobbyPlatform: shortTextSchema,
  },
} as const;

/** Normalised parameters: one value per distinct response, which makes them the cache key. */
export interface LobbyParams {
  readonly locale: Locale;
  readonly platform: Platform;
  readonly country: string | null;
  readonly licenseType: LicenseType | null;
  readonly brand: string;
  /** Distinct and sorted; 'Always' is implied. */
  readonly userStatuses: readonly string[];
  readonly useCodeTitle: boolean;
  readonly isIos: boolean;
  readonly lobbyPlatform: string | null;
}

export function lobbyParams(query: LobbyQuery): LobbyParams {
  return {
    locale: query.locale,
    platform: query.devicePlatform,
    country: query.country?.toUpperCase() ?? null,
    licenseType: query.licenseType ?? null,
    brand: query.brand ?? '99',
    userStatuses: parseUserStatuses(query.userStatuses),
    useCodeTitle: query.useCodeTitle,
    isIos: query.isIos,
    lobbyPlatform: query.lobbyPlatform ?? null,
  };
}

export function lobbyCacheKey(params: LobbyParams): string {
  return JSON.stringify(params);
}
