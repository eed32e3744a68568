import { isRecord } from '@lobby/domain';
import {
  isLobbyToShellType,
  LOBBY_SOURCE,
  SHELL_SOURCE,
  type LobbySettings,
  type LobbyToShellType,
  type ShellWireMessage,
} from '@lobby/shared';

/** A message a framed lobby sent, as the preview logs it. */
export interface FramedMessage {
  readonly type: LobbyToShellType;
  readonly payload: unknown;
}

/** The lobby's wire message (DESIGN §5), or null for anything else a frame may post. */
export function readLobbyMessage(data: unknown): FramedMessage | null {
  if (!isRecord(data) || data.source !== LOBBY_SOURCE || !isLobbyToShellType(data.type)) return null;
  return { type: data.type, payload: data.payload };
}

/**
 * What the preview, as the framed lobby's shell, answers: its settings as initialData once the
 * lobby is ready, in a message rather than the URL, so a pasted lobby reply of any size arrives.
 */
export function shellAnswer(message: FramedMessage, settings: LobbySettings): ShellWireMessage | null {
  if (message.type !== 'casinoReady') return null;
  return { source: SHELL_SOURCE, type: 'initialData', payload: { ...settings } };
}
