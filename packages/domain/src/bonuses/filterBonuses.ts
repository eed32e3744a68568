import type { Bonus, RawBonus } from '@lobby/shared';
import { comparableKeyOf, gameKey, parseGameKey, type GameCodeRef } from '../entities/gameKey';
import { isRecord, listOf } from '../util/guards';

export interface FilterBonusesOptions {
  /** Epoch ms; a bonus whose expiresAt is not after it counts as expired. */
  readonly now: number;
  /** Whether a game can be played here (in the catalogue, active, on this platform…). */
  readonly isGameAvailable: (game: GameCodeRef) => boolean;
}

/**
 * SPEC §3 "Bonus": expired or consumed bonuses are excluded; games become code and
 * aggregator pairs (a bare code belongs to the bonus's gameProvider); free-spin bonuses
 * keep only available games and survive only with at least one; content bonuses are
 * always kept, with all their games.
 */
export function filterBonuses(bonuses: readonly RawBonus[], options: FilterBonusesOptions): Bonus[] {
  const kept: Bonus[] = [];
  for (const raw of listOf(bonuses)) {
    if (!isRecord(raw) || raw.consumed === true || isExpired(raw, options.now)) continue;
    const games = toGameRefs(listOf(raw.games), raw.gameProvider);
    if (raw.type === 'Free Spin') {
      const available = games.filter((game) => options.isGameAvailable(game));
      if (available.length > 0) kept.push(toBonus(raw, available));
    } else if (raw.type === 'Content') {
      kept.push(toBonus(raw, games));
    }
  }
  return kept;
}

/**
 * Availability as a game lookup sees it (the lobby's index or its game store): a game it
 * knows, case-insensitive, aggregator aliases honoured; unknown (undefined) and 'not
 * offered' (null) are both unavailable.
 */
export function availabilityIn(games: { readonly byKey: (key: string) => unknown }): (game: GameCodeRef) => boolean {
  return (game) => {
    const found = games.byKey(gameKey(game.aggregator, game.code));
    return found !== undefined && found !== null;
  };
}

function isExpired(raw: RawBonus, now: number): boolean {
  if (raw.status === 'expired') return true;
  if (raw.expiresAt === null || raw.expiresAt === undefined) return false;
  const expiresAt = Date.parse(raw.expiresAt);
  // An unreadable expiry cannot prove the bonus is still valid.
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/** A bonus naming one game twice (in any letter case) lists it once. */
function refKey(game: GameCodeRef): string {
  return comparableKeyOf(game.aggregator, game.code);
}

function toGameRefs(keys: readonly string[], provider: string | null): GameCodeRef[] {
  const seen = new Set<string>();
  const refs: GameCodeRef[] = [];
  for (const key of keys) {
    const ref = parseGameKey(key, provider);
    if (ref === null || seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    refs.push(ref);
  }
  return refs;
}

function toBonus(raw: RawBonus, games: readonly GameCodeRef[]): Bonus {
  return {
    id: raw.id,
    type: raw.type,
    status: raw.status,
    title: raw.title,
    description: raw.description,
    image: raw.image,
    games: games.map(({ code, aggregator }) => ({ gameCode: code, aggregator })),
    gameProvider: raw.gameProvider ?? null,
    expiresAt: raw.expiresAt ?? null,
    wagering: wageringOf(raw),
  };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A requirement is worth showing only when there is something to wager and both figures are readable. */
function wageringOf(raw: RawBonus): Bonus['wagering'] {
  const { wageringRequired: required, wageringDone: done } = raw;
  if (!isAmount(required) || required === 0 || !isAmount(done)) return null;
  return { required, done };
}
