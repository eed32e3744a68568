export const INVALID_TARGET_WARNING = 'Invalid target';
export const NAVIGATE_DURING_GAME_WARNING = 'Navigate action not allowed during active game session';

export type NavigationDecision =
  | { readonly kind: 'ignore'; readonly warning: string }
  | { readonly kind: 'defer'; readonly target: string }
  | { readonly kind: 'navigate'; readonly target: string };

export interface NavigationState {
  readonly gameActive: boolean;
  readonly casinoLoaded: boolean;
}

/** SPEC §5: a target must be a non-empty string. */
export function isValidNavigationTarget(target: unknown): target is string {
  return typeof target === 'string' && target.trim() !== '';
}

/**
 * SPEC §2: a shell navigation request is ignored without a target or while a game is
 * active, deferred until the casino has loaded, and carried out otherwise.
 */
export function decideNavigation(target: unknown, state: NavigationState): NavigationDecision {
  if (!isValidNavigationTarget(target)) return { kind: 'ignore', warning: INVALID_TARGET_WARNING };
  if (state.gameActive) return { kind: 'ignore', warning: NAVIGATE_DURING_GAME_WARNING };
  const trimmed = target.trim();
  return state.casinoLoaded ? { kind: 'navigate', target: trimmed } : { kind: 'defer', target: trimmed };
}
