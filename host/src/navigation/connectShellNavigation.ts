import { decideNavigation, normaliseLobby, resolveNavigationTarget, ROOT_PATH } from '@lobby/domain';
import type { LobbyBus, NavigateType } from '@lobby/shared';
import { Subscription } from 'rxjs';

export interface ShellNavigationOptions {
  readonly logger: Pick<Console, 'warn'>;
  readonly now?: () => number;
}

interface PendingTarget {
  readonly target: string;
  readonly type: NavigateType;
}

/**
 * Turns the shell's 'navigate' and 'guestMode' messages into 'navigation:requested'
 * (SPEC §2/§4). The rules are packages/domain's; this only feeds them the bus state.
 * A request made before the casino has loaded waits for it; only the latest one counts,
 * since the shell would not expect a string of page changes at once.
 */
export function connectShellNavigation(bus: LobbyBus, { logger, now = Date.now }: ShellNavigationOptions): Subscription {
  let deferred: PendingTarget | null = null;

  const request = (pending: PendingTarget): void => {
    const decision = decideNavigation(pending.target, {
      gameActive: (bus.current('game:activeChanged') ?? null) !== null,
      casinoLoaded: bus.current('lobby:loadStateChanged') === 'loaded',
    });
    if (decision.kind === 'ignore') {
      logger.warn(decision.warning);
      return;
    }
    if (decision.kind === 'defer') {
      deferred = { target: decision.target, type: pending.type };
      return;
    }
    const data = bus.current('lobby:dataChanged');
    const catalogue = data === undefined ? { pages: [], blocks: [] } : normaliseLobby(data, { now: now() });
    bus.emit('navigation:requested', { path: resolveNavigationTarget(decision.target, pending.type, catalogue) });
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on$('shell:received').subscribe((message) => {
      if (message.type === 'navigate') request(message.payload);
      // SPEC §4: a guest-mode change returns to the root.
      if (message.type === 'guestMode') bus.emit('navigation:requested', { path: ROOT_PATH });
    }),
  );
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state !== 'loaded' || deferred === null) return;
      const pending = deferred;
      deferred = null;
      request(pending);
    }),
  );
  return subscription;
}
