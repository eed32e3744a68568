import type { GameWindowKind, Platform, PlayMode } from '@lobby/shared';
import { gatePlayerAction, type PlayerActionDecision, type ProtectionFacts } from '../actions/playerActionGate';
import { normaliseAggregator } from '../entities/aggregator';
import { isProtectionRefusal, launchRefusalOf, type LaunchRefusal, type ProtectionRefusal } from './launchRefusal';
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
  /** Real money (SPEC §4) or the game's fun-money demo (issue #34). */
  readonly mode: PlayMode;
  /** The catalogue's game has a fun-money demo. */
  readonly hasDemo: boolean;
  /** The signed-in player's protection as last known, at the lobby's now; null while unknown. */
  readonly protection: ProtectionFacts | null;
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
  /** Player protection refused the launch (issue #34): the player is told why. */
  | { readonly kind: 'refused'; readonly refusal: LaunchRefusal }
  /** A fun launch of a game without a demo (the app's own games and mini-games have none). */
  | { readonly kind: 'noDemo' }
  | { readonly kind: 'open'; readonly target: GameWindowKind };

export function invalidCredentialsStatusText(userId: string | null, sessionId: string | null): string {
  return `Invalid user credentials provided. userId: ${String(userId)} or sessionId: ${String(sessionId)}`;
}

/**
 * SPEC §4 "Game launch", steps 1–6, first match wins (an editor's preview before them all), after the catalogue check ("Unknown
 * game: game-not-found message"). The caller performs the plan (messages, windows, routing);
 * this decides it, so every branch is testable without a browser.
 *
 * Issue #34: player protection that refuses the launch (a break from play, a loss limit
 * reached) is answered right after the login step, before anything opens — the app's own games
 * included, since a break from play is from all play. A fun-money launch has its own plan.
 */
export function planGameLaunch(context: LaunchContext): LaunchPlan {
  // SPEC §6: in preview, game clicks send preview game links to the parent instead of launching.
  if (context.editorPreview) return { kind: 'previewLink' };
  const aggregator = normaliseAggregator(context.game.aggregator);
  const isNative = aggregator === NATIVE_AGGREGATOR;
  if (!isNative && !context.inCatalogue) return { kind: 'gameNotFound' };
  const miniGame = !context.isAppPlatform && aggregator === NATIVE_MINI_GAME_AGGREGATOR;
  if (context.mode === 'fun') return planFunLaunch(context, isNative || miniGame);
  // The player-action gate, its answers placed where SPEC §4 puts them (steps 1 and 5). The
  // launch flow releases launches only once the lobby has loaded.
  const gate = gateOf('launch', context);
  if (!gate.allowed && gate.reason === 'guest' && !isNative) return { kind: 'openLogin' };
  if (!gate.allowed && isProtectionRefusal(gate.reason)) return refusedFor(gate.reason, context);
  if (isNative) return { kind: 'openNativeGame' };
  if (miniGame) {
    const check = checkNativeMiniGameId(context.game.code);
    return check.ok ? { kind: 'openMiniGame', id: check.id } : { kind: 'miniGameRefused', warning: check.warning };
  }
  if (context.isIosWebApp && !context.standalone) return { kind: 'addShortcut' };
  if (!gate.allowed) {
    return { kind: 'launchFailed', statusText: invalidCredentialsStatusText(context.userId, context.sessionId) };
  }
  return { kind: 'open', target: windowOf(context) };
}

/**
 * A fun-money launch (issue #34): anyone may play a demo, so no login and no credentials
 * (SPEC §4 steps 1 and 5 do not apply); the app's own games and mini-games (steps 2–3) have no
 * demo, nor has a game the catalogue does not flag; an iOS web app plays the demo where it is,
 * without the home-screen shortcut of step 4, which is for real play. A break from play the
 * player took still holds. The demo opens where a real game would (step 6).
 */
function planFunLaunch(context: LaunchContext, playsInTheApp: boolean): LaunchPlan {
  if (playsInTheApp || !context.hasDemo) return { kind: 'noDemo' };
  const gate = gateOf('launchFun', context);
  if (!gate.allowed && isProtectionRefusal(gate.reason)) return refusedFor(gate.reason, context);
  return { kind: 'open', target: windowOf(context) };
}

function gateOf(kind: 'launch' | 'launchFun', context: LaunchContext): PlayerActionDecision {
  return gatePlayerAction(kind, {
    session: { guest: context.guestMode, userId: context.userId, sessionId: context.sessionId },
    loadState: 'loaded',
    protection: context.protection,
  });
}

function refusedFor(reason: ProtectionRefusal, context: LaunchContext): LaunchPlan {
  return { kind: 'refused', refusal: launchRefusalOf(reason, context.protection?.state) };
}

/** SPEC §4 step 6: a new tab (iOS standalone or configured), the desktop pop-up or the game route. */
function windowOf(context: LaunchContext): GameWindowKind {
  if ((context.isIosWebApp && context.standalone) || context.openInNewTab) return 'newTab';
  return context.platform === 'desktop' ? 'popup' : 'route';
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
