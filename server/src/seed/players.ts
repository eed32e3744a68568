import type { SqlParam } from '../db/database';
import type { SeededGame } from './games';
import type { Prng } from './prng';
import { seedTable, type SeedTable } from './seedTable';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The lobby's development defaults (SPEC §3 settings) and a second player to prove isolation. */
export const DEV_PLAYERS = [
  { userId: 'dev-player-1', sessionId: 'dev-session-1', name: 'Dev Player One', favourites: 12, recent: 15, freeRounds: 4 },
  { userId: 'dev-player-2', sessionId: 'dev-session-2', name: 'Dev Player Two', favourites: 3, recent: 2, freeRounds: 1 },
] as const;

/** A session of dev-player-1 that has expired: requests with it get 401. */
export const EXPIRED_DEV_SESSION = 'dev-session-expired';

export function generatePlayers(prng: Prng, games: readonly SeededGame[], now: Date): SeedTable[] {
  const active = games.filter((game) => game.isActive);
  const freeRoundGames = active.filter((game) => game.supportsFreeRounds);
  const players: Record<string, SqlParam>[] = [];
  const sessions: Record<string, SqlParam>[] = [];
  const favourites: Record<string, SqlParam>[] = [];
  const recents: Record<string, SqlParam>[] = [];
  const freeRounds: Record<string, SqlParam>[] = [];
  for (const player of DEV_PLAYERS) {
    players.push({ user_id: player.userId, display_name: player.name });
    sessions.push({ session_id: player.sessionId, user_id: player.userId, expires_at: null });
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
  ];
}
