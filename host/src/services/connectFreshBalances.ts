import { isSignedIn, SYSTEM_TIMERS, type Timers } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { Subscription } from '@lobby/rx';

/**
 * Triggers this close together ask once: a cashier that closes as the page regains focus, a
 * game window closing as the cashier's message arrives.
 */
export const FRESH_BALANCES_COALESCE_MS = 250;

export interface FreshBalancesDeps {
  /** The lobby's document: becoming visible again after the lobby asked for the cashier. */
  readonly page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** The lobby's window: regaining focus after the lobby asked for the cashier. */
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly timers?: Timers;
}

export interface FreshBalances {
  /** The lobby asked the shell for its cashier (the header's Cashier button): back in view, it has closed. */
  readonly cashierRequested: () => void;
  /** The shell said its cashier closed (connectShellMessages, the one reader of its messages). */
  readonly cashierClosed: () => void;
  readonly disconnect: () => void;
}

/**
 * Issue #34's fresh balances: the lobby never shows a balance the cashier or a game has made
 * stale. After the cashier closes (the shell's 'cashierClosed', which connectShellMessages reads
 * and passes to `cashierClosed`, or the page visible or focused again after the lobby asked for
 * the cashier: `cashierRequested`, for shells that do not say when it closes) and after a game closes ('game:activeChanged' going to null), the shell is asked
 * for the balances ('requestUserBalances', one for triggers that come together); its
 * 'userBalances' answer updates them as any other does. Only a signed-in player has balances to
 * ask for, and only a shell can answer: a standalone lobby sends nothing.
 */
export function connectFreshBalances(
  bus: LobbyBus,
  { page, window, timers = SYSTEM_TIMERS }: FreshBalancesDeps,
): FreshBalances {
  let cashierAsked = false;
  let pending: unknown = null;

  const ask = (): void => {
    if (pending !== null) return;
    if ((bus.current('shell:modeDetected')?.transport ?? null) === null) return;
    if (!isSignedIn(bus.current('session:changed'))) return;
    pending = timers.setTimeout(() => {
      pending = null;
      bus.emit('shell:sendRequested', { type: 'requestUserBalances' });
    }, FRESH_BALANCES_COALESCE_MS);
  };

  const cashierClosed = (): void => {
    cashierAsked = false;
    ask();
  };
  // Back from a cashier the lobby asked for: a shell that says nothing when it closes.
  const cameBack = (): void => {
    if (cashierAsked) cashierClosed();
  };
  const onVisibility = (): void => {
    if (page.visibilityState === 'visible') cameBack();
  };

  const subscription = new Subscription();
  let active = bus.current('game:activeChanged') ?? null;
  subscription.add(
    bus.on$('game:activeChanged').subscribe((game) => {
      const closed = active !== null && game === null;
      active = game;
      if (closed) ask();
    }),
  );
  page.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', cameBack);
  return {
    cashierRequested: () => {
      cashierAsked = true;
    },
    cashierClosed,
    disconnect: () => {
      subscription.unsubscribe();
      page.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', cameBack);
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}
