import type { LicenseType } from '@lobby/shared';
import { DEFAULT_POLICY_KEY } from '../content/protection/protectionStore';
import { periodStart, type LimitPeriod } from '../content/protection/limitPeriods';
import type { SqlParam } from '../db/database';
import { DEMO_OPERATOR_PAGES } from '../demoOperator/demoOperatorPages';
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

interface DevLimit {
  readonly amount: number;
  readonly period: LimitPeriod;
  readonly used: number;
}

interface DevProtection {
  readonly depositLimit: DevLimit | null;
  readonly lossLimit: DevLimit | null;
  /** A break from play of this many months from the seed's instant. */
  readonly selfExcludedMonths: number | null;
}

interface DevPlayer {
  readonly userId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly favourites: number;
  readonly recent: number;
  readonly freeRounds: number;
  /** The native mini-game (SPEC §3 poker game id) holding the player's balance. */
  readonly buyout: number | null;
  /** Player protection (issue #34, docs/player-protection.md). */
  readonly protection: DevProtection | null;
}

/**
 * The lobby's development defaults (SPEC §3 settings), a second player to prove isolation, and
 * a third who has excluded themselves from play (issue #34: every launch is refused).
 */
export const DEV_PLAYERS = [
  {
    userId: 'dev-player-1',
    sessionId: 'dev-session-1',
    name: 'Dev Player One',
    favourites: 12,
    recent: 15,
    freeRounds: 4,
    buyout: 10,
    protection: {
      depositLimit: { amount: 500, period: 'week', used: 120 },
      lossLimit: { amount: 200, period: 'week', used: 35 },
      selfExcludedMonths: null,
    },
  },
  { userId: 'dev-player-2', sessionId: 'dev-session-2', name: 'Dev Player Two', favourites: 3, recent: 2, freeRounds: 1, buyout: null, protection: null },
  {
    userId: 'dev-player-3',
    sessionId: 'dev-session-3',
    name: 'Dev Player Three',
    favourites: 0,
    recent: 0,
    freeRounds: 0,
    buyout: null,
    protection: { depositLimit: null, lossLimit: null, selfExcludedMonths: 6 },
  },
] as const satisfies readonly DevPlayer[];

/**
 * The demo's protection policies (docs/player-protection.md): one per licence type (SPEC §9)
 * and the default, with the limits and help pages this server serves in demo mode.
 */
const DEMO_POLICIES: readonly { readonly licenseType: LicenseType | typeof DEFAULT_POLICY_KEY; readonly realityCheckMinutes: number }[] = [
  { licenseType: DEFAULT_POLICY_KEY, realityCheckMinutes: 60 },
  { licenseType: 'Curacao', realityCheckMinutes: 60 },
  { licenseType: 'Mexico', realityCheckMinutes: 30 },
  { licenseType: 'SouthKorea', realityCheckMinutes: 30 },
  { licenseType: 'Philippines', realityCheckMinutes: 60 },
];

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
  const protections: Record<string, SqlParam>[] = [];
  for (const player of DEV_PLAYERS) {
    players.push({ user_id: player.userId, display_name: player.name });
    sessions.push({
      session_id: player.sessionId,
      user_id: player.userId,
      expires_at: new Date(now.getTime() + DEV_SESSION_TTL_MS).toISOString(),
    });
    if (player.buyout !== null) buyouts.push({ user_id: player.userId, game_id: player.buyout });
    if (player.protection) protections.push(protectionRow(player.userId, player.protection, now));
    // A player without lists draws nothing: every other seeded row stays as it was.
    if (player.favourites === 0 && player.recent === 0 && player.freeRounds === 0) continue;
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
    seedTable('protection_policies', DEMO_POLICIES.map(policyRow)),
    seedTable('player_protection', protections),
  ];
}

function policyRow(policy: (typeof DEMO_POLICIES)[number]): Record<string, SqlParam> {
  return {
    license_type: policy.licenseType,
    session_clock: true,
    reality_check_seconds: policy.realityCheckMinutes * 60,
    limits_url: `${DEMO_OPERATOR_PAGES.limits}/`,
    help_url: `${DEMO_OPERATOR_PAGES.help}/`,
  };
}

/** A limit counts from the start of the period the seed falls in, so its amount used shows at once. */
function limitRow(prefix: string, limit: DevLimit | null, now: Date): Record<string, SqlParam> {
  if (limit === null) return {};
  return {
    [`${prefix}_amount`]: limit.amount,
    [`${prefix}_period`]: limit.period,
    [`${prefix}_used`]: limit.used,
    [`${prefix}_counted_from`]: periodStart(limit.period, now).toISOString(),
  };
}

function protectionRow(userId: string, protection: DevProtection, now: Date): Record<string, SqlParam> {
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + (protection.selfExcludedMonths ?? 0));
  return {
    user_id: userId,
    deposit_limit_amount: null,
    deposit_limit_period: null,
    deposit_limit_used: 0,
    deposit_limit_counted_from: null,
    loss_limit_amount: null,
    loss_limit_period: null,
    loss_limit_used: 0,
    loss_limit_counted_from: null,
    ...limitRow('deposit_limit', protection.depositLimit, now),
    ...limitRow('loss_limit', protection.lossLimit, now),
    exclusion_kind: protection.selfExcludedMonths === null ? null : 'selfExcluded',
    exclusion_until: protection.selfExcludedMonths === null ? null : until.toISOString(),
  };
}
