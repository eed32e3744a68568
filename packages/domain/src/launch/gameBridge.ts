import { GAME_SOURCE, type ParentGameWindowEventType } from '@lobby/shared';
import { parseGameWindowMessage } from './gameWindowMessage';

export interface GameBridgeWireMessage {
  readonly source: typeof GAME_SOURCE;
  readonly type: ParentGameWindowEventType;
  readonly payload?: { readonly progress: number };
}

export type GameBridgeRelay =
  { readonly ok: true; readonly message: GameBridgeWireMessage } | { readonly ok: false; readonly error: string };

/**
 * The /game-bridge page (SPEC §2, docs/game-window.md): a page on the lobby's origin that a
 * game provider loads with `?event=<game-window event>[&progress=<percent>]` to reach the
 * lobby from its own origin; it relays the event's parent variant to the lobby's game page.
 */
export function gameBridgeRelay(search: string): GameBridgeRelay {
  const query = new URLSearchParams(search);
  const event = query.get('event');
  if (event === null || event === '') return { ok: false, error: 'game-bridge: no event given' };
  const type = `parent${event.charAt(0).toUpperCase()}${event.slice(1)}`;
  const progress = query.get('progress');
  const wire = { source: GAME_SOURCE, type, ...(progress === null ? {} : { payload: { progress: Number(progress) } }) };
  const parsed = parseGameWindowMessage(wire);
  if (!parsed.ok || event.charAt(0) !== event.charAt(0).toLowerCase()) {
    return { ok: false, error: `game-bridge: ${JSON.stringify(event.slice(0, 64))} is not a game window event` };
  }
  return { ok: true, message: wire as GameBridgeWireMessage };
}
