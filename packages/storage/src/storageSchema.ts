import { check, STORED_VALUES, type Schema } from '@lobby/shared';
import type { StorageKey } from './storageKeys';
import type { StorageValueMap } from './storageValues';

/**
 * What comes back out of storage is trusted only once its shape checks out: storage is shared
 * with older builds and with anything else on the origin. Each key's rule is one of the shared
 * storage schemas (@lobby/shared STORED_VALUES); the compiler checks that the schema produces
 * the key's type.
 */
type Guard<T> = (value: unknown) => value is T;

const SCHEMAS: { readonly [K in StorageKey]: Schema<StorageValueMap[K]> } = {
  casinoUser: STORED_VALUES.casinoUser,
  geoToken: STORED_VALUES.text,
  balanceInfo: STORED_VALUES.balanceInfo,
  miniGameCoin: STORED_VALUES.miniGameCoin,
  appVersion: STORED_VALUES.text,
  fullScreen: STORED_VALUES.flag,
  userPlatformType: STORED_VALUES.platformType,
  lobbyPlatform: STORED_VALUES.text,
  recentSearches: STORED_VALUES.recentSearches,
  guestRecentSearches: STORED_VALUES.texts,
  favouritesRecentSync: STORED_VALUES.favouritesRecentSync,
  gamesPlayingCount: STORED_VALUES.gamesPlayingCount,
  onboardingViewed: STORED_VALUES.flag,
  apiFailover: STORED_VALUES.apiFailover,
  gameStartError: STORED_VALUES.gameStartError,
  actionOutbox: STORED_VALUES.actionOutbox,
  analyticsQueue: STORED_VALUES.analyticsQueue,
  analyticsIdentity: STORED_VALUES.analyticsIdentity,
  realityCheckAnswered: STORED_VALUES.realityCheckAnswered,
};

/** A parsed JSON entry (no getters, no prototypes to strip), so passing the check is enough. */
function guard<T>(schema: Schema<T>): Guard<T> {
  return (value: unknown): value is T => check(schema, value).ok;
}

export const STORAGE_SCHEMA = Object.fromEntries(
  Object.entries(SCHEMAS).map(([key, schema]: [string, Schema]) => [key, guard(schema)]),
) as unknown as { readonly [K in StorageKey]: Guard<StorageValueMap[K]> };
