import type { Subscription } from 'rxjs';
import { customSchemeAddress, isUsableCustomScheme } from '@lobby/domain';
import {
  LOBBY_SOURCE,
  SHELL_DROP_REASONS,
  type LobbyBus,
  type LobbyToShellMessage,
  type LobbyWireMessage,
  type ShellDropReason,
  type ShellTransportKind,
} from '@lobby/shared';
import { createOnceLogger, type ShellBridgeLogger } from './createOnceLogger';
import { createCustomSchemeSender, deepLinkMessageData, goesCustomSchemeStyle, type CustomSchemeSender } from './customScheme';
import { createOriginPolicy } from './origins';
import { parseShellMessage } from './parseShellMessage';
import type { ShellBridgeWindow } from './shellWindow';
import { findTransport, isStandaloneWindow } from './transports';

export interface ShellBridgeOptions {
  readonly bus: LobbyBus;
  readonly window: ShellBridgeWindow;
  /** Origins besides the lobby's own that may send shell messages (http(s) only, no '*'). */
  readonly allowedOrigins?: readonly string[];
  /**
   * The origin parent and opener messages are addressed to. Default: the framing or
   * referring page's origin if it is allowed, else the lobby's own origin.
   */
  readonly shellOrigin?: string;
  /**
   * For shells that intercept navigations: e.g. 'casinolobby' for casinolobby://…. SPEC §7's
   * listed messages then also go custom-scheme style, and a message that is a deep link under
   * it is taken as the message it names.
   */
  readonly customScheme?: string;
  /** Defaults to the console. Drops are logged once per (origin, reason). */
  readonly logger?: ShellBridgeLogger;
}

export interface ShellBridge {
  /** Listens to the window and the bus; emits 'shell:modeDetected'. Idempotent. */
  start(): void;
  /** Removes every listener and pending frame; start() may be called again. */
  stop(): void;
  /** No parent, no opener, no native handler (DESIGN §5): do not wait for initialData. */
  readonly isStandalone: boolean;
  /** Where parent and opener messages go; null when no safe target exists. */
  readonly shellOrigin: string | null;
  /** The transport an outgoing message would take now. */
  transport(): ShellTransportKind | null;
  /**
   * An incoming deep link under `address` (SPEC §2), such as the one the page was opened at:
   * taken as the shell message it names, through the same checks as a posted one.
   */
  receiveDeepLink(link: string, address: string): void;
}

const MAX_LOGGED_ORIGIN_LENGTH = 200;

/**
 * Connects the bus to the host application (DESIGN §5): 'shell:sendRequested' goes out
 * through the first transport that exists; `message` events from allowed origins are
 * validated and come back as 'shell:received'. What a message means for the lobby is the
 * host's to decide (host/src/shell/connectShellMessages.ts); the bridge only moves it.
 */
export function createShellBridge(options: ShellBridgeOptions): ShellBridge {
  const { bus, window: win } = options;
  const log = createOnceLogger(options.logger ?? console);
  const policy = createOriginPolicy({
    window: win,
    allowedOrigins: options.allowedOrigins ?? [],
    shellOrigin: options.shellOrigin,
    log,
  });

  let scheme: string | null = null;
  if (options.customScheme !== undefined) {
    if (isUsableCustomScheme(options.customScheme)) scheme = options.customScheme;
    else log.warnOnce('config:customScheme', 'ignored an unusable custom scheme', { scheme: options.customScheme });
  }

  const isStandalone = isStandaloneWindow(win);
  let subscription: Subscription | null = null;
  let schemeSender: CustomSchemeSender | null = null;

  function transport(): ShellTransportKind | null {
    return findTransport(win, policy.shellOrigin)?.kind ?? (scheme === null ? null : 'customScheme');
  }

  function sendBy(kind: ShellTransportKind, type: string, deliver: () => void): void {
    try {
      deliver();
    } catch (error) {
      log.warnOnce(`send:${kind}:failed`, 'sending to the host application failed', {
        transport: kind,
        type,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** SPEC §7 "postMessage and custom-scheme style": the first transport, and the scheme for the messages it lists. */
  function send(message: LobbyToShellMessage): void {
    const found = findTransport(win, policy.shellOrigin);
    const scheme = schemeSender !== null && goesCustomSchemeStyle(message.type) ? schemeSender : null;
    if (scheme !== null) sendBy('customScheme', message.type, () => scheme.send(message));
    if (found !== null) {
      // A fresh object: the receiver gets the wire shape and nothing the sender may mutate later.
      const wire: LobbyWireMessage = { source: LOBBY_SOURCE, ...message };
      sendBy(found.kind, message.type, () => found.send(wire));
    } else if (scheme === null) {
      log.warnOnce('send:noTransport', 'no transport to a host application; outgoing messages are dropped', {
        type: message.type,
        standalone: isStandalone,
      });
    }
  }

  function drop(origin: string, reason: ShellDropReason, detail: string, type?: string): void {
    const shownOrigin = origin.slice(0, MAX_LOGGED_ORIGIN_LENGTH);
    log.warnOnce(`drop:${shownOrigin}:${reason}`, `dropped an incoming message (${reason}); further ones like it are not logged`, {
      origin: shownOrigin,
      reason,
      detail,
      ...(type === undefined ? {} : { type }),
    });
  }

  function receive(origin: string, data: unknown): void {
    const parsed = parseShellMessage(data);
    if (!parsed.ok) {
      drop(origin, parsed.reason, parsed.detail, parsed.type);
      return;
    }
    bus.emit('shell:received', parsed.message);
  }

  function receiveDeepLink(origin: string, link: unknown, address: string): void {
    const incoming = deepLinkMessageData(link, address);
    if (incoming.ok) receive(origin, incoming.data);
    else drop(origin, incoming.reason, incoming.detail);
  }

  function onMessage(event: MessageEvent): void {
    const origin = typeof event.origin === 'string' ? event.origin : '';
    // Origin first: nothing from an unknown page is even parsed.
    if (!policy.isAllowed(origin)) {
      drop(origin, SHELL_DROP_REASONS.originNotAllowed, 'origin is not allowed');
      return;
    }
    // A shell that speaks in deep links may post one as it is (SPEC §2 and §7).
    if (scheme !== null && typeof event.data === 'string') receiveDeepLink(origin, event.data, customSchemeAddress(scheme));
    else receive(origin, event.data);
  }

  return {
    start() {
      if (subscription !== null) return;
      win.addEventListener('message', onMessage);
      schemeSender = scheme === null ? null : createCustomSchemeSender(win, scheme);
      subscription = bus.on$('shell:sendRequested').subscribe(send);
      // Last, so that a host answering the mode with casinoReady finds the bridge listening.
      bus.emit('shell:modeDetected', { standalone: isStandalone, transport: transport() });
    },
    stop() {
      if (subscription === null) return;
      win.removeEventListener('message', onMessage);
      subscription.unsubscribe();
      subscription = null;
      schemeSender?.dispose();
      schemeSender = null;
    },
    isStandalone,
    shellOrigin: policy.shellOrigin,
    transport,
    receiveDeepLink: (link, address) => receiveDeepLink(win.location.origin, link, address),
  };
}
