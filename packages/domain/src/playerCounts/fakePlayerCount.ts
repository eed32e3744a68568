import { FAKE_PLAYER_COUNT_MAX, FAKE_PLAYER_COUNT_MAX_STEP, FAKE_PLAYER_COUNT_MIN } from '../constants/playerCounts';

/**
 * SPEC §9 fake player counts. `random` is a number in [0, 1) supplied by the caller
 * (Math.random in the app, fixed values in tests), so the rule stays pure.
 */
export function initialFakePlayerCount(random: number): number {
  return FAKE_PLAYER_COUNT_MIN + Math.floor(unit(random) * (FAKE_PLAYER_COUNT_MAX - FAKE_PLAYER_COUNT_MIN + 1));
}

/** A refresh moves the count by at most ±5, never leaving 20–200. */
export function nextFakePlayerCount(current: number, random: number): number {
  const step = Math.floor(unit(random) * (2 * FAKE_PLAYER_COUNT_MAX_STEP + 1)) - FAKE_PLAYER_COUNT_MAX_STEP;
  const base = Number.isFinite(current) ? Math.round(current) : FAKE_PLAYER_COUNT_MIN;
  return Math.min(FAKE_PLAYER_COUNT_MAX, Math.max(FAKE_PLAYER_COUNT_MIN, base + step));
}

export type PlayerCountChange =
  { readonly kind: 'increment' } | { readonly kind: 'decrement' } | { readonly kind: 'set'; readonly count: number };

/** SPEC §4: counts change by increment, decrement or set, never below zero. */
export function applyPlayerCountChange(current: number, change: PlayerCountChange): number {
  const base = Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  switch (change.kind) {
    case 'increment':
      return base + 1;
    case 'decrement':
      return Math.max(0, base - 1);
    case 'set':
      return Number.isFinite(change.count) && change.count > 0 ? Math.floor(change.count) : 0;
  }
}

/** Math.random gives [0, 1); anything else is clamped into that range. */
function unit(random: number): number {
  if (!Number.isFinite(random) || random < 0) return 0;
  return random >= 1 ? 1 - Number.EPSILON : random;
}
