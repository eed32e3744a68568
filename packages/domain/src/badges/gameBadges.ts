import type { Game } from '../entities/types';

/** How long after its release a game is new (issue #34). */
export const NEW_GAME_DAYS = 30;

const DAY_MS = 86_400_000;
const NEW_GAME_MS = NEW_GAME_DAYS * DAY_MS;

/** The id of the derived "New" badge; a CMS label with this id is the same badge. */
export const NEW_BADGE_ID = 'new';

export interface GameBadge {
  readonly id: string;
  readonly title: string;
}

/** Whether a game released at `releasedAtMs` is new at `now`: released, and at most 30 days ago. */
function isNewAt(releasedAtMs: number, now: number): boolean {
  const age = now - releasedAtMs;
  return Number.isFinite(age) && age >= 0 && age <= NEW_GAME_MS;
}

/**
 * A tile's badges, in the order they are drawn: "New" first when the game was released within
 * the last 30 days of `now` (the lobby clock's; a release still to come is not new) or when the
 * CMS labels it new, then the CMS labels as the lobby reply gives them (titles already in the
 * player's language), each once. `newTitle` is the lobby's own word for the derived badge: one
 * word on every tile, whichever source said the game is new.
 */
export function gameBadges(
  game: Pick<Game, 'releasedAtMs' | 'labels'>,
  now: number,
  newTitle: string,
): readonly GameBadge[] {
  const labelledNew = game.labels.some((label) => label.id === NEW_BADGE_ID);
  const badges: GameBadge[] = labelledNew || isNewAt(game.releasedAtMs, now) ? [{ id: NEW_BADGE_ID, title: newTitle }] : [];
  const seen = new Set(badges.map((badge) => badge.id));
  for (const label of game.labels) {
    if (seen.has(label.id)) continue;
    seen.add(label.id);
    badges.push({ id: label.id, title: label.title });
  }
  return badges;
}

/**
 * Milliseconds from `now` until the derived "New" badge appears (a release still to come) or
 * goes (30 days after release); null when it will not change any more.
 */
export function nextBadgeChangeMs(releasedAtMs: number, now: number): number | null {
  if (!Number.isFinite(releasedAtMs) || !Number.isFinite(now)) return null;
  if (now < releasedAtMs) return releasedAtMs - now;
  const ends = releasedAtMs + NEW_GAME_MS;
  // The badge shows through the last millisecond of its 30 days: it goes one after.
  return now <= ends ? ends - now + 1 : null;
}
