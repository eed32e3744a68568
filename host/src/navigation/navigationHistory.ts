import { NAVIGATION_HISTORY_LIMIT, ROOT_PATH, isGameRoutePath } from '@lobby/domain';
import { MAINTENANCE_PATH } from '@lobby/shared';

/** Paths that are not lobby screens a player returns to. */
const NOT_LOBBY = [/^\/game-bridge(\/|$)/, new RegExp(`^${MAINTENANCE_PATH}(/|$)`)];

/**
 * The lobby screens visited in play mode, newest last, at most `limit` (SPEC §9: 5). Pure,
 * so the rule is tested apart from the router.
 */
export function recordPath(stack: readonly string[], path: string, limit = NAVIGATION_HISTORY_LIMIT): string[] {
  const pathname = path.split('?')[0] ?? path;
  if (isGameRoutePath(pathname) || NOT_LOBBY.some((pattern) => pattern.test(pathname)) || stack[stack.length - 1] === path) return [...stack];
  return [...stack, path].slice(-limit);
}

/** Where "back to lobby" goes: the last lobby screen, or the root when none was recorded. */
export function backTarget(stack: readonly string[]): string {
  return stack[stack.length - 1] ?? ROOT_PATH;
}

export interface NavigationHistory {
  record(path: string): void;
  backTarget(): string;
}

export function createNavigationHistory(limit = NAVIGATION_HISTORY_LIMIT): NavigationHistory {
  let stack: string[] = [];
  return {
    record(path) {
      stack = recordPath(stack, path, limit);
    },
    backTarget: () => backTarget(stack),
  };
}
