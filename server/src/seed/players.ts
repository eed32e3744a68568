import type { SqlParam } from '../db/database';
import type { SeededGame } from './games';
import type { Prng } from './prng';
import { seedTable, type SeedTable } from './seedTable';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Development sessions last this long from each demo-mode start (plugin.ts renews them), so
 * a demo never stops working, yet no session lives for ever.
 */
export const DEV_SESSION_TTL_MS = 30 * DAY_MS;

/**
 * The lobby's development defaults (SPEC §3 settings) and a second player to prove isolation.
 * `buyout`: the native mini-game (SPEC §3 poker game id) holding the player's balance.
 */
export const DEV_PLAYERS = [
  { userId: 'dev-player-1', sessionId: 'dev-session-1', name: 'Dev Player One', favourites: 12, recent: 15, freeRounds: 4, buyout: 10 },
  { userId: 'dev-player-2', sessionId: 'dev-session-2', name: 'Dev Player Two', favourites: 3, recent: 2, freeRounds: 1, buyout: null },
] as const;

/** A session of dev-player-1 that has expired: requests with it get 401. */
export const EXPIRED_DEV_SESSION = 'dev-session-expired';

/** Every development session: live only in demo mode, revoked in production mode. */
export const DEV_SESSION_IDS: readonly string[] = [...DEV_PLAYERS.map((player) => player.sessionId), EXPIRED_DEV_SESSION];

export function generatePlayers(prng: Prng, games: readonly SeededGame[], now: Date): SeedTable[] {
  const active = games.filter((game) => game.isActive);
  const freeRoundGames = active.filter((game) => game.supportsFreeRounds);
  const players: Record<string, SqlParam>[] = [];
  const sessions: Record<string, SqlParam>[] = [];
  const favourites: Record<string, SqlParam>[] = [];
  const recents: Record<string, SqlParam>[] = [];
  const freeRounds: Record<string, SqlParam>[] = [];
  const buyouts: Record<string, SqlParam>[] = [];
  for (const player of DEV_PLAYERS) {
    players.push({ user_id: player.userId, display_name: player.name });
    sessions.push({
      session_id: player.sessionId,
      user_id: player.userId,
      expires_at: new Date(now.getTime() + DEV_SESSION_TTL_MS).toISOString(),
    });
    if (player.buyout !== null) buyouts.push({ user_id: player.userId, game_id: player.buyout });
    prng
      .sample(active, player.favourites)
      .forEach((game) => favourites.push({ user_id: player.userId, game_key: game.key }));
    prng.sample(active, player.recent).forEach((game, index) =>
      recents.push({ user_id: player.userId, game_key: game.key, played_ms: now.getTime() - (index + 1) * 37 * MINUTE_MS }),
    );
    prng.sample(freeRoundGames.length > 0 ? freeRoundGames : active, player.freeRounds).forEach((game, index) =>
      freeRounds.push({
        user_id: player.userId,
        game_key: game.key,
        rounds: prng.pick([5, 10, 20, 50]),
        // The last offer of the first player has already expired.
        expires_at: new Date(now.getTime() + (index === 3 ? -1 : index + 2) * DAY_MS).toISOString(),
      }),
    );
  }
  sessions.push({
    session_id: EXPIRED_DEV_SESSION,
    user_id: 'dev-player-1',
    expires_at: new Date(now.getTime() - DAY_MS).toISOString(),
  });
  return [
    seedTable('players', players),
    seedTable('sessions', sessions),
    seedTable('favourites', favourites),
    seedTable('recently_played', recents),
    seedTable('free_rounds', freeRounds),
    seedTable('pending_buyouts', buyouts),
  ];
}
