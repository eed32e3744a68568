import { buildDeepLink, customSchemeAddress, parseDeepLink, type DeepLinkError } from '@lobby/domain';
import { SHELL_DROP_REASONS, SHELL_SOURCE, type LobbyToShellMessage, type LobbyToShellType, type ShellDropReason } from '@lobby/shared';
import type { ShellBridgeWindow } from './shellWindow';

/**
 * SPEC §7's shell messages that go "postMessage and custom-scheme style": app ready, casino
 * load complete, open/close game (the native open and the launch's), open lobby, open login,
 * open external link, insufficient funds, game not found, open-game failed, add shortcut.
 * The others (menu, recent-games sync, orientation, cashier…) go by postMessage only.
 */
const CUSTOM_SCHEME_TYPES: ReadonlySet<LobbyToShellType> = new Set<LobbyToShellType>([
  'casinoReady',
  'casinoLoadComplete',
  'openCasinoGame',
  'launchCasinoGame',
  'gamewindowclose',
  'requestBackCasinoLobby',
  'openLoginScreen',
  'openExternalLink',
  'insufficient-funds',
  'gameNotFound',
  'openCasinoGameFailed',
  'addShortcut',
]);

export function goesCustomSchemeStyle(type: LobbyToShellType): boolean {
  return CUSTOM_SCHEME_TYPES.has(type);
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
 * For shells that intercept navigations: each message navigates a fresh invisible iframe to
 * the message's deep link, `scheme://type?data=<payload JSON>`. A fresh frame per message,
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
      const url = buildDeepLink(customSchemeAddress(scheme), message.type, data);
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

/** How an incoming deep link that fails its parse is logged: as the message it failed to be. */
const DEEP_LINK_DROP_REASONS: { readonly [E in DeepLinkError]: ShellDropReason } = {
  wrongAddress: SHELL_DROP_REASONS.notAnObject,
  unknownEvent: SHELL_DROP_REASONS.unknownType,
  badData: SHELL_DROP_REASONS.invalidPayload,
  tooLong: SHELL_DROP_REASONS.invalidPayload,
};

export type IncomingDeepLink =
  | { readonly ok: true; readonly data: object }
  | { readonly ok: false; readonly reason: ShellDropReason; readonly detail: string };

/**
 * An incoming deep link (SPEC §2: `{address}{event}[?data=…]`) as the postMessage data of the
 * shell message it names: the event is the type, the data the payload. The bridge then checks
 * it exactly as it checks postMessage data, so a deep link can do nothing a message cannot.
 */
export function deepLinkMessageData(link: unknown, address: string): IncomingDeepLink {
  const parsed = parseDeepLink(link, address);
  if (!parsed.ok) return { ok: false, reason: DEEP_LINK_DROP_REASONS[parsed.error], detail: `deep link: ${parsed.error}` };
  const { event, data } = parsed.link;
  return { ok: true, data: data === undefined ? { source: SHELL_SOURCE, type: event } : { source: SHELL_SOURCE, type: event, payload: data } };
}
