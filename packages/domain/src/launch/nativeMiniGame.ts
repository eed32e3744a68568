import { POKER_GAME_ID_LIST, isPokerGameId, type PokerGameId } from '../poker/pokerGames';

/** SPEC §4 step 3: the aggregator whose games open a native mini-game on non-app platforms. */
export const NATIVE_MINI_GAME_AGGREGATOR = 'haba';

/** The ids a native mini-game may be opened with: the poker game ids of SPEC §3. */
export const SUPPORTED_MINI_GAME_IDS: readonly PokerGameId[] = POKER_GAME_ID_LIST;

export type MiniGameCheck =
  { readonly ok: true; readonly id: PokerGameId } | { readonly ok: false; readonly warning: string };

export function unsupportedMiniGameWarning(value: unknown): string {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 64)) : String(value);
  return `Unsupported native game id ${shown}. Supported ids: ${SUPPORTED_MINI_GAME_IDS.join(', ')}`;
}

/**
 * SPEC §5 "Haba game id must be among supported ids". Accepts the id as a number or as
 * the game code in plain digits ('10'); anything else carries the warning to log.
 */
export function checkNativeMiniGameId(value: unknown): MiniGameCheck {
  const id = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value;
  return isPokerGameId(id) ? { ok: true, id } : { ok: false, warning: unsupportedMiniGameWarning(value) };
}
