import type { BonusType } from '@lobby/shared';
import type { SqlParam } from '../db/database';
import { imagePaths } from '../images/imagePaths';
import { bonusDescription } from './bonusTexts';
import type { SeededGame } from './games';
import type { Prng } from './prng';
import { seedTable, type SeedTable } from './seedTable';

const DAY_MS = 86_400_000;

interface BonusSpec {
  readonly type: BonusType;
  readonly status: 'active' | 'expired' | 'pending';
  readonly consumed: boolean;
  readonly title: string;
  /** Days from now; null for no expiry. */
  readonly expiresDays: number | null;
  /** Include inactive games, which free-spin filtering must drop. */
  readonly withInactive?: boolean;
  /** The wagering requirement and how much of it is met, for bonuses that have one. */
  readonly wagering?: { readonly required: number; readonly done: number };
}

const BONUSES: readonly BonusSpec[] = [
  { type: 'Content', status: 'active', consumed: false, title: 'Welcome package', expiresDays: null, wagering: { required: 500, done: 120 } },
  { type: 'Content', status: 'active', consumed: false, title: 'Weekly reload', expiresDays: 7, wagering: { required: 200, done: 150 } },
  { type: 'Content', status: 'pending', consumed: false, title: 'VIP cashback', expiresDays: 30 },
  { type: 'Content', status: 'expired', consumed: false, title: 'Spring cashback', expiresDays: -10 },
  { type: 'Content', status: 'active', consumed: true, title: 'Birthday gift', expiresDays: 3 },
  { type: 'Free Spin', status: 'active', consumed: false, title: '50 free spins', expiresDays: 5, wagering: { required: 100, done: 0 } },
  { type: 'Free Spin', status: 'active', consumed: false, title: '20 free spins', expiresDays: 14, withInactive: true },
  { type: 'Free Spin', status: 'active', consumed: false, title: 'Provider spins', expiresDays: null },
  { type: 'Free Spin', status: 'expired', consumed: false, title: 'Expired spins', expiresDays: -2 },
  { type: 'Free Spin', status: 'active', consumed: true, title: 'Used spins', expiresDays: 9 },
  { type: 'Free Spin', status: 'active', consumed: false, title: 'Unavailable spins', expiresDays: 9, withInactive: true },
];

export function generateBonuses(prng: Prng, games: readonly SeededGame[], now: Date): SeedTable[] {
  const freeRoundGames = games.filter((game) => game.isActive && game.supportsFreeRounds);
  const inactive = games.filter((game) => !game.isActive);
  const bonuses: Record<string, SqlParam>[] = [];
  const bonusGames: Record<string, SqlParam>[] = [];
  BONUSES.forEach((spec, position) => {
    const id = `bonus-${position + 1}`;
    const pool = spec.type === 'Free Spin' ? freeRoundGames : games;
    let chosen = prng.sample(pool.length > 0 ? pool : games, prng.int(2, 6));
    if (spec.title === 'Unavailable spins') chosen = prng.sample(inactive, 2);
    else if (spec.withInactive) chosen = [...chosen, ...prng.sample(inactive, 2)];
    const provider = spec.title === 'Provider spins' ? (chosen[0]?.supplier ?? null) : null;
    bonuses.push({
      id,
      type: spec.type,
      status: spec.status,
      consumed: spec.consumed,
      title: spec.title,
      description: bonusDescription(spec.title, 'en'),
      image_desktop: imagePaths.bonus(id, 'desktop'),
      image_mobile: imagePaths.bonus(id, 'mobile'),
      game_provider: provider,
      expires_at: spec.expiresDays === null ? null : new Date(now.getTime() + spec.expiresDays * DAY_MS).toISOString(),
      wagering_required: spec.wagering?.required ?? null,
      wagering_done: spec.wagering?.done ?? null,
      position,
    });
    chosen.forEach((game, index) => bonusGames.push({ bonus_id: id, game_key: game.key, position: index }));
  });
  return [seedTable('bonuses', bonuses), seedTable('bonus_games', bonusGames)];
}
