/**
 * Whether the browser thinks it is online, and when it comes back: the analytics client and
 * the action outbox hold their writes while offline instead of spending retries on them.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` each time the browser comes back online; returns what stops it. */
  onOnline(listener: () => void): () => void;
}

type OnlineWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly navigator?: Pick<Navigator, 'onLine'>;
};

/**
 * The page's `navigator.onLine` and the window's 'online' event. Outside a browser (the
 * server's tests, a worker without a window) it is always online and never calls back.
 * `navigator.onLine` false is reliable (no network at all); true only means "maybe", which is
 * why a failed send while it is true still counts as a retry.
 */
export function browserConnectivity(
  target: OnlineWindow | null = typeof window === 'undefined' ? null : window,
): Connectivity {
  return {
    isOnline: () => target?.navigator?.onLine !== false,
    onOnline(listener) {
      if (target === null) return () => undefined;
      const onOnline = (): void => listener();
      target.addEventListener('online', onOnline);
      return () => target.removeEventListener('online', onOnline);
    },
  };
}

/** Resolves on the next 'online', or at once when `signal` aborts (the client stopped). */
export function waitForOnline(connectivity: Connectivity, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      stop();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const stop = connectivity.onOnline(done);
    signal.addEventListener('abort', done);
  });
}
