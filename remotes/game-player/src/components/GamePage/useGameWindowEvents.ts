import { parseGameWindowMessage } from '@lobby/domain';
import type { GameWindowEvent } from '@lobby/shared';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Game-window events from the game's frame (docs/game-window.md). Messages from elsewhere
 * (the shell talks to this window too) are not ours and pass silently; from the frame, only
 * its game's origin and the lobby's own count, and a malformed message is dropped and logged
 * once per reason.
 */
export function useGameWindowEvents(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  onEvent: (event: GameWindowEvent) => void,
  logger: Pick<Console, 'warn'> = console,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (origin === null) return undefined;
    const logged = new Set<string>();
    const drop = (reason: string, detail: string) => {
      if (logged.has(reason)) return;
      logged.add(reason);
      logger.warn(`Game window message dropped (${reason}): ${detail}`);
    };
    const onMessage = (event: MessageEvent) => {
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      // The lobby's own origin too: its /game-bridge page relays for games on other origins.
      if (event.origin !== origin && event.origin !== window.location.origin) {
        drop('originNotAllowed', `origin ${event.origin.slice(0, 100)} is not the game's`);
        return;
      }
      const parsed = parseGameWindowMessage(event.data);
      if (!parsed.ok) {
        drop(parsed.reason, parsed.detail);
        return;
      }
      handler.current(parsed.message.event);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, logger]);
}
