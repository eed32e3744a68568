import type { OwnedLobbyBus } from '@lobby/bus';
import { Subscription } from '@lobby/rx';

/** When the resident remote (game-player) is mounted; read by ResidentRemoteArea. */
export interface ResidentStart {
  started(): boolean;
  /** Calls `onStart` once it starts; returns what stops listening. */
  subscribe(onStart: () => void): () => void;
  /** Starts it now (its own route is shown). */
  start(): void;
  /** Stops listening to the bus (tests). */
  dispose(): void;
}

export interface ResidentStartOptions {
  /** The page is the lobby's exit loading (SPEC §4): game-player draws its overlay at once. */
  readonly exitLoading: boolean;
  /** Runs `task` when the browser is idle; returns the cancel. */
  readonly whenIdle: (task: () => void) => () => void;
}

/**
 * game-player is not part of the lobby's start-up (issue #12): it is started by whichever comes
 * first of a launch request (held by the bus until game-player reads it, BUS_HELD_UNTIL_READ),
 * settings that name a game to open (SPEC §3 openGame), its own route or the exit loading, and
 * the browser being idle once the lobby has loaded. Once started it stays.
 */
export function createResidentStart(bus: OwnedLobbyBus, options: ResidentStartOptions): ResidentStart {
  const listeners = new Set<() => void>();
  const subscription = new Subscription();
  let started = false;
  let cancelIdle: (() => void) | null = null;

  const start = () => {
    if (started) return;
    started = true;
    subscription.unsubscribe();
    cancelIdle?.();
    cancelIdle = null;
    for (const listener of [...listeners]) listener();
  };

  if (options.exitLoading) start();
  subscription.add(bus.held$().subscribe((type) => type === 'game:launchRequested' && start()));
  subscription.add(bus.on$('settings:changed').subscribe(({ openGame }) => openGame !== null && start()));
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state === 'loaded' && cancelIdle === null && !started) cancelIdle = options.whenIdle(start);
    }),
  );

  return {
    started: () => started,
    subscribe(onStart) {
      listeners.add(onStart);
      return () => listeners.delete(onStart);
    },
    start,
    dispose() {
      subscription.unsubscribe();
      cancelIdle?.();
      listeners.clear();
    },
  };
}
