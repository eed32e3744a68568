import type { Subscription } from 'rxjs';
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
import { createCustomSchemeSender, isUsableCustomScheme, type CustomSchemeSender } from './customScheme';
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
  /** For shells that only intercept navigations: e.g. 'casinolobby' for casinolobby://… */
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

  function send(message: LobbyToShellMessage): void {
    const found = findTransport(win, policy.shellOrigin);
    const kind = found?.kind ?? (schemeSender === null ? null : 'customScheme');
    try {
      if (found !== null) {
        // A fresh object: the receiver gets the wire shape and nothing the sender may mutate later.
        const wire: LobbyWireMessage = { source: LOBBY_SOURCE, ...message };
        found.send(wire);
      } else if (schemeSender !== null) {
        schemeSender.send(message);
      } else {
        log.warnOnce('send:noTransport', 'no transport to a host application; outgoing messages are dropped', {
          type: message.type,
          standalone: isStandalone,
        });
      }
    } catch (error) {
      log.warnOnce(`send:${kind ?? 'none'}:failed`, 'sending to the host application failed', {
        transport: kind,
        type: message.type,
        error: error instanceof Error ? error.message : String(error),
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

  function onMessage(event: MessageEvent): void {
    const origin = typeof event.origin === 'string' ? event.origin : '';
    // Origin first: nothing from an unknown page is even parsed.
    if (!policy.isAllowed(origin)) {
      drop(origin, SHELL_DROP_REASONS.originNotAllowed, 'origin is not allowed');
      return;
    }
    const parsed = parseShellMessage(event.data);
    if (!parsed.ok) {
      drop(origin, parsed.reason, parsed.detail, parsed.type);
      return;
    }
    bus.emit('shell:received', parsed.message);
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
  };
}
