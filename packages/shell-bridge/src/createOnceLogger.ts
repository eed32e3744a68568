export interface ShellBridgeLogger {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
}

export interface OnceLogger {
  /** Logs the first time `key` is seen, then stays silent for it. */
  warnOnce(key: string, message: string, context?: Readonly<Record<string, unknown>>): void;
}

/**
 * Dropped messages are logged once per kind, not once per message: a hostile or chatty
 * page can post thousands a second, and a log flood would hide the real problem and
 * cost more than the drop itself. The set of kinds is capped too, so that a stream of
 * ever-new origins cannot grow it without bound.
 */
export function createOnceLogger(logger: ShellBridgeLogger, maxKinds = 100): OnceLogger {
  const seen = new Set<string>();
  let capped = false;

  return {
    warnOnce(key, message, context) {
      if (seen.has(key) || capped) return;
      if (seen.size >= maxKinds) {
        capped = true;
        logger.warn(`[shell-bridge] more than ${maxKinds} kinds of problems; no further ones are logged`);
        return;
      }
      seen.add(key);
      logger.warn(`[shell-bridge] ${message}`, context);
    },
  };
}
