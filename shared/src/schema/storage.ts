/**
 * What the lobby keeps in local storage (SPEC §3 "Local storage keys", §9), one schema per kind
 * of entry. Storage is shared with older builds and with anything else on the origin, so a
 * stored value is trusted only once it checks out; packages/storage binds each of its keys to
 * one of these (its STORAGE_SCHEMA) and removes an entry that does not fit.
 */
import { PLATFORM_TYPES } from '../settings';
import { RANDOM_ID_PATTERN } from '../analytics';
import { ANALYTICS_SCHEMAS } from './analytics';
import { boolean, list, nullable, number, object, oneOf, record, string } from './schema';

const finite = /*#__PURE__*/ number();
const anyText = /*#__PURE__*/ string({ maxLength: Number.POSITIVE_INFINITY });
const texts = /*#__PURE__*/ list(anyText);

/** One function call, marked pure, so a bundle that reads no storage leaves all of it out. */
export const STORED_VALUES = /*#__PURE__*/ (() => {
  const recentGame = object({ gameId: anyText, playedTimestampMs: finite });
  return {
    text: anyText,
    flag: boolean(),
    texts,
    platformType: oneOf(PLATFORM_TYPES),
    casinoUser: object({ userId: nullable(anyText), sessionId: nullable(anyText) }),
    balanceInfo: object({ userBalance: finite, casinoCoin: finite, exchangeRate: finite }),
    miniGameCoin: object({ miniGameCoin: finite, miniGameId: finite }),
    /** A signed-in player's recent searches, by player id. */
    recentSearches: record(texts),
    favouritesRecentSync: object({ favourites: texts, recentGames: list(recentGame), updatedAtMs: finite }),
    gamesPlayingCount: object({
      generatedAtMs: finite,
      counts: record(object({ count: finite, updatedAtMs: finite })),
    }),
    apiFailover: record(object({ baseUrl: anyText, timeoutIndex: number({ min: 0, integer: true }) })),
    gameStartError: object({ gameCode: anyText, aggregator: anyText, statusText: anyText, atMs: finite }),
    actionOutbox: list(
      object({
        id: string({ pattern: RANDOM_ID_PATTERN, maxLength: 64 }),
        kind: oneOf(['favourite', 'play']),
        key: anyText,
        favourite: nullable(boolean()),
        atMs: finite,
        userId: anyText,
        sessionId: anyText,
        attempts: number({ min: 0, integer: true }),
      }),
      // One bad entry (an older build's) costs only itself.
      { dropInvalid: true },
    ),
    analyticsQueue: list(ANALYTICS_SCHEMAS.event, { dropInvalid: true }),
    analyticsIdentity: object({ id: ANALYTICS_SCHEMAS.id, expiresAtMs: finite }),
    realityCheckAnswered: object({ sessionId: anyText, dueAt: finite, choice: oneOf(['resumed', 'left']) }),
  };
})();
