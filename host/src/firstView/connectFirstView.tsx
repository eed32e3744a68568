import type { LobbyBus } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useLayoutEffect } from 'react';

/** How long the server's first view may stand in for a lobby that has not drawn its page. */
export const FIRST_VIEW_LIMIT_MS = 10_000;

export interface FirstView {
  /** The live lobby has drawn the page the first view shows: it goes, in the same frame. */
  done(): void;
  /** Settles once the first view has gone, for whatever reason (see connectFirstView). */
  readonly gone: Promise<void>;
}

export interface FirstViewOptions {
  readonly limitMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

const browserTimer = (run: () => void, ms: number): (() => void) => {
  const id = window.setTimeout(run, ms);
  return () => window.clearTimeout(id);
};

/**
 * The server's first view of the page (FIRST_VIEW_ELEMENT_ID, issue #12), or null when the
 * page has none. It stays, painted and inert, while the lobby starts beneath it; it goes when
 * the lobby has drawn the route's remote with the lobby loaded (FirstViewDone), and also when
 * the lobby goes into maintenance, the route's remote fails (its area shows why) or the limit
 * passes, so the player is never left with a picture of a page that does not answer.
 */
export function connectFirstView(
  bus: LobbyBus,
  element: Element | null,
  options: FirstViewOptions = {},
): FirstView | null {
  if (element === null) return null;
  const setTimer = options.setTimer ?? browserTimer;
  const subscription = bus.on$('lobby:loadStateChanged').subscribe((state) => state === 'maintenance' && done());
  subscription.add(bus.on$('remote:loadFailed').subscribe(() => done()));
  const cancelTimer = setTimer(() => done(), options.limitMs ?? FIRST_VIEW_LIMIT_MS);
  let settle = (): void => undefined;
  const gone = new Promise<void>((resolve) => {
    settle = resolve;
  });
  function done(): void {
    if (subscription.closed) return;
    subscription.unsubscribe();
    cancelTimer();
    element?.remove();
    settle();
  }
  return { done, gone };
}

/**
 * Drawn beside the route's remote (RemoteArea's besideRemote), so it commits only with the
 * remote's own content: once that content has the loaded lobby, the first view goes, before
 * the browser paints the commit.
 */
export function FirstViewDone({ firstView }: { readonly firstView: FirstView }) {
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  useLayoutEffect(() => {
    if (loaded) firstView.done();
  }, [loaded, firstView]);
  return null;
}
