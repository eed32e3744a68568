import type { ShellTransportKind } from '@lobby/shared';
import type { PostMessageTarget, ShellBridgeWindow } from './shellWindow';

/** A transport found on the window, ready to send one serialisable message. */
export interface Transport {
  readonly kind: Exclude<ShellTransportKind, 'customScheme'>;
  send(message: object): void;
}

function isFramed(win: ShellBridgeWindow): boolean {
  return win.parent !== null && win.parent !== (win as unknown);
}

function opener(win: ShellBridgeWindow): PostMessageTarget | null {
  const found: unknown = win.opener;
  return typeof found === 'object' && found !== null && typeof (found as PostMessageTarget).postMessage === 'function'
    ? (found as PostMessageTarget)
    : null;
}

/**
 * The first transport that exists, in DESIGN §5's order: native handlers first, because a
 * WebView page may also look framed or opened, and the native shell is the real host.
 * Looked up on every send: shells are known to inject their handler after the page starts.
 * The target origin is passed in and is never '*'.
 */
export function findTransport(win: ShellBridgeWindow, shellOrigin: string | null): Transport | null {
  const ios = win.webkit?.messageHandlers?.casinoLobby;
  if (ios && typeof ios.postMessage === 'function') {
    return { kind: 'ios', send: (message) => ios.postMessage(message) };
  }
  const android = win.CasinoLobbyAndroid;
  if (android && typeof android.postMessage === 'function') {
    return { kind: 'android', send: (message) => android.postMessage(JSON.stringify(message)) };
  }
  if (shellOrigin === null) return null;
  const parent = win.parent;
  if (parent !== null && isFramed(win)) {
    return { kind: 'parent', send: (message) => parent.postMessage(message, shellOrigin) };
  }
  const popupOpener = opener(win);
  if (popupOpener !== null) {
    return { kind: 'opener', send: (message) => popupOpener.postMessage(message, shellOrigin) };
  }
  return null;
}

/** DESIGN §5: no parent, no opener, no native handler. A custom scheme does not count. */
export function isStandaloneWindow(win: ShellBridgeWindow): boolean {
  const ios = win.webkit?.messageHandlers?.casinoLobby;
  const android = win.CasinoLobbyAndroid;
  return (
    !(ios && typeof ios.postMessage === 'function') &&
    !(android && typeof android.postMessage === 'function') &&
    !isFramed(win) &&
    opener(win) === null
  );
}
