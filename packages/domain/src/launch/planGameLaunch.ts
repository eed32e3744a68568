import type { GameWindowKind, Platform } from '@lobby/shared';
import { gatePlayerAction } from '../actions/playerActionGate';
import { normaliseAggregator } from '../entities/aggregator';
import { NATIVE_MINI_GAME_AGGREGATOR, checkNativeMiniGameId } from './nativeMiniGame';
import type { PokerGameId } from '../poker/pokerGames';

/** The aggregator whose games the native app runs itself (SPEC §4 step 2). */
export const NATIVE_AGGREGATOR = 'native';

export interface LaunchContext {
  readonly game: { readonly code: string; readonly aggregator: string };
  /** The game is in the lobby's catalogue. Native games are the app's own and need not be. */
  readonly inCatalogue: boolean;
  readonly guestMode: boolean;
  readonly userId: string | null;
  readonly sessionId: string | null;
  readonly platform: Platform;
  /** Inside the native app shell (iOS/Android), as opposed to a browser. */
  readonly isAppPlatform: boolean;
  /** iOS Safari (a web app), not the native shell. */
  readonly isIosWebApp: boolean;
  /** Running from the iOS home screen (display-mode standalone). */
  readonly standalone: boolean;
  /** Configured to open games in a new tab. */
  readonly openInNewTab: boolean;
  /** An editor's preview (isEditorPreview): a click names the game to the parent, nothing opens. */
  readonly editorPreview: boolean;
}

export type LaunchPlan =
  | { readonly kind: 'previewLink' }
  | { readonly kind: 'gameNotFound' }
  | { readonly kind: 'openLogin' }
  | { readonly kind: 'openNativeGame' }
  | { readonly kind: 'openMiniGame'; readonly id: PokerGameId }
  | { readonly kind: 'miniGameRefused'; readonly warning: string }
  | { readonly kind: 'addShortcut' }
  | { readonly kind: 'launchFailed'; readonly statusText: string }
  | { readonly kind: 'open'; readonly target: GameWindowKind };

export function invalidCredentialsStatusText(userId: string | null, sessionId: string | null): string {
  return `Invalid user credentials provided. userId: ${String(userId)} or sessionId: ${String(sessionId)}`;
}

/**
 * SPEC §4 "Game launch", steps 1–6, first match wins (an editor's preview before them all), after the catalogue check ("Unknown
 * game: game-not-found message"). The caller performs the plan (messages, windows, routing);
 * this decides it, so every branch is testable without a browser.
 */
export function planGameLaunch(context: LaunchContext): LaunchPlan {
  // SPEC §6: in preview, game clicks send preview game links to the parent instead of launching.
  if (context.editorPreview) return { kind: 'previewLink' };
  const aggregator = normaliseAggregator(context.game.aggregator);
  const isNative = aggregator === NATIVE_AGGREGATOR;
  if (!isNative && !context.inCatalogue) return { kind: 'gameNotFound' };
  // The player-action gate, its answers placed where SPEC §4 puts them (steps 1 and 5). The
  // launch flow releases launches only once the lobby has loaded.
  const gate = gatePlayerAction('launch', {
    session: { guest: context.guestMode, userId: context.userId, sessionId: context.sessionId },
    loadState: 'loaded',
  });
  if (!gate.allowed && gate.reason === 'guest' && !isNative) return { kind: 'openLogin' };
  if (isNative) return { kind: 'openNativeGame' };
  if (!context.isAppPlatform && aggregator === NATIVE_MINI_GAME_AGGREGATOR) {
    const check = checkNativeMiniGameId(context.game.code);
    return check.ok ? { kind: 'openMiniGame', id: check.id } : { kind: 'miniGameRefused', warning: check.warning };
  }
  if (context.isIosWebApp && !context.standalone) return { kind: 'addShortcut' };
  if (!gate.allowed) {
    return { kind: 'launchFailed', statusText: invalidCredentialsStatusText(context.userId, context.sessionId) };
  }
  if ((context.isIosWebApp && context.standalone) || context.openInNewTab) return { kind: 'open', target: 'newTab' };
  return { kind: 'open', target: context.platform === 'desktop' ? 'popup' : 'route' };
}

/**
 * SPEC §4: games requested before the lobby loaded are queued; then desktop launches
 * them all (each in its own pop-up) and mobile only the last (one game route at a time).
 */
export function launchesAfterLoad<T>(queue: readonly T[], platform: Platform): readonly T[] {
  if (platform === 'desktop') return [...queue];
  const last = queue[queue.length - 1];
  return last === undefined ? [] : [last];
}
