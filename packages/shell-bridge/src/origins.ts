import type { OnceLogger } from './createOnceLogger';
import type { ShellBridgeWindow } from './shellWindow';

/** Which origins may talk to the lobby, and which one the lobby talks to. */
export interface OriginPolicy {
  /** The postMessage target origin for parent and opener, or null when none is safe. */
  readonly shellOrigin: string | null;
  readonly allowedOrigins: readonly string[];
  isAllowed(origin: string): boolean;
}

export interface OriginPolicyOptions {
  readonly window: ShellBridgeWindow;
  readonly allowedOrigins: readonly string[];
  readonly shellOrigin: string | undefined;
  readonly log: OnceLogger;
}

/**
 * An http(s) origin in canonical form, or null. Wildcards and '*' are refused: an allowed
 * origin is a promise that a page may drive the lobby and receive session data.
 * 'null' (file:, sandboxed frames) is refused because every opaque origin spells it the same.
 */
export function normaliseOrigin(candidate: string): string | null {
  if (candidate.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin;
}

function referrerOrigin(referrer: string): string | null {
  return referrer === '' ? null : normaliseOrigin(referrer);
}

export function createOriginPolicy(options: OriginPolicyOptions): OriginPolicy {
  const { window: win, log } = options;
  const allowed = new Set<string>();

  const own = normaliseOrigin(win.location.origin);
  if (own !== null) allowed.add(own);

  for (const entry of options.allowedOrigins) {
    const origin = normaliseOrigin(entry);
    if (origin === null) {
      log.warnOnce(`config:allowedOrigin:${entry}`, 'ignored an allowed origin that is not an http(s) origin', {
        origin: entry,
      });
    } else {
      allowed.add(origin);
    }
  }

  let shellOrigin: string | null = null;
  if (options.shellOrigin !== undefined) {
    shellOrigin = normaliseOrigin(options.shellOrigin);
    if (shellOrigin === null) {
      log.warnOnce('config:shellOrigin', 'ignored a shell origin that is not an http(s) origin', {
        origin: options.shellOrigin,
      });
    } else {
      // The shell we send to must be able to answer.
      allowed.add(shellOrigin);
    }
  }

  if (shellOrigin === null) {
    // Where the lobby is framed or opened from, best evidence first; a candidate is used
    // only if allowed, so the lobby never posts to an origin nobody approved.
    const ancestor = win.location.ancestorOrigins?.[0];
    const candidates = [ancestor === undefined ? null : normaliseOrigin(ancestor), referrerOrigin(win.document.referrer)];
    shellOrigin = candidates.find((origin): origin is string => origin !== null && allowed.has(origin)) ?? own;
  }

  return {
    shellOrigin,
    allowedOrigins: [...allowed],
    isAllowed: (origin) => allowed.has(origin),
  };
}
