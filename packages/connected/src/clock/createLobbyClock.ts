import type { LobbyClock } from '@lobby/contexts';
import { previewInstant } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';

/** The host's clock, with what ends it. */
export interface OwnedLobbyClock extends LobbyClock {
  readonly dispose: () => void;
}

/**
 * The lobby's one clock. It follows the settings: in an editor's time travel (previewInstant:
 * a preview token and a previewAt) it reads the chosen instant at the moment the setting
 * arrived and runs on from there; otherwise it is the wall clock. A settings change that keeps
 * the instant (a theme change re-sends the same settings) leaves it running where it was; a new
 * instant, or the end of time travel, is a jump its subscribers are told of.
 */
export function createLobbyClock(bus: LobbyBus, wallClock: () => number = Date.now): OwnedLobbyClock {
  let offsetMs = 0;
  let instant: number | null = null;
  const listeners = new Set<() => void>();
  const subscription = bus.on$('settings:changed').subscribe((settings) => {
    const at = previewInstant(settings);
    if (at === instant) return;
    instant = at;
    offsetMs = at === null ? 0 : at - wallClock();
    for (const listener of [...listeners]) listener();
  });
  return {
    now: () => wallClock() + offsetMs,
    subscribe: (onJump) => {
      if (subscription.closed) return () => undefined;
      listeners.add(onJump);
      return () => listeners.delete(onJump);
    },
    dispose: () => {
      subscription.unsubscribe();
      listeners.clear();
    },
  };
}

/** The wall clock, never jumping: where no host clock is given (tests, the server's first view). */
export const WALL_CLOCK: LobbyClock = Object.freeze({ now: () => Date.now(), subscribe: () => () => undefined });
