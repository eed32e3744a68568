import { buildDeepLink } from '@lobby/domain';
import type { LobbyToShellMessage } from '@lobby/shared';
import type { ShellBridgeWindow } from './shellWindow';

/**
 * Schemes a configured value must never be: navigating to them runs script, loads the web
 * or reads files, and the scheme may come from a query-string setting.
 */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'about',
  'http',
  'https',
  'ftp',
  'ws',
  'wss',
]);

export function isUsableCustomScheme(scheme: string): boolean {
  return /^[a-z][a-z0-9+.-]{0,31}$/i.test(scheme) && !REFUSED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Old WebViews only see a navigation if the frame lives a moment; removing it in the same
 * task can cancel the request before the native side intercepts it.
 */
export const CUSTOM_SCHEME_FRAME_LIFETIME_MS = 100;

export interface CustomSchemeSender {
  send(message: LobbyToShellMessage): void;
  /** Removes frames still waiting to be cleaned up. */
  dispose(): void;
}

/**
 * The fallback for shells that only intercept navigations: each message navigates a fresh
 * invisible iframe to the message's deep link, `scheme://type?data=<payload JSON>`. A fresh frame per message,
 * because re-pointing one frame coalesces messages sent in the same task.
 */
export function createCustomSchemeSender(win: ShellBridgeWindow, scheme: string): CustomSchemeSender {
  const pending = new Map<HTMLIFrameElement, number>();

  function remove(frame: HTMLIFrameElement): void {
    pending.delete(frame);
    frame.remove();
  }

  return {
    send(message) {
      const data = 'payload' in message && message.payload !== undefined ? message.payload : undefined;
      const url = buildDeepLink(`${scheme}://`, message.type, data);
      const frame = win.document.createElement('iframe');
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.style.display = 'none';
      frame.src = url;
      win.document.documentElement.appendChild(frame);
      pending.set(
        frame,
        win.setTimeout(() => remove(frame), CUSTOM_SCHEME_FRAME_LIFETIME_MS),
      );
    },
    dispose() {
      for (const [frame, timer] of pending) {
        win.clearTimeout(timer);
        remove(frame);
      }
    },
  };
}
