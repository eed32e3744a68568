import type { LobbyApi } from '@lobby/api';
import { isSignedIn, SYSTEM_TIMERS, type Timers } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { filter, map, skip, Subscription, take } from '@lobby/rx';

/** How often a signed-in player's protection is asked again (a limit used up, a break taken elsewhere). */
export const PROTECTION_REFRESH_MS = 60_000;

export interface ProtectionLoader {
  /** Asks again now: a launch was refused, so the lobby's state may be behind the server's. */
  readonly reload: () => void;
  readonly disconnect: () => void;
}

export interface ProtectionDeps {
  readonly api: Pick<LobbyApi, 'getPlayerProtection'>;
  readonly logger: Pick<Console, 'error'>;
  /** The refresh's timer (tests step it). */
  readonly timers?: Timers;
  /**
   * Runs the first load once the page is idle after the lobby loaded (browserWhenIdle), so its
   * request and the API client it needs wait until the first view is drawn, as the player's lists
   * do; returns a cancel. At once when absent.
   */
  readonly whenIdle?: (task: () => void) => () => void;
}

/**
 * 'protection:changed' (issue #34, docs/player-protection.md): for a signed-in player, GET
 * /api/player/protection with the lobby's licence type, once start-up has loaded the lobby (the
 * licence type is resolved by then), on every session or licence type change, every
 * PROTECTION_REFRESH_MS, and when told a launch was refused (`reload`: the server may have
 * refused it for a limit or a break the lobby did not know yet). Null for a guest, and while another player's state
 * would otherwise stand for the new one's. A failed load is logged and the state is kept (SPEC §8);
 * an answer overtaken by a newer request is dropped.
 */
export function connectProtection(
  bus: LobbyBus,
  { api, logger, timers = SYSTEM_TIMERS, whenIdle = (task) => (task(), () => undefined) }: ProtectionDeps,
): ProtectionLoader {
  let generation = 0;
  let refresh: unknown = null;
  // Whose state the bus holds: an answer is about one account's session.
  let account: string | null = null;
  let started = false;

  const stopRefresh = (): void => {
    if (refresh !== null) timers.clearTimeout(refresh);
    refresh = null;
  };

  const clear = (): void => {
    if (bus.current('protection:changed') !== null) bus.emit('protection:changed', null);
  };

  const load = (): void => {
    stopRefresh();
    generation += 1;
    const mine = generation;
    const session = bus.current('session:changed');
    if (!isSignedIn(session)) {
      account = null;
      clear();
      return;
    }
    const key = `${session.userId}\u0000${session.sessionId}`;
    if (key !== account) {
      account = key;
      clear();
    }
    api.getPlayerProtection(bus.current('settings:changed')?.licenseType ?? null).then(
      (state) => {
        if (mine === generation) bus.emit('protection:changed', state);
      },
      (error: unknown) => logger.error('Player protection could not be loaded', error),
    );
    refresh = timers.setTimeout(load, PROTECTION_REFRESH_MS);
  };

  const subscription = new Subscription();
  subscription.add(
    bus
      .on$('lobby:loadStateChanged')
      .pipe(
        filter((state) => state === 'loaded'),
        take(1),
      )
      .subscribe(() => {
        subscription.add(whenIdle(start));
      }),
  );

  function start(): void {
    started = true;
    // The session replays: the first load is now.
    subscription.add(bus.on$('session:changed').subscribe(load));
    let licenseType = bus.current('settings:changed')?.licenseType ?? null;
    subscription.add(
      bus
        .on$('settings:changed')
        .pipe(
          skip(1),
          map((settings) => settings.licenseType),
          filter((next) => next !== licenseType),
        )
        .subscribe((next) => {
          licenseType = next;
          load();
        }),
    );
  }

  return {
    reload: () => {
      // Before start-up has loaded the lobby, the first load is still to come.
      if (started) load();
    },
    disconnect: () => {
      subscription.unsubscribe();
      stopRefresh();
      generation += 1;
    },
  };
}
