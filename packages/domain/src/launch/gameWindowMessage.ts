import {
  GAME_SOURCE,
  GAME_WINDOW_EVENT_TYPES,
  type GameWindowEvent,
  type GameWindowEventType,
  type GameWindowMessage,
} from '@lobby/shared';
import { findForbiddenKey, includesString, isRecord, ownValue } from '../util/guards';

export type GameWindowDropReason = 'notAnObject' | 'wrongSource' | 'unknownType' | 'invalidPayload';

export type GameWindowParseResult =
  | { readonly ok: true; readonly message: GameWindowMessage }
  | { readonly ok: false; readonly reason: GameWindowDropReason; readonly detail: string };

const PARENT_PREFIX = 'parent';

/** 'parentLoadStart' → the parent variant of 'loadStart'; any other name stands for itself. */
function eventTypeOf(type: string): { readonly type: string; readonly fromParent: boolean } {
  const rest = type.slice(PARENT_PREFIX.length);
  const first = rest.charAt(0);
  if (type.startsWith(PARENT_PREFIX) && first !== '' && first !== first.toLowerCase()) {
    return { type: first.toLowerCase() + rest.slice(1), fromParent: true };
  }
  return { type, fromParent: false };
}

function eventOf(type: GameWindowEventType, payload: unknown): GameWindowEvent | string {
  if (type !== 'loadProgress') return { type };
  const progress = isRecord(payload) ? ownValue(payload, 'progress') : undefined;
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 'payload.progress: expected a finite number';
  return { type, progress: Math.min(100, Math.max(0, progress)) };
}

/**
 * The boundary check of what a game frame posted, after the sender was found to be the
 * game's frame at the game's origin (SPEC §4 game window events and their parent variants;
 * docs/game-window.md). Returns a fresh value: nothing of the sender's object is kept.
 */
export function parseGameWindowMessage(data: unknown): GameWindowParseResult {
  if (!isRecord(data))
    return { ok: false, reason: 'notAnObject', detail: `data is ${data === null ? 'null' : typeof data}` };
  if (ownValue(data, 'source') !== GAME_SOURCE)
    return { ok: false, reason: 'wrongSource', detail: 'source is not casino-game' };
  if (findForbiddenKey(data) !== undefined) return { ok: false, reason: 'invalidPayload', detail: 'forbidden key' };
  const wireType = ownValue(data, 'type');
  const named = typeof wireType === 'string' ? eventTypeOf(wireType) : null;
  if (named === null || !includesString(GAME_WINDOW_EVENT_TYPES, named.type)) {
    return {
      ok: false,
      reason: 'unknownType',
      detail: `type is ${typeof wireType === 'string' ? JSON.stringify(wireType.slice(0, 64)) : typeof wireType}`,
    };
  }
  const event = eventOf(named.type, ownValue(data, 'payload'));
  if (typeof event === 'string') return { ok: false, reason: 'invalidPayload', detail: event };
  return { ok: true, message: { event, fromParent: named.fromParent } };
}
