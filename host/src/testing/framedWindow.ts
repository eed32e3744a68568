import type { ShellBridgeWindow } from '@lobby/shell-bridge';

export const LOBBY_ORIGIN = 'https://lobby.example';

export interface FramedWindow {
  readonly window: ShellBridgeWindow;
  /** What the lobby sent to its parent frame. */
  readonly sentToParent: unknown[];
  /** Delivers a message event from the parent as the browser would. */
  deliver(data: unknown, origin?: string): void;
}

/** A lobby window inside a frame, for driving the real shell bridge over the wire in tests. */
export function createFramedWindow(): FramedWindow {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sentToParent: unknown[] = [];
  const framed: ShellBridgeWindow = {
    location: { origin: LOBBY_ORIGIN },
    document: { referrer: '', createElement: document.createElement.bind(document), documentElement: document.documentElement },
    parent: { postMessage: (message: unknown) => void sentToParent.push(message) },
    opener: null,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, timeout) => window.setTimeout(handler, timeout),
    clearTimeout: (id) => window.clearTimeout(id),
  };
  return {
    window: framed,
    sentToParent,
    deliver(data, origin = LOBBY_ORIGIN) {
      const event = new MessageEvent('message', { data, origin });
      for (const listener of [...listeners]) listener(event);
    },
  };
}
