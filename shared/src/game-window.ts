/**
 * The game-window protocol (SPEC §4 "Game window events"): what a game page framed by the
 * lobby posts to it. docs/game-window.md is the reader's version of this file, and the demo
 * games (server/src/demoGames/public/demo-game.js) speak it.
 *
 * `{ source: 'casino-game', type, payload? }`; only loadProgress has a payload,
 * `{ progress }` in percent. The parent variants (`parentLoadStart`, …) are the same events
 * relayed by a provider's wrapper page that runs the game in a frame of its own.
 */
export const GAME_SOURCE = 'casino-game';

export const GAME_WINDOW_EVENT_TYPES = [
  'errorOutOfMoney',
  'close',
  'loadStart',
  'loadProgress',
  'loadEnd',
  'loadComplete',
] as const;
export type GameWindowEventType = (typeof GAME_WINDOW_EVENT_TYPES)[number];

export type GameWindowEvent =
  | { readonly type: 'errorOutOfMoney' }
  | { readonly type: 'close' }
  | { readonly type: 'loadStart' }
  | { readonly type: 'loadProgress'; readonly progress: number }
  | { readonly type: 'loadEnd' }
  | { readonly type: 'loadComplete' };

/** A parent variant's wire name: 'loadStart' → 'parentLoadStart'. */
export type ParentGameWindowEventType = `parent${Capitalize<GameWindowEventType>}`;

export interface GameWindowMessage {
  readonly event: GameWindowEvent;
  /** The event came as its parent variant (relayed by the game's wrapper page). */
  readonly fromParent: boolean;
}
