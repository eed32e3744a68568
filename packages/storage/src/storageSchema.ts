import { isRecord } from '@lobby/domain';
import { PLATFORM_TYPES, type PlatformType } from '@lobby/shared';
import type { StorageKey } from './storageKeys';
import type { StorageValueMap } from './storageValues';

/**
 * Guards for what comes back out of storage. Storage is shared with older builds and with
 * anything else on the origin, so a parsed value is only trusted once its shape checks out.
 */
type Guard<T> = (value: unknown) => value is T;

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);
const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every(isString);
const isPlatformType = (value: unknown): value is PlatformType =>
  PLATFORM_TYPES.some((platformType) => platformType === value);

function hasFields(value: unknown, fields: Readonly<Record<string, (field: unknown) => boolean>>): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(fields).every(([name, check]) => check(value[name]));
}

function guard<K extends StorageKey>(check: (value: unknown) => boolean): Guard<StorageValueMap[K]> {
  return (value: unknown): value is StorageValueMap[K] => check(value);
}

const isRecentGame = (value: unknown): boolean =>
  hasFields(value, { gameId: isString, playedTimestampMs: isFiniteNumber });

const isPlayingCount = (value: unknown): boolean =>
  hasFields(value, { count: isFiniteNumber, updatedAtMs: isFiniteNumber });

const isFailoverChoice = (value: unknown): boolean =>
  hasFields(value, { baseUrl: isString, timeoutIndex: (index) => Number.isInteger(index) && Number(index) >= 0 });

export const STORAGE_SCHEMA: { readonly [K in StorageKey]: Guard<StorageValueMap[K]> } = {
  casinoUser: guard<'casinoUser'>((value) => hasFields(value, { userId: isNullableString, sessionId: isNullableString })),
  geoToken: guard<'geoToken'>(isString),
  balanceInfo: guard<'balanceInfo'>((value) =>
    hasFields(value, { userBalance: isFiniteNumber, casinoCoin: isFiniteNumber, exchangeRate: isFiniteNumber }),
  ),
  miniGameCoin: guard<'miniGameCoin'>((value) =>
    hasFields(value, { miniGameCoin: isFiniteNumber, miniGameId: isFiniteNumber }),
  ),
  appVersion: guard<'appVersion'>(isString),
  fullScreen: guard<'fullScreen'>(isBoolean),
  userPlatformType: guard<'userPlatformType'>(isPlatformType),
  lobbyPlatform: guard<'lobbyPlatform'>(isString),
  recentSearches: guard<'recentSearches'>(
    (value) => isRecord(value) && Object.values(value).every(isStringList),
  ),
  guestRecentSearches: guard<'guestRecentSearches'>(isStringList),
  favouritesRecentSync: guard<'favouritesRecentSync'>((value) =>
    hasFields(value, {
      favourites: isStringList,
      recentGames: (games) => Array.isArray(games) && games.every(isRecentGame),
      updatedAtMs: isFiniteNumber,
    }),
  ),
  gamesPlayingCount: guard<'gamesPlayingCount'>((value) =>
    hasFields(value, {
      generatedAtMs: isFiniteNumber,
      counts: (counts) => isRecord(counts) && Object.values(counts).every(isPlayingCount),
    }),
  ),
  onboardingViewed: guard<'onboardingViewed'>(isBoolean),
  apiFailover: guard<'apiFailover'>((value) => isRecord(value) && Object.values(value).every(isFailoverChoice)),
  gameStartError: guard<'gameStartError'>((value) =>
    hasFields(value, { gameCode: isString, aggregator: isString, statusText: isString, atMs: isFiniteNumber }),
  ),
};
