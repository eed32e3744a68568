import type { LobbyBus } from '@lobby/shared';
import { isSignedIn } from '@lobby/domain';

/** When a player's lists first load: shared by the services that load them. */
export interface SessionListTiming {
  /**
   * Runs the first load of a signed-in player's list when the page can spare it: the host
   * passes browserWhenIdle, so the lists (and axios with them) stay off the first view's path
   * (issue #12) while their blocks show placeholders. Returns the cancel. Without it, at once.
   */
  readonly whenIdle?: (task: () => void) => () => void;
}

export interface SessionListOptions<T> extends SessionListTiming {
  readonly load: () => Promise<T>;
  /** The answer for the session in force. */
  readonly loaded: (value: T) => void;
  /**
   * The empty list: a guest's by rule (SPEC §6), nothing to load; and a player's whose first
   * load failed while no list was known yet, so the blocks waiting for it stop waiting.
   */
  readonly empty: () => void;
  /** Whether the bus holds a list yet (from a load, the empty list, or the player's own change). */
  readonly known: () => boolean;
  /** SPEC §8: logged, and the list left as it is (once there is one). */
  readonly failed: (error: unknown) => void;
}

export interface SessionListLoader {
  /** Loads the list again for the session in force; answers of earlier loads are then dropped. */
  readonly reload: () => void;
  /** Drops a first load still waiting for its moment. */
  readonly stop: () => void;
}

/**
 * The one way a player's list (favourites, recent games, free rounds) follows the session:
 * empty for guests, loaded for a signed-in player, and an answer kept only if no reload
 * (a new session) came after the request, so a slow reply for an earlier session never
 * overwrites the list of the current one. Until the first list is sent, the list is unknown
 * (the blocks show placeholders): a failed load then sends the empty list, later failures
 * leave the list as it is.
 */
export function sessionListLoader<T>(bus: LobbyBus, options: SessionListOptions<T>): SessionListLoader {
  let generation = 0;
  const { whenIdle } = options;
  // 'ready' once loads run at once; until then, the first signed-in reload waits for whenIdle.
  let timing: 'ready' | 'idle' | { readonly cancel: () => void } = whenIdle === undefined ? 'ready' : 'idle';
  const load = (mine: number) => {
    options.load().then(
      (value) => {
        if (mine === generation) options.loaded(value);
      },
      (error: unknown) => {
        options.failed(error);
        if (mine === generation && !options.known()) options.empty();
      },
    );
  };
  return {
    stop: () => {
      if (typeof timing === 'object') timing.cancel();
    },
    reload: () => {
      generation += 1;
      const mine = generation;
      if (!isSignedIn(bus.current('session:changed'))) {
        options.empty();
        return;
      }
      if (timing === 'ready') {
        load(mine);
        return;
      }
      if (timing !== 'idle' || whenIdle === undefined) return;
      let ran = false;
      const cancel = whenIdle(() => {
        ran = true;
        timing = 'ready';
        // Only the latest reload's session counts once the moment comes.
        if (isSignedIn(bus.current('session:changed'))) load(generation);
      });
      if (!ran) timing = { cancel };
    },
  };
}
